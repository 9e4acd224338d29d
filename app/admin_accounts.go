package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
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

// EnsureLocalAdmin gives a fresh embedded installation one admin.
type EnsureLocalAdmin struct {
	store  AdminAccountStore
	create *CreateAdmin
}

func NewEnsureLocalAdmin(store AdminAccountStore, create *CreateAdmin) *EnsureLocalAdmin {
	return mustHave(&EnsureLocalAdmin{store: store, create: create})
}

// Handle creates LocalAdminEmail with a generated password when no admin exists, and answers it
// (to be printed once; only its hash is kept). With an admin already there it answers "".
func (c *EnsureLocalAdmin) Handle(ctx context.Context) (password string, err error) {
	n, err := c.store.CountAdmins(ctx)
	if err != nil || n > 0 {
		return "", err
	}
	password = identity.NewPassword()
	err = c.create.Handle(ctx, LocalAdminEmail, password)
	if errors.Is(err, profile.ErrEmailTaken) {
		return "", nil // another instance starting at the same moment made it, and printed it
	}
	if err != nil {
		return "", err
	}
	return password, nil
}
