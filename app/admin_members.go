package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The admin's member table shows ten a page (docs/product.md §2); the count stops at memberCountCap, so a
// one-letter search of a million members costs a bounded walk.
const (
	membersPerPage = 10
	memberCountCap = 10_000
)

// Stats are the dashboard's counts, real and current (docs/decisions.md §6).
func (a *Admin) Stats(ctx context.Context) (AdminStats, error) {
	return a.Members.Stats(ctx, a.Now())
}

// MemberPage is one page of the member table.
type MemberPage struct {
	Rows       []MemberRow
	Page       int
	TotalPages int
	Counted    int
	More       bool // more than Counted match
}

// ListMembers searches members by a prefix of their e-mail or phone (admin.ParseMemberQuery),
// or lists every member newest first.
func (a *Admin) ListMembers(ctx context.Context, query string, page int) (MemberPage, error) {
	p := paging.New(page, membersPerPage, membersPerPage, membersPerPage)
	rows, counted, err := a.Members.Members(ctx, admin.ParseMemberQuery(query), p, memberCountCap+1, a.Now())
	if err != nil {
		return MemberPage{}, err
	}
	more := counted > memberCountCap
	counted = min(counted, memberCountCap)
	return MemberPage{Rows: rows, Page: p.Number, TotalPages: p.TotalPages(counted), Counted: counted, More: more}, nil
}

// Member shows an admin everything about one member; the view itself is audited first, so no
// unrecorded read leaves the server.
func (a *Admin) Member(ctx context.Context, me identity.Account, code string) (MemberDetail, error) {
	d, err := a.Members.MemberDetail(ctx, code, a.Now())
	if err != nil {
		return MemberDetail{}, err
	}
	if err := a.audit(ctx, me, admin.ActionMemberViewed, &memberRef{d.Profile.AccountID, d.Profile.Code}, nil); err != nil {
		return MemberDetail{}, err
	}
	return d, nil
}

// EditMember changes any of a member's fields with the registration rules (gender included,
// which members cannot change themselves), and answers the member as they are now. The audit
// entry names the fields, never the values.
func (a *Admin) EditMember(ctx context.Context, me identity.Account, code string, f profile.Fields, photo *Photo) (MemberDetail, error) {
	updated, err := a.editMember(ctx, me, code, f, photo)
	if err != nil {
		return MemberDetail{}, err
	}
	return a.Members.MemberDetail(ctx, updated.Code, a.Now())
}

func (a *Admin) editMember(ctx context.Context, me identity.Account, code string, f profile.Fields, photo *Photo) (profile.Profile, error) {
	p, err := a.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, err
	}
	newPhoto := ""
	if photo != nil {
		if newPhoto, err = a.Photos.SavePhoto(ctx, *photo); err != nil {
			return profile.Profile{}, err
		}
	}
	var before profile.Profile
	updated, err := a.Profiles.UpdateProfile(ctx, p.AccountID, func(pr *profile.Profile) error {
		before = *pr
		if err := pr.EditByAdmin(f, newPhoto != "", a.Now()); err != nil {
			return err
		}
		if newPhoto != "" {
			pr.PhotoID = newPhoto
		}
		return nil
	})
	if err != nil {
		releasePhoto(ctx, a.Profiles, a.Photos, a.Log, newPhoto)
		return profile.Profile{}, err
	}
	if newPhoto != "" {
		releasePhoto(ctx, a.Profiles, a.Photos, a.Log, before.PhotoID)
	}
	changed := profile.ChangedFields(before, updated)
	return updated, a.audit(ctx, me, admin.ActionMemberEdited, &memberRef{updated.AccountID, updated.Code}, changed)
}

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
func (a *Admin) CreateMember(ctx context.Context, me identity.Account, n NewMember) (profile.Profile, error) {
	f := n.Fields
	p, err := a.Accounts.create(ctx, netip.Addr{}, n.Registration, func(v *errs.Validator) {
		if f.PartnerAgeMin != nil && f.PartnerAgeMax != nil && !v.Has("partnerPreferences.age") {
			v.Check(*f.PartnerAgeMax > *f.PartnerAgeMin, "partnerPreferences.age", "Max Age must be greater than Min Age")
		}
	})
	if err != nil {
		return profile.Profile{}, err
	}
	if err := a.audit(ctx, me, admin.ActionMemberCreated, &memberRef{p.AccountID, p.Code}, nil); err != nil {
		return profile.Profile{}, err
	}
	if n.Subscribe {
		if _, err := a.GrantSubscription(ctx, me, p.Code, plans.Code(p.PreferredPlan), subscribedOnCreation); err != nil {
			return profile.Profile{}, err
		}
	}
	return p, nil
}

// SetSuspended suspends a member (they cannot log in and are told why, their tokens stop
// working, and they vanish from search, matches and profiles) or reinstates them, with a reason.
func (a *Admin) SetSuspended(ctx context.Context, me identity.Account, code string, suspend bool, reason string) (profile.Profile, error) {
	reason, err := admin.NewReason(reason)
	if err != nil {
		return profile.Profile{}, err
	}
	p, err := a.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.Suspended == suspend {
		if suspend {
			return profile.Profile{}, errAlreadySuspended
		}
		return profile.Profile{}, errNotSuspended
	}
	if err := a.Members.SetStatus(ctx, p.AccountID, suspend, reason, a.Now()); err != nil {
		return profile.Profile{}, err
	}
	p.Suspended = suspend
	action := admin.ActionMemberReinstated
	if suspend {
		action = admin.ActionMemberSuspended
	}
	return p, a.audit(ctx, me, action, &memberRef{p.AccountID, p.Code}, nil)
}

var (
	errAlreadySuspended = errs.New(errs.ErrConflict, "already_suspended", "This member is already suspended.")
	errNotSuspended     = errs.New(errs.ErrConflict, "not_suspended", "This member is not suspended.")
)

// DeleteMember erases a member through the same path as a member's own deletion (ADR 8):
// account, profile, picture, requests, connections, notifications, subscriptions; every session
// ends. Only the audit entry, naming them by id and code, remains.
func (a *Admin) DeleteMember(ctx context.Context, me identity.Account, code string) error {
	p, err := a.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	photo, documents, err := a.Privacy.Erase(ctx, p.AccountID)
	if errors.Is(err, errs.ErrNotFound) {
		return profile.ErrNotFound // erased a moment ago
	}
	if err != nil {
		return err
	}
	releasePhoto(ctx, a.Profiles, a.Photos, a.Log, photo)
	deleteDocuments(ctx, a.Documents, a.Log, documents)
	a.Log.Info("account deleted by an admin", slog.String("account", p.AccountID.String()))
	return a.audit(ctx, me, admin.ActionMemberDeleted, &memberRef{p.AccountID, p.Code}, nil)
}

// GrantSubscription gives a member a subscription of plan by hand (an offline payment, a
// goodwill gesture), with the admin's reason; the plan's validity and allowance apply.
func (a *Admin) GrantSubscription(ctx context.Context, me identity.Account, code string, plan plans.Code, reason string) (plans.Subscription, error) {
	reason, err := admin.NewReason(reason)
	if err != nil {
		return plans.Subscription{}, err
	}
	p, err := a.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return plans.Subscription{}, err
	}
	sub, err := a.Payments.Grant(ctx, Grant{Account: p.AccountID, Plan: plan, GrantedBy: me.ID, Reason: reason})
	if err != nil {
		return plans.Subscription{}, err
	}
	return sub, a.audit(ctx, me, admin.ActionSubscriptionGranted, &memberRef{p.AccountID, p.Code}, []string{"plan"})
}
