package postgres_test

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// A match card is read from a slim row (MatchMembers): it must say what the full profile says on
// the card, its score, its reasons and its gun milan. The check before kept carousels are served
// again (CheckShown) names exactly the members the viewer may not be shown now.
func TestMatchMembersAndTheCheckOfKeptCarousels(t *testing.T) {
	ctx := t.Context()
	pool, all := seeded(t, 200)
	store := postgres.NewDiscoveryStore(pool)
	now := time.Now()
	// In member-code order, so every run reads the same members: a viewer with stars (so that the
	// gun milan is compared) and forty of the other gender, starred ones first.
	members := slices.SortedFunc(maps.Values(all), func(a, b profile.Profile) int { return strings.Compare(a.Code, b.Code) })
	hasStar := func(p profile.Profile) bool { _, ok := matching.StarOf(p.Horoscope.Key()); return ok }
	var viewer profile.Profile
	for _, p := range members {
		if p.Gender == "female" && hasStar(p) {
			viewer = p
			break
		}
	}
	var ids []uuid.UUID
	for _, starred := range []bool{true, false} {
		for _, p := range members {
			if p.Gender != viewer.Gender && hasStar(p) == starred && len(ids) < 40 {
				ids = append(ids, p.AccountID)
			}
		}
	}
	terms := matching.TermsFor(viewer, now)

	t.Run("slim-rows-say-what-the-profile-says", func(t *testing.T) {
		slim, err := store.MatchMembers(ctx, viewer.AccountID, ids)
		if err != nil || len(slim) != len(ids) {
			t.Fatalf("%d of %d read: %v", len(slim), len(ids), err)
		}
		withStars := 0
		for _, s := range slim {
			full := all[s.AccountID]
			if s.Code != full.Code || s.FullName != full.FullName || !s.DOB.Equal(full.DOB) || s.Caste != full.Caste ||
				s.City != full.City || s.PhotoID != full.PhotoID || s.Badges != full.Badges {
				t.Fatalf("card of %s: %+v, profile %+v", full.Code, s, full)
			}
			if got, want := terms.Evaluate(s, now), terms.Evaluate(full, now); !slices.Equal(got.Reasons, want.Reasons) || got.Score != want.Score {
				t.Fatalf("%s: slim %+v, full %+v", full.Code, got, want)
			}
			g1, ok1 := matching.Between(viewer, s)
			g2, ok2 := matching.Between(viewer, full)
			if ok1 != ok2 || g1 != g2 {
				t.Fatalf("%s: gun milan %v %v, full %v %v", full.Code, g1, ok1, g2, ok2)
			}
			if ok1 {
				withStars++
			}
		}
		if withStars == 0 {
			t.Fatal("no pair with stars: the gun milan was not compared")
		}
	})

	t.Run("the-check-names-who-may-not-be-shown-now", func(t *testing.T) {
		updated, hidden, err := store.CheckShown(ctx, viewer.AccountID, ids)
		if err != nil || len(hidden) != 0 || !updated.Equal(viewer.UpdatedAt) {
			t.Fatalf("before: %v %v (profile %v) %v", updated, hidden, viewer.UpdatedAt, err)
		}
		paused, suspended, blocked, blocker, erased := ids[0], ids[1], ids[2], ids[3], ids[4]
		for _, stmt := range []struct {
			sql  string
			args []any
		}{
			{`UPDATE profiles SET paused_at = now() WHERE account_id = $1`, []any{paused}},
			{`UPDATE profiles SET suspended_at = now() WHERE account_id = $1`, []any{suspended}},
			{`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`, []any{viewer.AccountID, blocked}},
			{`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`, []any{blocker, viewer.AccountID}},
			{`DELETE FROM accounts WHERE id = $1`, []any{erased}},
		} {
			if _, err := pool.Exec(ctx, stmt.sql, stmt.args...); err != nil {
				t.Fatal(err)
			}
		}
		want := []uuid.UUID{paused, suspended, blocked, blocker, erased}
		_, hidden, err = store.CheckShown(ctx, viewer.AccountID, ids)
		if err != nil || len(hidden) != len(want) {
			t.Fatalf("hidden %v, want %v: %v", hidden, want, err)
		}
		for _, id := range want {
			if !slices.Contains(hidden, id) {
				t.Fatalf("hidden %v lacks %v", hidden, id)
			}
		}
		slim, err := store.MatchMembers(ctx, viewer.AccountID, ids)
		if err != nil || len(slim) != len(ids)-len(want) {
			t.Fatalf("read %d of %d, %d hidden: %v", len(slim), len(ids), len(want), err)
		}
		for _, s := range slim {
			if slices.Contains(want, s.AccountID) {
				t.Fatalf("%s is read though hidden", s.Code)
			}
		}
		if _, err := pool.Exec(ctx, `UPDATE profiles SET paused_at = NULL WHERE account_id = $1`, paused); err != nil {
			t.Fatal(err)
		}
		if _, hidden, _ = store.CheckShown(ctx, viewer.AccountID, ids); slices.Contains(hidden, paused) || len(hidden) != len(want)-1 {
			t.Fatalf("unpaused but hidden: %v", hidden)
		}
		if _, _, err := store.CheckShown(ctx, uuid.New(), ids); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("a viewer without a profile: %v", err)
		}
	})
}
