package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// GrantPlan starts or extends the member's subscription to the plan without a payment (the admin
// area's manual grant), by the same rule a payment follows.
type GrantPlan struct {
	memberships MembershipStore
	log         *slog.Logger
	now         func() time.Time
}

func (c *GrantPlan) Handle(ctx context.Context, g Grant) (plans.Subscription, error) {
	g.Now = c.now()
	sub, err := c.memberships.Grant(ctx, g)
	if err != nil {
		return plans.Subscription{}, err
	}
	c.log.Info("plan granted", slog.String("account", g.Account.String()), slog.String("plan", string(sub.Plan)),
		slog.Time("ends_at", sub.EndsAt))
	return sub, nil
}
