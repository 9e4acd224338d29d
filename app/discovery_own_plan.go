package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// OwnPlan is the plan side of a member's own profile, as they see it on every screen that shows
// it and in their data export: the subscription active now (zero when none) and the plan offered
// next (their preference while they have none, the next plan up once they do; "" at the top).
type OwnPlan struct {
	Subscription plans.Subscription
	Upgrade      plans.Code
}

// Subscribed reports whether the member has an active subscription.
func (o OwnPlan) Subscribed() bool { return o.Subscription.ID != uuid.Nil }

// ownPlanOf is p's plan side with sub, whichever subscription the caller read; one not active at
// now counts as none.
func ownPlanOf(p profile.Profile, sub plans.Subscription, now time.Time) OwnPlan {
	if !sub.Active(now) {
		sub = plans.Subscription{}
	}
	upgrade, _ := plans.UpgradeTo(sub.Plan, plans.Code(p.PreferredPlan))
	return OwnPlan{Subscription: sub, Upgrade: upgrade}
}

// ReadOwnPlan is the plan side of the member's own profile (me, as just read or written).
type ReadOwnPlan struct {
	subscriptions SubscriptionStore
	now           func() time.Time
}

func (q *ReadOwnPlan) Handle(ctx context.Context, me profile.Profile) (OwnPlan, error) {
	now := q.now()
	sub, err := q.subscriptions.Current(ctx, me.AccountID, now)
	if err != nil {
		return OwnPlan{}, err
	}
	return ownPlanOf(me, sub, now), nil
}
