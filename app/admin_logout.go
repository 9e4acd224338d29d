package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// AdminLogout ends every session of the admin.
type AdminLogout struct {
	accounts TokenRevoker
	now      func() time.Time
}

func NewAdminLogout(accounts TokenRevoker, now func() time.Time) *AdminLogout {
	return mustHave(&AdminLogout{accounts: accounts, now: clockOr(now)})
}

func (c *AdminLogout) Handle(ctx context.Context, id uuid.UUID) error {
	return c.accounts.RevokeTokens(ctx, id, c.now())
}
