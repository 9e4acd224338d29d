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
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// twoFactorLog is the admin store's two-factor side for one admin: whether it is on, the time
// steps already used (each once) and the recovery codes not spent; it writes the audit log too.
type twoFactorLog struct {
	*auditLog
	enabled  bool
	used     map[int64]bool
	recovery map[string]bool // hex of the hash → unspent
}

func (l *twoFactorLog) TOTP(context.Context, uuid.UUID) (app.TOTPState, error) {
	if !l.enabled {
		return app.TOTPState{}, nil
	}
	return app.TOTPState{Secret: []byte("sealed"), Enabled: true}, nil
}

func (l *twoFactorLog) UseTOTPStep(_ context.Context, _ uuid.UUID, step int64) (bool, error) {
	if l.used[step] {
		return false, nil
	}
	l.used[step] = true
	return true, nil
}

func (l *twoFactorLog) UseRecoveryCode(_ context.Context, _ uuid.UUID, hash []byte, _ time.Time) (bool, error) {
	if !l.recovery[string(hash)] {
		return false, nil
	}
	l.recovery[string(hash)] = false
	return true, nil
}

// authenticatorApp accepts one code, at one time step: the one the admin's app shows now.
type authenticatorApp struct{ current string }

func (a authenticatorApp) Check(_ []byte, code string, _ time.Time) (int64, bool, error) {
	return 42, code == a.current, nil
}

func (a authenticatorApp) New(string) ([]byte, app.TOTPSetup, error) { panic("not in these tests") }

const recoveryCode = "ABCDE-23456"

var (
	ops      = identity.Account{ID: uuid.New(), Email: "ops@reshimgathi.in", PasswordHash: "hash:" + goodPassword, Role: identity.RoleAdmin}
	aMember  = identity.Account{ID: uuid.New(), Email: "asha@example.in", PasswordHash: "hash:" + goodPassword, Role: identity.RoleMember}
	adminsIP = ipOwner
)

func newLoginRig(t *testing.T, twoFactor bool) (adminRig, *twoFactorLog) {
	t.Helper()
	tf := &twoFactorLog{auditLog: &auditLog{}, enabled: twoFactor, used: map[int64]bool{},
		recovery: map[string]bool{string(admin.HashRecoveryCode(ops.ID, recoveryCode)): true}}
	return newAdminRigWith(t, []identity.Account{ops, aMember}, tf, tf.auditLog, authenticatorApp{current: "123456"}), tf
}

func TestAdminLoginDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("an admin's right password signs in, and the sign-in is audited", func(t *testing.T) {
		r, _ := newLoginRig(t, false)
		res, err := r.a.Commands.Login.Handle(ctx, adminsIP, " OPS@reshimgathi.in ", goodPassword, "")
		if err != nil || res.Token == "" {
			t.Fatalf("%+v, %v", res, err)
		}
		if len(r.audit.entries) != 1 || r.audit.entries[0].Action != admin.ActionLogin || r.audit.entries[0].AdminID != ops.ID {
			t.Fatalf("audit %+v", r.audit.entries)
		}
	})

	for name, c := range map[string]struct{ email, password string }{
		"a member's right credentials": {aMember.Email, goodPassword},
		"a wrong password":             {ops.Email, goodPassword + "x"},
		"an unknown address":           {"nobody@reshimgathi.in", goodPassword},
	} {
		t.Run(name+" get the same refusal", func(t *testing.T) {
			r, _ := newLoginRig(t, false)
			if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, c.email, c.password, ""); !errors.Is(err, identity.ErrBadCredentials) {
				t.Fatalf("want bad credentials, got %v", err)
			}
			if len(r.audit.entries) != 0 {
				t.Fatalf("audited %v", r.audit.entries)
			}
		})
	}

	t.Run("an empty form is a form error", func(t *testing.T) {
		r, _ := newLoginRig(t, false)
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, "", "", ""); !fieldErr(err, "email") || !fieldErr(err, "password") {
			t.Fatalf("want errors on email and password, got %v", err)
		}
	})

	t.Run("with two-factor on, the password alone asks for the code", func(t *testing.T) {
		r, _ := newLoginRig(t, true)
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, ""); !errors.Is(err, app.ErrTOTPRequired) {
			t.Fatalf("want totp required, got %v", err)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, "654321"); !errors.Is(err, app.ErrTOTPInvalid) {
			t.Fatalf("a wrong code: %v", err)
		}
		if len(r.audit.entries) != 0 {
			t.Fatalf("audited %v", r.audit.entries)
		}
	})

	t.Run("a code signs in once: the same time step replayed is refused", func(t *testing.T) {
		r, _ := newLoginRig(t, true)
		if res, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, " 123456 "); err != nil || res.Token == "" {
			t.Fatalf("%+v, %v", res, err)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, "123456"); !errors.Is(err, app.ErrTOTPInvalid) {
			t.Fatalf("replayed: %v", err)
		}
	})

	t.Run("a recovery code signs in once", func(t *testing.T) {
		r, _ := newLoginRig(t, true)
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, "abcde 23456"); err != nil {
			t.Fatalf("the recovery code, typed loosely: %v", err)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, recoveryCode); !errors.Is(err, app.ErrTOTPInvalid) {
			t.Fatalf("spent twice: %v", err)
		}
	})

	t.Run("codes guessed from many addresses lock codes for that admin, once recorded; a recovery code still opens", func(t *testing.T) {
		r, _ := newLoginRig(t, true)
		var err error
		for i := 0; i <= app.PolicyTOTPCodes.Limit; i++ {
			ip := ipOther
			if i%2 == 0 {
				ip = ipThird
			}
			_, err = r.a.Commands.Login.Handle(ctx, ip, ops.Email, goodPassword, "000000")
		}
		var limited *errs.RateLimitedError
		if !errors.As(err, &limited) {
			t.Fatalf("after %d wrong codes: %v", app.PolicyTOTPCodes.Limit+1, err)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, "123456"); !errors.As(err, &limited) {
			t.Fatalf("the right code while locked: %v", err)
		}
		locks := 0
		for _, e := range r.audit.entries {
			if e.Action == admin.ActionTOTPLocked {
				locks++
			}
		}
		if locks != 1 {
			t.Fatalf("the lock recorded %d times: %+v", locks, r.audit.entries)
		}
		r.a.WaitForMail()
		if m := r.accounts.mail.sent; len(m) != 1 || m[0].kind != "totp-locked" || m[0].to != ops.Email {
			t.Fatalf("mails %+v", m)
		}
		if _, err := r.a.Commands.Login.Handle(ctx, adminsIP, ops.Email, goodPassword, recoveryCode); err != nil {
			t.Fatalf("a recovery code while codes are locked: %v", err)
		}
	})
}
