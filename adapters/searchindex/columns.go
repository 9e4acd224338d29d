package searchindex

import (
	"math"
	"sort"

	"github.com/google/uuid"
)

// columns are the entries' values a search checks of a candidate, each in an array of its own:
// a candidate's check reads a few bytes of the arrays it needs, in the order of the walk, where
// reading its entry would cost two cache lines scattered over the part (docs/adr/0023-search-in-memory.md, "What the walk holds, and columns for the rest").
type columns struct {
	dobs       []int32  // the birth date: the commonest check
	idHeads    []uint32 // the first four bytes of the account id, to find blocked and overlaid members
	registered []int64
	heights    []int32
	incomes    []int32
	horoscopes []int16
	// The lowest and highest height and the lowest income of the part: a refinement whose bounds
	// take them all in checks nobody.
	heightLow, heightHigh, incomeLow int32
}

func makeColumns(es []entry) columns {
	n := len(es)
	c := columns{dobs: make([]int32, n), idHeads: make([]uint32, n), registered: make([]int64, n),
		heights: make([]int32, n), incomes: make([]int32, n), horoscopes: make([]int16, n),
		heightLow: math.MaxInt32, heightHigh: math.MinInt32, incomeLow: math.MaxInt32}
	for i := range es {
		e := &es[i]
		c.dobs[i], c.idHeads[i], c.registered[i] = e.dob, idHead(e.id), e.registered
		c.heights[i], c.incomes[i], c.horoscopes[i] = e.height, e.income, e.horoscope
		c.heightLow, c.heightHigh, c.incomeLow = min(c.heightLow, e.height), max(c.heightHigh, e.height), min(c.incomeLow, e.income)
	}
	return c
}

func idHead(id uuid.UUID) uint32 {
	return uint32(id[0])<<24 | uint32(id[1])<<16 | uint32(id[2])<<8 | uint32(id[3])
}

// activeEnd is the first position of the part whose member was last active before since: the
// members are in search's order, most recently active first, so those active since are a prefix.
func (p *part) activeEnd(since int64) int32 {
	return int32(sort.Search(len(p.entries), func(i int) bool { return p.entries[i].active < since }))
}

// yearLists collects the positions born in each year: in a slice by year from the first one
// seen while the years stay within a few centuries (a map lookup for each of a million members
// was a fifth of ordering everyone again), in a map past that.
type yearLists struct {
	first int32
	lists [][]int32
	far   map[int32][]int32
}

const yearSpan = 400

func (l *yearLists) add(y, pos int32) {
	if l.lists == nil {
		l.first, l.lists = y-yearSpan/2, make([][]int32, yearSpan)
	}
	if i := y - l.first; i >= 0 && i < yearSpan {
		l.lists[i] = append(l.lists[i], pos)
		return
	}
	if l.far == nil {
		l.far = map[int32][]int32{}
	}
	l.far[y] = append(l.far[y], pos)
}

func (l *yearLists) byYear() map[int32][]int32 {
	out := make(map[int32][]int32, len(l.far)+64)
	for y, ps := range l.far {
		out[y] = ps
	}
	for i, ps := range l.lists {
		if len(ps) > 0 {
			out[l.first+int32(i)] = ps
		}
	}
	return out
}
