package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// GrantSubscription gives a member a subscription of a plan by hand (an offline payment, a
// goodwill gesture), with the admin's reason; the plan's validity and allowance apply.
type GrantSubscription struct {
	profiles ProfileStore
	payments SubscriptionGranter
	audit    auditor
}

func NewGrantSubscription(profiles ProfileStore, payments SubscriptionGranter, audit AuditWriter, log *slog.Logger,
	now func() time.Time) *GrantSubscription {
	return mustHave(&GrantSubscription{profiles: profiles, payments: payments, audit: newAuditor(audit, log, now)})
}

func (c *GrantSubscription) Handle(ctx context.Context, me identity.Account, code string, plan plans.Code, reason string) (plans.Subscription, error) {
	reason, err := admin.NewReason(reason)
	if err != nil {
		return plans.Subscription{}, err
	}
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return plans.Subscription{}, err
	}
	sub, err := c.payments.Grant(ctx, Grant{Account: p.AccountID, Plan: plan, GrantedBy: me.ID, Reason: reason})
	if err != nil {
		return plans.Subscription{}, err
	}
	return sub, c.audit.record(ctx, me, admin.ActionSubscriptionGranted, &memberRef{p.AccountID, p.Code}, []string{"plan"})
}
