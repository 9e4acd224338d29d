package plans

import (
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

var (
	ErrNoSubscription = errs.New(errs.ErrPaymentRequired, "subscription_required",
		"To view contact details, please upgrade your plan.")
	ErrAllowanceUsed = errs.New(errs.ErrPaymentRequired, "allowance_used",
		"You have used all contact views of your plan. Please upgrade to see more.")
)

// Subscription is a paid period of a plan.
type Subscription struct {
	ID        uuid.UUID
	Account   uuid.UUID
	Plan      Code
	StartsAt  time.Time
	EndsAt    time.Time
	Allowance int // contact reveals; 0 = unlimited
	Used      int // reveals spent so far
}

// Active reports whether the subscription covers now (isSubscribe).
func (s Subscription) Active(now time.Time) bool {
	return s.ID != uuid.Nil && !now.Before(s.StartsAt) && now.Before(s.EndsAt)
}

// Remaining is how many reveals are left; -1 is unlimited.
func (s Subscription) Remaining() int {
	if s.Allowance == 0 {
		return -1
	}
	return max(s.Allowance-s.Used, 0)
}

// CanReveal reports whether one more member's contact may be revealed now.
func (s Subscription) CanReveal(now time.Time) error {
	switch {
	case !s.Active(now):
		return ErrNoSubscription
	case s.Remaining() == 0:
		return ErrAllowanceUsed
	}
	return nil
}

// ActiveAmong is the subscription among subs that covers now, the one ending last when several do;
// zero when none does.
func ActiveAmong(subs []Subscription, now time.Time) Subscription {
	var active Subscription
	for _, sub := range subs {
		if sub.Active(now) && sub.EndsAt.After(active.EndsAt) {
			active = sub
		}
	}
	return active
}
