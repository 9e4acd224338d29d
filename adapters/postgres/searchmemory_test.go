package postgres_test

import (
	"fmt"
	"log/slog"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The in-memory index answers every search exactly as the search statement does: the same
// members in the same order, the same count and the same scores, for random filter sets drawn
// from the members' own values, every order and deep pages; after changes it has not read yet
// (overlaid from the change log by the search itself), after it read them, and after it ordered
// everyone again.
func TestSearchMemoryAnswersAsPostgreSQLDoes(t *testing.T) {
	ctx := t.Context()
	pool, searchable := seeded(t, 2500)
	now := time.Now()
	inPostgres := postgres.NewDiscoveryStore(pool)
	postgres.SetRefinedCountWalk(inPostgres, 1_000_000) // both count to the end: the stretches differ
	memory := postgres.NewSearchMemory(pool, slog.New(slog.DiscardHandler))
	postgres.ListenForRemovals(memory, ctx)
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for end := time.Now().Add(10 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("%s: index holds %d members, member_search %d", what, memory.Size(), countSearchable(t, pool))
			}
		}
	}
	if err := memory.Load(ctx); err != nil {
		t.Fatal(err)
	}
	inMemory := postgres.NewDiscoveryStore(pool)
	inMemory.UseSearchMemory(memory)

	var members []profile.Profile
	for _, p := range searchable {
		members = append(members, p)
	}
	slices.SortFunc(members, func(a, b profile.Profile) int { return strings.Compare(a.AccountID.String(), b.AccountID.String()) })
	members = members[:300]
	// A viewer with blocks either way: the blocked never show.
	viewer := members[0]
	for _, other := range members[1:40] {
		if other.Gender != viewer.Gender {
			if _, err := pool.Exec(ctx, `INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`,
				other.AccountID, viewer.AccountID); err != nil {
				t.Fatal(err)
			}
			break
		}
	}

	r := rand.New(rand.NewPCG(3, 5))
	criteria := func() matching.Criteria {
		v := members[r.IntN(len(members))]
		like := members[r.IntN(len(members))] // whose values the filters take
		c := matching.Criteria{Viewer: v.AccountID, Page: 1 + r.IntN(4), Limit: []int{6, 10, 20}[r.IntN(3)]}
		if r.IntN(3) == 0 {
			c.Viewer = viewer.AccountID
		}
		pick := func(s string) string {
			if r.IntN(3) == 0 {
				return s
			}
			return ""
		}
		c.Caste, c.Religion, c.City, c.MotherTongue, c.District = pick(like.Caste), pick(like.Religion), pick(like.City),
			pick(like.MotherTongue), pick(profile.DistrictOfCity(like.City))
		if r.IntN(2) == 0 {
			c.MinAge = 21 + r.IntN(10)
			c.MaxAge = c.MinAge + r.IntN(12)
		}
		c.VerifiedOnly = r.IntN(8) == 0
		if r.IntN(2) == 0 {
			c.Refine = matching.Refinements{HeightMin: []int{0, 150, 160}[r.IntN(3)], MinIncomeK: []int{0, 0, 25}[r.IntN(3)],
				WithPhoto: r.IntN(3) == 0, ActiveWithinDays: []int{0, 0, 30}[r.IntN(3)],
				SubCaste: pick(pick(like.SubCaste)), NativeDistrict: pick(pick(like.NativeDistrict)),
				Manglik: []string{"", "", "no", "yes"}[r.IntN(4)], HoroscopeMatch: r.IntN(6) == 0}
			if r.IntN(3) == 0 {
				c.Refine.MaritalStatuses = []string{like.MaritalStatus}
			}
			if r.IntN(4) == 0 {
				c.Refine.Education = []string{like.Education, "graduate"}
			}
		}
		c.Sort = []matching.Sort{matching.SortRecent, matching.SortNewest, matching.SortBest}[r.IntN(3)]
		me := v
		if c.Viewer == viewer.AccountID {
			me = viewer
		}
		if c.Sort == matching.SortBest || c.Refine.HoroscopeMatch {
			terms := matching.TermsFor(me, now)
			c.Terms = &terms
		}
		return c
	}
	// searchBoth answers c from PostgreSQL (want) and from the index (got).
	searchBoth := func(c matching.Criteria) (want, got app.SearchRows) {
		t.Helper()
		want, err := inPostgres.Search(ctx, c, countBoth, now)
		if err == nil {
			got, err = inMemory.Search(ctx, c, countBoth, now)
		}
		if err != nil {
			t.Fatal(err)
		}
		return want, got
	}
	agree := func(step string, n int) {
		t.Helper()
		for i := range n {
			c := criteria()
			want, got := searchBoth(c)
			if a, b := describe(want), describe(got); a != b {
				t.Fatalf("%s, search %d %+v:\nPostgreSQL %s\nin memory  %s", step, i, c, a, b)
			}
		}
	}
	agree("loaded", 400)

	// Members gone between the index's answer and the reading of their cards (here: paused with
	// the change log emptied, so no search overlays it) give way to the members after the page.
	for _, sort := range []matching.Sort{matching.SortRecent, matching.SortBest} {
		c := matching.Criteria{Viewer: viewer.AccountID, Page: 1, Limit: 10, Sort: sort}
		if sort == matching.SortBest {
			terms := matching.TermsFor(viewer, now)
			c.Terms = &terms
		}
		before, err := inMemory.Search(ctx, c, countBoth, now)
		if err != nil || len(before.Cards) < 10 {
			t.Fatalf("%v: %d cards, %v", sort, len(before.Cards), err)
		}
		var gone []string
		for _, card := range before.Cards[1:4] {
			gone = append(gone, card.AccountID.String())
		}
		pause := func(at string) {
			t.Helper()
			if _, err := pool.Exec(ctx, `UPDATE profiles SET paused_at = `+at+` WHERE account_id = ANY($1::uuid[])`, gone); err != nil {
				t.Fatal(err)
			}
			if _, err := pool.Exec(ctx, `DELETE FROM member_search_changes`); err != nil {
				t.Fatal(err)
			}
		}
		pause("now()")
		if a, b := describeCards(searchBoth(c)); a != b {
			t.Fatalf("%v, three of page 1 gone unseen by the index:\nPostgreSQL %s\nin memory  %s", sort, a, b)
		}
		pause("NULL")
	}

	change := func(sql string) {
		t.Helper()
		if _, err := pool.Exec(ctx, sql); err != nil {
			t.Fatal(err)
		}
	}
	// A change of activity alone is the reader's (CatchUp): searches do not overlay it.
	change(`DELETE FROM member_search_changes`)
	change(`UPDATE profiles SET last_active_at = now() WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 340 LIMIT 40)`)
	var activityOnly, others int
	if err := pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE activity_only), count(*) FILTER (WHERE NOT activity_only)
		FROM member_search_changes`).Scan(&activityOnly, &others); err != nil {
		t.Fatal(err)
	}
	if activityOnly != 40 || others != 0 {
		t.Fatalf("logged %d changes of activity alone and %d others, want 40 and 0", activityOnly, others)
	}
	if err := memory.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	agree("activity read", 100)
	change(`UPDATE profiles SET city = 'Nagpur', caste = 'koli' WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 300 LIMIT 40)`)
	change(`UPDATE profiles SET paused_at = now() WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 380 LIMIT 10)`)
	change(`UPDATE profiles SET suspended_at = now() WHERE account_id IN (SELECT account_id FROM profiles ORDER BY account_id OFFSET 390 LIMIT 10)`)
	agree("changes overlaid", 200)
	size := memory.Size()
	change(`DELETE FROM accounts WHERE id IN (SELECT account_id FROM profiles WHERE paused_at IS NULL AND suspended_at IS NULL
		ORDER BY account_id OFFSET 400 LIMIT 5)`)
	waitFor("the deleted members' notices", func() bool { return memory.Size() == size-5 })
	agree("members deleted, the other changes overlaid", 100)
	if err := memory.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	agree("changes read", 200)
	change(`UPDATE profiles SET paused_at = NULL WHERE paused_at IS NOT NULL`)
	agree("a pause lifted, overlaid", 100)
	change(`UPDATE profiles SET last_active_at = last_active_at + interval '1 second'`) // everyone: past CompactAt
	if err := memory.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	if got, want := memory.Size(), countSearchable(t, pool); got != want {
		t.Fatalf("after ordering again the index holds %d members, member_search %d", got, want)
	}
	agree("everyone ordered again", 200)
}

func countSearchable(t *testing.T, pool *pgxpool.Pool) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(t.Context(), `SELECT count(*) FROM member_search`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// describe is what a member sees of a search: the count and each card in order, with its score.
func describe(rows app.SearchRows) string {
	return fmt.Sprintf("%s fresh=%v count=%+v:", rows.Gender, rows.Fresh, rows.Counted) + describeCardsOf(rows)
}

// describeCards describes the cards of want and of got.
func describeCards(want, got app.SearchRows) (string, string) {
	return describeCardsOf(want), describeCardsOf(got)
}

func describeCardsOf(rows app.SearchRows) string {
	s := ""
	for _, c := range rows.Cards {
		score := -1
		if c.Compat != nil {
			score = c.Compat.Score
		}
		s += fmt.Sprintf(" %s/%s/%d/%v/%v", c.Code, c.City, score, c.Request, c.Badges)
	}
	return s
}
