package postgres_test

import (
	"slices"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
)

// The check of kept carousels is answered from memory while nothing it depends on has moved
// (shownchecks.go); each kind of change, made on another connection as another instance would,
// must show in the very next check, and undoing it too.
func TestTheCheckOfKeptCarouselsNeverOutlivesAChange(t *testing.T) {
	ctx := t.Context()
	pool := newPool(t)
	store := postgres.NewDiscoveryStore(pool)
	viewer := registerMember(t, pool, "female")
	var ids []uuid.UUID
	for range 5 {
		ids = append(ids, registerMember(t, pool, "male").AccountID)
	}
	check := func(want ...uuid.UUID) {
		t.Helper()
		for range 2 { // the second is answered from memory when nothing moved
			_, hidden, err := store.CheckShown(ctx, viewer.AccountID, ids)
			if err != nil {
				t.Fatal(err)
			}
			slices.SortFunc(hidden, func(a, b uuid.UUID) int { return slices.Compare(a[:], b[:]) })
			slices.SortFunc(want, func(a, b uuid.UUID) int { return slices.Compare(a[:], b[:]) })
			if !slices.Equal(hidden, want) && !(len(hidden) == 0 && len(want) == 0) {
				t.Fatalf("hidden %v, want %v", hidden, want)
			}
		}
	}
	exec := func(sql string, args ...any) {
		t.Helper()
		if _, err := pool.Exec(ctx, sql, args...); err != nil {
			t.Fatal(sql, err)
		}
	}
	check()
	exec(`UPDATE profiles SET paused_at = now() WHERE account_id = $1`, ids[0])
	check(ids[0])
	exec(`UPDATE profiles SET paused_at = NULL WHERE account_id = $1`, ids[0])
	check()
	exec(`UPDATE profiles SET suspended_at = now() WHERE account_id = $1`, ids[1])
	check(ids[1])
	exec(`UPDATE profiles SET suspended_at = NULL WHERE account_id = $1`, ids[1])
	check()
	exec(`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`, viewer.AccountID, ids[2])
	check(ids[2])
	exec(`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`, ids[3], viewer.AccountID)
	check(ids[2], ids[3])
	exec(`DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1`, viewer.AccountID)
	check()
	exec(`DELETE FROM accounts WHERE id = $1`, ids[4])
	check(ids[4])
	// Another viewer's check is their own: a change of someone else's blocks moves nothing here.
	exec(`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`, ids[0], ids[1])
	check(ids[4])
}
