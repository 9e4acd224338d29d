package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

var (
	errAlreadySuspended = errs.New(errs.ErrConflict, "already_suspended", "This member is already suspended.")
	errNotSuspended     = errs.New(errs.ErrConflict, "not_suspended", "This member is not suspended.")
)

// ChangeMemberStatus suspends a member (they cannot log in and are told why, their tokens stop
// working, and they vanish from search, matches and profiles) or reinstates them, with a reason.
type ChangeMemberStatus struct {
	profiles ProfileStore
	members  MemberAdminStore
	audit    auditor
	now      func() time.Time
}

func NewChangeMemberStatus(profiles ProfileStore, members MemberAdminStore, audit AuditWriter, log *slog.Logger,
	now func() time.Time) *ChangeMemberStatus {
	return mustHave(&ChangeMemberStatus{profiles: profiles, members: members, audit: newAuditor(audit, log, now),
		now: clockOr(now)})
}

// Handle suspends the member (suspend true) or reinstates them.
func (c *ChangeMemberStatus) Handle(ctx context.Context, me identity.Account, code string, suspend bool, reason string) (profile.Profile, error) {
	reason, err := admin.NewReason(reason)
	if err != nil {
		return profile.Profile{}, err
	}
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.Suspended == suspend {
		if suspend {
			return profile.Profile{}, errAlreadySuspended
		}
		return profile.Profile{}, errNotSuspended
	}
	if err := c.members.SetStatus(ctx, p.AccountID, suspend, reason, c.now()); err != nil {
		return profile.Profile{}, err
	}
	p.Suspended = suspend
	action := admin.ActionMemberReinstated
	if suspend {
		action = admin.ActionMemberSuspended
	}
	return p, c.audit.record(ctx, me, action, &memberRef{p.AccountID, p.Code}, nil)
}
