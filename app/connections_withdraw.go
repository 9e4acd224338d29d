package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// WithdrawRequest takes back a pending request the caller sent.
type WithdrawRequest struct {
	profiles ProfileStore
	store    RequestStore
	now      func() time.Time
}

func (c *WithdrawRequest) Handle(ctx context.Context, me uuid.UUID, code string) error {
	other, err := requestPartner(ctx, c.profiles, me, code)
	if err != nil {
		return err
	}
	return c.store.Withdraw(ctx, me, other.AccountID, c.now())
}
