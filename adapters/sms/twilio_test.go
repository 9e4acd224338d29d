package sms

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// fakeTwilio is a local stand-in for Twilio's Messages API, speaking its documented shapes: a
// form-encoded POST to /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth, answered
// by 201 and the Message resource, or by 400/401 and Twilio's error document.
type fakeTwilio struct {
	mu       sync.Mutex
	sid, tok string
	got      []url.Values
}

func (f *fakeTwilio) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	user, pass, ok := r.BasicAuth()
	if !ok || user != f.sid || pass != f.tok {
		w.WriteHeader(http.StatusUnauthorized)
		_ = json.NewEncoder(w).Encode(map[string]any{"code": 20003, "message": "Authenticate",
			"more_info": "https://www.twilio.com/docs/errors/20003", "status": 401})
		return
	}
	if r.Method != http.MethodPost || r.URL.Path != "/2010-04-01/Accounts/"+f.sid+"/Messages.json" ||
		r.Header.Get("Content-Type") != "application/x-www-form-urlencoded" {
		w.WriteHeader(http.StatusNotFound)
		_ = json.NewEncoder(w).Encode(map[string]any{"code": 20404, "message": "The requested resource was not found",
			"more_info": "https://www.twilio.com/docs/errors/20404", "status": 404})
		return
	}
	if err := r.ParseForm(); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.got = append(f.got, r.PostForm)
	f.mu.Unlock()
	to := r.PostForm.Get("To")
	if !strings.HasPrefix(to, "+91") || len(to) != 13 {
		w.WriteHeader(http.StatusBadRequest)
		_ = json.NewEncoder(w).Encode(map[string]any{"code": 21211, "message": "The 'To' number " + to + " is not a valid phone number.",
			"more_info": "https://www.twilio.com/docs/errors/21211", "status": 400})
		return
	}
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]any{"sid": "SM0123456789abcdef0123456789abcdef", "status": "queued",
		"to": to, "from": r.PostForm.Get("From"), "body": r.PostForm.Get("Body"), "error_code": nil, "error_message": nil,
		"account_sid": f.sid, "api_version": "2010-04-01", "direction": "outbound-api"})
}

func newFake(t *testing.T) (*fakeTwilio, *httptest.Server) {
	t.Helper()
	f := &fakeTwilio{sid: "AC0123456789abcdef0123456789abcdef", tok: "secret-token-4242"}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	return f, srv
}

func fakeURL(f *fakeTwilio, srv *httptest.Server, query string) string {
	return "twilio://" + f.sid + ":" + f.tok + "@" + strings.TrimPrefix(srv.URL, "http://") + "?" + query + "&tls=off"
}

func TestTwilioSendsTheDocumentedRequest(t *testing.T) {
	f, srv := newFake(t)
	var logs bytes.Buffer
	s, err := FromConfig(fakeURL(f, srv, "from=%2B15005550006"), "", slog.New(slog.NewJSONHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if err := (Texter{Sender: s}).PhoneCode(context.Background(), "9876543210", "mr", "482913"); err != nil {
		t.Fatal(err)
	}
	if len(f.got) != 1 {
		t.Fatalf("%d requests", len(f.got))
	}
	form := f.got[0]
	if form.Get("To") != "+919876543210" || form.Get("From") != "+15005550006" || form.Get("MessagingServiceSid") != "" {
		t.Fatalf("form %v", form)
	}
	if !strings.Contains(form.Get("Body"), "482913") || !strings.Contains(form.Get("Body"), "रेशीमगाठी") {
		t.Fatalf("body %q", form.Get("Body"))
	}
	for _, secret := range []string{"9876543210", "482913", f.tok} {
		if strings.Contains(logs.String(), secret) {
			t.Fatalf("the log holds %q: %s", secret, logs.String())
		}
	}
}

func TestTwilioMessagingService(t *testing.T) {
	f, srv := newFake(t)
	s, err := FromConfig(fakeURL(f, srv, "messagingService=MG0123456789abcdef0123456789abcdef"), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Send(context.Background(), "9876543210", "hello"); err != nil {
		t.Fatal(err)
	}
	if f.got[0].Get("MessagingServiceSid") != "MG0123456789abcdef0123456789abcdef" || f.got[0].Get("From") != "" {
		t.Fatalf("form %v", f.got[0])
	}
}

func TestTwilioRefusalsAreErrorsWithoutTheNumber(t *testing.T) {
	f, srv := newFake(t)
	wrong := &fakeTwilio{sid: f.sid, tok: "not-the-token"}
	s, _ := FromConfig(fakeURL(wrong, srv, "from=%2B15005550006"), "", nil)
	err := s.Send(context.Background(), "9876543210", "hello")
	if err == nil || !strings.Contains(err.Error(), "20003") {
		t.Fatalf("wrong token: %v", err)
	}
	s, _ = FromConfig(fakeURL(f, srv, "from=%2B15005550006"), "", nil)
	err = s.Send(context.Background(), "98765", "hello") // the fake refuses it as Twilio would (21211)
	if err == nil || !strings.Contains(err.Error(), "21211") || strings.Contains(err.Error(), "98765") {
		t.Fatalf("bad number: %v", err)
	}
	srv.Close()
	if err := s.Send(context.Background(), "9876543210", "hello"); err == nil {
		t.Fatal("a closed API answered")
	}
}

func TestParseTwilioURL(t *testing.T) {
	for _, tc := range []struct {
		raw string
		ok  bool
	}{
		{"twilio://AC1:tok@api.twilio.com?from=%2B15005550006", true},
		{"twilio://AC1:tok@api.twilio.com?messagingService=MG1", true},
		{"twilio://AC1:tok@api.twilio.com", false},                             // no sender
		{"twilio://AC1:tok@api.twilio.com?from=x&messagingService=MG1", false}, // both
		{"twilio://AC1@api.twilio.com?from=x", false},                          // no token
		{"twilio://AC1:tok@api.twilio.com?from=x&tls=off", false},              // plain HTTP to a real host
		{"twilio://AC1:tok@127.0.0.1:9999?from=x&tls=off", true},               // a local fake
		{"twilio://AC1:tok@api.twilio.com?from=x&region=in1", false},           // unknown parameter
		{"msg91://key@control.msg91.com", false},
	} {
		_, err := FromConfig(tc.raw, "", nil)
		if (err == nil) != tc.ok {
			t.Errorf("%s: %v", tc.raw, err)
		}
		if err != nil && strings.Contains(err.Error(), "tok") {
			t.Errorf("%s: the error quotes the token: %v", tc.raw, err)
		}
	}
	c, _ := ParseTwilioURL("twilio://AC1:tok@api.mumbai.in1.twilio.com?from=RSHMGT")
	if c.BaseURL != "https://api.mumbai.in1.twilio.com" || c.From != "RSHMGT" {
		t.Fatalf("%+v", c)
	}
}
