package httpapi_test

import (
	"context"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// A member who registered in Marathi reads Marathi after logging in on a fresh browser: the
// login answers the member's language, which follows every switch they make while logged in.
// A client that never sends one (the spec's) gets English, as before.
func TestLoginAnswersTheMembersLanguage(t *testing.T) {
	e := newEnv(t)
	languageAtLogin := func(doc map[string]any) string {
		t.Helper()
		r, err := e.client.LoginWithResponse(context.Background(),
			apiclient.LoginRequest{Email: doc["email"].(string), Password: doc["password"].(string)})
		if err != nil || r.JSON200 == nil {
			t.Fatalf("login %v %s", err, r.Body)
		}
		if r.JSON200.Language == nil {
			t.Fatalf("no language in %s", r.Body)
		}
		return string(*r.JSON200.Language)
	}

	marathi := wizard()
	marathi["preferredLanguage"] = "mr"
	if r := e.register(t, marathi, testJPEG(t, 120, 120)); r.StatusCode() != 200 {
		t.Fatalf("register: %d %s", r.StatusCode(), r.Body)
	}
	if got := languageAtLogin(marathi); got != "mr" {
		t.Fatalf("registered in Marathi, logged in in %q", got)
	}

	// Switching to English while logged in is remembered for the next login.
	token := e.login(t, marathi["email"].(string), marathi["password"].(string))
	if r := e.patchProfile(t, token, map[string]any{"preferredLanguage": "en"}, nil); r.StatusCode() != 200 {
		t.Fatalf("switch: %d %s", r.StatusCode(), r.Body)
	}
	if got := languageAtLogin(marathi); got != "en" {
		t.Fatalf("switched to English, logged in in %q", got)
	}

	plain := wizard()
	if r := e.register(t, plain, testJPEG(t, 120, 120)); r.StatusCode() != 200 {
		t.Fatalf("register: %d %s", r.StatusCode(), r.Body)
	}
	if got := languageAtLogin(plain); got != "en" {
		t.Fatalf("a client that sends no language: %q", got)
	}
}
