package postgres_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// smallPlan is a plan of the test's making: two reveals for a month.
var smallPlan = plans.Plan{Code: plans.Basic, Price: 1, ValidityMonths: 1, ContactAllowance: 2}

func TestSubscriptionStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewSubscriptionStore(pool)
	ctx := t.Context()
	now := testNow.Truncate(time.Microsecond)

	t.Run("Current", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		if sub, err := store.Current(ctx, p.AccountID, now); err != nil || sub.ID != uuid.Nil {
			t.Fatalf("without a subscription: %+v (%v)", sub, err)
		}
		id, err := store.Subscribe(ctx, p.AccountID, smallPlan, now)
		if err != nil {
			t.Fatal(err)
		}
		sub, err := store.Current(ctx, p.AccountID, now.Add(time.Hour))
		if err != nil || sub.ID != id || sub.Plan != plans.Basic || sub.Allowance != 2 || sub.Used != 0 ||
			!sub.StartsAt.Equal(now) || !sub.EndsAt.Equal(now.AddDate(0, 1, 0)) {
			t.Fatalf("current %+v (%v)", sub, err)
		}
		if sub, _ := store.Current(ctx, p.AccountID, now.AddDate(0, 1, 1)); sub.ID != uuid.Nil {
			t.Fatalf("an ended subscription is current: %+v", sub)
		}
	})

	t.Run("Reveal", func(t *testing.T) {
		t.Parallel()
		viewer, a, b := registerMember(t, pool, "male"), registerMember(t, pool, "female"), registerMember(t, pool, "female")
		if _, err := store.Subscribe(ctx, viewer.AccountID, smallPlan, now); err != nil {
			t.Fatal(err)
		}
		sub, _ := store.Current(ctx, viewer.AccountID, now)
		for i, tc := range []struct {
			member uuid.UUID
			left   int
		}{{a.AccountID, 1}, {a.AccountID, 1}, {b.AccountID, 0}} {
			left, err := store.Reveal(ctx, sub, viewer.AccountID, tc.member, now)
			if err != nil || left != tc.left {
				t.Fatalf("reveal %d: %d left (%v), want %d (a repeat costs nothing)", i, left, err, tc.left)
			}
		}
		c := registerMember(t, pool, "female")
		if _, err := store.Reveal(ctx, sub, viewer.AccountID, c.AccountID, now); !errors.Is(err, plans.ErrAllowanceUsed) {
			t.Fatalf("past the allowance: %v", err)
		}
		if again, _ := store.Reveal(ctx, sub, viewer.AccountID, a.AccountID, now); again != 0 {
			t.Fatalf("a revealed member after the allowance ran out: %d left", again)
		}
		if cur, _ := store.Current(ctx, viewer.AccountID, now); cur.Used != 2 {
			t.Fatalf("used %d, want 2", cur.Used)
		}
	})

	t.Run("Reveal/concurrent-reveals-stay-within-the-allowance", func(t *testing.T) {
		t.Parallel()
		viewer := registerMember(t, pool, "male")
		if _, err := store.Subscribe(ctx, viewer.AccountID, smallPlan, now); err != nil {
			t.Fatal(err)
		}
		sub, _ := store.Current(ctx, viewer.AccountID, now)
		var wg sync.WaitGroup
		var mu sync.Mutex
		granted := 0
		for range 5 {
			member := registerMember(t, pool, "female")
			wg.Go(func() {
				if _, err := store.Reveal(ctx, sub, viewer.AccountID, member.AccountID, now); err == nil {
					mu.Lock()
					granted++
					mu.Unlock()
				} else if !errors.Is(err, plans.ErrAllowanceUsed) {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if cur, _ := store.Current(ctx, viewer.AccountID, now); granted != 2 || cur.Used != 2 {
			t.Fatalf("%d reveals granted, %d used, want 2 of 2", granted, cur.Used)
		}
	})

	t.Run("Reveal/without-a-subscription", func(t *testing.T) {
		t.Parallel()
		viewer, member := couple(t, pool)
		fake := plans.Subscription{ID: uuid.New(), Allowance: 5, EndsAt: now.Add(time.Hour)}
		if _, err := store.Reveal(ctx, fake, viewer.AccountID, member.AccountID, now); !errors.Is(err, plans.ErrNoSubscription) {
			t.Fatalf("no subscription: %v", err)
		}
	})

	t.Run("Subscribe", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		first, err := store.Subscribe(ctx, p.AccountID, smallPlan, now)
		if err != nil {
			t.Fatal(err)
		}
		// An active subscription is extended, keeping its id (plans.Activate).
		second, err := store.Subscribe(ctx, p.AccountID, smallPlan, now.Add(time.Hour))
		if err != nil || second != first {
			t.Fatalf("extension made %v (%v), want %v", second, err, first)
		}
		sub, _ := store.Current(ctx, p.AccountID, now)
		if !sub.EndsAt.Equal(now.AddDate(0, 2, 0)) || sub.Allowance != 4 {
			t.Fatalf("extended %+v, want two months and 4 reveals", sub)
		}
		if _, err := store.Subscribe(ctx, uuid.New(), smallPlan, now); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("unknown account: %v", err)
		}
	})

	t.Run("Grant", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		admin := createAdmin(t, pool)
		sub, err := store.Grant(ctx, app.Grant{Account: p.AccountID, Plan: plans.Elite, GrantedBy: admin.ID, Reason: "goodwill", Now: now})
		if err != nil || sub.Plan != plans.Elite || sub.Allowance != 0 || !sub.EndsAt.Equal(now.AddDate(0, 6, 0)) {
			t.Fatalf("grant %+v (%v)", sub, err)
		}
		if cur, _ := store.Current(ctx, p.AccountID, now); cur.ID != sub.ID || cur.Remaining() != -1 {
			t.Fatalf("current after the grant %+v", cur)
		}
		var by uuid.UUID
		var reason string
		if err := pool.QueryRow(ctx, `SELECT granted_by, grant_reason FROM subscriptions WHERE id = $1`, sub.ID).Scan(&by, &reason); err != nil ||
			by != admin.ID || reason != "goodwill" {
			t.Fatalf("recorded grant by %v for %q (%v)", by, reason, err)
		}
		if _, err := store.Grant(ctx, app.Grant{Account: uuid.New(), Plan: plans.Basic, GrantedBy: admin.ID, Now: now}); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("unknown account: %v", err)
		}
	})
}
