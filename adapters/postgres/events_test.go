package postgres_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
)

// woken waits a little for a wake.
func woken(ch <-chan struct{}, within time.Duration) bool {
	select {
	case <-ch:
		return true
	case <-time.After(within):
		return false
	}
}

func TestEvents(t *testing.T) {
	pool := newPool(t)
	ctx := t.Context()
	// Two instances on one database, each with its own pool, listener and account cache.
	instance := func() (*postgres.Events, *postgres.AccountStore, *pgxpool.Pool) {
		p, err := postgres.Open(ctx, pool.Config().ConnString())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(p.Close)
		accounts := postgres.NewAccountStore(p)
		ev := postgres.NewEvents(p, slog.New(slog.NewTextHandler(io.Discard, nil)), accounts.Cache())
		// Listening has begun when a stream subscribed before is woken (a listener that starts
		// wakes every stream, in case it missed something).
		ready, cancel := ev.Subscribe(uuid.New())
		defer cancel()
		runCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
		done := make(chan struct{})
		go func() { ev.Run(runCtx); close(done) }()
		t.Cleanup(func() { stop(); <-done })
		if !woken(ready, 10*time.Second) {
			t.Fatal("the listener did not start")
		}
		return ev, accounts, p
	}
	first, _, _ := instance()
	second, secondAccounts, secondPool := instance()

	t.Run("Subscribe", func(t *testing.T) {
		bride, groom := couple(t, pool)
		wake, cancel := second.Subscribe(bride.AccountID)
		other, cancelOther := first.Subscribe(groom.AccountID)
		defer cancelOther()
		// A request stored through another pool wakes the receiver's stream on this instance.
		if _, err := postgres.NewRequestStore(pool).Send(ctx, groom.AccountID, bride.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		if !woken(wake, 5*time.Second) {
			t.Fatal("the receiver's stream was not woken")
		}
		if woken(other, 200*time.Millisecond) {
			t.Fatal("the sender's stream was woken by the receiver's notification")
		}
		cancel()
		postgres.NewRequestStore(pool).Withdraw(ctx, groom.AccountID, bride.AccountID, testNow)
		postgres.NewRequestStore(pool).Send(ctx, groom.AccountID, bride.AccountID, testNow)
		if woken(wake, 200*time.Millisecond) {
			t.Fatal("a cancelled subscription was woken")
		}
	})

	t.Run("Subscribe/an-account-change-evicts-every-instance's-cache", func(t *testing.T) {
		p := registerMember(t, secondPool, "male")
		if a, err := secondAccounts.AccountByID(ctx, p.AccountID); err != nil || a.Suspended {
			t.Fatalf("before: %+v (%v)", a, err)
		}
		wake, cancel := second.Subscribe(p.AccountID)
		defer cancel()
		suspend(t, pool, p.AccountID) // on another pool: only the announcement reaches this cache
		if !woken(wake, 5*time.Second) {
			t.Fatal("the member's stream was not woken to check its token")
		}
		if a, err := secondAccounts.AccountByID(ctx, p.AccountID); err != nil || !a.Suspended {
			t.Fatalf("the cache still serves the account unsuspended: %+v (%v)", a, err)
		}
	})
}
