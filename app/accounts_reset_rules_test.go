package app_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// ---- password reset ----

func TestForgotPasswordDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("a known address gets a code whose hash is what the store keeps", func(t *testing.T) {
		r := newAcctRig(t, alice)
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, " Alice@Example.in "); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.store.resets) != 1 || len(r.mail.sent) != 1 {
			t.Fatalf("resets %d mails %+v", len(r.store.resets), r.mail.sent)
		}
		m, reset := r.mail.sent[0], r.store.resets[0]
		if m.kind != "reset" || m.to != alice.Email || m.lang != "mr" || m.name != aliceProf.FullName {
			t.Fatalf("mail %+v", m)
		}
		if reset.AccountID != aliceID || !identity.OTPMatches(aliceID, m.extra, reset.CodeHash) ||
			!reset.ExpiresAt.Equal(acctNow.Add(identity.OTPLifetime)) {
			t.Fatalf("reset %+v for code %q", reset, m.extra)
		}
		if r.store.resetCap != identity.OTPHourlyCap || !r.store.resetFrom.Equal(acctNow.Add(-time.Hour)) {
			t.Fatalf("cap %d since %v", r.store.resetCap, r.store.resetFrom)
		}
	})

	t.Run("an unknown address answers the same and mails nothing", func(t *testing.T) {
		r := newAcctRig(t, alice)
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, "nobody@example.in"); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.mail.sent) != 0 || len(r.store.resets) != 0 {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})

	t.Run("a known and an unknown address take the same path up to the mail", func(t *testing.T) {
		var paths [2][]string
		for i, email := range []string{alice.Email, "nobody@example.in"} {
			r := newAcctRig(t, alice)
			if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, email); err != nil {
				t.Fatal(err)
			}
			r.a.WaitForMail()
			paths[i] = r.store.calls
		}
		if want := []string{"AccountByEmail", "StartReset"}; !slices.Equal(paths[0], want) || !slices.Equal(paths[1], want) {
			t.Fatalf("store calls: known %v, unknown %v, want %v for both", paths[0], paths[1], want)
		}
	})

	t.Run("past the hourly cap no code is mailed", func(t *testing.T) {
		r := newAcctRig(t, alice)
		r.store.issue = false
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, alice.Email); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.mail.sent) != 0 {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})

	t.Run("requests per client are rate limited", func(t *testing.T) {
		r := newAcctRig(t, alice)
		r.limits.SetLimit(app.PolicyResets, 1)
		_ = r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, alice.Email)
		var rl *errs.RateLimitedError
		if err := r.a.Commands.ForgotPassword.Handle(ctx, ipOwner, alice.Email); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		r.a.WaitForMail()
		if len(r.mail.sent) != 1 {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})
}

func TestVerifyResetCodeDecisions(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name           string
		email          string
		matched, live  bool
		want           error
		wantVerifyCall bool
	}{
		{"the right live code", alice.Email, true, true, nil, true},
		{"a wrong code", alice.Email, false, true, identity.ErrCodeInvalid, true},
		{"no live code", alice.Email, true, false, identity.ErrCodeInvalid, true},
		{"an unknown address", "nobody@example.in", true, true, identity.ErrCodeInvalid, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newAcctRig(t, alice)
			r.store.matched, r.store.live = c.matched, c.live
			err := r.a.Commands.VerifyResetCode.Handle(ctx, ipOwner, c.email, "482913")
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if c.wantVerifyCall != (len(r.store.verified) == 1) {
				t.Fatalf("store verified %d codes", len(r.store.verified))
			}
			if c.wantVerifyCall && !identity.EqualOTPHash(r.store.verified[0], identity.HashOTP(aliceID, "482913")) {
				t.Fatal("the store was not given the code's hash")
			}
		})
	}
}

func TestResetPasswordDecisions(t *testing.T) {
	ctx := context.Background()
	const newPassword = "Brand#New7Pass"

	for _, c := range []struct {
		name, email, password, confirm string
		want                           error
	}{
		{"empty fields", alice.Email, "", "", errs.ErrInvalid},
		{"passwords that differ", alice.Email, newPassword, newPassword + "x", identity.ErrPasswordsDiffer},
		{"an unknown address", "nobody@example.in", newPassword, newPassword, identity.ErrCodeInvalid},
		{"a weak password", alice.Email, "password", "password", errs.ErrInvalid},
		{"a password holding the e-mail", alice.Email, "alice@example.in1", "alice@example.in1", errs.ErrInvalid},
	} {
		t.Run("refused: "+c.name, func(t *testing.T) {
			r := newAcctRig(t, alice)
			if err := r.a.Commands.ResetPassword.Handle(ctx, ipOwner, c.email, "482913", c.password, c.confirm); !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			r.a.WaitForMail()
			if len(r.store.completed) != 0 || len(r.mail.sent) != 0 {
				t.Fatal("the reset went through")
			}
		})
	}

	t.Run("a good reset stores the new hash with the code's hash and mails the member", func(t *testing.T) {
		r := newAcctRig(t, alice)
		if err := r.a.Commands.ResetPassword.Handle(ctx, ipOwner, "ALICE@example.in", "482913", newPassword, newPassword); err != nil {
			t.Fatal(err)
		}
		r.a.WaitForMail()
		if len(r.store.completed) != 1 {
			t.Fatalf("completed %+v", r.store.completed)
		}
		done := r.store.completed[0]
		if done.id != aliceID || done.newHash != "hash:"+newPassword || !identity.EqualOTPHash(done.codeHash, identity.HashOTP(aliceID, "482913")) {
			t.Fatalf("completed %+v", done)
		}
		if len(r.mail.sent) != 1 || r.mail.sent[0] != (mailed{"changed", alice.Email, "mr", aliceProf.FullName, ""}) {
			t.Fatalf("mails %+v", r.mail.sent)
		}
	})
}
