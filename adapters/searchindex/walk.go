package searchindex

import (
	"container/heap"
	"math"
	"slices"
	"sort"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// How a search finds its candidates (docs/adr/0023-search-in-memory.md, "Lists and bitmaps"):
// a rare value's members are read from its list of positions; a common value's are read a word of
// 64 positions at a time from its bitmap, ANDed with the other searched values' bitmaps, so that
// only members holding every searched value are ever looked at.

// yearsBitmapped is the widest span of birth years a walk over bitmaps ORs word by word: a
// search's age range covers a few years (the bench's 3 to 10), each year one more word to read.
const yearsBitmapped = 16

// walker answers positions of a part in search's order.
type walker interface {
	next() (int32, bool)
}

// searched is one searched value of a listed column: its members' positions, and their bitmap
// when the value is common.
type searched struct {
	list   []int32
	bitmap []uint64
}

// leadOf is lead; the tests swap it to hold its answers to a walk through everyone. The walk it
// answers holds only members with every searched value of a listed column, the photo and the
// verified mark when searched, and the recent activity, when it says so.
var leadOf = (*snapshot).lead

// lead picks how the walk finds candidates. When the rarest searched value (or set of values, or
// the birth years) has fewer members than the part has words, the walk reads that list and keeps
// the positions each other searched value also holds (a bit test where the value has a bitmap,
// stepping through its sorted list otherwise). Otherwise it reads the words of the searched
// values' bitmaps ANDed together. Either way it ends where the members last active before the
// searched activity begin. The filter checks everything else of each candidate.
func (s *snapshot) lead(p *part, dead []uint64, c matching.Criteria, f filter) (walker, bool) {
	n := len(p.entries)
	best, bestSize, bestSingle, bestSet := [][]int32(nil), n, -1, -1
	var singles []searched  // each searched value of a listed column
	var groups [][][]uint64 // sets of values a member holds one of, where each value has a bitmap
	var sets []int          // the index in f.in of each group but the years'
	holds := true           // every set of values is held by the lead or by a group
	consider := func(lists [][]int32, single, set int) {
		size := 0
		for _, l := range lists {
			size += len(l)
		}
		if size < bestSize || best == nil && size == bestSize {
			best, bestSize, bestSingle, bestSet = lists, size, single, set
		}
	}
	// group is the bitmaps of lists, or false when one of them (not empty) has none.
	group := func(lists [][]int32, bitmaps [][]uint64) ([][]uint64, bool) {
		var g [][]uint64
		for i, l := range lists {
			switch {
			case bitmaps[i] != nil:
				g = append(g, bitmaps[i])
			case len(l) > 0:
				return nil, false
			}
		}
		return g, true
	}
	for _, v := range f.equal {
		if slices.Contains(listed, v.column) {
			singles = append(singles, searched{p.list(v.column, v.code), p.bitmap(v.column, v.code)})
			consider([][]int32{singles[len(singles)-1].list}, len(singles)-1, -1)
		} else {
			holds = false
		}
	}
	var ungrouped []int // the sets of values held only if they lead
	for i, cs := range f.in {
		if !slices.Contains(listed, cs.column) {
			holds = false
			continue
		}
		var lists [][]int32
		var bitmaps [][]uint64
		for _, code := range cs.codes {
			lists = append(lists, p.list(cs.column, code))
			bitmaps = append(bitmaps, p.bitmap(cs.column, code))
		}
		consider(lists, -1, i)
		if g, ok := group(lists, bitmaps); ok {
			groups, sets = append(groups, g), append(sets, i)
		} else {
			ungrouped = append(ungrouped, i)
		}
	}
	var wholeYears [][]uint64 // the years wholly inside the age range, where the walk reads their words
	var yearGroup [][]uint64
	if c.MaxAge != 0 { // an open range is rarely the fewest: it is left to the others
		from, to := yearOf(f.after+1), yearOf(f.through)
		if to-from <= 60 {
			var lists [][]int32
			var bitmaps [][]uint64
			for y := from; y <= to; y++ {
				lists = append(lists, p.years[y])
				bitmaps = append(bitmaps, p.yearBits[y])
			}
			consider(lists, -1, -1)
			if g, ok := group(lists, bitmaps); ok && to-from < yearsBitmapped {
				yearGroup = g
				// The first and last years are cut by the birthdays that bound the range; the
				// years between are in it from their first day to their last.
				for y := from + 1; y < to; y++ {
					if p.yearBits[y] != nil {
						wholeYears = append(wholeYears, p.yearBits[y])
					}
				}
			}
		}
	}
	var marks [][]uint64 // the photo and verified bitmaps searched
	var markSizes []int
	if f.refine && f.photo {
		marks, markSizes = append(marks, p.photos), append(markSizes, p.photoCount)
	}
	if f.verified {
		marks, markSizes = append(marks, p.verified), append(markSizes, p.verifiedCount)
	}
	end := int32(n)
	if f.refine && f.activeSince != math.MinInt64 {
		end = p.activeEnd(f.activeSince)
	}

	words := &bitWalk{dead: dead, or: groups, wholeYears: wholeYears, end: end}
	if yearGroup != nil {
		words.or = append(words.or, yearGroup)
	}
	// The rarest first: a word none of them holds is left after reading the fewest bitmaps.
	type sized struct {
		bitmap []uint64
		size   int
	}
	var and []sized
	for i, m := range marks {
		and = append(and, sized{m, markSizes[i]})
	}
	for _, v := range singles {
		if v.bitmap != nil {
			and = append(and, sized{v.bitmap, len(v.list)})
		}
	}
	slices.SortStableFunc(and, func(a, b sized) int { return a.size - b.size })
	for _, a := range and {
		words.and = append(words.and, a.bitmap)
	}
	if bestSize*64 >= n && (len(words.and) > 0 || len(words.or) > 0) {
		var also []*cursor
		for _, v := range singles {
			if v.bitmap == nil {
				also = append(also, &cursor{l: v.list})
			}
		}
		return both(words, nil, nil, also), holds && len(ungrouped) == 0
	}
	tests := marks // bitmaps each candidate's bit is tested in
	var anyOf [][][]uint64
	var also []*cursor // lists each candidate is sought in
	for i, v := range singles {
		switch {
		case i == bestSingle:
		case v.bitmap != nil:
			tests = append(tests, v.bitmap)
		default:
			also = append(also, &cursor{l: v.list})
		}
	}
	for i, g := range groups {
		if sets[i] != bestSet {
			anyOf = append(anyOf, g)
		}
	}
	holds = holds && (len(ungrouped) == 0 || len(ungrouped) == 1 && ungrouped[0] == bestSet)
	var lead walker = &everyone{n: end}
	if best != nil {
		lead = unionOf(best)
		if end < int32(n) {
			lead = &until{w: lead, end: end}
		}
	}
	return both(lead, tests, anyOf, also), holds
}

func both(lead walker, tests [][]uint64, anyOf [][][]uint64, also []*cursor) walker {
	if len(tests) == 0 && len(anyOf) == 0 && len(also) == 0 {
		return lead
	}
	return &intersection{lead: lead, tests: tests, anyOf: anyOf, also: also}
}

// until answers its walk's positions before end.
type until struct {
	w   walker
	end int32
}

func (u *until) next() (int32, bool) {
	pos, ok := u.w.next()
	if !ok || pos >= u.end {
		return 0, false
	}
	return pos, true
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

// intersection walks the lead's positions that are also set in every bitmap of tests, in one
// bitmap at least of each group of anyOf, and on every other list.
type intersection struct {
	lead  walker
	tests [][]uint64
	anyOf [][][]uint64
	also  []*cursor
}

// ageKnower is a walker that can tell its last candidate is in the search's age range.
type ageKnower interface{ ageKnown() bool }

func (w *intersection) ageKnown() bool {
	k, ok := w.lead.(ageKnower)
	return ok && k.ageKnown()
}

func (w *intersection) next() (int32, bool) {
next:
	for {
		pos, ok := w.lead.next()
		if !ok {
			return 0, false
		}
		word, bit := pos/64, uint64(1)<<(pos%64)
		for _, b := range w.tests {
			if b[word]&bit == 0 {
				continue next
			}
		}
	groups:
		for _, g := range w.anyOf {
			for _, b := range g {
				if b[word]&bit != 0 {
					continue groups
				}
			}
			continue next
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
