package jwtauth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

const (
	testIss = "reshimgathi"
	testAud = "reshimgathi-api"
	testTTL = time.Hour
)

var (
	testKey  = []byte("0123456789abcdef0123456789abcdef-test-only")
	otherKey = []byte("fedcba9876543210fedcba9876543210-other-key")
	t0       = time.Date(2026, 3, 14, 9, 26, 53, 589_000_000, time.UTC)
	member   = uuid.MustParse("6f1c2a9e-3b7d-4c1e-9a55-0d2f7e8b1c42")
)

func newIssuer(t *testing.T) *Issuer {
	t.Helper()
	i, err := New(testKey, testIss, testAud, testTTL)
	if err != nil {
		t.Fatal(err)
	}
	return i
}

// validClaims is what Issue would produce at t0; each hostile case below
// changes exactly one thing, so it fails only through the protection it names.
func validClaims() jwt.MapClaims {
	return jwt.MapClaims{
		"iss": testIss, "aud": []string{testAud}, "sub": member.String(),
		"iat": t0.Unix(), "nbf": t0.Unix(), "exp": t0.Add(testTTL).Unix(),
		"jti": uuid.NewString(),
	}
}

func with(edit func(jwt.MapClaims)) jwt.MapClaims {
	c := validClaims()
	edit(c)
	return c
}

func sign(t *testing.T, m jwt.SigningMethod, key any, c jwt.Claims) string {
	t.Helper()
	s, err := jwt.NewWithClaims(m, c).SignedString(key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hmacWithHeader signs header.payload with HMAC-SHA256 and our key whatever
// the header claims: the "alg confusion" attack, where a verifier that trusts
// the header would check an RS256 token with the HMAC secret as public key.
func hmacWithHeader(t *testing.T, header map[string]any, c jwt.MapClaims) string {
	t.Helper()
	enc := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return base64.RawURLEncoding.EncodeToString(b)
	}
	signing := enc(header) + "." + enc(c)
	mac := hmac.New(sha256.New, testKey)
	mac.Write([]byte(signing))
	return signing + "." + base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

func TestParse(t *testing.T) {
	iss := newIssuer(t)
	valid := sign(t, jwt.SigningMethodHS256, testKey, validClaims())

	parts := strings.Split(valid, ".")
	evil := validClaims()
	evil["sub"] = uuid.NewString()
	evilPayload, _ := json.Marshal(evil)
	tampered := parts[0] + "." + base64.RawURLEncoding.EncodeToString(evilPayload) + "." + parts[2]

	// Correctly signed with our key and otherwise valid: only the cap stops it.
	oversize := sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) {
		c["pad"] = strings.Repeat("x", MaxTokenLen)
	}))

	tests := []struct {
		name  string
		token string
		now   time.Time
		ok    bool
	}{
		// valid is verified first: the later cases with the same token and another time are
		// answered from the verified-token cache, which must keep the time window.
		{"valid", valid, t0.Add(time.Minute), true},
		{"valid at issue instant", valid, t0, true},
		{"alg none", sign(t, jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, validClaims()), t0, false},
		{"alg none without signature", base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + parts[1] + ".", t0, false},
		{"HS384 same key", sign(t, jwt.SigningMethodHS384, testKey, validClaims()), t0, false},
		{"HS512 same key", sign(t, jwt.SigningMethodHS512, testKey, validClaims()), t0, false},
		{"RS256 header, HMAC signature", hmacWithHeader(t, map[string]any{"alg": "RS256", "typ": "JWT"}, validClaims()), t0, false},
		{"no exp", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) { delete(c, "exp") })), t0, false},
		{"expired beyond leeway", valid, t0.Add(testTTL + Leeway + time.Second), false},
		{"expired within leeway", valid, t0.Add(testTTL + Leeway - 5*time.Second), true},
		{"nbf beyond leeway", valid, t0.Add(-Leeway - time.Second), false},
		{"iat in the future", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) {
			c["iat"] = t0.Add(time.Hour).Unix()
		})), t0, false},
		{"no iat", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) { delete(c, "iat") })), t0, false},
		{"wrong audience", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) { c["aud"] = []string{"admin-console"} })), t0, false},
		{"no audience", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) { delete(c, "aud") })), t0, false},
		{"wrong issuer", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) { c["iss"] = "evil" })), t0, false},
		{"tampered payload", tampered, t0, false},
		{"signed with another key", sign(t, jwt.SigningMethodHS256, otherKey, validClaims()), t0, false},
		{"subject not a uuid", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) { c["sub"] = "admin" })), t0, false},
		{"subject nil uuid", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) { c["sub"] = uuid.Nil.String() })), t0, false},
		{"iat_ms disagrees with iat", sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) {
			c["iat_ms"] = t0.Add(-time.Hour).UnixMilli()
		})), t0, false},
		{"oversize", oversize, t0, false},
		{"garbage", "not.a.jwt", t0, false},
		{"empty", "", t0, false},
		{"two segments", parts[0] + "." + parts[1], t0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := iss.Parse(tc.token, tc.now)
			if tc.ok {
				if err != nil {
					t.Fatalf("Parse = %v, want success", err)
				}
				if c.Subject != member {
					t.Fatalf("subject %v, want %v", c.Subject, member)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse accepted a token it must reject")
			}
			if !errors.Is(err, identity.ErrInvalidToken) {
				t.Fatalf("error %v does not wrap identity.ErrInvalidToken", err)
			}
		})
	}
	if len(oversize) <= MaxTokenLen {
		t.Fatal("oversize fixture is not oversize")
	}
}

// The oversize case must be stopped by the cap, not by anything else.
func TestOversizeControl(t *testing.T) {
	iss := newIssuer(t)
	tok := sign(t, jwt.SigningMethodHS256, testKey, with(func(c jwt.MapClaims) {
		c["pad"] = strings.Repeat("x", MaxTokenLen/2)
	}))
	if _, err := iss.Parse(tok, t0); err != nil {
		t.Fatalf("padded token under the cap rejected: %v", err)
	}
}

func TestIssueRoundTrip(t *testing.T) {
	iss := newIssuer(t)
	tok, exp, err := iss.Issue(member, t0)
	if err != nil {
		t.Fatal(err)
	}
	if !exp.Equal(t0.Add(testTTL).Truncate(time.Second)) {
		t.Fatalf("expires %v, want %v", exp, t0.Add(testTTL))
	}
	c, err := iss.Parse(tok, t0.Add(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if c.Subject != member || !c.ExpiresAt.Equal(exp) {
		t.Fatalf("claims %+v", c)
	}
	// Millisecond precision keeps revocation exact within one second.
	if !c.IssuedAt.Equal(t0.Truncate(time.Millisecond)) {
		t.Fatalf("IssuedAt %v, want %v", c.IssuedAt, t0)
	}

	var raw map[string]any
	payload, _ := base64.RawURLEncoding.DecodeString(strings.Split(tok, ".")[1])
	if err := json.Unmarshal(payload, &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"sub", "iat", "nbf", "exp", "iss", "aud", "jti"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("issued token lacks %q", k)
		}
	}
	for _, k := range []string{"role", "plan", "isSubscribe"} {
		if _, ok := raw[k]; ok {
			t.Errorf("issued token carries %q: authorization data must come from the database", k)
		}
	}

	tok2, _, _ := iss.Issue(member, t0)
	if tok2 == tok {
		t.Fatal("two tokens issued at the same instant are identical: jti is not random")
	}
	if _, _, err := iss.Issue(uuid.Nil, t0); err == nil {
		t.Fatal("issued a token for the nil subject")
	}
}

func TestNewRejectsWeakConfig(t *testing.T) {
	if _, err := New(testKey[:31], testIss, testAud, testTTL); err == nil {
		t.Fatal("31-byte key accepted")
	}
	if _, err := New(testKey[:32], testIss, testAud, testTTL); err != nil {
		t.Fatalf("32-byte key rejected: %v", err)
	}
	if _, err := New(testKey, "", testAud, testTTL); err == nil {
		t.Fatal("empty issuer accepted")
	}
	if _, err := New(testKey, testIss, "", testTTL); err == nil {
		t.Fatal("empty audience accepted")
	}
	if _, err := New(testKey, testIss, testAud, 0); err == nil {
		t.Fatal("zero ttl accepted")
	}
	// The Issuer keeps its own copy: a caller zeroing its buffer must not
	// silently turn the signing key into 32 zero bytes.
	key := append([]byte(nil), testKey...)
	i, _ := New(key, testIss, testAud, testTTL)
	tok, _, _ := i.Issue(member, t0)
	clear(key)
	if _, err := i.Parse(tok, t0); err != nil {
		t.Fatalf("key not copied: %v", err)
	}
}

func TestLeewayIsAtMost30s(t *testing.T) {
	if Leeway > 30*time.Second {
		t.Fatalf("leeway %v exceeds docs/security.md 6's 30 s", Leeway)
	}
}

// A token is remembered as it is issued (its first use skips decoding it), and the issuing
// instance then answers it exactly as an instance that never saw it does, at every instant.
func TestIssuedTokensAnswerAsParsedOnes(t *testing.T) {
	issued := newIssuer(t)
	at := t0.Add(123 * time.Millisecond)
	tok, _, err := issued.Issue(member, at)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := issued.verified.get(tok, at); !ok {
		t.Fatal("the issued token was not remembered")
	}
	for _, now := range []time.Time{
		at.Add(-Leeway - time.Second), at.Add(-Leeway), at, at.Add(time.Minute),
		at.Add(testTTL), at.Add(testTTL + Leeway - time.Second), at.Add(testTTL + Leeway + time.Second),
	} {
		fresh := newIssuer(t)
		want, wantErr := fresh.Parse(tok, now)
		got, gotErr := issued.Parse(tok, now)
		if (gotErr == nil) != (wantErr == nil) || got.Subject != want.Subject ||
			!got.IssuedAt.Equal(want.IssuedAt) || !got.ExpiresAt.Equal(want.ExpiresAt) {
			t.Fatalf("at %v: issuing instance answered %+v, %v; another answered %+v, %v", now.Sub(at), got, gotErr, want, wantErr)
		}
	}
}
