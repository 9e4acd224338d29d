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

// checks are what a candidate the walk answers is still checked for, in one part: what the walk
// does not hold (it holds the searched values, the photo, the verified mark and, by where it ends,
// the recent activity) and the part's values do not settle for all of its members.
type checks struct {
	registered, height, income, horoscope bool
}

func (f *filter) checksIn(p *part) checks {
	return checks{registered: f.since != math.MinInt64,
		height:    f.refine && (f.heightMin > p.heightLow || f.heightMax < p.heightHigh),
		income:    f.refine && f.incomeMin > p.incomeLow,
		horoscope: f.horoscopeMatch}
}

func (k checks) any() bool { return k.registered || k.height || k.income || k.horoscope }

// fitsAt is fits for the member at pos of p that the walk answered holding what it holds: it
// reads the columns the checks need, never the entry.
func (f *filter) fitsAt(p *part, pos int32, k checks) bool {
	if k.registered && p.registered[pos] <= f.since {
		return false
	}
	if k.height {
		if h := p.heights[pos]; h < f.heightMin || h > f.heightMax {
			return false
		}
	}
	if k.income && p.incomes[pos] < f.incomeMin {
		return false
	}
	if k.horoscope {
		if h := p.horoscopes[pos]; h < 0 || !slices.Contains(f.horoscopeKeys, h) {
			return false
		}
	}
	return true
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
