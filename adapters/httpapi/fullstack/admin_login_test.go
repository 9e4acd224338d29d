package httpapi_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

func TestAdminLogin(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	email, token := e.newAdmin(t)
	login := func(email, password string) *apiclient.AdminLoginResponse {
		t.Helper()
		r, err := e.client.AdminLoginWithResponse(ctx, apiclient.AdminLoginRequest{Email: email, Password: password})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	t.Run("form-messages", func(t *testing.T) {
		for _, tc := range []struct{ email, password, field, message string }{
			{"", adminPassword, "email", "Email is required"},
			{"not-an-address", adminPassword, "email", "Enter a valid email"},
			{email, "", "password", "Password is required"},
		} {
			r := login(tc.email, tc.password)
			if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)[tc.field] != tc.message {
				t.Errorf("%q/%q: %d %s", tc.email, tc.password, r.StatusCode(), r.Body)
			}
		}
	})
	t.Run("one-answer-for-every-wrong-door", func(t *testing.T) {
		doc, _ := e.member(t)
		for name, r := range map[string]*apiclient.AdminLoginResponse{
			"wrong password":      login(email, "not-the-admin-password"),
			"unknown address":     login("nobody@reshimgathi.in", adminPassword),
			"a member's password": login(doc["email"].(string), doc["password"].(string)),
		} {
			if r.StatusCode() != 401 || r.ApplicationproblemJSON401.Code != "invalid_credentials" {
				t.Errorf("%s: %d %s", name, r.StatusCode(), r.Body)
			}
		}
		// And an admin's password opens no member session.
		m, _ := e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: email, Password: adminPassword})
		if m.StatusCode() != 401 {
			t.Errorf("admin at the member login: %d %s", m.StatusCode(), m.Body)
		}
	})
	t.Run("throttled", func(t *testing.T) {
		// Ten guesses per address in 15 minutes (the members' rule); the eleventh waits.
		var codes []int
		for range 11 {
			codes = append(codes, login("throttled@reshimgathi.in", "wrong-password-guess").StatusCode())
		}
		if codes[9] != 401 || codes[10] != 429 {
			t.Errorf("statuses %v, want 401 ten times, then 429", codes)
		}
	})
	t.Run("role-read-on-every-request", func(t *testing.T) {
		// Cached by a first request, then demoted in the database (the change announced, as every
		// change is): the token stops.
		if r, _ := e.client.GetAdminStatsWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
			t.Fatalf("before: %d", r.StatusCode())
		}
		if _, err := e.pool.Exec(ctx, `UPDATE accounts SET role = 'member', phone = '9000000001' WHERE email = $1`, email); err != nil {
			t.Fatal(err)
		}
		if _, err := e.pool.Exec(ctx, `SELECT pg_notify('reshimgathi_accounts', id::text) FROM accounts WHERE email = $1`, email); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(3 * time.Second)
		for {
			r, _ := e.client.GetAdminStatsWithResponse(ctx, bearer(token))
			if r.StatusCode() == 401 || r.StatusCode() == 403 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("a demoted admin's token still answers %d", r.StatusCode())
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
	t.Run("logout-ends-the-session", func(t *testing.T) {
		_, token := e.newAdmin(t)
		if r, _ := e.client.AdminLogoutWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
			t.Fatalf("%d", r.StatusCode())
		}
		if r, _ := e.client.GetAdminAccountWithResponse(ctx, bearer(token)); r.StatusCode() != 401 {
			t.Errorf("after logout: %d", r.StatusCode())
		}
	})
}

// ADMIN_EMAIL / ADMIN_PASSWORD at start: the admin is created, and a changed password replaces
// the old one and ends the old sessions.
func TestAdminBootstrap(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	const email, first, second = "Boot@Reshimgathi.in", "first-monsoon-password-1", "second-monsoon-password-2"

	if pw, err := e.admin.Commands.EnsureLocalAdmin.Handle(ctx); err != nil || pw == "" {
		t.Fatalf("no admin yet, the local one: %q %v", pw, err)
	} else {
		e.adminLogin(t, app.LocalAdminEmail, pw, "")
	}
	if pw, err := e.admin.Commands.EnsureLocalAdmin.Handle(ctx); err != nil || pw != "" {
		t.Fatalf("a second start made another local admin: %q %v", pw, err)
	}

	created, updated, err := e.admin.Commands.EnsureAdmin.Handle(ctx, email, first)
	if err != nil || !created || updated {
		t.Fatalf("create: %v %v %v", created, updated, err)
	}
	token := e.adminLogin(t, "boot@reshimgathi.in", first, "")
	if created, updated, err := e.admin.Commands.EnsureAdmin.Handle(ctx, email, first); err != nil || created || updated {
		t.Fatalf("same password again: %v %v %v", created, updated, err)
	}
	if r, _ := e.client.GetAdminAccountWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("an unchanged restart ended the session: %d", r.StatusCode())
	}
	if created, updated, err := e.admin.Commands.EnsureAdmin.Handle(ctx, email, second); err != nil || created || !updated {
		t.Fatalf("new password: %v %v %v", created, updated, err)
	}
	if r, _ := e.client.GetAdminAccountWithResponse(ctx, bearer(token)); r.StatusCode() != 401 {
		t.Errorf("the old session survived the password change: %d", r.StatusCode())
	}
	if r, _ := e.client.AdminLoginWithResponse(ctx, apiclient.AdminLoginRequest{Email: email, Password: first}); r.StatusCode() != 401 {
		t.Errorf("the old password still works: %d", r.StatusCode())
	}
	e.adminLogin(t, email, second, "")

	doc, _ := e.member(t)
	if _, _, err := e.admin.Commands.EnsureAdmin.Handle(ctx, doc["email"].(string), first); !errors.Is(err, app.ErrNotAnAdmin) {
		t.Errorf("a member's address made an admin: %v", err)
	}
	if _, _, err := e.admin.Commands.EnsureAdmin.Handle(ctx, "weak@reshimgathi.in", "password1"); err == nil {
		t.Error("a common password accepted for an admin")
	}
}
