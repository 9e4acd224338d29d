package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// twoFactorDesk is one admin's two-factor state as the store keeps it.
type twoFactorDesk struct {
	pending, secret []byte
	enabled         bool
	step            int64 // the last time step used
	recovery        map[string]bool
}

func (d *twoFactorDesk) TOTP(context.Context, uuid.UUID) (app.TOTPState, error) {
	left := 0
	for _, unspent := range d.recovery {
		if unspent {
			left++
		}
	}
	return app.TOTPState{Pending: d.pending, Secret: d.secret, Enabled: d.enabled, CodesLeft: left}, nil
}

func (d *twoFactorDesk) SetPendingTOTP(_ context.Context, _ uuid.UUID, sealed []byte) error {
	d.pending = sealed
	return nil
}

func (d *twoFactorDesk) EnableTOTP(_ context.Context, _ uuid.UUID, step int64, hashes [][]byte, _ time.Time) error {
	d.secret, d.pending, d.enabled, d.step, d.recovery = d.pending, nil, true, step, map[string]bool{}
	for _, h := range hashes {
		d.recovery[string(h)] = true
	}
	return nil
}

func (d *twoFactorDesk) DisableTOTP(context.Context, uuid.UUID) error {
	d.secret, d.enabled, d.recovery = nil, false, nil
	return nil
}

func (d *twoFactorDesk) UseTOTPStep(_ context.Context, _ uuid.UUID, step int64) (bool, error) {
	if step <= d.step {
		return false, nil
	}
	d.step = step
	return true, nil
}

func (d *twoFactorDesk) UseRecoveryCode(_ context.Context, _ uuid.UUID, hash []byte, _ time.Time) (bool, error) {
	if !d.recovery[string(hash)] {
		return false, nil
	}
	d.recovery[string(hash)] = false
	return true, nil
}

// phoneApp is the admin's authenticator app: the secret it is given, and the code it shows now
// (valid at time step now).
type phoneApp struct {
	code string
	now  int64
}

func (a *phoneApp) New(label string) ([]byte, app.TOTPSetup, error) {
	return []byte("sealed:" + label), app.TOTPSetup{Secret: "JBSWY3DPEHPK3PXP", URL: "otpauth://totp/" + label}, nil
}

func (a *phoneApp) Check(sealed []byte, code string, _ time.Time) (int64, bool, error) {
	return a.now, sealed != nil && code == a.code, nil
}

func TestAdminTwoFactorSetUp(t *testing.T) {
	ctx := context.Background()
	setup := func() (*app.BeginTwoFactor, *app.ConfirmTwoFactor, *twoFactorDesk, *auditLog) {
		desk, phone, audit := &twoFactorDesk{}, &phoneApp{code: "123456", now: 100}, &auditLog{}
		now := func() time.Time { return adminNow }
		return app.NewBeginTwoFactor(desk, phone), app.NewConfirmTwoFactor(desk, phone, audit, nil, now), desk, audit
	}

	t.Run("a secret drawn and confirmed with the app's code turns it on, with recovery codes shown once", func(t *testing.T) {
		begin, confirm, desk, audit := setup()
		s, err := begin.Handle(ctx, anAdmin)
		if err != nil || s.Secret == "" || string(desk.pending) != "sealed:"+anAdmin.Email || desk.enabled {
			t.Fatalf("%+v, %v; desk %+v", s, err, desk)
		}
		codes, err := confirm.Handle(ctx, anAdmin, " 123456 ")
		if err != nil || len(codes) != admin.RecoveryCodeCount {
			t.Fatalf("%v, %v", codes, err)
		}
		if !desk.enabled || desk.pending != nil || desk.step != 100 {
			t.Fatalf("desk %+v", desk)
		}
		for _, c := range codes {
			if !desk.recovery[string(admin.HashRecoveryCode(anAdmin.ID, c))] {
				t.Fatalf("recovery code %s not stored as its digest", c)
			}
			if desk.recovery[c] {
				t.Fatalf("recovery code %s stored in clear", c)
			}
		}
		if len(audit.entries) != 1 || audit.entries[0].Action != admin.ActionTOTPEnabled {
			t.Fatalf("audit %+v", audit.entries)
		}
	})

	t.Run("a wrong code is a form error on the code (not a 401), and it stays off", func(t *testing.T) {
		begin, confirm, desk, audit := setup()
		if _, err := begin.Handle(ctx, anAdmin); err != nil {
			t.Fatal(err)
		}
		_, err := confirm.Handle(ctx, anAdmin, "654321")
		if !fieldErr(err, "code") || errors.Is(err, errs.ErrUnauthenticated) {
			t.Fatalf("want a form error on code, got %v", err)
		}
		if desk.enabled || desk.pending == nil || len(audit.entries) != 0 {
			t.Fatalf("desk %+v, audit %+v", desk, audit.entries)
		}
	})

	t.Run("confirming with nothing drawn asks to start again", func(t *testing.T) {
		_, confirm, _, _ := setup()
		if _, err := confirm.Handle(ctx, anAdmin, "123456"); !errors.Is(err, app.ErrTOTPNotStarted) {
			t.Fatalf("want not started, got %v", err)
		}
	})

	t.Run("once on, neither a new secret nor a second confirmation is taken", func(t *testing.T) {
		begin, confirm, desk, _ := setup()
		desk.enabled, desk.secret = true, []byte("in use")
		if _, err := begin.Handle(ctx, anAdmin); !errors.Is(err, errs.ErrConflict) || desk.pending != nil {
			t.Fatalf("begin: %v, pending %q", err, desk.pending)
		}
		if _, err := confirm.Handle(ctx, anAdmin, "123456"); !errors.Is(err, errs.ErrConflict) {
			t.Fatalf("confirm: %v", err)
		}
	})
}

func TestAdminTwoFactorOff(t *testing.T) {
	ctx := context.Background()
	setup := func() (*app.DisableTwoFactor, *twoFactorDesk, *auditLog) {
		desk := &twoFactorDesk{enabled: true, secret: []byte("in use"), step: 99,
			recovery: map[string]bool{string(admin.HashRecoveryCode(anAdmin.ID, recoveryCode)): true}}
		audit, mail := &auditLog{}, &fakeAccountMailer{}
		off := app.NewDisableTwoFactor(desk, &phoneApp{code: "123456", now: 100}, acctLimiter(func() time.Time { return adminNow }),
			mail, audit, nil, func() time.Time { return adminNow })
		return off, desk, audit
	}

	t.Run("a current code turns it off, audited", func(t *testing.T) {
		off, desk, audit := setup()
		if err := off.Handle(ctx, anAdmin, " 123456 "); err != nil {
			t.Fatal(err)
		}
		if desk.enabled || len(audit.entries) != 1 || audit.entries[0].Action != admin.ActionTOTPDisabled {
			t.Fatalf("desk %+v, audit %+v", desk, audit.entries)
		}
	})

	t.Run("a recovery code turns it off too", func(t *testing.T) {
		off, desk, _ := setup()
		if err := off.Handle(ctx, anAdmin, recoveryCode); err != nil || desk.enabled {
			t.Fatalf("%v, enabled %v", err, desk.enabled)
		}
	})

	t.Run("no code, a wrong code or a replayed one are form errors on the code, and it stays on", func(t *testing.T) {
		off, desk, audit := setup()
		desk.step = 100 // the current code was used a moment ago
		for _, code := range []string{"", "654321", "123456"} {
			err := off.Handle(ctx, anAdmin, code)
			if !fieldErr(err, "code") || errors.Is(err, errs.ErrUnauthenticated) {
				t.Fatalf("code %q: want a form error on code, got %v", code, err)
			}
		}
		if !desk.enabled || len(audit.entries) != 0 {
			t.Fatalf("desk %+v, audit %+v", desk, audit.entries)
		}
	})

	t.Run("when it is off there is nothing to turn off", func(t *testing.T) {
		off, desk, _ := setup()
		desk.enabled = false
		if err := off.Handle(ctx, anAdmin, "123456"); !errors.Is(err, errs.ErrConflict) {
			t.Fatalf("want a conflict, got %v", err)
		}
	})

	t.Run("a stolen session cannot guess its way through: the tries are limited per admin", func(t *testing.T) {
		off, desk, _ := setup()
		var err error
		for range app.PolicyTOTPChecks.Limit + 1 {
			err = off.Handle(ctx, anAdmin, "000000")
		}
		var limited *errs.RateLimitedError
		if !errors.As(err, &limited) {
			t.Fatalf("after %d wrong codes: %v", app.PolicyTOTPChecks.Limit+1, err)
		}
		if err := off.Handle(ctx, anAdmin, "123456"); !errors.As(err, &limited) || !desk.enabled {
			t.Fatalf("the right code past the limit: %v, enabled %v", err, desk.enabled)
		}
	})
}
