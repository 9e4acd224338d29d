package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// ResetRequested is the one answer to a reset request, whether or not the address is known.
const ResetRequested = "If an account exists for this e-mail, a password reset code has been sent. It is valid for 10 minutes."

// ForgotPassword e-mails a reset code to a known address.
type ForgotPassword struct {
	store    AccountStore
	profiles ProfileStore
	mail     AccountMailer
	limits   *RateLimiter
	mails    *mailQueue
	log      *slog.Logger
	now      func() time.Time
}

func NewForgotPassword(store AccountStore, profiles ProfileStore, mail AccountMailer, limits *RateLimiter, mails *mailQueue,
	log *slog.Logger, now func() time.Time) *ForgotPassword {
	return mustHave(&ForgotPassword{store: store, profiles: profiles, mail: mail, limits: limits, mails: mails,
		log: logOr(log), now: clockOr(now)})
}

// Handle answers before looking the address up: known and unknown addresses (and accounts over
// their hourly cap) cost the caller exactly the same work, one rate-limit count, so neither the
// reply nor its timing says which exist. The lookup, the code and the mail happen after the
// answer, and follow the same path for an unknown address too (sendResetCode), so the work
// running beside the next requests does not tell either (docs/security.md 4 and 25).
func (c *ForgotPassword) Handle(ctx context.Context, ip netip.Addr, email string) error {
	if err := c.limits.Take(ctx, PolicyResets, ClientKey(ip)); err != nil {
		return err
	}
	email = contactinfo.NormalizeEmail(email)
	c.mails.send(func(ctx context.Context) error { return c.sendResetCode(ctx, email) })
	return nil
}

// sendResetCode issues and mails a code when the address is an account's. An unknown address
// takes the same steps for a stand-in account with a fresh id — the lookup, a code drawn and
// hashed, the store's reset (which finds no such account and issues nothing), the profile lookup —
// and stops only where the mail would go out.
func (c *ForgotPassword) sendResetCode(ctx context.Context, email string) error {
	acct, err := c.store.AccountByEmail(ctx, email)
	known := err == nil
	if !known && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	if !known {
		acct = identity.Account{ID: uuid.New(), Email: email}
	}
	now := c.now()
	code, reset, err := identity.NewReset(acct.ID, now)
	if err != nil {
		return err
	}
	issued, err := c.store.StartReset(ctx, reset, now.Add(-time.Hour), identity.OTPHourlyCap)
	if !known && errors.Is(err, errs.ErrNotFound) {
		err = nil // the stand-in has no account row, as expected
	}
	if err != nil {
		return err
	}
	p, perr := c.profiles.ProfileByAccount(ctx, acct.ID)
	switch {
	case !known:
		c.log.Info("reset requested", slog.String("outcome", "unknown address"))
		return nil
	case !issued:
		c.log.Warn("reset requested", slog.String("account", acct.ID.String()), slog.String("outcome", "hourly cap reached"))
		return nil
	}
	c.log.Info("reset requested", slog.String("account", acct.ID.String()), slog.String("outcome", "code sent"))
	if perr != nil { // an admin account has no profile: mail it in English with no name
		return c.mail.ResetCode(ctx, acct.Email, "en", "", code)
	}
	return c.mail.ResetCode(ctx, acct.Email, p.Language, p.FullName, code)
}
