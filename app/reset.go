package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// ResetRequested is the one answer to a reset request, whether or not the address is known.
const ResetRequested = "If an account exists for this e-mail, a password reset code has been sent. It is valid for 10 minutes."

// ForgotPassword e-mails a reset code to a known address. Unknown addresses, and accounts over
// their hourly cap, get the same answer and no mail, so the reply reveals nothing.
func (a *Accounts) ForgotPassword(ctx context.Context, ip netip.Addr, email string) error {
	a.init()
	if err := a.throttle(a.ResetsPerIP, "reset-ip:"+ip.String()); err != nil {
		return err
	}
	acct, err := a.Store.AccountByEmail(ctx, contactinfo.NormalizeEmail(email))
	if errors.Is(err, errs.ErrNotFound) {
		a.Log.Info("reset requested", slog.String("outcome", "unknown address"))
		return nil
	}
	if err != nil {
		return err
	}
	now := a.Now()
	code, reset, err := identity.NewReset(acct.ID, now)
	if err != nil {
		return err
	}
	issued, err := a.Store.StartReset(ctx, reset, now.Add(-time.Hour), identity.OTPHourlyCap)
	if err != nil {
		return err
	}
	if !issued {
		a.Log.Warn("reset requested", slog.String("account", acct.ID.String()), slog.String("outcome", "hourly cap reached"))
		return nil
	}
	a.Log.Info("reset requested", slog.String("account", acct.ID.String()), slog.String("outcome", "code sent"))
	p, perr := a.Profiles.ProfileByAccount(ctx, acct.ID)
	a.mailLater(func(ctx context.Context) error {
		if perr != nil { // an admin account has no profile: mail it in English with no name
			return a.Mail.ResetCode(ctx, acct.Email, "en", "", code)
		}
		return a.Mail.ResetCode(ctx, acct.Email, p.Language, p.FullName, code)
	})
	return nil
}

// VerifyResetCode checks a code; five wrong tries kill it.
func (a *Accounts) VerifyResetCode(ctx context.Context, ip netip.Addr, email, code string) error {
	a.init()
	if err := a.throttle(a.ResetsPerIP, "reset-ip:"+ip.String()); err != nil {
		return err
	}
	acct, err := a.Store.AccountByEmail(ctx, contactinfo.NormalizeEmail(email))
	if errors.Is(err, errs.ErrNotFound) {
		return identity.ErrCodeInvalid
	}
	if err != nil {
		return err
	}
	matched, live, err := a.Store.VerifyReset(ctx, acct.ID, identity.HashOTP(acct.ID, code), a.Now())
	if err != nil {
		return err
	}
	if !live || !matched {
		a.Log.Warn("reset code rejected", slog.String("account", acct.ID.String()), slog.Bool("live", live))
		return identity.ErrCodeInvalid
	}
	return nil
}

// ResetPassword sets a new password with a verified code, signs the member out everywhere and
// tells them by e-mail.
func (a *Accounts) ResetPassword(ctx context.Context, ip netip.Addr, email, code, password, confirm string) error {
	a.init()
	if password == "" || confirm == "" {
		return &errs.ValidationError{Message: "Please fill in all password fields."}
	}
	if password != confirm {
		return identity.ErrPasswordsDiffer
	}
	if err := a.throttle(a.ResetsPerIP, "reset-ip:"+ip.String()); err != nil {
		return err
	}
	acct, err := a.Store.AccountByEmail(ctx, contactinfo.NormalizeEmail(email))
	if errors.Is(err, errs.ErrNotFound) {
		return identity.ErrCodeInvalid
	}
	if err != nil {
		return err
	}
	p, perr := a.Profiles.ProfileByAccount(ctx, acct.ID)
	if err := identity.CheckPassword(password, p.FullName, acct.Email); err != nil {
		return &errs.ValidationError{Message: err.Error(), Fields: []errs.FieldError{{Field: "password", Message: err.Error()}}}
	}
	hash, err := a.Hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	if err := a.Store.CompleteReset(ctx, acct.ID, identity.HashOTP(acct.ID, code), hash, a.Now()); err != nil {
		return err
	}
	a.Log.Info("password reset", slog.String("account", acct.ID.String()))
	lang := "en"
	if perr == nil {
		lang = p.Language
	}
	a.mailLater(func(ctx context.Context) error {
		return a.Mail.PasswordChanged(ctx, acct.Email, lang, p.FullName)
	})
	return nil
}
