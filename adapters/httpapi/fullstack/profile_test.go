package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

func (e *env) patchProfile(t *testing.T, token string, doc map[string]any, picture []byte, raw ...[2]string) *apiclient.UpdateProfileResponse {
	t.Helper()
	body, ct := multipartBody(t, doc, picture, "new.png", raw...)
	r, err := e.client.UpdateProfileWithBodyWithResponse(context.Background(), ct, body, bearer(token))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestEditProfile(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	t.Run("edit-200-changed-fields", func(t *testing.T) {
		r := e.patchProfile(t, token, map[string]any{"city": "Nashik", "partnerPreferences": map[string]any{"age": map[string]any{"max": "34"}}}, nil)
		if r.StatusCode() != 200 || r.JSON200.UserData.City != "Nashik" || *r.JSON200.UserData.PartnerPreferences.Age.Max != 34 ||
			*r.JSON200.UserData.PartnerPreferences.Age.Min != 26 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("edit-400-no-changes", func(t *testing.T) {
		r := e.patchProfile(t, token, map[string]any{"city": "Nashik"}, nil)
		if r.StatusCode() != 400 || r.ApplicationproblemJSON400.Code != "no_changes" || r.ApplicationproblemJSON400.Message != "No changes detected." {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		empty := e.patchProfile(t, token, map[string]any{}, nil)
		if empty.StatusCode() != 400 {
			t.Fatalf("empty: %d", empty.StatusCode())
		}
	})
	t.Run("edit-400-invalid-nothing-applied", func(t *testing.T) {
		r := e.patchProfile(t, token, map[string]any{"income": "0", "city": "Pune"}, nil)
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["income"] != "Income must be greater than 0" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		p, _ := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(token))
		if p.JSON200.UserData.City != "Nashik" {
			t.Fatal("a rejected edit changed the profile")
		}
	})
	t.Run("edit-200-new-picture-replaces-old", func(t *testing.T) {
		before, _ := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(token))
		r := e.patchProfile(t, token, map[string]any{}, testJPEG(t, 500, 500))
		if r.StatusCode() != 200 || *r.JSON200.UserData.ProfilePicture == *before.JSON200.UserData.ProfilePicture {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if res := e.picture(t, *before.JSON200.UserData.ProfilePicture, token); res.StatusCode != 404 {
			t.Fatalf("old picture still stored: %d", res.StatusCode)
		}
	})
	t.Run("edit-200-shared-picture-kept-for-others", func(t *testing.T) {
		_, otherTok := e.member(t)
		// Demo members share pictures: give the other member this member's current picture.
		if _, err := e.pool.Exec(context.Background(), `UPDATE profiles SET photo_id = (SELECT photo_id FROM profiles p
			JOIN accounts a ON a.id = p.account_id ORDER BY p.registered_at LIMIT 1) WHERE photo_id IS NOT NULL
			AND account_id = (SELECT account_id FROM profiles ORDER BY registered_at DESC LIMIT 1)`); err != nil {
			t.Fatal(err)
		}
		if r := e.patchProfile(t, token, map[string]any{}, testJPEG(t, 300, 300)); r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		p, _ := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(otherTok))
		if res := e.picture(t, *p.JSON200.UserData.ProfilePicture, otherTok); res.StatusCode != 200 {
			t.Fatalf("the other member lost the shared picture: %d", res.StatusCode)
		}
	})
	t.Run("edit-409-email-of-another-member", func(t *testing.T) {
		other, _ := e.member(t)
		r := e.patchProfile(t, token, map[string]any{"email": other["email"]}, nil)
		if r.StatusCode() != 409 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("edit-400-cannot-set-server-fields", func(t *testing.T) {
		for _, field := range []string{"registeredAt", "isSubscribe", "role", "user_id", "age"} {
			r := e.patchProfile(t, token, map[string]any{field: "x"}, nil)
			if r.StatusCode() != 400 {
				t.Fatalf("%s accepted: %d", field, r.StatusCode())
			}
		}
	})
}

func TestRegistrationThrottle(t *testing.T) {
	e := newEnv(t)
	e.limits.SetLimit(app.PolicyRegistrations, 2)
	codes := []int{}
	for i := 0; i < 3; i++ {
		codes = append(codes, e.register(t, wizard(), testJPEG(t, 100, 100)).StatusCode())
	}
	if codes[0] != 200 || codes[1] != 200 || codes[2] != 429 {
		t.Fatalf("register-429: %v", codes)
	}
}

// TestRouteTable walks every operation of the contract anonymously: each one the contract
// secures must answer 401, so a new route cannot forget authentication.
func TestRouteTable(t *testing.T) {
	e := newEnv(t)
	spec, err := api.GetSpec()
	if err != nil {
		t.Fatal(err)
	}
	secured := 0
	for path, item := range spec.Paths.Map() {
		for method, op := range item.Operations() {
			if !requiresAuth(spec, op) {
				continue
			}
			secured++
			url := strings.NewReplacer("{id}", "none", "{userId}", "MH4K7Q2PXA", "{photoId}", strings.Repeat("a", 26),
				"{variant}", "full", "{slug}", "x", "{paymentId}", "0b7d7f5e-3c1a-4f7e-9d2b-1a2b3c4d5e6f",
				"{orderId}", "order_IEIaMR65cu6nz3").Replace(path)
			res := e.do(t, method, url, "application/json", []byte("{}"))
			if res.StatusCode != http.StatusUnauthorized {
				t.Errorf("%s %s anonymous: %d", method, path, res.StatusCode)
			}
			var p apiclient.Problem
			if json.NewDecoder(res.Body).Decode(&p) != nil || p.Code != "unauthenticated" {
				t.Errorf("%s %s: problem %+v", method, path, p)
			}
		}
	}
	if secured < 3 {
		t.Fatalf("only %d secured operations found", secured)
	}
}

func requiresAuth(spec *openapi3.T, op *openapi3.Operation) bool {
	if op.Security != nil {
		return len(*op.Security) > 0
	}
	return len(spec.Security) > 0
}

func TestLogsNeverHoldSecrets(t *testing.T) {
	e := newEnv(t)
	doc, token := e.member(t)
	email, password, phone := doc["email"].(string), doc["password"].(string), doc["phone"].(string)
	_, _ = e.client.LoginWithResponse(context.Background(), apiclient.LoginRequest{Email: email, Password: "wrong-" + password})
	e.forgot(t, email)
	otp := e.lastOTP(t)
	e.verify(t, email, otp)
	e.reset(t, email, otp, "brand-new-secret-2026")
	e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(token))
	logs := e.logs.String()
	if !strings.Contains(logs, `"msg":"login"`) || !strings.Contains(logs, "password reset") {
		t.Fatal("security events are not logged")
	}
	for name, secret := range map[string]string{"password": password, "new password": "brand-new-secret-2026",
		"otp": otp, "token": token, "phone": phone, "email": email} {
		if strings.Contains(logs, secret) {
			t.Errorf("logs contain the %s", name)
		}
	}
}

// TestActivityIsRecorded: matches favour recently active members, so an authenticated request
// moves the member's last activity forward.
func TestActivityIsRecorded(t *testing.T) {
	e := newEnv(t)
	code, token := e.memberWith(t, bride)
	ctx := context.Background()
	if _, err := e.pool.Exec(ctx, "UPDATE profiles SET last_active_at = now() - interval '3 days' WHERE member_code = $1", code); err != nil {
		t.Fatal(err)
	}
	if r, _ := e.client.GetUnreadCountWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("%d", r.StatusCode())
	}
	// The activity is written in batches, within a second (app.RecordActivity.Run).
	var recent bool
	for deadline := time.Now().Add(5 * time.Second); !recent && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if err := e.pool.QueryRow(ctx, "SELECT last_active_at > now() - interval '1 minute' FROM profiles WHERE member_code = $1", code).Scan(&recent); err != nil {
			t.Fatal(err)
		}
	}
	if !recent {
		t.Fatal("activity not recorded within five seconds")
	}
}

// The spec's small promises (docs/product.md §3): a religion of "other" may be named, and the
// first edit screen's `foodPreference` is the same field as `foodPref`.
func TestCustomReligionAndTheEditScreensFoodSpelling(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.memberWith(t, func(doc map[string]any) {
		doc["religion"], doc["customReligion"] = "other", "Lingayat"
	})
	own := func() apiclient.UserData {
		r, err := e.client.GetUserProfileWithResponse(ctx, "none", bearer(token))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("%v %s", err, r.Body)
		}
		return r.JSON200.UserData
	}
	if u := own(); u.CustomReligion == nil || *u.CustomReligion != "Lingayat" {
		t.Fatalf("customReligion after registration: %v", u.CustomReligion)
	}
	t.Run("too-short-name-refused-on-its-field", func(t *testing.T) {
		r := e.patchProfile(t, token, map[string]any{"customReligion": "L"}, nil)
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["customReligion"] != "Please enter a valid religion name" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("foodPreference-normalised-into-foodPref", func(t *testing.T) {
		r := e.patchProfile(t, token, map[string]any{"foodPreference": "Non-Veg"}, nil)
		if r.StatusCode() != 200 || r.JSON200.UserData.FoodPref != "non-veg" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("another-religion-drops-the-name", func(t *testing.T) {
		r := e.patchProfile(t, token, map[string]any{"religion": "hindu"}, nil)
		if r.StatusCode() != 200 || r.JSON200.UserData.CustomReligion != nil {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
}
