package searchindex

import (
	"container/heap"
	"math"
	"slices"
	"sort"
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
				cs.codes = append(cs.codes, code(v))
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

// walker answers positions of a part in search's order.
type walker interface {
	next() (int32, bool)
}

type everyone struct{ i, n int32 }

func (w *everyone) next() (int32, bool) {
	if w.i >= w.n {
		return 0, false
	}
	w.i++
	return w.i - 1, true
}

type list struct {
	l []int32
	i int
}

func (w *list) next() (int32, bool) {
	if w.i >= len(w.l) {
		return 0, false
	}
	w.i++
	return w.l[w.i-1], true
}

// union walks several lists of positions (members with one of several values) in order.
type union []*list

func (u union) Len() int           { return len(u) }
func (u union) Less(i, j int) bool { return u[i].l[u[i].i] < u[j].l[u[j].i] }
func (u union) Swap(i, j int)      { u[i], u[j] = u[j], u[i] }
func (u *union) Push(x any)        { *u = append(*u, x.(*list)) }
func (u *union) Pop() any {
	old := *u
	x := old[len(old)-1]
	*u = old[:len(old)-1]
	return x
}

func (u *union) next() (int32, bool) {
	if len(*u) == 0 {
		return 0, false
	}
	top := (*u)[0]
	pos := top.l[top.i]
	if top.i++; top.i == len(top.l) {
		heap.Pop(u)
	} else {
		heap.Fix(u, 0)
	}
	return pos, true
}

func unionOf(lists [][]int32) walker {
	if len(lists) == 1 {
		return &list{l: lists[0]}
	}
	u := union{}
	for _, l := range lists {
		if len(l) > 0 {
			u = append(u, &list{l: l})
		}
	}
	heap.Init(&u)
	return &u
}

// lead picks what the walk reads: the members with the rarest of the search's values, the
// members born in its years, or everyone, whichever is fewest. Every match is among them, in
// search's order. The walk keeps only those also on the list of each other searched value
// (stepping through those sorted lists, which costs far less than reading each member's entry);
// the filter checks the rest.
func (s *snapshot) lead(p *part, c matching.Criteria, f filter) walker {
	best, bestSize, bestSingle := [][]int32(nil), len(p.entries), -1
	var singles [][]int32 // the list of each searched value that has one
	consider := func(lists [][]int32, single int) {
		n := 0
		for _, l := range lists {
			n += len(l)
		}
		if n < bestSize || best == nil && n == bestSize {
			best, bestSize, bestSingle = lists, n, single
		}
	}
	for _, v := range f.equal {
		if slices.Contains(listed, v.column) {
			l := p.list(v.column, v.code)
			singles = append(singles, l)
			consider([][]int32{l}, len(singles)-1)
		}
	}
	for _, cs := range f.in {
		if slices.Contains(listed, cs.column) {
			var lists [][]int32
			for _, code := range cs.codes {
				lists = append(lists, p.list(cs.column, code))
			}
			consider(lists, -1)
		}
	}
	if c.MaxAge != 0 { // an open range is rarely the fewest: it is left to the others
		from, to := yearOf(f.after+1), yearOf(f.through)
		if to-from <= 60 {
			var lists [][]int32
			for y := from; y <= to; y++ {
				lists = append(lists, p.years[y])
			}
			consider(lists, -1)
		}
	}
	var lead walker
	switch {
	case best == nil:
		lead = &everyone{n: int32(len(p.entries))}
	default:
		lead = unionOf(best)
	}
	var also []*cursor
	for i, l := range singles {
		if i != bestSingle {
			also = append(also, &cursor{l: l})
		}
	}
	if len(also) == 0 {
		return lead
	}
	return &intersection{lead: lead, also: also}
}

// intersection walks the lead's positions that are also on every other list.
type intersection struct {
	lead walker
	also []*cursor
}

func (w *intersection) next() (int32, bool) {
next:
	for {
		pos, ok := w.lead.next()
		if !ok {
			return 0, false
		}
		for _, c := range w.also {
			found, more := c.seek(pos)
			if !more {
				return 0, false // a list ended: nothing further is on all of them
			}
			if !found {
				continue next
			}
		}
		return pos, true
	}
}

// cursor is a position in a sorted list, moving forward only.
type cursor struct {
	l []int32
	i int
}

// seek moves to the first position at or past pos (galloping, then halving) and reports whether
// it is pos, and whether the list has any position at or past pos.
func (c *cursor) seek(pos int32) (found, more bool) {
	if c.i >= len(c.l) {
		return false, false
	}
	if c.l[c.i] < pos {
		step, hi := 1, c.i+1
		for hi < len(c.l) && c.l[hi] < pos {
			c.i = hi
			step *= 2
			hi = c.i + step
		}
		hi = min(hi, len(c.l))
		c.i += sort.Search(hi-c.i, func(k int) bool { return c.l[c.i+k] >= pos })
		if c.i >= len(c.l) {
			return false, false
		}
	}
	return c.l[c.i] == pos, true
}
