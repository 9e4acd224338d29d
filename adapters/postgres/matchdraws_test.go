package postgres_test

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/matching"
)

func TestMatchDrawStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewMatchDrawStore(pool)
	ctx := t.Context()
	day := testNow.UTC().Truncate(24 * time.Hour)

	t.Run("pools come back as kept, at their version only", func(t *testing.T) {
		me, _ := couple(t, pool)
		pools := map[matching.Dimension][]matching.Candidate{
			matching.ByAge:   {{Account: uuid.New(), Score: 91, LastActive: testNow.Truncate(time.Microsecond)}, {Account: uuid.New(), Score: -3, LastActive: testNow.Add(-time.Hour).Truncate(time.Microsecond)}},
			matching.ByCaste: {},
		}
		if _, ok, err := store.Drawn(ctx, me.AccountID, "v1"); ok || err != nil {
			t.Fatalf("nothing kept yet: ok %v (%v)", ok, err)
		}
		if err := store.Keep(ctx, me.AccountID, "v1", day, pools); err != nil {
			t.Fatal(err)
		}
		got, ok, err := store.Drawn(ctx, me.AccountID, "v1")
		if err != nil || !ok || len(got) != 2 || len(got[matching.ByCaste]) != 0 {
			t.Fatalf("read back %v, ok %v (%v)", got, ok, err)
		}
		for i, c := range pools[matching.ByAge] {
			if g := got[matching.ByAge][i]; g.Account != c.Account || g.Score != c.Score || !g.LastActive.Equal(c.LastActive) {
				t.Fatalf("candidate %d: %+v, kept %+v", i, g, c)
			}
		}
		if _, ok, _ := store.Drawn(ctx, me.AccountID, "v2"); ok {
			t.Fatal("pools of another version were answered")
		}
		// An erasure takes them with the account.
		if _, _, err := postgres.NewAccountStore(pool).Erase(ctx, me.AccountID); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := pool.QueryRow(ctx, "SELECT count(*) FROM match_draws WHERE viewer_id = $1", me.AccountID).Scan(&n); err != nil || n != 0 {
			t.Fatalf("%d rows after erasure (%v)", n, err)
		}
	})

	t.Run("claims", func(t *testing.T) {
		// Members of this subtest only: they are active at a time no other test's members are.
		active := testNow.Add(1000 * time.Hour)
		var ids []uuid.UUID
		for range 6 {
			a, b := couple(t, pool)
			ids = append(ids, a.AccountID, b.AccountID)
		}
		if _, err := pool.Exec(ctx, "UPDATE profiles SET last_active_at = $2 WHERE account_id = ANY($1)", ids, active); err != nil {
			t.Fatal(err)
		}
		suspend(t, pool, ids[0])
		if _, err := pool.Exec(ctx, "UPDATE profiles SET paused_at = $2 WHERE account_id = $1", ids[1], testNow); err != nil {
			t.Fatal(err)
		}
		eligible := slices.Clone(ids[2:])
		slices.SortFunc(eligible, func(a, b uuid.UUID) int { return slices.Compare(a[:], b[:]) })
		now := active.Add(time.Hour)
		claim := func(day time.Time, after uuid.UUID, limit int, now time.Time) []uuid.UUID {
			t.Helper()
			got, err := store.Claim(ctx, day, after, active, limit, now, now.Add(10*time.Minute))
			if err != nil {
				t.Fatal(err)
			}
			return got
		}

		// Two drawers at once share the members between them, each once.
		var (
			wg    sync.WaitGroup
			mu    sync.Mutex
			taken []uuid.UUID
		)
		for range 2 {
			wg.Go(func() {
				got := claim(day, uuid.Nil, 10, now)
				mu.Lock()
				taken = append(taken, got...)
				mu.Unlock()
			})
		}
		wg.Wait()
		slices.SortFunc(taken, func(a, b uuid.UUID) int { return slices.Compare(a[:], b[:]) })
		if !slices.Equal(taken, eligible) {
			t.Fatalf("claimed %d members (%v), want the 10 who may be shown, each once", len(taken), taken)
		}
		// Claimed and not yet drawn: nobody else takes them until the claim runs out.
		if got := claim(day, uuid.Nil, 10, now.Add(5*time.Minute)); len(got) != 0 {
			t.Fatalf("claimed again while claimed: %v", got)
		}
		if err := store.Keep(ctx, eligible[0], "v", day, map[matching.Dimension][]matching.Candidate{}); err != nil {
			t.Fatal(err)
		}
		// A claim that ran out is taken again; drawn members are not.
		if got := claim(day, uuid.Nil, 100, now.Add(11*time.Minute)); !slices.Equal(got, eligible[1:]) {
			t.Fatalf("after the claims ran out: %v, want %v", got, eligible[1:])
		}
		// After a member, in account order, and up to a limit.
		if got := claim(day.AddDate(0, 0, 1), eligible[3], 2, now); !slices.Equal(got, eligible[4:6]) {
			t.Fatalf("the next day after the fourth: %v, want %v", got, eligible[4:6])
		}
		// Members not active since the time given are not claimed.
		if got, err := store.Claim(ctx, day.AddDate(0, 0, 2), uuid.Nil, now, 100, now, now.Add(time.Minute)); err != nil || len(got) != 0 {
			t.Fatalf("inactive members claimed: %v (%v)", got, err)
		}
	})
}
