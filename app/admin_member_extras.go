package app

import (
	"context"

	"github.com/google/uuid"
)

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
