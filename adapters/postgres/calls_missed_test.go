package postgres_test

import (
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/push"
)

// missedCallNotices are the member's missed-call notifications, by the member who called.
func missedCallNotices(t *testing.T, pool *pgxpool.Pool, member uuid.UUID) []uuid.UUID {
	t.Helper()
	rows, err := pool.Query(t.Context(), `SELECT actor_id FROM notifications WHERE recipient_id = $1 AND kind = 'missed_call'`, member)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []uuid.UUID
	for rows.Next() {
		var id uuid.UUID
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		out = append(out, id)
	}
	return out
}

// A call the member called did not answer becomes a notification and, on a device that wants new
// messages, a push (docs/calls.md); an answered or declined call does not.
func TestAMissedCallIsANotificationAndAPush(t *testing.T) {
	pool := newPool(t)
	store, pushes := postgres.NewCallStore(pool), postgres.NewPushStore(pool)
	ctx := t.Context()
	subscriber := func(caller uuid.UUID) func(messages.Pair) error {
		return func(p messages.Pair) error { return messages.MaySend(caller, true, p) }
	}
	end := func(state calls.State, reason calls.EndReason, answered bool) func(calls.Call) (calls.Call, error) {
		return func(c calls.Call) (calls.Call, error) {
			if answered {
				c.AnsweredAt = testNow.Add(2 * time.Second)
			}
			c.State, c.EndReason, c.EndedAt = state, reason, testNow.Add(10*time.Second)
			return c, nil
		}
	}

	t.Run("rung out", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, groom.AccountID, bride.AccountID)
		device(t, pushes, bride.AccountID, "https://fcm.googleapis.com/fcm/send/missed-"+bride.Code)
		c, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, testNow, subscriber(groom.AccountID))
		if err != nil {
			t.Fatal(err)
		}
		if err := store.Expire(ctx, c.ID, testNow.Add(calls.RingTimeout)); err != nil {
			t.Fatal(err)
		}
		if got := missedCallNotices(t, pool, bride.AccountID); len(got) != 1 || got[0] != groom.AccountID {
			t.Fatalf("the bride's missed calls: %v", got)
		}
		if got := missedCallNotices(t, pool, groom.AccountID); len(got) != 0 {
			t.Fatalf("the caller was told of their own missed call: %v", got)
		}
		if got := queuedFor(t, pool, bride.AccountID); len(got) != 1 || got[0] != string(push.MissedCallEvent) {
			t.Fatalf("queued %v, want one missed_call", got)
		}
	})

	t.Run("given up by the caller, on a device that wants no message pushes", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, groom.AccountID, bride.AccountID)
		device(t, pushes, bride.AccountID, "https://fcm.googleapis.com/fcm/send/quiet-"+bride.Code,
			func(p *push.Preferences) { p.Events.NewMessage = false })
		c, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Video, testNow, subscriber(groom.AccountID))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := store.Change(ctx, groom.AccountID, c.ID, testNow.Add(5*time.Second), end(calls.Missed, calls.ReasonCancelled, false)); err != nil {
			t.Fatal(err)
		}
		if got := missedCallNotices(t, pool, bride.AccountID); len(got) != 1 {
			t.Fatalf("the bride's missed calls: %v", got)
		}
		if got := queuedFor(t, pool, bride.AccountID); len(got) != 0 {
			t.Fatalf("pushed %v to a device that turned message pushes off", got)
		}
	})

	for name, over := range map[string]func(calls.Call) (calls.Call, error){
		"declined": end(calls.Declined, calls.ReasonDeclined, false),
		"answered": end(calls.Ended, calls.ReasonHangUp, true),
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			bride, groom := couple(t, pool)
			connect(t, pool, groom.AccountID, bride.AccountID)
			c, err := store.Start(ctx, groom.AccountID, bride.AccountID, calls.Voice, testNow, subscriber(groom.AccountID))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := store.Change(ctx, bride.AccountID, c.ID, testNow.Add(5*time.Second), over); err != nil {
				t.Fatal(err)
			}
			if got := missedCallNotices(t, pool, bride.AccountID); len(got) != 0 {
				t.Fatalf("a %s call became a missed call: %v", name, got)
			}
		})
	}
}
