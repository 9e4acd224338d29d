package app

import (
	"context"
	"log/slog"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// ResetPassword sets a new password with a verified code.
type ResetPassword struct {
	store     AccountStore
	profiles  ProfileStore
	hasher    identity.PasswordHasher
	mail      AccountMailer
	limits    *RateLimiter
	passwords passwordThrottle
	mails     *mailQueue
	log       *slog.Logger
	now       func() time.Time
}

func NewResetPassword(store AccountStore, profiles ProfileStore, hasher identity.PasswordHasher, mail AccountMailer,
	limits *RateLimiter, passwords passwordThrottle, mails *mailQueue, log *slog.Logger, now func() time.Time) *ResetPassword {
	return mustHave(&ResetPassword{store: store, profiles: profiles, hasher: hasher, mail: mail, limits: limits,
		passwords: passwords, mails: mails, log: logOr(log), now: clockOr(now)})
}

// Handle sets the password, signs the member out everywhere and tells them by e-mail.
func (c *ResetPassword) Handle(ctx context.Context, ip netip.Addr, email, code, password, confirm string) error {
	if password == "" || confirm == "" {
		return &errs.ValidationError{Message: "Please fill in all password fields."}
	}
	if password != confirm {
		return identity.ErrPasswordsDiffer
	}
	email = contactinfo.NormalizeEmail(email) // as the lockout keys it (lockout.go)
	acct, err := resetAccount(ctx, c.limits, c.store, ip, email)
	if err != nil {
		return err
	}
	p, perr := c.profiles.ProfileByAccount(ctx, acct.ID)
	if err := identity.CheckPassword(password, p.FullName, acct.Email); err != nil {
		return &errs.ValidationError{Message: err.Error(), Fields: []errs.FieldError{{Field: "password", Message: err.Error()}}}
	}
	hash, err := c.hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	if err := c.store.CompleteReset(ctx, acct.ID, identity.HashOTP(acct.ID, code), hash, c.now()); err != nil {
		return err
	}
	c.passwords.unlock(ctx, email, ip)
	c.log.Info("password reset", slog.String("account", acct.ID.String()))
	lang := "en"
	if perr == nil {
		lang = p.Language
	}
	c.mails.send(func(ctx context.Context) error {
		return c.mail.PasswordChanged(ctx, acct.Email, lang, p.FullName)
	})
	return nil
}
