package app

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// RevealContact spends one unit of the viewer's allowance on the member (once per member per
// subscription) and answers the member's contact with what remains. The block check and the
// daily limit on reveals are optional (nil: off).
type RevealContact struct {
	profiles      ProfileStore
	subscriptions SubscriptionStore
	safety        SafetyStore
	limits        *RateLimiter // PolicyContactRevealsDaily
	limitHits     LimitHits
	now           func() time.Time
}

func (c *RevealContact) Handle(ctx context.Context, viewer uuid.UUID, code string) (profile.Contact, int, error) {
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	if p.Suspended || p.AccountID == viewer {
		return profile.Contact{}, 0, errHidden
	}
	if err := c.admit(ctx, viewer, p.AccountID); err != nil {
		return profile.Contact{}, 0, err
	}
	me, err := c.profiles.ProfileByAccount(ctx, viewer)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	if !matching.MayMeet(me.Gender, p.Gender) {
		return profile.Contact{}, 0, errHidden
	}
	now := c.now()
	sub, err := c.subscriptions.Current(ctx, viewer, now)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	if !sub.Active(now) {
		return profile.Contact{}, 0, plans.ErrNoSubscription
	}
	remaining, err := c.subscriptions.Reveal(ctx, sub, viewer, p.AccountID, now)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	return p.Contact, remaining, nil
}

// admit refuses a contact reveal between members blocked either way (as if the member did not
// exist) and counts the viewer's daily reveals (PolicyContactRevealsDaily), recording the day
// when they run into the limit (docs/adr/0016-trust-and-safety.md).
func (c *RevealContact) admit(ctx context.Context, viewer, member uuid.UUID) error {
	if c.safety != nil {
		blocked, err := c.safety.Blocked(ctx, viewer, member)
		if err != nil {
			return err
		}
		if blocked {
			return errHidden
		}
	}
	if c.limits == nil {
		return nil
	}
	err := c.limits.Take(ctx, PolicyContactRevealsDaily, viewer.String())
	var limited *errs.RateLimitedError
	if errors.As(err, &limited) && c.limitHits != nil {
		if herr := c.limitHits.RecordLimitHits(ctx, PolicyContactRevealsDaily.Name, []uuid.UUID{viewer}, c.now()); herr != nil {
			return herr
		}
	}
	return err
}
