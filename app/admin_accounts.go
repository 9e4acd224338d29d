package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// LocalAdminEmail is the admin the embedded default creates on its first start when no admin
// is configured (README: "Admin").
const LocalAdminEmail = "admin@reshimgathi.in"

// ErrNotAnAdmin refuses to make a member's address an admin's: an account is one or the other.
var ErrNotAnAdmin = errors.New("this e-mail belongs to a member account, not an admin")

func checkAdminCredentials(email, password string) error {
	if !contactinfo.ValidEmail(email) {
		return fmt.Errorf("admin e-mail %q is not a valid address", email)
	}
	if err := identity.CheckPassword(password, "", email); err != nil {
		return fmt.Errorf("admin password: %w", err)
	}
	return nil
}

// CreateAdmin adds an admin account (no profile, no phone): from the admin command (cmd/admin)
// before any server runs, and for EnsureAdmin and EnsureLocalAdmin.
type CreateAdmin struct {
	store  AdminAccountStore
	hasher identity.PasswordHasher
	log    *slog.Logger
	now    func() time.Time
}

func NewCreateAdmin(store AdminAccountStore, hasher identity.PasswordHasher, log *slog.Logger, now func() time.Time) *CreateAdmin {
	return mustHave(&CreateAdmin{store: store, hasher: hasher, log: logOr(log), now: clockOr(now)})
}

// Handle answers profile.ErrEmailTaken when the address is in use.
func (c *CreateAdmin) Handle(ctx context.Context, email, password string) error {
	email = contactinfo.NormalizeEmail(email)
	if err := checkAdminCredentials(email, password); err != nil {
		return err
	}
	hash, err := c.hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	acct := identity.Account{ID: uuid.New(), Email: email, PasswordHash: hash, Role: identity.RoleAdmin}
	if err := c.store.CreateAdmin(ctx, acct, c.now()); err != nil {
		return err
	}
	c.log.Info("admin created", slog.String("account", acct.ID.String()))
	return nil
}
