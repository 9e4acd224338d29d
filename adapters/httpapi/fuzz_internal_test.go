package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/google/uuid"
)

// Fuzz targets for the decoders of untrusted input at the edge. Their seed corpora (the f.Add
// calls and testdata/fuzz/) run in every `go test`; `go test -fuzz FuzzX` explores further.

var fuzzTrusted = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}

// FuzzClientIP: whatever the X-Forwarded-For lines say, an untrusted peer is the client, and
// the answer is the peer or an address the lines hold that is not a trusted proxy.
func FuzzClientIP(f *testing.F) {
	f.Add("127.0.0.1:5000", "203.0.113.7", "")
	f.Add("127.0.0.1:5000", "203.0.113.7, 10.0.0.2", "198.51.100.1")
	f.Add("198.51.100.9:443", "1.2.3.4", "")
	f.Add("[::1]:80", "2001:db8::1, ::ffff:10.0.0.1", " , ,")
	f.Add("127.0.0.1:1", "not-an-ip, 203.0.113.9", "")
	f.Fuzz(func(t *testing.T, peer, line1, line2 string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = peer
		r.Header["X-Forwarded-For"] = []string{line1, line2}
		got := clientIP(r, fuzzTrusted)
		host, _, err := splitHostPort(peer)
		p, perr := netip.ParseAddr(host)
		if err != nil || perr != nil {
			return
		}
		p = p.Unmap()
		if !isTrusted(p, fuzzTrusted) && got != p {
			t.Fatalf("untrusted peer %v, client %v: a client chose its own address", p, got)
		}
		if got != p && isTrusted(got, fuzzTrusted) {
			t.Fatalf("client %v is a trusted proxy", got)
		}
		if got != p && !hopsHold(got, line1, line2) {
			t.Fatalf("client %v is in no X-Forwarded-For line", got)
		}
	})
}

// hopsHold reports whether one of the lines' comma-separated hops is addr.
func hopsHold(addr netip.Addr, lines ...string) bool {
	for _, line := range lines {
		for _, hop := range strings.Split(line, ",") {
			if a, err := netip.ParseAddr(strings.TrimSpace(hop)); err == nil && a.Unmap() == addr {
				return true
			}
		}
	}
	return false
}

func splitHostPort(s string) (string, string, error) {
	h, p, err := net.SplitHostPort(s)
	if err != nil {
		return s, "", nil // clientIP reads a bare address too
	}
	return h, p, nil
}

// FuzzAcceptLanguage: any header answers; without "mr" in it nobody gets Marathi.
func FuzzAcceptLanguage(f *testing.F) {
	for _, s := range []string{"mr", "mr-IN,mr;q=0.9,en;q=0.8", "en-GB,en;q=0.9", "en;q=0.5, mr;q=0.5", "mr;q=NaN", "mr;q=1e309", "*", ";;;,,,q=", "MR;q=0.0001"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Language", header)
		if wantsMarathi(r) && !strings.Contains(strings.ToLower(header), "mr") {
			t.Fatalf("%q chose Marathi", header)
		}
	})
}

// FuzzMediaTicket: a cookie value is either a ticket this server signed or refused; nothing
// crafted passes, and a genuine one names its account.
func FuzzMediaTicket(f *testing.F) {
	m := newMediaLinks([]byte("fuzz-media-key-0123456789abcdefghijklmn"))
	now := time.Unix(1_800_000_000, 0)
	account := uuid.MustParse("6f1c2a4e-1111-4222-8333-944445555666")
	f.Add(m.ticket(account, now))
	f.Add("")
	f.Add("a.b")
	f.Add(strings.Repeat("A", 43) + "." + strings.Repeat("B", 43))
	f.Add(m.ticket(account, now) + "=")
	f.Fuzz(func(t *testing.T, value string) {
		got, issued, ok := m.readTicket(value, now)
		if !ok {
			return
		}
		if again, _, ok2 := m.readTicket(m.ticket(got, issued), now); !ok2 || again != got {
			t.Fatalf("a ticket for %v does not read back", got)
		}
		if got != account {
			t.Fatalf("%q passed as a ticket for %v, which was never issued", value, got)
		}
	})
}

// FuzzMediaLink: a picture link's signature passes only for exactly what it was signed for.
func FuzzMediaLink(f *testing.F) {
	m := newMediaLinks([]byte("fuzz-media-key-0123456789abcdefghijklmn"))
	viewer := uuid.MustParse("6f1c2a4e-1111-4222-8333-944445555666")
	now := time.Unix(1_800_000_000, 0)
	exp := now.Add(time.Hour).Unix()
	good := m.signature("abcdefghijklmnopqrstuvwxyz", "thumb", viewer, exp)
	f.Add("abcdefghijklmnopqrstuvwxyz", "thumb", exp, good)
	f.Add("abcdefghijklmnopqrstuvwxyz", "full", exp, good)
	f.Add("../../etc/passwd", "thumb", int64(-1), "")
	f.Add("x", "x", int64(1<<62), strings.Repeat("0", 64))
	f.Fuzz(func(t *testing.T, photoID, variant string, exp int64, sig string) {
		if m.valid(photoID, variant, viewer, exp, sig, now) && sig != m.signature(photoID, variant, viewer, exp) {
			t.Fatalf("a link signed %q passed for %s/%s", sig, photoID, variant)
		}
	})
}

// FuzzLastEventID: any header resumes from a position ≥ 0.
func FuzzLastEventID(f *testing.F) {
	for _, s := range []string{"", "0", "42", "-1", "9223372036854775807", "9223372036854775808", "1e3", " 7", "abc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		after, resume := lastEventID(header)
		if after < 0 || resume != (header != "") {
			t.Fatalf("%q: after %d, resume %v", header, after, resume)
		}
		if n, err := strconv.ParseInt(header, 10, 64); err == nil && n >= 0 && after != n {
			t.Fatalf("%q resumed after %d", header, after)
		}
	})
}

// FuzzCursor: a page cursor reads as a position, and a position written out reads back.
func FuzzCursor(f *testing.F) {
	for _, s := range []string{"1", "0", "-5", "99999999999999999999", "", "12abc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cursor string) {
		pos := position(&cursor)
		if out := cursorOut(pos); pos > 0 && (out == nil || position(out) != pos) {
			t.Fatalf("cursor %q → %d does not round-trip", cursor, pos)
		}
	})
}

// jsonOperations are the contract's operations with a JSON body, their path parameters filled.
func jsonOperations(t testing.TB, spec *openapi3.T) []struct{ method, path string } {
	var out []struct{ method, path string }
	keys := make([]string, 0)
	for p := range spec.Paths.Map() {
		keys = append(keys, p)
	}
	sort.Strings(keys)
	for _, p := range keys {
		item := spec.Paths.Value(p)
		for method, op := range item.Operations() {
			if op.RequestBody == nil || op.RequestBody.Value.Content.Get("application/json") == nil {
				continue
			}
			path := p
			for _, ref := range append(append(openapi3.Parameters{}, item.Parameters...), op.Parameters...) {
				if ref.Value.In == "path" {
					v := "MH22222222"
					if ref.Value.Schema.Value.Format == "uuid" {
						v = "6f1c2a4e-1111-4222-8333-944445555666"
					}
					path = strings.ReplaceAll(path, "{"+ref.Value.Name+"}", v)
				}
			}
			out = append(out, struct{ method, path string }{method, path})
		}
	}
	if len(out) < 10 {
		t.Fatalf("only %d JSON operations: the walk is broken", len(out))
	}
	return out
}

// FuzzJSONBodies sends any bytes as the JSON body of any operation through the contract
// validator the server runs: the answer is the handler (valid) or a 4xx problem document.
func FuzzJSONBodies(f *testing.F) {
	spec, err := loadContract()
	if err != nil {
		f.Fatal(err)
	}
	ops := jsonOperations(f, spec)
	reached := func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(299) }
	allow := func(context.Context, *openapi3filter.AuthenticationInput) error { return nil }
	h := validateRequests(spec, newContractRoutes(spec), allow)(http.HandlerFunc(reached))
	for i, seed := range []string{`{}`, `{"email":"a@b.in","password":"x"}`, `{"text":"नमस्कार"}`, `{"page":1e400}`,
		`[]`, `null`, `{"requestIds":["x"]}`, "{\"a\":\"\xc0\xaf\"}", `{"plan":"premium"}`, `{"a":` + strings.Repeat("[", 5000)} {
		f.Add(uint8(i), []byte(seed))
	}
	f.Fuzz(func(t *testing.T, op uint8, body []byte) {
		o := ops[int(op)%len(ops)]
		r := httptest.NewRequest(strings.ToUpper(o.method), o.path, bytes.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code == 299 {
			return
		}
		var p struct {
			Status        int
			Code, Message string
		}
		if w.Code >= 500 || w.Code < 400 || json.Unmarshal(w.Body.Bytes(), &p) != nil || p.Status != w.Code || p.Code == "" {
			t.Fatalf("%s %s %q: %d %s", o.method, o.path, body, w.Code, w.Body.String())
		}
	})
}
