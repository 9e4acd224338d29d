package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// ViewMember shows an admin everything about one member.
type ViewMember struct {
	members MemberAdminStore
	audit   auditor
	now     func() time.Time
}

func NewViewMember(members MemberAdminStore, audit AuditWriter, log *slog.Logger, now func() time.Time) *ViewMember {
	return mustHave(&ViewMember{members: members, audit: newAuditor(audit, log, now), now: clockOr(now)})
}

// Handle audits the view first, so no unrecorded read leaves the server.
func (q *ViewMember) Handle(ctx context.Context, me identity.Account, code string) (MemberDetail, error) {
	d, err := q.members.MemberDetail(ctx, code, q.now())
	if err != nil {
		return MemberDetail{}, err
	}
	if err := q.audit.record(ctx, me, admin.ActionMemberViewed, &memberRef{d.Profile.AccountID, d.Profile.Code}, nil); err != nil {
		return MemberDetail{}, err
	}
	return d, nil
}
