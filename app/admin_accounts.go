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

// CreateAdmin adds an admin account (no profile, no phone); profile.ErrEmailTaken when the
// address is in use.
func (a *Admin) CreateAdmin(ctx context.Context, email, password string) error {
	return createAdmin(ctx, a.Store, a.Hasher, a.Log, a.Now(), email, password)
}

// AdminBootstrap creates admins before any server runs (cmd/admin): all of Admin it takes is the
// admin store, the hasher and the log.
type AdminBootstrap struct {
	store  AdminStore
	hasher identity.PasswordHasher
	log    *slog.Logger
	now    func() time.Time
}

// NewAdminBootstrap builds AdminBootstrap, naming every required dependency missing; a nil log
// discards.
func NewAdminBootstrap(store AdminStore, hasher identity.PasswordHasher, log *slog.Logger) (*AdminBootstrap, error) {
	r := required{useCase: "AdminBootstrap"}
	r.need("store", store)
	r.need("hasher", hasher)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &AdminBootstrap{store: store, hasher: hasher, log: logOr(log), now: time.Now}, nil
}

// CreateAdmin is Admin.CreateAdmin.
func (b *AdminBootstrap) CreateAdmin(ctx context.Context, email, password string) error {
	return createAdmin(ctx, b.store, b.hasher, b.log, b.now(), email, password)
}

func createAdmin(ctx context.Context, store AdminStore, hasher identity.PasswordHasher, log *slog.Logger, now time.Time,
	email, password string) error {
	email = contactinfo.NormalizeEmail(email)
	if err := checkAdminCredentials(email, password); err != nil {
		return err
	}
	hash, err := hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	acct := identity.Account{ID: uuid.New(), Email: email, PasswordHash: hash, Role: identity.RoleAdmin}
	if err := store.CreateAdmin(ctx, acct, now); err != nil {
		return err
	}
	log.Info("admin created", slog.String("account", acct.ID.String()))
	return nil
}

// EnsureAdmin makes the configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) exist with that
// password: created when missing; when the password changed, the new one is stored and every
// session of the admin ends. A member's address is refused.
func (a *Admin) EnsureAdmin(ctx context.Context, email, password string) (created, updated bool, err error) {
	email = contactinfo.NormalizeEmail(email)
	if err := checkAdminCredentials(email, password); err != nil {
		return false, false, err
	}
	acct, err := a.Accounts.Store.AccountByEmail(ctx, email)
	if errors.Is(err, errs.ErrNotFound) {
		err = a.CreateAdmin(ctx, email, password)
		if !errors.Is(err, profile.ErrEmailTaken) {
			return err == nil, false, err
		}
		// Another instance starting at the same moment created it: check what it stored.
		acct, err = a.Accounts.Store.AccountByEmail(ctx, email)
	}
	if err != nil {
		return false, false, err
	}
	if acct.Role != identity.RoleAdmin {
		return false, false, ErrNotAnAdmin
	}
	ok, rehash, err := a.Hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil || (ok && !rehash) {
		return false, false, err
	}
	hash, err := a.Hasher.Hash(ctx, password)
	if err != nil {
		return false, false, err
	}
	if ok { // the same password, hashed with older parameters: sessions stay
		return false, false, a.Accounts.Store.SetPasswordHash(ctx, acct.ID, hash)
	}
	if err := a.Store.SetAdminPassword(ctx, acct.ID, hash, a.Now()); err != nil {
		return false, false, err
	}
	a.Log.Info("admin password updated", slog.String("account", acct.ID.String()))
	return false, true, nil
}

// EnsureLocalAdmin gives a fresh embedded installation one admin: when no admin exists it
// creates LocalAdminEmail with a generated password and answers it (to be printed once; only
// its hash is kept). With an admin already there it answers "".
func (a *Admin) EnsureLocalAdmin(ctx context.Context) (password string, err error) {
	n, err := a.Store.CountAdmins(ctx)
	if err != nil || n > 0 {
		return "", err
	}
	password = identity.NewPassword()
	err = a.CreateAdmin(ctx, LocalAdminEmail, password)
	if errors.Is(err, profile.ErrEmailTaken) {
		return "", nil // another instance starting at the same moment made it, and printed it
	}
	if err != nil {
		return "", err
	}
	return password, nil
}
