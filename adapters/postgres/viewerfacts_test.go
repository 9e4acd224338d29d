package postgres_test

import (
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// A viewer's pair facts are kept in memory between their profile views (viewerfacts.go); every
// kind of change to them must show on the very next view, whichever connection made it. Each
// change here is made in SQL on another connection, the way another instance would make it, so
// only the database's version can tell this store.
func TestViewerFactsNeverOutliveAChange(t *testing.T) {
	ctx := t.Context()
	pool := newPool(t)
	exec := func(sql string, args ...any) {
		t.Helper()
		if _, err := pool.Exec(ctx, sql, args...); err != nil {
			t.Fatal(sql, err)
		}
	}
	for _, limit := range []int{2_000, 0} { // kept in memory, and too many to keep (the statement of old)
		store := postgres.NewDiscoveryStore(pool)
		postgres.SetViewerFactsLimit(store, limit)
		bride, groom := couple(t, pool)
		view := func(at time.Time) app.ViewedProfile {
			t.Helper()
			v, err := store.ViewProfile(ctx, groom.AccountID, bride.Code, at)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		if v := view(testNow); v.HasRequest || v.Blocked || v.Shortlisted || v.PhotoRequest != "" || v.ViewerGender != "male" {
			t.Fatalf("limit %d, a first look: %+v", limit, v)
		}

		exec(`INSERT INTO shortlists (member_id, saved_id, created_at) VALUES ($1, $2, now())`, groom.AccountID, bride.AccountID)
		if !view(testNow).Shortlisted {
			t.Fatalf("limit %d: the shortlist was not seen", limit)
		}
		exec(`INSERT INTO photo_requests (owner_id, requester_id, status, created_at) VALUES ($1, $2, 'pending', now())`, bride.AccountID, groom.AccountID)
		if v := view(testNow); v.PhotoRequest != "pending" {
			t.Fatalf("limit %d: photo request %q", limit, v.PhotoRequest)
		}
		exec(`UPDATE photo_requests SET status = 'accepted' WHERE owner_id = $1`, bride.AccountID)
		if v := view(testNow); v.PhotoRequest != "accepted" {
			t.Fatalf("limit %d: the owner's answer %q", limit, v.PhotoRequest)
		}
		// The member on the other side acts. The request is read with the profile, not kept with
		// the facts, so it shows without moving the viewer's version (migration 00061): a member's
		// facts are not read again for every request sent or answered.
		before := factsVersion(t, pool, groom.AccountID)
		exec(`INSERT INTO connection_requests (id, sender_id, receiver_id, status, created_at) VALUES ($1, $2, $3, 'pending', now())`,
			uuid.New(), bride.AccountID, groom.AccountID)
		if v := view(testNow); !v.HasRequest || v.Request != (requests.Request{Sender: bride.AccountID, Status: requests.Pending}) {
			t.Fatalf("limit %d: her request %+v", limit, v.Request)
		}
		exec(`UPDATE connection_requests SET status = 'accepted' WHERE sender_id = $1`, bride.AccountID)
		if v := view(testNow); v.Request.Status != requests.Accepted {
			t.Fatalf("limit %d: the acceptance %+v", limit, v.Request)
		}
		if after := factsVersion(t, pool, groom.AccountID); after != before {
			t.Fatalf("limit %d: a request moved the viewer's facts version %d → %d", limit, before, after)
		}

		sub := uuid.New()
		exec(`INSERT INTO subscriptions (id, account_id, plan, starts_at, ends_at, contact_allowance, created_at) VALUES ($1, $2, 'basic', $3, $4, 20, $3)`,
			sub, groom.AccountID, testNow.Add(-time.Hour), testNow.Add(24*time.Hour))
		if v := view(testNow); v.Subscription.ID != sub || v.Subscription.Plan != plans.Basic || v.Subscription.Used != 0 || v.Revealed {
			t.Fatalf("limit %d: the subscription %+v", limit, v.Subscription)
		}
		exec(`INSERT INTO contact_reveals (subscription_id, viewer_id, member_id, revealed_at) VALUES ($1, $2, $3, now())`, sub, groom.AccountID, bride.AccountID)
		if v := view(testNow); v.Subscription.Used != 1 || !v.Revealed {
			t.Fatalf("limit %d: the reveal %+v revealed %v", limit, v.Subscription, v.Revealed)
		}
		// Time alone ends a subscription: nothing is written, and the next view knows.
		if v := view(testNow.Add(25 * time.Hour)); v.Subscription.ID != uuid.Nil || v.Revealed {
			t.Fatalf("limit %d: a subscription over %+v", limit, v.Subscription)
		}

		exec(`UPDATE profiles SET horoscope_key = 7 WHERE account_id = $1`, groom.AccountID)
		if v := view(testNow); v.ViewerStars != 7 {
			t.Fatalf("limit %d: the viewer's new stars %d", limit, v.ViewerStars)
		}
		exec(`UPDATE profiles SET horoscope_source = 'typed' WHERE account_id = $1`, groom.AccountID)
		if v := view(testNow); v.ViewerStarsFrom != "typed" {
			t.Fatalf("limit %d: where the viewer's stars came from %q", limit, v.ViewerStarsFrom)
		}
		exec(`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`, bride.AccountID, groom.AccountID)
		if !view(testNow).Blocked {
			t.Fatalf("limit %d: her block was not seen", limit)
		}
		exec(`DELETE FROM blocks WHERE blocker_id = $1`, bride.AccountID)
		exec(`DELETE FROM shortlists WHERE member_id = $1`, groom.AccountID)
		if v := view(testNow); v.Blocked || v.Shortlisted {
			t.Fatalf("limit %d: the unblock and the removal from the shortlist %+v", limit, v)
		}
	}
}

// An erasure removes the erased member's pairs by cascade without raising anyone's version (the
// profile is gone for every viewer); it must still go through, and the viewer then finds nothing.
func TestViewerFactsAndAnErasure(t *testing.T) {
	ctx := t.Context()
	pool := newPool(t)
	store := postgres.NewDiscoveryStore(pool)
	bride, groom := couple(t, pool)
	if _, err := pool.Exec(ctx, `INSERT INTO shortlists (member_id, saved_id, created_at) VALUES ($1, $2, now())`, groom.AccountID, bride.AccountID); err != nil {
		t.Fatal(err)
	}
	if v, err := store.ViewProfile(ctx, groom.AccountID, bride.Code, testNow); err != nil || !v.Shortlisted {
		t.Fatalf("%+v (%v)", v, err)
	}
	if _, err := pool.Exec(ctx, `DELETE FROM accounts WHERE id = $1`, bride.AccountID); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ViewProfile(ctx, groom.AccountID, bride.Code, testNow); err == nil {
		t.Fatal("an erased member's profile was found")
	}
}

// factsVersion is member's viewer facts version as the database holds it (0 before any change).
func factsVersion(t *testing.T, pool *pgxpool.Pool, member uuid.UUID) int64 {
	t.Helper()
	var v int64
	if err := pool.QueryRow(t.Context(), `SELECT coalesce((SELECT version FROM viewer_facts_versions WHERE account_id = $1), 0)`, member).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}
