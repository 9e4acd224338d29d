package searchindex

import (
	"math"
	"slices"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// CountWalk is how many members a refined count reads at most before it says "at least N"
// (matching.Counted.More). In memory a member costs nanoseconds, so the stretch is fifty times
// PostgreSQL's (adapters/postgres.RefinedCountWalk); the pages are not bounded.
const CountWalk = 50 * matching.ResultCap

// Query is one search as the index answers it.
type Query struct {
	Criteria matching.Criteria
	Gender   string // the searched gender
	Now      time.Time
	Count    bool // count the matches, up to matching.CountLimit
	// Extra is how many members past the page to answer too, standing in for page members the
	// store finds gone when it reads their cards.
	Extra int
	// Blocked are members blocked either way with the viewer: never answered, never counted.
	Blocked []uuid.UUID
	// Changed and Gone are changes the index has not taken in yet (Apply), read with this search:
	// the rows as they are now, and members with no row any more.
	Changed []Row
	Gone    []uuid.UUID
}

// Result is a search's page (the ids in order, with extra ones after them), each member's score
// under the best-match order, and the count when asked.
type Result struct {
	IDs     []uuid.UUID
	Scores  []int
	Counted int
	Bounded bool // the count stopped at CountWalk before the matches ended
}

// Search answers q from the current snapshot; ok is false when the index is not loaded.
func (x *Index) Search(q Query) (Result, bool) {
	s := x.snap.Load()
	if s == nil {
		return Result{}, false
	}
	return s.search(q), true
}

func (s *snapshot) search(q Query) Result {
	g := genderIndex(q.Gender)
	if g < 0 {
		return Result{}
	}
	c := q.Criteria
	code := s.coder()
	f := filterOf(c, q.Now, code)
	skip := map[uuid.UUID]bool{}
	for _, id := range q.Blocked {
		skip[id] = true
	}
	// The changed and gone members are read from the overlay only; blocked ones not at all.
	overlay := map[uuid.UUID]bool{}
	for _, r := range q.Changed {
		overlay[r.AccountID] = true
	}
	for _, id := range q.Gone {
		overlay[id] = true
	}
	var small []*entry // the recent and overlaid matches, in search's order
	for i := range s.recent[g] {
		e := &s.recent[g][i]
		if f.fits(e) && !overlay[e.id] && !skip[e.id] {
			small = append(small, e)
		}
	}
	recentMatches := len(small)
	seen := map[uuid.UUID]bool{}
	for i := len(q.Changed) - 1; i >= 0; i-- { // the last row of a member wins
		r := q.Changed[i]
		if seen[r.AccountID] || slices.Contains(q.Gone, r.AccountID) {
			continue
		}
		seen[r.AccountID] = true
		if e := r.entry(code); int(e.gender) == g && !skip[e.id] && f.fits(&e) {
			small = append(small, &e)
		}
	}
	if len(small) > recentMatches { // the recent ones are in order already
		slices.SortFunc(small, func(a, b *entry) int {
			if a.before(b) {
				return -1
			}
			return 1
		})
	}

	offset := (c.Page - 1) * c.Limit
	pageSize := max(min(c.Limit, matching.ResultCap-offset), 0)
	sort := c.Sort
	if sort == "" || sort == matching.SortBest && c.Terms == nil {
		sort = matching.SortRecent
	}
	need := offset + pageSize + q.Extra // the recently-active order reads its page directly
	if sort != matching.SortRecent {
		need = matching.ResultCap // the other orders rank the first ResultCap matches
	}
	if pageSize == 0 {
		need = 0
	}
	countTo := 0
	if q.Count {
		countTo = matching.CountLimit
	}
	stretch := math.MaxInt
	if c.Refine.Any() {
		stretch = CountWalk
	}

	p := s.parts[g]
	dead := s.dead[g]
	walk, holds := leadOf(s, p, dead, c, f)
	// Where the walk holds every searched value, a candidate is checked in the columns of what it
	// does not hold (often none); its entry (two cache lines, scattered over the part) is read
	// only when it is on the page, or when the walk does not hold everything.
	k := f.checksIn(p)
	lookUp := len(overlay) > 0 || len(skip) > 0
	var heads map[uint32]bool // the first bytes of the ids looked up
	if lookUp {
		heads = make(map[uint32]bool, len(overlay)+len(skip))
		for id := range overlay {
			heads[idHead(id)] = true
		}
		for id := range skip {
			heads[idHead(id)] = true
		}
	}
	var (
		ordered  = make([]*entry, 0, need)
		counted  = 0
		read     = 0
		si       = 0
		bounded  = false
		countEnd = false // the count is settled (reached countTo or the stretch)
	)
	emit := func(e *entry) {
		if len(ordered) < need {
			ordered = append(ordered, e)
		}
	}
	countOpen := func() bool { return !countEnd && counted+len(small) < countTo }
	known, _ := walk.(ageKnower)
	// Once the page is read, a walk over bitmaps that holds everything but the birth dates counts
	// the rest a word at a time.
	words, _ := walk.(*bitWalk)
	countWords := words != nil && holds && !k.any() && !lookUp
	for len(ordered) < need || countOpen() {
		if countWords && len(ordered) >= need {
			matches, n := words.countWords(countTo-len(small)-counted, stretch-read, p.dobs, f.after, f.through)
			counted, read = counted+matches, read+n
		}
		pos, ok := walk.next()
		if !ok {
			break
		}
		read++
		if read > stretch && !countEnd {
			countEnd, bounded = true, true
		}
		if dead[pos/64]&(1<<(pos%64)) != 0 {
			continue
		}
		if known == nil || !known.ageKnown() {
			if d := p.dobs[pos]; d > f.through || d <= f.after {
				continue
			}
		}
		if holds && !f.fitsAt(p, pos, k) || !holds && !f.fits(&p.entries[pos]) {
			continue
		}
		if lookUp && heads[p.idHeads[pos]] && (overlay[p.entries[pos].id] || skip[p.entries[pos].id]) {
			continue
		}
		if !countEnd {
			counted++
		}
		if len(ordered) >= need { // counting only: the entry is not read
			continue
		}
		e := &p.entries[pos]
		for si < len(small) && small[si].before(e) {
			emit(small[si])
			si++
		}
		emit(e)
	}
	for ; si < len(small); si++ {
		emit(small[si])
	}
	out := Result{Counted: min(counted+len(small), countTo), Bounded: bounded && countTo > 0}

	ranked := ordered
	var scores []int
	switch sort {
	case matching.SortNewest:
		// Each entry is read once, not at each comparison. A total order (no two entries are
		// equal): the unstable sort answers what a stable one would.
		type keyed struct {
			registered int64
			e          *entry
		}
		keys := make([]keyed, len(ordered))
		for i, e := range ordered {
			keys[i] = keyed{e.registered, e}
		}
		slices.SortFunc(keys, func(a, b keyed) int {
			if a.registered != b.registered {
				return cmpDesc(a.registered, b.registered)
			}
			return compareIDs(a.e.id, b.e.id)
		})
		ranked = make([]*entry, len(keys))
		for i, key := range keys {
			ranked[i] = key.e
		}
	case matching.SortBest:
		t := termsOf(*c.Terms, code)
		type scored struct {
			e     *entry
			score int
			rank  int
		}
		all := make([]scored, len(ordered))
		for i, e := range ordered {
			all[i] = scored{e: e, score: t.score(e), rank: i}
		}
		slices.SortFunc(all, func(a, b scored) int { // ranks differ: a total order
			if a.score != b.score {
				return b.score - a.score
			}
			return a.rank - b.rank // then recently active, as ordered
		})
		ranked = make([]*entry, len(all))
		scores = make([]int, len(all))
		for i, a := range all {
			ranked[i], scores[i] = a.e, a.score
		}
	}
	end := min(offset+pageSize+q.Extra, len(ranked))
	for i := offset; i < end; i++ {
		out.IDs = append(out.IDs, ranked[i].id)
		if scores != nil {
			out.Scores = append(out.Scores, scores[i])
		}
	}
	return out
}

func cmpDesc(a, b int64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

func compareIDs(a, b uuid.UUID) int {
	switch {
	case string(a[:]) < string(b[:]):
		return -1
	case string(a[:]) > string(b[:]):
		return 1
	}
	return 0
}

// coder answers the code of a text for one search: the dictionary's, or one of the search's own
// for a text the dictionary does not know yet. Such a text is one of a changed member overlaid on
// this search (a sub-caste nobody had before), or a searched value no member has: it then equals
// only itself.
func (s *snapshot) coder() func(string) uint32 {
	var own map[string]uint32
	return func(v string) uint32 {
		if c, ok := s.dict[v]; ok {
			return c
		}
		if c, ok := own[v]; ok {
			return c
		}
		if own == nil {
			own = map[string]uint32{}
		}
		c := uint32(len(s.dict) + len(own))
		own[v] = c
		return c
	}
}
