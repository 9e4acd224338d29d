package searchindex

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// The index's answers do not depend on how it came to hold its members: loaded at once, changed
// member by member (past CompactAt, so that it orders everyone again), or with the changes only
// overlaid on the search. adapters/postgres holds these answers to PostgreSQL's
// (TestSearchMemoryAnswersAsPostgreSQLDoes).

var now = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

func randomRow(r *rand.Rand, id uuid.UUID) Row {
	pick := func(values ...string) string { return values[r.IntN(len(values))] }
	return Row{AccountID: id, Gender: pick("female", "male"), DOB: now.AddDate(-22-r.IntN(15), 0, -r.IntN(365)),
		LastActive: now.Add(-time.Duration(r.IntN(1000)) * time.Minute), Registered: now.AddDate(0, 0, -r.IntN(400)),
		HeightCM: 150 + r.IntN(35), IncomeK: r.IntN(200), HoroscopeKey: r.IntN(5) - 1, PrefAgeMin: 20, PrefAgeMax: 40,
		HasPhoto: r.IntN(2) == 0, Verified: r.IntN(4) == 0, Caste: pick("maratha", "brahmin", "koli"),
		Religion: pick("hindu", "hindu", "buddhist"), City: pick("Pune", "Mumbai", "Nagpur", "Wai"), District: pick("pune", "satara"),
		MotherTongue: pick("marathi", "", "hindi"), SubCaste: pick("", "96 kuli", "deshmukh"), MaritalStatus: pick("single", "divorce"),
		Education: pick("graduate", "postgraduate"), Profession: pick("engineer", "teacher"), Manglik: pick("", "no", "yes")}
}

func randomRows(r *rand.Rand, n int) []Row {
	rows := make([]Row, n)
	for i := range rows {
		rows[i] = randomRow(r, uuid.New())
	}
	return rows
}

func queries(r *rand.Rand, n int) []Query {
	out := make([]Query, n)
	for i := range out {
		pick := func(values ...string) string { return values[r.IntN(len(values))] }
		c := matching.Criteria{Page: 1 + r.IntN(3), Limit: 10, Caste: pick("", "", "koli", "maratha"), City: pick("", "Wai", "Pune"),
			Sort: matching.Sort(pick("recent", "newest"))}
		if r.IntN(2) == 0 {
			c.MinAge, c.MaxAge = 24, 24+r.IntN(8)
		}
		if r.IntN(2) == 0 {
			c.Refine.SubCaste = pick("96 kuli", "deshmukh", "a sub-caste nobody has")
		}
		out[i] = Query{Criteria: c, Gender: pick("female", "male"), Now: now, Count: true, Extra: 2}
	}
	return out
}

func answers(x *Index, qs []Query, overlay func(*Query)) []string {
	var out []string
	for _, q := range qs {
		if overlay != nil {
			overlay(&q)
		}
		res, _ := x.Search(q)
		out = append(out, fmt.Sprint(res))
	}
	return out
}

func sameAnswers(t *testing.T, what string, got, want []string) {
	t.Helper()
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%s, query %d:\n got %s\nwant %s", what, i, got[i], want[i])
		}
	}
}

func TestTheAnswersDoNotDependOnHowTheMembersCameIn(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	rows := randomRows(r, 3000)
	qs := queries(r, 300)

	// The changes: a third of the members changed (some twice), a tenth gone, a few new.
	final := map[uuid.UUID]Row{}
	for _, row := range rows {
		final[row.AccountID] = row
	}
	var changed []Row
	var gone []uuid.UUID
	for i, row := range rows {
		switch {
		case i%3 == 0:
			row = randomRow(r, row.AccountID)
			changed = append(changed, randomRow(r, row.AccountID), row) // the last row wins
			final[row.AccountID] = row
		case i%10 == 1:
			gone = append(gone, row.AccountID)
			delete(final, row.AccountID)
		}
	}
	for range 50 {
		row := randomRow(r, uuid.New())
		row.SubCaste = "a sub-caste nobody has"
		changed = append(changed, row)
		final[row.AccountID] = row
	}
	var finalRows []Row
	for _, row := range final {
		finalRows = append(finalRows, row)
	}
	var fresh Index
	fresh.Load(finalRows)
	want := answers(&fresh, qs, nil)

	var overlaid Index
	overlaid.Load(rows)
	sameAnswers(t, "changes overlaid on each search", answers(&overlaid, qs, func(q *Query) { q.Changed, q.Gone = changed, gone }), want)

	var applied Index
	applied.Load(rows)
	applied.Apply(changed[:100], nil) // fewer than CompactAt: kept beside the ordered members
	sameAnswers(t, "some applied, the rest overlaid", answers(&applied, qs, func(q *Query) { q.Changed, q.Gone = changed, gone }), want)
	applied.Apply(changed[100:], gone) // past CompactAt: everyone ordered again
	if applied.Size() != len(final) {
		t.Fatalf("the index holds %d members, want %d", applied.Size(), len(final))
	}
	sameAnswers(t, "all applied", answers(&applied, qs, nil), want)
}

func TestABlockedMemberIsNeitherShownNorCounted(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	rows := randomRows(r, 200)
	var x Index
	x.Load(rows)
	q := Query{Criteria: matching.Criteria{Page: 1, Limit: 500}, Gender: rows[0].Gender, Now: now, Count: true}
	all, _ := x.Search(q)
	q.Blocked = []uuid.UUID{rows[0].AccountID}
	res, _ := x.Search(q)
	if res.Counted != all.Counted-1 || len(res.IDs) != len(all.IDs)-1 {
		t.Fatalf("blocked: %d counted, %d shown; unblocked: %d, %d", res.Counted, len(res.IDs), all.Counted, len(all.IDs))
	}
	for _, id := range res.IDs {
		if id == rows[0].AccountID {
			t.Fatal("the blocked member is shown")
		}
	}
}

// Searches read while the writer applies changes and orders everyone again (run with -race).
func TestSearchesReadWhileChangesAreApplied(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	rows := randomRows(r, 2000)
	qs := queries(r, 50)
	var x Index
	x.Load(rows)
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Go(func() {
			for i := range 200 {
				if _, ok := x.Search(qs[(i+w)%len(qs)]); !ok {
					t.Error("not loaded")
				}
			}
		})
	}
	for i := range 30 {
		batch := randomRows(r, 100) // new texts too: the dictionary grows while searches read it
		for j := range batch {
			batch[j].SubCaste = fmt.Sprintf("sub-caste %d-%d", i, j)
		}
		x.Apply(batch, []uuid.UUID{rows[i].AccountID})
	}
	wg.Wait()
}
