package app

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// Setting up two-factor sign-in: the status (admin_two_factor_status.go), a secret drawn
// (admin_two_factor_begin.go), the secret confirmed with a code (here). Turning it off is
// admin_two_factor_off.go.

var (
	// Set-up steps out of order: enabling twice, confirming with nothing pending.
	errTOTPOn         = errs.New(errs.ErrConflict, "totp_enabled", "Two-factor sign-in is already on.")
	errTOTPOff        = errs.New(errs.ErrConflict, "totp_not_enabled", "Two-factor sign-in is not on.")
	ErrTOTPNotStarted = errs.New(errs.ErrConflict, "totp_not_started", "Start the set-up again: no code is waiting to be confirmed.")
	// errWrongCode is a wrong code from a signed-in admin (set-up, turning off): a form error,
	// not a 401, which would end the admin's session in the SPA.
	errWrongCode = &errs.ValidationError{Message: "Please fix the errors in the form.",
		Fields: []errs.FieldError{{Field: "code", Message: "The code is not correct. Please try again."}}}
)

// ConfirmTwoFactor turns two-factor sign-in on with a code from the app.
type ConfirmTwoFactor struct {
	store TwoFactorStore
	totp  TOTPAuthenticator
	audit auditor
	now   func() time.Time
}

func NewConfirmTwoFactor(store TwoFactorStore, totp TOTPAuthenticator, audit AuditWriter, log *slog.Logger,
	now func() time.Time) *ConfirmTwoFactor {
	return mustHave(&ConfirmTwoFactor{store: store, totp: totp, audit: newAuditor(audit, log, now), now: clockOr(now)})
}

// Handle answers the recovery codes: shown this once, stored only as digests.
func (c *ConfirmTwoFactor) Handle(ctx context.Context, me identity.Account, code string) ([]string, error) {
	st, err := c.store.TOTP(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	switch {
	case st.Enabled:
		return nil, errTOTPOn
	case st.Pending == nil:
		return nil, ErrTOTPNotStarted
	}
	step, ok, err := c.totp.Check(st.Pending, strings.TrimSpace(code), c.now())
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errWrongCode
	}
	codes := admin.NewRecoveryCodes()
	hashes := make([][]byte, len(codes))
	for i, c := range codes {
		hashes[i] = admin.HashRecoveryCode(me.ID, c)
	}
	if err := c.store.EnableTOTP(ctx, me.ID, step, hashes, c.now()); err != nil {
		return nil, err
	}
	return codes, c.audit.record(ctx, me, admin.ActionTOTPEnabled, nil, nil)
}
