package searchindex

import (
	"math"
	"slices"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// filter is a search's criteria in the index's codes: what the search statement checks of each
// member_search row (adapters/postgres/search.go searchStatement and refinementChecks).
type filter struct {
	after, through int32 // born after (exclusive), on or before
	equal          []colValue
	since          int64 // registered after (microseconds); MinInt64: anyone
	verified       bool

	refine         bool
	activeSince    int64
	heightMin      int32
	heightMax      int32
	incomeMin      int32
	in             []colSet // a member's value is one of these
	photo          bool
	horoscopeMatch bool
	horoscopeKeys  []int16
}

type colValue struct {
	column int
	code   uint32
}

type colSet struct {
	column int
	codes  []uint32
}

func filterOf(c matching.Criteria, now time.Time, code func(string) uint32) filter {
	after, through := matching.DOBRange(c.MinAge, c.MaxAge, now)
	f := filter{after: days(after), through: days(through), since: math.MinInt64, verified: c.VerifiedOnly}
	if c.MaxAge == 0 {
		f.after = math.MinInt32
	}
	set := func(column int, v string) {
		if v != "" {
			f.equal = append(f.equal, colValue{column, code(v)})
		}
	}
	set(colCaste, c.Caste)
	set(colReligion, c.Religion)
	set(colCity, c.City)
	set(colTongue, c.MotherTongue)
	set(colDistrict, c.District)
	if !c.RegisteredAfter.IsZero() {
		f.since = c.RegisteredAfter.UnixMicro()
	}
	r := c.Refine
	if !r.Any() {
		return f
	}
	f.refine = true
	f.activeSince = math.MinInt64
	if r.ActiveWithinDays != 0 {
		f.activeSince = now.AddDate(0, 0, -r.ActiveWithinDays).UnixMicro()
	}
	f.heightMin, f.heightMax, f.incomeMin = int32(r.HeightMin), int32(r.HeightMax), int32(r.MinIncomeK)
	if f.heightMax == 0 {
		f.heightMax = math.MaxInt16
	}
	set(colSubCaste, r.SubCaste)
	set(colNative, r.NativeDistrict)
	oneOf := func(column int, values []string) {
		if len(values) > 0 {
			cs := colSet{column: column}
			for _, v := range values {
				if c := code(v); !slices.Contains(cs.codes, c) { // a value named twice is one value, not two lists
					cs.codes = append(cs.codes, c)
				}
			}
			f.in = append(f.in, cs)
		}
	}
	oneOf(colMarital, r.MaritalStatuses)
	oneOf(colEducation, r.Education)
	oneOf(colProfession, r.Profession)
	oneOf(colManglik, matching.ManglikStatuses(r.Manglik))
	f.photo = r.WithPhoto
	if r.HoroscopeMatch {
		f.horoscopeMatch = true
		if c.Terms != nil {
			for _, k := range c.Terms.GoodKeys {
				f.horoscopeKeys = append(f.horoscopeKeys, int16(k))
			}
		}
	}
	return f
}

// beyondValues reports whether the filter asks anything of a member beyond a birth date in its
// range and the searched values of listed columns.
func (f *filter) beyondValues() bool {
	if f.since != math.MinInt64 || f.verified || len(f.in) > 0 || f.refine && (f.activeSince != math.MinInt64 ||
		f.heightMin > 0 || f.heightMax != math.MaxInt16 || f.incomeMin > 0 || f.photo || f.horoscopeMatch) {
		return true
	}
	for _, v := range f.equal {
		if !slices.Contains(listed, v.column) {
			return true
		}
	}
	return false
}

// fits reports whether e is a match (of the searched gender, which the caller checks).
func (f *filter) fits(e *entry) bool {
	if e.dob > f.through || e.dob <= f.after || e.registered <= f.since || f.verified && !e.verified {
		return false
	}
	for _, v := range f.equal {
		if e.text[v.column] != v.code {
			return false
		}
	}
	if !f.refine {
		return true
	}
	if e.active < f.activeSince || e.height < f.heightMin || e.height > f.heightMax || e.income < f.incomeMin ||
		f.photo && !e.photo {
		return false
	}
	for _, s := range f.in {
		if !slices.Contains(s.codes, e.text[s.column]) {
			return false
		}
	}
	return !f.horoscopeMatch || e.horoscope >= 0 && slices.Contains(f.horoscopeKeys, e.horoscope)
}
