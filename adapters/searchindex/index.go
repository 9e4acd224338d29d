package searchindex

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/google/uuid"
)

// CompactAt is how many changed members the index keeps beside its ordered members before it
// orders them all again: every search reads the changed ones in full, so they stay few.
const CompactAt = 2048

// Index is the searchable members of both genders. Searches read an immutable snapshot (no lock);
// one writer at a time (Load, Apply) makes the next one.
type Index struct {
	snap atomic.Pointer[snapshot]

	mu sync.Mutex // the writer's
	// slots number every member the index has held since it was loaded, for good: a member's
	// entry carries its slot, and places[slot] is where it is ordered, so that ordering everyone
	// again rewrites an array, not a map of a million ids.
	slots  map[uuid.UUID]int32
	places []place
	recent map[uuid.UUID]entry // changed since the members were ordered
	dict   map[string]uint32   // the code of every text
	// published: dict is a published snapshot's, which searches read: copied before it grows.
	published bool
}

// place is where a member is ordered: a gender's part and a position in it (-1: not ordered).
type place struct {
	gender int32
	pos    int32
}

// slot is the member's slot, given one if they have none (the writer's, under mu).
func (x *Index) slot(id uuid.UUID) int32 {
	if s, ok := x.slots[id]; ok {
		return s
	}
	s := int32(len(x.places))
	x.slots[id] = s
	x.places = append(x.places, place{pos: -1})
	return s
}

// snapshot is what one search reads. Nothing in it changes once it is published.
type snapshot struct {
	dict  map[string]uint32
	parts [2]*part
	// dead marks the ordered members changed or gone since they were ordered, per gender.
	dead [2][]uint64
	// recent are the changed members, per gender, in search's order, beside the ordered ones.
	recent [2][]entry
}

// part is one gender's members in search's order, with lists of their positions per value of the
// listed columns and per year of birth, and bitmaps of the positions of the common values (held
// by one member in 64 or more) and of every year.
type part struct {
	entries  []entry
	lists    [len(listedColumns)][][]int32  // per listed column, per code
	bitmaps  [len(listedColumns)][][]uint64 // per listed column, per code: nil for a rare value
	years    map[int32][]int32
	yearBits map[int32][]uint64
	// Bitmaps of the members with a photo and of the verified ones, and how many each holds.
	photos, verified          []uint64
	photoCount, verifiedCount int
	columns
}

// list is the positions of the members whose column holds code (none for a code the part's
// dictionary did not have).
func (p *part) list(column int, code uint32) []int32 {
	lists := p.lists[slices.Index(listed, column)]
	if int(code) >= len(lists) {
		return nil
	}
	return lists[code]
}

// bitmap is the bitmap of the positions of the members whose column holds code, nil when the
// value is rare (fewer members than the part has words) or unknown.
func (p *part) bitmap(column int, code uint32) []uint64 {
	bitmaps := p.bitmaps[slices.Index(listed, column)]
	if int(code) >= len(bitmaps) {
		return nil
	}
	return bitmaps[code]
}

// common reports whether a value held by size of n members gets a bitmap: when it has a member
// for every 64 positions or more, reading its words costs less than reading its list.
func common(size, n int) bool { return size > 0 && size*64 >= n }

func bitmapOf(positions []int32, n int) []uint64 {
	b := make([]uint64, (n+63)/64)
	for _, pos := range positions {
		b[pos/64] |= 1 << (pos % 64)
	}
	return b
}

// Ready reports whether the index has been loaded.
func (x *Index) Ready() bool { return x.snap.Load() != nil }

// Size is how many members the index holds.
func (x *Index) Size() int {
	s := x.snap.Load()
	if s == nil {
		return 0
	}
	n := len(s.recent[0]) + len(s.recent[1])
	for g, p := range s.parts {
		n += len(p.entries) - ones(s.dead[g])
	}
	return n
}

// Load replaces what the index holds with rows (every searchable member).
func (x *Index) Load(rows []Row) {
	_ = x.LoadEach(func(add func(Row)) error {
		for _, r := range rows {
			add(r)
		}
		return nil
	})
}

// LoadEach replaces what the index holds with the rows each hands to add, one at a time (a
// million rows are never all held as rows). When each fails the index stays as it was.
func (x *Index) LoadEach(each func(add func(Row)) error) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	dict := map[string]uint32{"": 0}
	code := func(s string) uint32 {
		c, ok := dict[s]
		if !ok {
			c = uint32(len(dict))
			dict[s] = c
		}
		return c
	}
	var entries []entry
	slots, places := map[uuid.UUID]int32{}, []place(nil)
	err := each(func(r Row) {
		if genderIndex(r.Gender) >= 0 {
			e := r.entry(code)
			if s, ok := slots[e.id]; ok {
				e.slot = s
			} else {
				e.slot = int32(len(places))
				slots[e.id] = e.slot
				places = append(places, place{pos: -1})
			}
			entries = append(entries, e)
		}
	})
	if err != nil {
		return err
	}
	x.dict, x.published = dict, false
	x.slots, x.places = slots, places
	x.recent = map[uuid.UUID]entry{}
	x.order(entries)
	return nil
}

// learn is the code of s, given one if it has none (the writer's, under mu).
func (x *Index) learn(s string) uint32 {
	if c, ok := x.dict[s]; ok {
		return c
	}
	if x.published {
		x.dict, x.published = clone(x.dict), false
	}
	c := uint32(len(x.dict))
	x.dict[s] = c
	return c
}

func clone(m map[string]uint32) map[string]uint32 {
	out := make(map[string]uint32, len(m)+16)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// order sorts entries into both genders' parts and publishes them with nothing recent.
func (x *Index) order(entries []entry) {
	var byGender [2][]entry
	for _, e := range entries {
		byGender[e.gender] = append(byGender[e.gender], e)
	}
	for g := range byGender {
		sortEntries(byGender[g])
	}
	x.publishParts(byGender, nil)
}

// publishParts publishes both genders' members, each already in search's order, with their lists
// and nothing recent. The lists of prev (the snapshot being ordered again, or nil) size the new
// ones: a value's members change little between two orderings, so its list is rarely grown.
func (x *Index) publishParts(byGender [2][]entry, prev *snapshot) {
	next := &snapshot{dict: x.dict}
	for i := range x.places {
		x.places[i].pos = -1
	}
	for g, es := range byGender {
		p := &part{entries: es, columns: makeColumns(es),
			photos: make([]uint64, (len(es)+63)/64), verified: make([]uint64, (len(es)+63)/64)}
		for c := range p.lists {
			p.lists[c] = make([][]int32, len(x.dict))
			if prev != nil {
				for code, l := range prev.parts[g].lists[c] {
					if len(l) > 0 {
						p.lists[c][code] = make([]int32, 0, len(l)+len(l)/8+8)
					}
				}
			}
		}
		years := yearLists{}
		for i := range es {
			e := &es[i]
			x.places[e.slot] = place{gender: int32(g), pos: int32(i)}
			if e.photo {
				p.photos[i/64] |= 1 << (i % 64)
				p.photoCount++
			}
			if e.verified {
				p.verified[i/64] |= 1 << (i % 64)
				p.verifiedCount++
			}
			for li, c := range listed {
				if code := e.text[c]; code != 0 {
					p.lists[li][code] = append(p.lists[li][code], int32(i))
				}
			}
			years.add(yearOf(e.dob), int32(i))
		}
		p.years = years.byYear()
		for li, lists := range p.lists {
			p.bitmaps[li] = make([][]uint64, len(lists))
			for code, l := range lists {
				if common(len(l), len(es)) {
					p.bitmaps[li][code] = bitmapOf(l, len(es))
				}
			}
		}
		p.yearBits = make(map[int32][]uint64, len(p.years))
		for y, l := range p.years {
			p.yearBits[y] = bitmapOf(l, len(es))
		}
		next.parts[g] = p
		next.dead[g] = make([]uint64, (len(es)+63)/64)
	}
	x.publish(next)
}

// Apply takes in changed members: rows as they are now, and gone, members with no row any more
// (paused, suspended, erased, or no longer searchable). A member may be named more than once;
// the last row wins, and a member in gone is gone whatever rows say.
func (x *Index) Apply(rows []Row, gone []uuid.UUID) {
	if len(rows) == 0 && len(gone) == 0 {
		return
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	cur := x.snap.Load()
	if cur == nil {
		return // not loaded: Load reads everything anyway
	}
	dead := [2][]uint64{slices.Clone(cur.dead[0]), slices.Clone(cur.dead[1])}
	forget := func(id uuid.UUID) {
		if s, ok := x.slots[id]; ok {
			if p := x.places[s]; p.pos >= 0 {
				dead[p.gender][p.pos/64] |= 1 << (p.pos % 64)
			}
		}
		delete(x.recent, id)
	}
	for _, r := range rows {
		forget(r.AccountID)
		if genderIndex(r.Gender) >= 0 {
			e := r.entry(x.learn)
			e.slot = x.slot(e.id)
			x.recent[r.AccountID] = e
		}
	}
	for _, id := range gone {
		forget(id)
	}
	if len(x.recent) > CompactAt {
		x.compact(cur, dead)
		return
	}
	var recent [2][]entry
	for _, e := range x.recent {
		recent[e.gender] = append(recent[e.gender], e)
	}
	sortEntries(recent[0])
	sortEntries(recent[1])
	x.publish(&snapshot{dict: x.dict, parts: cur.parts, dead: dead, recent: recent})
}

// compact orders every member again: the living ordered ones and the recent ones. Both are in
// search's order already, so they are merged, not sorted.
func (x *Index) compact(cur *snapshot, dead [2][]uint64) {
	var recent [2][]entry
	for _, e := range x.recent {
		recent[e.gender] = append(recent[e.gender], e)
	}
	var byGender [2][]entry
	for g, p := range cur.parts {
		rs := recent[g]
		sortEntries(rs)
		out := make([]entry, 0, len(p.entries)+len(rs))
		i, j := 0, 0
		for i < len(p.entries) || j < len(rs) {
			if i < len(p.entries) && dead[g][i/64]&(1<<(i%64)) != 0 {
				i++
				continue
			}
			if j < len(rs) && (i == len(p.entries) || rs[j].before(&p.entries[i])) {
				out = append(out, rs[j])
				j++
			} else {
				out = append(out, p.entries[i])
				i++
			}
		}
		byGender[g] = out
	}
	x.recent = map[uuid.UUID]entry{}
	x.publishParts(byGender, cur)
}

func (x *Index) publish(s *snapshot) {
	x.snap.Store(s)
	x.published = true
}

func sortEntries(es []entry) {
	slices.SortFunc(es, func(a, b entry) int {
		if a.before(&b) {
			return -1
		}
		return 1
	})
}

func ones(bits []uint64) int {
	n := 0
	for _, w := range bits {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// yearOf is the calendar year of a date given as days since 1970 (the proleptic Gregorian
// calendar's arithmetic, as in Hinnant's civil_from_days: no time.Time for each of a million).
func yearOf(d int32) int32 {
	z := int64(d) + 719468
	era := z / 146097
	if z < 0 && z%146097 != 0 {
		era--
	}
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y := yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	if mp >= 10 { // January or February: the next civil year
		y++
	}
	return int32(y)
}
