package app

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// DisableTwoFactor turns two-factor sign-in off.
type DisableTwoFactor struct {
	store        TwoFactorStore
	limits       *RateLimiter
	secondFactor secondFactor
	audit        auditor
}

func NewDisableTwoFactor(store TwoFactorStore, totp TOTPAuthenticator, limits *RateLimiter, mail TwoFactorMailer,
	audit AuditWriter, log *slog.Logger, now func() time.Time) *DisableTwoFactor {
	return mustHave(&DisableTwoFactor{store: store, limits: limits,
		secondFactor: newSecondFactor(store, totp, limits, audit, mail, log, now), audit: newAuditor(audit, log, now)})
}

// Handle turns it off when a current code (or a recovery code) confirms it, so a token left on a
// shared computer is not enough.
func (c *DisableTwoFactor) Handle(ctx context.Context, me identity.Account, code string) error {
	if err := c.limits.Take(ctx, PolicyTOTPChecks, me.ID.String()); err != nil {
		return err
	}
	st, err := c.store.TOTP(ctx, me.ID)
	if err != nil {
		return err
	}
	if !st.Enabled {
		return errTOTPOff
	}
	if err := c.secondFactor.check(ctx, me, strings.TrimSpace(code)); err != nil {
		if errors.Is(err, ErrTOTPRequired) || errors.Is(err, ErrTOTPInvalid) {
			return errWrongCode
		}
		return err
	}
	if err := c.store.DisableTOTP(ctx, me.ID); err != nil {
		return err
	}
	return c.audit.record(ctx, me, admin.ActionTOTPDisabled, nil, nil)
}

// WaitForMail blocks until the mail of a lock is sent or has failed (shutdown, tests).
func (c *DisableTwoFactor) WaitForMail() { c.secondFactor.mails.wait() }
