package app

import (
	"context"

	"github.com/google/uuid"
)

// TwoFactorStatus says whether two-factor sign-in is on, and how many recovery codes are left.
type TwoFactorStatus struct{ store TwoFactorStore }

func NewTwoFactorStatus(store TwoFactorStore) *TwoFactorStatus {
	return mustHave(&TwoFactorStatus{store: store})
}

func (q *TwoFactorStatus) Handle(ctx context.Context, id uuid.UUID) (TOTPState, error) {
	return q.store.TOTP(ctx, id)
}
