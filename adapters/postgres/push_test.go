package postgres_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/push"
)

// device subscribes a member's browser with prefs (the default ones unless edit changes them).
func device(t *testing.T, store *postgres.PushStore, member uuid.UUID, endpoint string, edit ...func(*push.Preferences)) push.Subscription {
	t.Helper()
	prefs := push.DefaultPreferences()
	for _, e := range edit {
		e(&prefs)
	}
	saved, err := store.SavePushDevice(t.Context(), push.Subscription{ID: uuid.New(), AccountID: member, Endpoint: endpoint,
		P256dh: "BKey", Auth: "secret", Label: "Phone", Prefs: prefs}, 10, testNow)
	if err != nil {
		t.Fatal(err)
	}
	return saved
}

func queuedFor(t *testing.T, pool *pgxpool.Pool, member uuid.UUID) []string {
	t.Helper()
	rows, err := pool.Query(t.Context(), `SELECT q.kind FROM push_queue q WHERE q.recipient_id = $1 ORDER BY q.id`, member)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for rows.Next() {
		var k string
		_ = rows.Scan(&k)
		kinds = append(kinds, k)
	}
	return kinds
}

func TestPushStoreQueuesPushesInTheEventsTransaction(t *testing.T) {
	pool := newPool(t)
	store, requests := postgres.NewPushStore(pool), postgres.NewRequestStore(pool)
	ctx := t.Context()

	t.Run("one push per device that wants the event", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		device(t, store, bride.AccountID, "https://fcm.googleapis.com/fcm/send/a-"+bride.Code)
		device(t, store, bride.AccountID, "https://fcm.googleapis.com/fcm/send/b-"+bride.Code,
			func(p *push.Preferences) { p.Events.InterestReceived = false })
		if _, err := requests.Send(ctx, groom.AccountID, bride.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		if got := queuedFor(t, pool, bride.AccountID); len(got) != 1 || got[0] != "interest_received" {
			t.Fatalf("queued %v, want one interest_received", got)
		}
		device(t, store, groom.AccountID, "https://fcm.googleapis.com/fcm/send/c-"+groom.Code)
		if err := requests.Decide(ctx, bride.AccountID, groom.AccountID, true, testNow); err != nil {
			t.Fatal(err)
		}
		if got := queuedFor(t, pool, groom.AccountID); len(got) != 1 || got[0] != "interest_accepted" {
			t.Fatalf("the groom's queue: %v", got)
		}
	})

	t.Run("nothing for a paused recipient, a suspended sender or a blocked pair", func(t *testing.T) {
		t.Parallel()
		for name, arrange := range map[string]func(bride, groom uuid.UUID){
			"paused": func(bride, _ uuid.UUID) {
				if _, err := pool.Exec(ctx, `UPDATE profiles SET paused_at = now() WHERE account_id = $1`, bride); err != nil {
					t.Fatal(err)
				}
			},
			"suspended sender": func(_, groom uuid.UUID) { suspend(t, pool, groom) },
			// A block ends requests, so the notification is written as a stale path would.
			"blocked": func(bride, groom uuid.UUID) {
				if err := postgres.NewSafetyStore(pool).Block(ctx, bride, groom, testNow); err != nil {
					t.Fatal(err)
				}
			},
		} {
			bride, groom := couple(t, pool)
			device(t, store, bride.AccountID, "https://fcm.googleapis.com/fcm/send/"+bride.Code)
			arrange(bride.AccountID, groom.AccountID)
			id := uuid.New()
			if _, err := pool.Exec(ctx, `INSERT INTO connection_requests (id, sender_id, receiver_id, status, created_at)
				VALUES ($1, $2, $3, 'pending', now()) ON CONFLICT DO NOTHING`, id, groom.AccountID, bride.AccountID); err != nil {
				t.Fatal(err)
			}
			if _, err := pool.Exec(ctx, `INSERT INTO notifications (id, recipient_id, actor_id, request_id, kind, created_at)
				VALUES ($1, $2, $3, $4, 'request_received', now())`, uuid.New(), bride.AccountID, groom.AccountID, id); err != nil {
				t.Fatal(err)
			}
			if got := queuedFor(t, pool, bride.AccountID); len(got) != 0 {
				t.Errorf("%s: queued %v", name, got)
			}
		}
	})

	t.Run("a new message, and erasure deletes devices and their pushes", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, groom.AccountID, bride.AccountID)
		device(t, store, bride.AccountID, "https://fcm.googleapis.com/fcm/send/m-"+bride.Code,
			func(p *push.Preferences) { p.Events.InterestAccepted = false })
		if _, err := postgres.NewMessageStore(pool).Send(ctx, groom.AccountID, bride.AccountID, "Namaskar", testNow,
			func(p messages.Pair) error { return messages.MaySend(groom.AccountID, true, p) }); err != nil {
			t.Fatal(err)
		}
		if got := queuedFor(t, pool, bride.AccountID); len(got) != 1 || got[0] != "new_message" {
			t.Fatalf("queued %v", got)
		}
		if _, err := pool.Exec(ctx, `DELETE FROM accounts WHERE id = $1`, bride.AccountID); err != nil {
			t.Fatal(err)
		}
		var devices, pushes int
		_ = pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM push_subscriptions WHERE account_id = $1),
			(SELECT count(*) FROM push_queue WHERE recipient_id = $1)`, bride.AccountID).Scan(&devices, &pushes)
		if devices != 0 || pushes != 0 {
			t.Errorf("after erasure: %d devices, %d pushes", devices, pushes)
		}
	})
}

func TestPushStoreClaimsEachPushOnce(t *testing.T) {
	pool := newPool(t)
	store, requests := postgres.NewPushStore(pool), postgres.NewRequestStore(pool)
	ctx := t.Context()
	bride := registerMember(t, pool, "female")
	device(t, store, bride.AccountID, "https://fcm.googleapis.com/fcm/send/"+bride.Code)
	const senders = 12
	for range senders {
		if _, err := requests.Send(ctx, registerMember(t, pool, "male").AccountID, bride.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now().Add(time.Minute) // the rows' default times are the database's clock
	seen := map[int64]int{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range 4 { // four instances at once, three pushes each at most
		wg.Go(func() {
			got, err := store.ClaimPushes(context.Background(), now, now.Add(time.Hour), 3)
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			defer mu.Unlock()
			for _, q := range got {
				seen[q.ID]++
				if q.Stopped || q.Attempts != 1 || q.Event != push.InterestReceived || q.ActorFirstName != "" {
					t.Errorf("claimed %+v", q)
				}
			}
		})
	}
	wg.Wait()
	for id, n := range seen {
		if n != 1 {
			t.Errorf("push %d claimed %d times", id, n)
		}
	}
	if len(seen) != senders {
		t.Errorf("claimed %d of %d pushes", len(seen), senders)
	}
	if again, err := store.ClaimPushes(ctx, now, now.Add(time.Hour), 50); err != nil || len(again) != 0 {
		t.Errorf("leased pushes claimed again: %d (%v)", len(again), err)
	}
}

func TestPushStoreStopsAPushBlockedWhileWaitingAndHoldsWithoutAnAttempt(t *testing.T) {
	pool := newPool(t)
	store, requests := postgres.NewPushStore(pool), postgres.NewRequestStore(pool)
	ctx := t.Context()
	bride, groom := couple(t, pool)
	device(t, store, bride.AccountID, "https://fcm.googleapis.com/fcm/send/"+bride.Code, func(p *push.Preferences) { p.ShowSenderName = true })
	if _, err := requests.Send(ctx, groom.AccountID, bride.AccountID, testNow); err != nil {
		t.Fatal(err)
	}
	now := time.Now().Add(time.Minute)
	claimed, err := store.ClaimPushes(ctx, now, now.Add(time.Hour), 10)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("claimed %d (%v)", len(claimed), err)
	}
	q := claimed[0]
	if q.ActorFirstName == "" || q.ActorCode != groom.Code || q.Stopped {
		t.Fatalf("claimed %+v", q)
	}
	later := now.Add(2 * time.Hour)
	if err := store.HoldPush(ctx, q.ID, later); err != nil {
		t.Fatal(err)
	}
	if err := postgres.NewSafetyStore(pool).Block(ctx, groom.AccountID, bride.AccountID, testNow); err != nil {
		t.Fatal(err)
	}
	if early, _ := store.ClaimPushes(ctx, now, now.Add(time.Hour), 10); len(early) != 0 {
		t.Fatalf("a held push claimed before its time: %+v", early)
	}
	claimed, err = store.ClaimPushes(ctx, later, later.Add(time.Hour), 10)
	if err != nil || len(claimed) != 1 || !claimed[0].Stopped || claimed[0].Attempts != 1 {
		t.Fatalf("after the block: %+v (%v)", claimed, err)
	}
}

func TestPushStoreKeepsABrowserOnceAndAMembersNewestDevices(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewPushStore(pool)
	ctx := t.Context()
	a, b := couple(t, pool)
	endpoint := "https://fcm.googleapis.com/fcm/send/shared-" + a.Code
	device(t, store, a.AccountID, endpoint)
	device(t, store, b.AccountID, endpoint) // the same browser, another member after a logout
	if got, _ := store.PushDevices(ctx, a.AccountID); len(got) != 0 {
		t.Errorf("the first member still has %d devices", len(got))
	}
	if got, _ := store.PushDevices(ctx, b.AccountID); len(got) != 1 || got[0].Label != "Phone" || got[0].Prefs != push.DefaultPreferences() {
		t.Errorf("the second member's devices: %+v", got)
	}
	for i := range 12 {
		if _, err := store.SavePushDevice(ctx, push.Subscription{ID: uuid.New(), AccountID: a.AccountID,
			Endpoint: fmt.Sprintf("https://fcm.googleapis.com/fcm/send/%d-%s", i, a.Code), P256dh: "k", Auth: "s",
			Prefs: push.DefaultPreferences()}, 10, testNow.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
	}
	got, _ := store.PushDevices(ctx, a.AccountID)
	if len(got) != 10 {
		t.Errorf("%d devices kept, want 10", len(got))
	}
	if err := store.DeletePushDevice(ctx, b.AccountID, endpoint); err != nil {
		t.Fatal(err)
	}
	if got, _ := store.PushDevices(ctx, b.AccountID); len(got) != 0 {
		t.Errorf("after unsubscribing: %d devices", len(got))
	}
}
