package signedlink

import (
	"strings"
	"testing"
	"time"
)

func TestSignedLinks(t *testing.T) {
	s, err := New([]byte("0123456789abcdef0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_800_000_000, 0)
	tok := s.Sign("email", []string{"acct-1", "a@example.in"}, now.Add(time.Hour))
	if f, ok := s.Verify("email", tok, now); !ok || len(f) != 2 || f[0] != "acct-1" || f[1] != "a@example.in" {
		t.Fatalf("%v %v", f, ok)
	}
	if _, ok := s.Verify("email", tok, now.Add(2*time.Hour)); ok {
		t.Fatal("expired token accepted")
	}
	if _, ok := s.Verify("other", tok, now); ok {
		t.Fatal("token accepted for another purpose")
	}
	other, _ := New([]byte("fedcba9876543210fedcba9876543210"))
	if _, ok := other.Verify("email", tok, now); ok {
		t.Fatal("token accepted under another key")
	}
	// Changing the payload (another address) breaks the signature.
	forged := s.Sign("email", []string{"acct-1", "b@example.in"}, now.Add(time.Hour))
	mixed := strings.Split(forged, ".")[0] + "." + strings.Split(tok, ".")[1]
	if _, ok := s.Verify("email", mixed, now); ok {
		t.Fatal("payload swapped under another signature accepted")
	}
	for _, bad := range []string{"", ".", "x.y", strings.Repeat("a", 3000)} {
		if _, ok := s.Verify("email", bad, now); ok {
			t.Fatalf("%q accepted", bad)
		}
	}
	if _, err := New([]byte("short")); err == nil {
		t.Fatal("a short key accepted")
	}
}
