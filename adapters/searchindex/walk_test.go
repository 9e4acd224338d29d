package searchindex

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

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
	row.LastActive = now.Add(-time.Duration(r.IntN(120*24)) * time.Hour)
	row.MaritalStatus, row.Manglik = value("single", "divorce"), value("no", "yes", "partial")
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
		if r.IntN(4) == 0 {
			c.Refine.MaritalStatuses = []string{pick("single"), pick("divorce")}
		}
		if r.IntN(5) == 0 {
			c.Refine.Manglik = []string{"no", "yes"}[r.IntN(2)]
		}
		c.Refine.WithPhoto = r.IntN(4) == 0
		c.Refine.ActiveWithinDays = []int{0, 0, 0, 0, 7, 30, 90}[r.IntN(7)]
		c.Refine.MinIncomeK = []int{0, 0, 0, 0, 0, 50, 150}[r.IntN(7)]
		if r.IntN(4) == 0 {
			c.Refine.HeightMax = 175
		}
	}
	c.VerifiedOnly = r.IntN(8) == 0
	if r.IntN(8) == 0 {
		c.RegisteredAfter = now.AddDate(0, 0, -r.IntN(300))
	}
	return Query{Criteria: c, Gender: []string{"female", "male"}[r.IntN(2)], Now: now, Count: true, Extra: 2}
}

// How a search finds its candidates (lists, bitmaps, both) never changes its answer: every
// search answers what reading every member in order and checking each answers.
func TestListsAndBitmapsAnswerAsReadingEveryoneDoes(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var rows []Row
	for range 10000 {
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
		lead := func(w walker) walker {
			if u, ok := w.(*until); ok {
				return u.w
			}
			return w
		}
		kind := fmt.Sprintf("%T", lead(w))
		if i, ok := w.(*intersection); ok {
			kind = fmt.Sprintf("%T with %d bitmaps, %d lists", lead(i.lead), len(i.tests), len(i.also))
			if len(i.anyOf) > 0 {
				kinds["one of a set of bitmaps"]++
			}
		}
		if _, ok := w.(*until); ok {
			kinds["ended by the activity"]++
		}
		if !holds {
			kinds["checked in full"]++
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
		"*searchindex.list with 1 bitmaps, 0 lists", "*searchindex.list with 1 bitmaps, 1 lists",
		"one of a set of bitmaps", "ended by the activity", "checked in full"} {
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

// A refined count reads at most CountWalk candidates, also where the walk counts a word at a
// time: the members are in a known order, every sixtieth one a match (born on the last day of
// the range, the others a day too late, in the same edge year), and the candidate just past the
// stretch a match too.
func TestARefinedCountStopsAtItsStretch(t *testing.T) {
	_, through := matching.DOBRange(30, 32, now)
	rows := make([]Row, CountWalk+1000)
	for i := range rows {
		row := randomRow(rand.New(rand.NewPCG(uint64(i), 9)), uuid.New())
		row.Gender, row.HasPhoto = "female", true
		row.LastActive = now.Add(-time.Duration(i) * time.Minute) // the i-th in search's order
		row.DOB = through.AddDate(0, 0, 1)
		if i%60 == 0 || i == CountWalk {
			row.DOB = through
		}
		rows[i] = row
	}
	var x Index
	x.Load(rows)
	c := matching.Criteria{Page: 1, Limit: 10, MinAge: 30, MaxAge: 32}
	c.Refine.WithPhoto = true
	res, _ := x.Search(Query{Criteria: c, Gender: "female", Now: now, Count: true})
	want := (CountWalk + 59) / 60 // the matches among the first CountWalk
	if res.Counted != want || !res.Bounded {
		t.Fatalf("counted %d (bounded %v), want %d bounded", res.Counted, res.Bounded, want)
	}
	if len(res.IDs) != 10 || res.IDs[1] != rows[60].AccountID {
		t.Fatalf("the page is %v", res.IDs)
	}
}
