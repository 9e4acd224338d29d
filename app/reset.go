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

// ForgotPassword e-mails a reset code to a known address. It answers before looking the address
// up: known and unknown addresses (and accounts over their hourly cap) cost the caller exactly the
// same work, one rate-limit count, so neither the reply nor its timing says which exist. The
// lookup, the code and the mail happen after the answer, and follow the same path for an unknown
// address too (sendResetCode), so the work running beside the next requests does not tell either
// (docs/security.md 4 and 25).
func (a *Accounts) ForgotPassword(ctx context.Context, ip netip.Addr, email string) error {
	if err := a.Limits.Take(ctx, PolicyResets, ClientKey(ip)); err != nil {
		return err
	}
	email = contactinfo.NormalizeEmail(email)
	a.mails.send(func(ctx context.Context) error { return a.sendResetCode(ctx, email) })
	return nil
}

// sendResetCode issues and mails a code when the address is an account's. An unknown address
// takes the same steps for a stand-in account with a fresh id — the lookup, a code drawn and
// hashed, the store's reset (which finds no such account and issues nothing), the profile lookup —
// and stops only where the mail would go out.
func (a *Accounts) sendResetCode(ctx context.Context, email string) error {
	acct, err := a.Store.AccountByEmail(ctx, email)
	known := err == nil
	if !known && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	if !known {
		acct = identity.Account{ID: uuid.New(), Email: email}
	}
	now := a.Now()
	code, reset, err := identity.NewReset(acct.ID, now)
	if err != nil {
		return err
	}
	issued, err := a.Store.StartReset(ctx, reset, now.Add(-time.Hour), identity.OTPHourlyCap)
	if !known && errors.Is(err, errs.ErrNotFound) {
		err = nil // the stand-in has no account row, as expected
	}
	if err != nil {
		return err
	}
	p, perr := a.Profiles.ProfileByAccount(ctx, acct.ID)
	switch {
	case !known:
		a.Log.Info("reset requested", slog.String("outcome", "unknown address"))
		return nil
	case !issued:
		a.Log.Warn("reset requested", slog.String("account", acct.ID.String()), slog.String("outcome", "hourly cap reached"))
		return nil
	}
	a.Log.Info("reset requested", slog.String("account", acct.ID.String()), slog.String("outcome", "code sent"))
	if perr != nil { // an admin account has no profile: mail it in English with no name
		return a.Mail.ResetCode(ctx, acct.Email, "en", "", code)
	}
	return a.Mail.ResetCode(ctx, acct.Email, p.Language, p.FullName, code)
}

// VerifyResetCode checks a code; five wrong tries kill it. A right code also unlocks the account
// for this client (lockout.go): it proves the mailbox, which strangers do not have.
func (a *Accounts) VerifyResetCode(ctx context.Context, ip netip.Addr, email, code string) error {
	if err := a.Limits.Take(ctx, PolicyResets, ClientKey(ip)); err != nil {
		return err
	}
	email = contactinfo.NormalizeEmail(email)
	acct, err := a.Store.AccountByEmail(ctx, email)
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
	a.passwords().unlock(ctx, email, ip)
	return nil
}

// ResetPassword sets a new password with a verified code, signs the member out everywhere and
// tells them by e-mail.
func (a *Accounts) ResetPassword(ctx context.Context, ip netip.Addr, email, code, password, confirm string) error {
	if password == "" || confirm == "" {
		return &errs.ValidationError{Message: "Please fill in all password fields."}
	}
	if password != confirm {
		return identity.ErrPasswordsDiffer
	}
	if err := a.Limits.Take(ctx, PolicyResets, ClientKey(ip)); err != nil {
		return err
	}
	email = contactinfo.NormalizeEmail(email)
	acct, err := a.Store.AccountByEmail(ctx, email)
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
	a.passwords().unlock(ctx, email, ip)
	a.Log.Info("password reset", slog.String("account", acct.ID.String()))
	lang := "en"
	if perr == nil {
		lang = p.Language
	}
	a.mails.send(func(ctx context.Context) error {
		return a.Mail.PasswordChanged(ctx, acct.Email, lang, p.FullName)
	})
	return nil
}
