package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// EnsureAdmin makes the configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) exist with that
// password, at the server's start (cmd/server/admin.go).
type EnsureAdmin struct {
	accounts PasswordAccounts
	store    AdminAccountStore
	hasher   identity.PasswordHasher
	create   *CreateAdmin
	log      *slog.Logger
	now      func() time.Time
}

func NewEnsureAdmin(accounts PasswordAccounts, store AdminAccountStore, hasher identity.PasswordHasher,
	create *CreateAdmin, log *slog.Logger, now func() time.Time) *EnsureAdmin {
	return mustHave(&EnsureAdmin{accounts: accounts, store: store, hasher: hasher, create: create, log: logOr(log),
		now: clockOr(now)})
}

// Handle creates the admin when missing; when the password changed, the new one is stored and
// every session of the admin ends. A member's address is refused.
func (c *EnsureAdmin) Handle(ctx context.Context, email, password string) (created, updated bool, err error) {
	email = contactinfo.NormalizeEmail(email)
	if err := checkAdminCredentials(email, password); err != nil {
		return false, false, err
	}
	acct, err := c.accounts.AccountByEmail(ctx, email)
	if errors.Is(err, errs.ErrNotFound) {
		err = c.create.Handle(ctx, email, password)
		if !errors.Is(err, profile.ErrEmailTaken) {
			return err == nil, false, err
		}
		// Another instance starting at the same moment created it: check what it stored.
		acct, err = c.accounts.AccountByEmail(ctx, email)
	}
	if err != nil {
		return false, false, err
	}
	if acct.Role != identity.RoleAdmin {
		return false, false, ErrNotAnAdmin
	}
	ok, rehash, err := c.hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil || (ok && !rehash) {
		return false, false, err
	}
	hash, err := c.hasher.Hash(ctx, password)
	if err != nil {
		return false, false, err
	}
	if ok { // the same password, hashed with older parameters: sessions stay
		return false, false, c.accounts.SetPasswordHash(ctx, acct.ID, hash)
	}
	if err := c.store.SetAdminPassword(ctx, acct.ID, hash, c.now()); err != nil {
		return false, false, err
	}
	c.log.Info("admin password updated", slog.String("account", acct.ID.String()))
	return false, true, nil
}
