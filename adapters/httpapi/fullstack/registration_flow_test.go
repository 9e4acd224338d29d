package httpapi_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// Issue 26: the wizard checks the e-mail at step 2 (answering what the final step would), and
// registering signs the member in.
func TestRegistrationChecksTheEmailEarlyAndSignsIn(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc := wizard()
	email := doc["email"].(string)
	check := func(t *testing.T, address string, from ...string) *apiclient.CheckRegistrationEmailResponse {
		t.Helper()
		var editors []apiclient.RequestEditorFn
		if len(from) > 0 {
			editors = append(editors, fromAddress(from[0]))
		}
		r, err := e.client.CheckRegistrationEmailWithResponse(ctx, apiclient.RegistrationEmail{Email: address}, editors...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}

	t.Run("free-address-200", func(t *testing.T) {
		if r := check(t, email); r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("malformed-address-400-on-the-field", func(t *testing.T) {
		r := check(t, "snehal@")
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["email"] != "Invalid email format" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})

	var registered *apiclient.RegisterResponse
	t.Run("register-200-signs-in", func(t *testing.T) {
		registered = e.register(t, doc, testJPEG(t, 300, 400))
		if registered.StatusCode() != 200 || registered.JSON200 == nil {
			t.Fatalf("%d %s", registered.StatusCode(), registered.Body)
		}
		got := registered.JSON200
		if got.Token == "" || !got.ExpiresAt.After(time.Now()) || !strings.HasPrefix(got.UserId, "MH") ||
			got.Message == "" {
			t.Fatalf("answer: %+v", got)
		}
		p, err := e.client.GetUserProfileWithResponse(ctx, "none", bearer(got.Token))
		if err != nil || p.JSON200 == nil || p.JSON200.UserData.UserId != got.UserId {
			t.Fatalf("the registration's token opens nothing: %v %s", err, p.Body)
		}
	})

	t.Run("taken-address-409-as-the-final-step-says", func(t *testing.T) {
		r := check(t, "  "+strings.ToUpper(email)+" ")
		if r.StatusCode() != 409 || r.ApplicationproblemJSON409.Code != "email_taken" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		again := wizard()
		again["email"] = email
		final := e.register(t, again, testJPEG(t, 200, 200))
		if final.StatusCode() != 409 || final.ApplicationproblemJSON409.Message != r.ApplicationproblemJSON409.Message {
			t.Fatalf("the check and the final step differ: %s vs %s", r.Body, final.Body)
		}
	})

	t.Run("429-past-the-limit-per-client", func(t *testing.T) {
		const addr = "203.0.113.77"
		for i := 0; i < 10; i++ {
			if r := check(t, "someone@example.com", addr); r.StatusCode() != 200 {
				t.Fatalf("check %d: %d %s", i+1, r.StatusCode(), r.Body)
			}
		}
		if r := check(t, email, addr); r.StatusCode() != 429 {
			t.Fatalf("11th check: %d %s", r.StatusCode(), r.Body)
		}
	})
}
