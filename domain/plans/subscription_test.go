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
