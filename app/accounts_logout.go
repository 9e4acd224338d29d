package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"
)

// MemberLogout revokes every token of the account issued so far.
type MemberLogout struct {
	store AccountStore
	log   *slog.Logger
	now   func() time.Time
}

func NewMemberLogout(store AccountStore, log *slog.Logger, now func() time.Time) *MemberLogout {
	return mustHave(&MemberLogout{store: store, log: logOr(log), now: clockOr(now)})
}

func (c *MemberLogout) Handle(ctx context.Context, id uuid.UUID) error {
	if err := c.store.RevokeTokens(ctx, id, c.now()); err != nil {
		return err
	}
	c.log.Info("logout", slog.String("account", id.String()))
	return nil
}
