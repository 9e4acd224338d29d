package httpapi

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
)

func TestClientIPTrustsOnlyConfiguredProxies(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
	cases := []struct {
		name, remote string
		xff          []string
		want         string
	}{
		{"direct client, forged header ignored", "203.0.113.9:5000", []string{"1.2.3.4"}, "203.0.113.9"},
		{"through a trusted proxy", "10.0.0.5:443", []string{"198.51.100.7"}, "198.51.100.7"},
		{"client-written left part ignored", "10.0.0.5:443", []string{"1.2.3.4, 198.51.100.7"}, "198.51.100.7"},
		{"chain of trusted proxies", "10.0.0.5:443", []string{"198.51.100.7, 10.1.1.1"}, "198.51.100.7"},
		{"garbage header falls back to peer", "10.0.0.5:443", []string{"not-an-ip"}, "10.0.0.5"},
		// A proxy that adds its own header line: the client's forged first line must not win.
		{"every header line is read, right-most first", "10.0.0.5:443", []string{"1.2.3.4", "198.51.100.7"}, "198.51.100.7"},
		{"a trusted hop in a later line is skipped", "10.0.0.5:443", []string{"1.2.3.4, 198.51.100.7", "10.2.2.2"}, "198.51.100.7"},
		{"empty hops are ignored", "10.0.0.5:443", []string{"198.51.100.7,", ""}, "198.51.100.7"},
		{"mapped IPv6 of a trusted proxy", "[::ffff:10.0.0.5]:443", []string{"2001:db8::7"}, "2001:db8::7"},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.remote
		for _, line := range c.xff {
			r.Header.Add("X-Forwarded-For", line)
		}
		if got := clientIP(r, proxies).String(); got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}

func TestPanicBecomesProblemWithoutInternals(t *testing.T) {
	var logs strings.Builder
	h := observe(slog.New(slog.NewJSONHandler(&logs, nil)), nil)(recoverPanics(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		panic("database password is hunter2 at /srv/app/internal.go:42")
	})))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
	body, _ := io.ReadAll(rec.Body)
	var p struct{ Code, Message string }
	if rec.Code != 500 || json.Unmarshal(body, &p) != nil || p.Code != "internal" ||
		strings.Contains(string(body), "hunter2") || strings.Contains(string(body), ".go") {
		t.Fatalf("%d %s", rec.Code, body)
	}
	if !strings.Contains(logs.String(), `"msg":"panic"`) {
		t.Fatal("panic not logged")
	}
}
