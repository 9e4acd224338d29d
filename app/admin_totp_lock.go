package app

import (
	"context"
	"log/slog"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// A six-digit code is one in a million: guessed from many addresses at once, the per-address
// limits would not stop it. So the codes tried at one admin's sign-in are counted per account,
// from every address together (PolicyTOTPCodes). Past the limit, sign-in with codes locks for
// that admin (PolicyTOTPLocked): the audit log records it, the log raises an alert and the admin
// is mailed, once per lock. Recovery codes, too long to guess, still open the lock's door; the
// admin's password is evidently known, and the mail says to change it (docs/security.md 11).

// admitTOTPCode counts one six-digit code tried for the admin and refuses it while codes are locked.
func (a *Admin) admitTOTPCode(ctx context.Context, acct identity.Account) error {
	key := acct.ID.String()
	locked, retry, err := a.Accounts.Limits.Marked(ctx, PolicyTOTPLocked, key)
	if err != nil {
		return err
	}
	if locked {
		return &errs.RateLimitedError{RetryAfter: retry, Message: PolicyTOTPLocked.Message}
	}
	over, _, err := a.Accounts.Limits.Count(ctx, PolicyTOTPCodes, key)
	if err != nil || !over {
		return err
	}
	began, err := a.Accounts.Limits.Mark(ctx, PolicyTOTPLocked, key)
	if err != nil {
		return err
	}
	if began {
		if err := a.totpLocked(ctx, acct); err != nil {
			// Unrecorded, the lock is lifted so the next wrong code locks (and records) again.
			_ = a.Accounts.Limits.Forget(ctx, PolicyTOTPLocked, key)
			return err
		}
	}
	return &errs.RateLimitedError{RetryAfter: PolicyTOTPLocked.Window, Message: PolicyTOTPLocked.Message}
}

// totpCodeAccepted starts the admin's count again: the codes counted were the admin's own.
func (a *Admin) totpCodeAccepted(ctx context.Context, acct identity.Account) {
	if err := a.Accounts.Limits.Forget(ctx, PolicyTOTPCodes, acct.ID.String()); err != nil {
		a.Log.Warn("throttle not cleared", slog.String("policy", PolicyTOTPCodes.Name), slog.String("error", err.Error()))
	}
}

// totpLocked records the lock in the audit log, raises the alert and mails the admin.
func (a *Admin) totpLocked(ctx context.Context, acct identity.Account) error {
	if err := a.audit(ctx, acct, admin.ActionTOTPLocked, nil, nil); err != nil {
		return err
	}
	a.Log.Error("alert: admin two-factor codes guessed, sign-in with codes locked",
		slog.String("account", acct.ID.String()), slog.Int("codes", a.Accounts.Limits.limitOf(PolicyTOTPCodes)),
		slog.Duration("for", PolicyTOTPLocked.Window))
	minutes := int(PolicyTOTPLocked.Window.Minutes())
	a.Accounts.mailLater(func(ctx context.Context) error {
		// Admins have no profile, so no language of their own: English, as their other mail.
		return a.Accounts.Mail.TwoFactorLocked(ctx, acct.Email, "en", a.Accounts.Limits.limitOf(PolicyTOTPCodes), minutes)
	})
	return nil
}
