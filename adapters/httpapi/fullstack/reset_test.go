package httpapi_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func (e *env) forgot(t *testing.T, email string) *apiclient.ForgotPasswordResponse {
	t.Helper()
	r, err := e.client.ForgotPasswordWithResponse(context.Background(), apiclient.ForgotPasswordRequest{Email: email})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (e *env) verify(t *testing.T, email, otp string) int {
	t.Helper()
	r, err := e.client.VerifyOtpWithResponse(context.Background(), apiclient.VerifyOtpRequest{Email: email, Otp: otp})
	if err != nil {
		t.Fatal(err)
	}
	return r.StatusCode()
}

func (e *env) reset(t *testing.T, email, otp, password string) int {
	t.Helper()
	r, err := e.client.ResetPasswordWithResponse(context.Background(), apiclient.ResetPasswordRequest{
		Email: email, Otp: otp, Password: password, Cpassword: password})
	if err != nil {
		t.Fatal(err)
	}
	return r.StatusCode()
}

func wrongCode(otp string) string {
	if otp == "000000" {
		return "111111"
	}
	return "000000"
}

func TestPasswordReset(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, oldToken := e.member(t)
	email := doc["email"].(string)

	t.Run("forgot-200-same-answer-known-or-unknown", func(t *testing.T) {
		known, unknown := e.forgot(t, email), e.forgot(t, "nobody-here@example.in")
		if known.StatusCode() != 200 || unknown.StatusCode() != 200 || known.JSON200.Message != unknown.JSON200.Message {
			t.Fatalf("%d %s / %d %s", known.StatusCode(), known.Body, unknown.StatusCode(), unknown.Body)
		}
	})
	otp := e.lastOTP(t)
	t.Run("verify-410-wrong-code", func(t *testing.T) {
		if c := e.verify(t, email, wrongCode(otp)); c != 410 {
			t.Fatalf("%d", c)
		}
	})
	t.Run("verify-200-right-code", func(t *testing.T) {
		if c := e.verify(t, email, otp); c != 200 {
			t.Fatalf("%d", c)
		}
	})
	t.Run("reset-400-passwords-differ", func(t *testing.T) {
		r, _ := e.client.ResetPasswordWithResponse(ctx, apiclient.ResetPasswordRequest{Email: email, Otp: otp,
			Password: "saffron-river-2026", Cpassword: "saffron-river-2027"})
		if r.StatusCode() != 400 || r.ApplicationproblemJSON400.Message != "Passwords do not match." {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("reset-twice-at-once-one-success", func(t *testing.T) {
		var wg sync.WaitGroup
		results := make(chan int, 2)
		for _, pw := range []string{"saffron-river-2026", "jasmine-hills-2026"} {
			wg.Add(1)
			go func(pw string) {
				defer wg.Done()
				results <- e.reset(t, email, otp, pw)
			}(pw)
		}
		wg.Wait()
		close(results)
		ok, gone := 0, 0
		for c := range results {
			switch c {
			case 200:
				ok++
			case 410:
				gone++
			}
		}
		if ok != 1 || gone != 1 {
			t.Fatalf("ok=%d gone=%d", ok, gone)
		}
	})
	t.Run("reset-410-code-reused", func(t *testing.T) {
		if c := e.reset(t, email, otp, "another-long-pass-9"); c != 410 {
			t.Fatalf("%d", c)
		}
	})
	t.Run("reset-revokes-old-tokens-and-mails-notice", func(t *testing.T) {
		if r, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(oldToken)); r.StatusCode() != 401 {
			t.Fatalf("old token after reset: %d", r.StatusCode())
		}
		e.accounts.WaitForMail()
		if !outboxContains(t, e.outbox, "password was changed") && !outboxContains(t, e.outbox, "Password changed") {
			t.Fatal("no password-changed notice")
		}
	})
}

func TestResetCodeLimits(t *testing.T) {
	e := newEnv(t)
	doc, _ := e.member(t)
	email := doc["email"].(string)

	t.Run("verify-410-after-five-wrong-tries", func(t *testing.T) {
		e.forgot(t, email)
		otp := e.lastOTP(t)
		for i := 0; i < 5; i++ {
			if c := e.verify(t, email, wrongCode(otp)); c != 410 {
				t.Fatalf("try %d: %d", i+1, c)
			}
		}
		if c := e.verify(t, email, otp); c != 410 {
			t.Fatalf("6th attempt with the right code: %d", c)
		}
	})
	t.Run("verify-410-expired", func(t *testing.T) {
		e.forgot(t, email)
		otp := e.lastOTP(t)
		if _, err := e.pool.Exec(context.Background(),
			"UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE consumed_at IS NULL"); err != nil {
			t.Fatal(err)
		}
		if c := e.verify(t, email, otp); c != 410 {
			t.Fatalf("%d", c)
		}
	})
	t.Run("new-code-cancels-old", func(t *testing.T) {
		e.forgot(t, email)
		first := e.lastOTP(t)
		e.forgot(t, email)
		second := e.lastOTP(t)
		if first != second {
			if c := e.verify(t, email, first); c != 410 {
				t.Fatalf("old code still live: %d", c)
			}
		}
		var live int
		_ = e.pool.QueryRow(context.Background(), "SELECT count(*) FROM password_resets WHERE consumed_at IS NULL").Scan(&live)
		if live != 1 {
			t.Fatalf("%d live codes", live)
		}
	})
	t.Run("hourly-cap-silent", func(t *testing.T) {
		var before int
		_ = e.pool.QueryRow(context.Background(), "SELECT count(*) FROM password_resets").Scan(&before)
		for i := 0; i < 8; i++ {
			if r := e.forgot(t, email); r.StatusCode() != 200 {
				t.Fatalf("%d", r.StatusCode())
			}
		}
		var after int
		_ = e.pool.QueryRow(context.Background(), "SELECT count(*) FROM password_resets WHERE created_at > now() - interval '1 hour'").Scan(&after)
		if after != 5 {
			t.Fatalf("%d codes issued in an hour (was %d)", after, before)
		}
	})
	t.Run("codes-stored-hashed", func(t *testing.T) {
		otp := e.lastOTP(t)
		var n int
		_ = e.pool.QueryRow(context.Background(), "SELECT count(*) FROM password_resets WHERE position($1::bytea in code_hash) > 0", []byte(otp)).Scan(&n)
		if n != 0 || strings.TrimSpace(otp) == "" {
			t.Fatal("code stored in clear")
		}
	})
}
