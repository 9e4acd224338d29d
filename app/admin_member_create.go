package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// NewMember is the admin's add-user form: a registration, and whether the chosen plan is
// granted at once (the form's "subscribe" choice).
type NewMember struct {
	Registration
	Subscribe bool
}

// subscribedOnCreation is the grant reason of a subscription chosen in the add-user form.
const subscribedOnCreation = "Subscribed when the member was added by an admin."

// CreateMember adds a member with every field of the registration, picture included, and the
// add form's own rule on the partner's ages (docs/product.md §5).
type CreateMember struct {
	accounts MemberAdder
	grant    *GrantSubscription
	audit    auditor
}

func NewCreateMember(accounts MemberAdder, grant *GrantSubscription, audit AuditWriter, log *slog.Logger,
	now func() time.Time) *CreateMember {
	return mustHave(&CreateMember{accounts: accounts, grant: grant, audit: newAuditor(audit, log, now)})
}

func (c *CreateMember) Handle(ctx context.Context, me identity.Account, n NewMember) (profile.Profile, error) {
	f := n.Fields
	p, err := c.accounts.Handle(ctx, n.Registration, func(v *errs.Validator) {
		if f.PartnerAgeMin != nil && f.PartnerAgeMax != nil && !v.Has("partnerPreferences.age") {
			v.Check(*f.PartnerAgeMax > *f.PartnerAgeMin, "partnerPreferences.age", "Max Age must be greater than Min Age")
		}
	})
	if err != nil {
		return profile.Profile{}, err
	}
	if err := c.audit.record(ctx, me, admin.ActionMemberCreated, &memberRef{p.AccountID, p.Code}, nil); err != nil {
		return profile.Profile{}, err
	}
	if n.Subscribe {
		if _, err := c.grant.Handle(ctx, me, p.Code, plans.Code(p.PreferredPlan), subscribedOnCreation); err != nil {
			return profile.Profile{}, err
		}
	}
	return p, nil
}
