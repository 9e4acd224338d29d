package searchindex

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// skewedRow is a member whose values are common (most members hold one of a few) or rare (a few
// members each of thirty), so that searches lead with lists, with bitmaps, or with both.
func skewedRow(r *rand.Rand) Row {
	row := randomRow(r, uuid.New())
	value := func(common ...string) string {
		if r.IntN(4) == 0 {
			return fmt.Sprintf("rare %d", r.IntN(30))
		}
		return common[r.IntN(len(common))]
	}
	row.Caste, row.City, row.District = value("maratha", "brahmin"), value("Pune", "Mumbai", "Nagpur"), value("pune", "satara")
	row.SubCaste, row.NativeDistrict = value("", "96 kuli"), value("", "kolhapur")
	row.Education, row.Profession, row.MotherTongue = value("graduate", "postgraduate"), value("engineer"), value("marathi")
	row.DOB = now.AddDate(-21-r.IntN(30), 0, -r.IntN(365))
	return row
}

func skewedQuery(r *rand.Rand) Query {
	pick := func(values ...string) string {
		if r.IntN(3) == 0 {
			return fmt.Sprintf("rare %d", r.IntN(30))
		}
		return values[r.IntN(len(values))]
	}
	maybe := func(v string) string {
		if r.IntN(2) == 0 {
			return ""
		}
		return v
	}
	c := matching.Criteria{Page: 1 + r.IntN(4), Limit: 10, Caste: maybe(pick("maratha", "brahmin")),
		City: maybe(pick("Pune", "Nagpur")), District: maybe(pick("pune")), MotherTongue: maybe(pick("marathi")),
		Sort: matching.Sort(pick("recent", "newest"))}
	if r.IntN(3) > 0 {
		c.MinAge = 21 + r.IntN(20)
		c.MaxAge = c.MinAge + []int{0, 3, 8, 20, 40}[r.IntN(5)]
	}
	if r.IntN(2) == 0 {
		c.Refine.SubCaste = maybe(pick("96 kuli"))
		c.Refine.NativeDistrict = maybe(pick("kolhapur"))
		if r.IntN(2) == 0 {
			c.Refine.Education = []string{pick("graduate"), pick("postgraduate")}
		}
		if r.IntN(3) == 0 {
			c.Refine.Profession = []string{pick("engineer")}
		}
		if r.IntN(3) == 0 {
			c.Refine.HeightMin = 160
		}
	}
	return Query{Criteria: c, Gender: []string{"female", "male"}[r.IntN(2)], Now: now, Count: true, Extra: 2}
}

// How a search finds its candidates (lists, bitmaps, both) never changes its answer: every
// search answers what reading every member in order and checking each answers.
func TestListsAndBitmapsAnswerAsReadingEveryoneDoes(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var rows []Row
	for range 4000 {
		rows = append(rows, skewedRow(r))
	}
	var x Index
	x.Load(rows)
	x.Apply(rows[:40], []uuid.UUID{rows[3990].AccountID, rows[3991].AccountID}) // some recent, some gone: dead ordered ones
	var qs []Query
	for range 600 {
		qs = append(qs, skewedQuery(r))
	}

	kinds := map[string]int{}
	leadOf = func(s *snapshot, p *part, dead []uint64, c matching.Criteria, f filter) (walker, bool) {
		w, holds := s.lead(p, dead, c, f)
		kind := fmt.Sprintf("%T", w)
		if i, ok := w.(*intersection); ok {
			kind = fmt.Sprintf("%T with %d bitmaps, %d lists", i.lead, len(i.tests), len(i.also))
		}
		kinds[kind]++
		return w, holds
	}
	t.Cleanup(func() { leadOf = (*snapshot).lead })
	got := answers(&x, qs, nil)
	leadOf = func(_ *snapshot, p *part, _ []uint64, _ matching.Criteria, _ filter) (walker, bool) {
		return &everyone{n: int32(len(p.entries))}, false
	}
	want := answers(&x, qs, nil)
	sameAnswers(t, "lists and bitmaps against everyone", got, want)

	for _, kind := range []string{"*searchindex.bitWalk", "*searchindex.list", "*searchindex.union",
		"*searchindex.list with 1 bitmaps, 0 lists", "*searchindex.list with 1 bitmaps, 1 lists"} {
		if kinds[kind] == 0 {
			t.Errorf("no search led with %s; the walks were %v", kind, kinds)
		}
	}
	matched := 0
	for _, a := range want {
		if a[:4] != "{[] " {
			matched++
		}
	}
	if matched < len(qs)/3 {
		t.Errorf("only %d of %d searches found anyone: the test does not exercise the walks", matched, len(qs))
	}
}
