package plans_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

func TestSubscriptionReveals(t *testing.T) {
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	s := plans.Subscription{ID: uuid.New(), StartsAt: now.AddDate(0, -1, 0), EndsAt: now.AddDate(0, 1, 0), Allowance: 2, Used: 1}
	if err := s.CanReveal(now); err != nil || s.Remaining() != 1 {
		t.Fatalf("%v %d", err, s.Remaining())
	}
	s.Used = 2
	if !errors.Is(s.CanReveal(now), plans.ErrAllowanceUsed) {
		t.Fatal("allowance not enforced")
	}
	s.Allowance = 0
	if s.CanReveal(now) != nil || s.Remaining() != -1 {
		t.Fatal("unlimited plan limited")
	}
	if !errors.Is(s.CanReveal(now.AddDate(0, 2, 0)), plans.ErrNoSubscription) {
		t.Fatal("expired subscription still reveals")
	}
	if (plans.Subscription{}).Active(now) {
		t.Fatal("no subscription is active")
	}
}

func TestActiveAmongIsTheSubscriptionCoveringNowThatEndsLast(t *testing.T) {
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	sub := func(from, to time.Time) plans.Subscription {
		return plans.Subscription{ID: uuid.New(), StartsAt: from, EndsAt: to}
	}
	ended := sub(now.AddDate(0, -3, 0), now.AddDate(0, -1, 0))
	short := sub(now.AddDate(0, -1, 0), now.AddDate(0, 1, 0))
	long := sub(now.AddDate(0, 0, -1), now.AddDate(0, 6, 0))
	ahead := sub(now.AddDate(0, 1, 0), now.AddDate(1, 0, 0)) // bought ahead: not yet
	if got := plans.ActiveAmong([]plans.Subscription{ended, long, short, ahead}, now); got.ID != long.ID {
		t.Fatalf("got %+v, want the one ending last", got)
	}
	if got := plans.ActiveAmong([]plans.Subscription{ended, ahead}, now); got.ID != uuid.Nil {
		t.Fatalf("none covers now, got %+v", got)
	}
	if got := plans.ActiveAmong(nil, now); got.Active(now) {
		t.Fatalf("%+v", got)
	}
	// It ends at EndsAt: at that instant it no longer counts.
	if got := plans.ActiveAmong([]plans.Subscription{short}, short.EndsAt); got.ID != uuid.Nil {
		t.Fatalf("at its end: %+v", got)
	}
}
