package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

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

// ReadMemberExtras reads a member's payments (newest first) and trust, which the member's details
// show beside what ViewMember answers (and audits).
type ReadMemberExtras struct {
	payments PaymentHistory
	trust    AdminTrustStore
}

func NewReadMemberExtras(payments PaymentHistory, trust AdminTrustStore) *ReadMemberExtras {
	return mustHave(&ReadMemberExtras{payments: payments, trust: trust})
}

func (q *ReadMemberExtras) Handle(ctx context.Context, account uuid.UUID) (MemberExtras, error) {
	pays, err := q.payments.History(ctx, account)
	if err != nil {
		return MemberExtras{}, err
	}
	trust, err := q.trust.MemberTrust(ctx, account)
	if err != nil {
		return MemberExtras{}, err
	}
	return MemberExtras{Payments: pays, Trust: trust}, nil
}
