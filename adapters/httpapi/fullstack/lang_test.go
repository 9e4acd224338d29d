package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func acceptLanguage(value string) apiclient.RequestEditorFn {
	return func(_ context.Context, req *http.Request) error {
		req.Header.Set("Accept-Language", value)
		return nil
	}
}

// TestProblemsSpeakTheMembersLanguage: the SPA sends the member's language; the messages a
// member reads in a problem document (summary and field messages) come back in it.
func TestProblemsSpeakTheMembersLanguage(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, _ := e.member(t)

	t.Run("contract-failure-in-marathi", func(t *testing.T) {
		r, err := e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: "", Password: ""}, acceptLanguage("mr-IN,mr;q=0.9,en;q=0.8"))
		if err != nil || r.ApplicationproblemJSON400 == nil {
			t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
		}
		if r.ApplicationproblemJSON400.Message != "कृपया ई-मेल आणि पासवर्ड दोन्ही भरा." {
			t.Errorf("message %q", r.ApplicationproblemJSON400.Message)
		}
		if got := r.HTTPResponse.Header.Get("Content-Language"); got != "mr" {
			t.Errorf("Content-Language %q", got)
		}
	})
	t.Run("domain-field-error-in-marathi", func(t *testing.T) {
		again := wizard()
		again["email"] = doc["email"]
		body, ct := multipartBody(t, again, testJPEG(t, 120, 120), "me.jpg")
		r, err := e.client.RegisterWithBodyWithResponse(ctx, ct, body, acceptLanguage("mr"))
		if err != nil || r.ApplicationproblemJSON409 == nil {
			t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
		}
		if p := r.ApplicationproblemJSON409; p.Code != "email_taken" || p.Message != "हा ई-मेल आधीच नोंदणीकृत आहे. कृपया लॉग इन करा किंवा दुसरा ई-मेल वापरा." {
			t.Errorf("%s: %q", p.Code, p.Message)
		}
	})
	t.Run("a-contract-message-holding-a-comma", func(t *testing.T) {
		// The saved search name's x-message holds a comma: unquoted in a flow mapping, the contract
		// cut it at the comma and the Marathi table (keyed by the whole sentence) missed it.
		_, token := e.member(t)
		for lang, want := range map[string]string{"en": "A name of 1 to 60 characters, please.", "mr": "कृपया १ ते ६० अक्षरांचे नाव द्या."} {
			r, err := e.client.CreateSavedSearchWithResponse(ctx, apiclient.SavedSearchInput{Name: "",
				Filters: apiclient.SearchFilters{MinAge: ptr(25)}}, bearer(token), acceptLanguage(lang))
			if err != nil || r.ApplicationproblemJSON400 == nil {
				t.Fatalf("%s: %v %d %s", lang, err, r.StatusCode(), r.Body)
			}
			if got := fieldMessages(r.ApplicationproblemJSON400.Errors)["name"]; got != want {
				t.Errorf("%s: name %q, want %q", lang, got, want)
			}
		}
	})
	t.Run("field-messages-in-marathi", func(t *testing.T) {
		bad := wizard()
		bad["phone"] = "12345"
		body, ct := multipartBody(t, bad, testJPEG(t, 120, 120), "me.jpg")
		r, err := e.client.RegisterWithBodyWithResponse(ctx, ct, body, acceptLanguage("mr"))
		if err != nil || r.ApplicationproblemJSON400 == nil {
			t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
		}
		if got := fieldMessages(r.ApplicationproblemJSON400.Errors)["phone"]; got != "कृपया 6, 7, 8 किंवा 9 ने सुरू होणारा 10 अंकी मोबाइल नंबर भरा" {
			t.Errorf("phone: %q (%s)", got, r.Body)
		}
	})
	t.Run("english-by-default", func(t *testing.T) {
		r, _ := e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: "", Password: ""})
		if r.ApplicationproblemJSON400 == nil || r.ApplicationproblemJSON400.Message != "Please enter both email and password." {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if got := r.HTTPResponse.Header.Get("Content-Language"); got != "" {
			t.Errorf("Content-Language %q on English", got)
		}
	})
}
