package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

func totpCode(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Two-factor sign-in: set up with a code, then every login needs one; a code works once, and
// each recovery code works once.
func TestAdminTwoFactor(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	email, token := e.newAdmin(t)

	setup, err := e.client.BeginAdminTotpWithResponse(ctx, bearer(token))
	if err != nil || setup.JSON200 == nil {
		t.Fatalf("%v %d %s", err, setup.StatusCode(), setup.Body)
	}
	secret := setup.JSON200.Secret
	if !strings.HasPrefix(setup.JSON200.QrCode, "data:image/png;base64,") || !strings.Contains(setup.JSON200.OtpauthUrl, "secret="+secret) {
		t.Errorf("setup %+v", setup.JSON200)
	}
	confirm := func(code string) *apiclient.ConfirmAdminTotpResponse {
		t.Helper()
		r, err := e.client.ConfirmAdminTotpWithResponse(ctx, apiclient.TotpCodeRequest{Code: code}, bearer(token))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	now := time.Now()
	if r := confirm("000000"); r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["code"] == "" {
		t.Fatalf("a wrong code: %d %s", r.StatusCode(), r.Body)
	}
	enabled := confirm(totpCode(t, secret, now))
	if enabled.StatusCode() != 200 || len(enabled.JSON200.RecoveryCodes) != 10 {
		t.Fatalf("%d %s", enabled.StatusCode(), enabled.Body)
	}
	recovery := enabled.JSON200.RecoveryCodes
	if again, _ := e.client.BeginAdminTotpWithResponse(ctx, bearer(token)); again.StatusCode() != 409 {
		t.Errorf("set-up while on: %d", again.StatusCode())
	}

	login := func(code string) *apiclient.AdminLoginResponse {
		t.Helper()
		body := apiclient.AdminLoginRequest{Email: email, Password: adminPassword}
		if code != "" {
			body.Code = &code
		}
		r, err := e.client.AdminLoginWithResponse(ctx, body)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	problem := func(r *apiclient.AdminLoginResponse) string {
		if r.ApplicationproblemJSON401 == nil {
			return r.Status()
		}
		return r.ApplicationproblemJSON401.Code
	}
	t.Run("password-alone-asks-for-the-code", func(t *testing.T) {
		if r := login(""); r.StatusCode() != 401 || problem(r) != "totp_required" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if r := login("123456"); problem(r) != "totp_invalid" {
			t.Fatalf("a wrong code: %d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("a-code-works-once", func(t *testing.T) {
		// The code that confirmed the set-up is spent; the next time step's is not yet.
		if r := login(totpCode(t, secret, now)); problem(r) != "totp_invalid" {
			t.Fatalf("the confirming code again: %d %s", r.StatusCode(), r.Body)
		}
		next := totpCode(t, secret, now.Add(30*time.Second))
		if r := login(next); r.StatusCode() != 200 {
			t.Fatalf("a fresh code: %d %s", r.StatusCode(), r.Body)
		}
		if r := login(next); problem(r) != "totp_invalid" {
			t.Fatalf("a replayed code: %d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("recovery-codes-work-once", func(t *testing.T) {
		if r := login(strings.ToLower(recovery[0])); r.StatusCode() != 200 {
			t.Fatalf("a recovery code: %d %s", r.StatusCode(), r.Body)
		}
		if r := login(recovery[0]); problem(r) != "totp_invalid" {
			t.Fatalf("a used recovery code: %d %s", r.StatusCode(), r.Body)
		}
		a, _ := e.client.GetAdminAccountWithResponse(ctx, bearer(token))
		if a.JSON200 == nil || !a.JSON200.TotpEnabled || a.JSON200.RecoveryCodesLeft != 9 {
			t.Fatalf("account %s", a.Body)
		}
		// Only digests are stored.
		var n int
		if err := e.pool.QueryRow(ctx, `SELECT count(*) FROM admin_recovery_codes c WHERE c::text LIKE '%' || $1 || '%'`,
			strings.ReplaceAll(recovery[1], "-", "")[:5]).Scan(&n); err != nil || n != 0 {
			t.Fatalf("a recovery code stored in clear (%d, %v)", n, err)
		}
		var secrets int
		if err := e.pool.QueryRow(ctx, `SELECT count(*) FROM admin_totp t WHERE t::text LIKE '%' || $1 || '%'`, secret).Scan(&secrets); err != nil || secrets != 0 {
			t.Fatalf("the TOTP secret stored in clear (%d, %v)", secrets, err)
		}
	})
	t.Run("turning-off-needs-a-code", func(t *testing.T) {
		r, _ := e.client.DisableAdminTotpWithResponse(ctx, apiclient.TotpCodeRequest{Code: "000000"}, bearer(token))
		if r.StatusCode() != 400 {
			t.Fatalf("a wrong code: %d %s", r.StatusCode(), r.Body)
		}
		r, _ = e.client.DisableAdminTotpWithResponse(ctx, apiclient.TotpCodeRequest{Code: recovery[2]}, bearer(token))
		if r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if r := login(""); r.StatusCode() != 200 {
			t.Fatalf("off, the password alone: %d %s", r.StatusCode(), r.Body)
		}
	})
}

// TestAdminTwoFactorCodesLockPerAccount: someone who has the admin's password guesses the
// six-digit code from many addresses, a few codes each. The codes are counted per admin whatever
// the address: past ten wrong ones, codes are refused (even the right one) for the lock's hour,
// the audit log says so and the admin is mailed; a recovery code still signs the admin in.
func TestAdminTwoFactorCodesLockPerAccount(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	email, token := e.newAdmin(t)
	setup, err := e.client.BeginAdminTotpWithResponse(ctx, bearer(token))
	if err != nil || setup.JSON200 == nil {
		t.Fatalf("%v %d", err, setup.StatusCode())
	}
	secret := setup.JSON200.Secret
	now := time.Now()
	enabled, err := e.client.ConfirmAdminTotpWithResponse(ctx, apiclient.TotpCodeRequest{Code: totpCode(t, secret, now)}, bearer(token))
	if err != nil || enabled.JSON200 == nil {
		t.Fatalf("%v %d", err, enabled.StatusCode())
	}
	login := func(addr, code string) *apiclient.AdminLoginResponse {
		t.Helper()
		r, err := e.client.AdminLoginWithResponse(ctx, apiclient.AdminLoginRequest{Email: email, Password: adminPassword, Code: &code},
			fromAddress(addr))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	right := totpCode(t, secret, now.Add(30*time.Second))
	wrong := func(i int) string { // never the right code, whatever the step
		for c := 100000 + i*7919; ; c++ {
			if s := fmt.Sprintf("%06d", c); s != right && s != totpCode(t, secret, now) && s != totpCode(t, secret, now.Add(-30*time.Second)) &&
				s != totpCode(t, secret, now.Add(60*time.Second)) {
				return s
			}
		}
	}
	checked := 0
	for i := 0; i < 30; i++ { // 30 addresses, one wrong code each
		switch r := login(fmt.Sprintf("198.51.100.%d", i+1), wrong(i)); r.StatusCode() {
		case 401:
			checked++
		case 429:
		default:
			t.Fatalf("wrong code %d: %d %s", i, r.StatusCode(), r.Body)
		}
	}
	if checked != app.PolicyTOTPCodes.Limit {
		t.Fatalf("%d wrong codes were checked from 30 addresses, want %d", checked, app.PolicyTOTPCodes.Limit)
	}
	r := login("203.0.113.77", right)
	if r.StatusCode() != 429 || r.HTTPResponse.Header.Get("Retry-After") == "" {
		t.Fatalf("the right code while locked: %d %s, want 429 with Retry-After", r.StatusCode(), r.Body)
	}
	if r := login("203.0.113.77", enabled.JSON200.RecoveryCodes[0]); r.StatusCode() != 200 {
		t.Fatalf("a recovery code while locked: %d %s", r.StatusCode(), r.Body)
	}
	action := apiclient.AuditAction("totp_locked")
	audit, err := e.client.ListAdminAuditWithResponse(ctx, &apiclient.ListAdminAuditParams{Action: &action}, bearer(token))
	if err != nil || audit.JSON200 == nil || audit.JSON200.Total != 1 || audit.JSON200.Entries[0].AdminEmail != email {
		t.Fatalf("one totp_locked entry for the admin: %v %s", err, audit.Body)
	}
	e.accounts.WaitForMail()
	if !outboxContains(t, e.outbox, "two-factor codes locked") || !outboxContains(t, e.outbox, email) {
		t.Fatal("the admin was not mailed about the lock")
	}
}
