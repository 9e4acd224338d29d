package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

var (
	// ErrTOTPRequired asks for the second step: the password was right and two-factor is on.
	ErrTOTPRequired = errs.New(errs.ErrUnauthenticated, "totp_required", "Enter the 6-digit code from your authenticator app.")
	ErrTOTPInvalid  = errs.New(errs.ErrUnauthenticated, "totp_invalid", "The code is not correct. Please try again.")
)

// secondFactor checks an admin's second factor, for signing in (AdminLogin) and for turning
// two-factor off (DisableTwoFactor): the authenticator's code (each time step once) or an unused
// recovery code.
//
// A six-digit code is one in a million: guessed from many addresses at once, the per-address
// limits would not stop it. So the codes tried at one admin's sign-in are counted per account,
// from every address together (PolicyTOTPCodes). Past the limit, sign-in with codes locks for
// that admin (PolicyTOTPLocked): the audit log records it, the log raises an alert and the admin
// is mailed, once per lock. Recovery codes, too long to guess, still open the lock's door; the
// admin's password is evidently known, and the mail says to change it (docs/security.md 11).
type secondFactor struct {
	store  TwoFactorStore
	totp   TOTPAuthenticator
	limits *RateLimiter
	audit  auditor
	mail   TwoFactorMailer
	mails  *mailQueue
	log    *slog.Logger
	now    func() time.Time
}

func newSecondFactor(store TwoFactorStore, totp TOTPAuthenticator, limits *RateLimiter, audit AuditWriter,
	mail TwoFactorMailer, log *slog.Logger, now func() time.Time) secondFactor {
	return secondFactor{store: store, totp: totp, limits: limits, audit: newAuditor(audit, log, now), mail: mail,
		mails: newMailQueue(log), log: logOr(log), now: clockOr(now)}
}

// check checks the code when two-factor sign-in is on (nothing to check when it is off).
func (f secondFactor) check(ctx context.Context, acct identity.Account, code string) error {
	id := acct.ID
	st, err := f.store.TOTP(ctx, id)
	if err != nil || !st.Enabled {
		return err
	}
	if code == "" {
		return ErrTOTPRequired
	}
	if admin.LooksLikeRecoveryCode(code) {
		used, err := f.store.UseRecoveryCode(ctx, id, admin.HashRecoveryCode(id, code), f.now())
		if err != nil {
			return err
		}
		if !used {
			f.log.Warn("admin login failed", slog.String("account", id.String()), slog.String("reason", "wrong recovery code"))
			return ErrTOTPInvalid
		}
		f.log.Warn("recovery code used", slog.String("account", id.String()))
		return nil
	}
	if err := f.admitCode(ctx, acct); err != nil {
		return err
	}
	step, ok, err := f.totp.Check(st.Secret, code, f.now())
	if err != nil {
		return err
	}
	if ok {
		if ok, err = f.store.UseTOTPStep(ctx, id, step); err != nil {
			return err
		}
	}
	if !ok {
		f.log.Warn("admin login failed", slog.String("account", id.String()), slog.String("reason", "wrong or replayed code"))
		return ErrTOTPInvalid
	}
	f.codeAccepted(ctx, acct)
	return nil
}

// admitCode counts one six-digit code tried for the admin and refuses it while codes are locked.
func (f secondFactor) admitCode(ctx context.Context, acct identity.Account) error {
	key := acct.ID.String()
	locked, retry, err := f.limits.Marked(ctx, PolicyTOTPLocked, key)
	if err != nil {
		return err
	}
	if locked {
		return &errs.RateLimitedError{RetryAfter: retry, Message: PolicyTOTPLocked.Message}
	}
	over, _, err := f.limits.Count(ctx, PolicyTOTPCodes, key)
	if err != nil || !over {
		return err
	}
	began, err := f.limits.Mark(ctx, PolicyTOTPLocked, key)
	if err != nil {
		return err
	}
	if began {
		if err := f.locked(ctx, acct); err != nil {
			// Unrecorded, the lock is lifted so the next wrong code locks (and records) again.
			_ = f.limits.Forget(ctx, PolicyTOTPLocked, key)
			return err
		}
	}
	return &errs.RateLimitedError{RetryAfter: PolicyTOTPLocked.Window, Message: PolicyTOTPLocked.Message}
}

// codeAccepted starts the admin's count again: the codes counted were the admin's own.
func (f secondFactor) codeAccepted(ctx context.Context, acct identity.Account) {
	if err := f.limits.Forget(ctx, PolicyTOTPCodes, acct.ID.String()); err != nil {
		f.log.Warn("throttle not cleared", slog.String("policy", PolicyTOTPCodes.Name), slog.String("error", err.Error()))
	}
}

// locked records the lock in the audit log, raises the alert and mails the admin.
func (f secondFactor) locked(ctx context.Context, acct identity.Account) error {
	if err := f.audit.record(ctx, acct, admin.ActionTOTPLocked, nil, nil); err != nil {
		return err
	}
	f.log.Error("alert: admin two-factor codes guessed, sign-in with codes locked",
		slog.String("account", acct.ID.String()), slog.Int("codes", f.limits.limitOf(PolicyTOTPCodes)),
		slog.Duration("for", PolicyTOTPLocked.Window))
	minutes := int(PolicyTOTPLocked.Window.Minutes())
	f.mails.send(func(ctx context.Context) error {
		// Admins have no profile, so no language of their own: English, as their other mail.
		return f.mail.TwoFactorLocked(ctx, acct.Email, "en", f.limits.limitOf(PolicyTOTPCodes), minutes)
	})
	return nil
}
