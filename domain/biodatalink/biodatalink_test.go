package biodatalink

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestTokensAreRandomWellFormedAndHashedApart(t *testing.T) {
	a, b := NewToken(), NewToken()
	if a == b || !WellFormed(a) || !WellFormed(b) || len(a) != 43 {
		t.Fatalf("tokens %q %q", a, b)
	}
	if bytes.Equal(HashToken(a), HashToken(b)) || len(HashToken(a)) != 32 {
		t.Error("two tokens share a digest")
	}
	for _, bad := range []string{"", "abc", a + "A", a[:42], strings.Repeat("A", 4096), a[:42] + "\x00",
		a[:42] + "+", a[:42] + "=", a[:42] + "é"[:1], strings.Repeat("A", 42) + "B"} {
		if WellFormed(bad) {
			t.Errorf("%q is accepted", bad)
		}
	}
}

func TestALinkLivesTheDaysChosenUntilRevoked(t *testing.T) {
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	l, err := New(uuid.New(), "mr", "simple", false, 0, now)
	if err != nil || !l.ExpiresAt.Equal(now.Add(7*24*time.Hour)) {
		t.Fatalf("default lifetime: %v %v", l.ExpiresAt, err)
	}
	if !l.Live(now.Add(7*24*time.Hour-time.Second)) || l.Live(l.ExpiresAt) {
		t.Error("a link is live until, not at, its expiry")
	}
	revoked := now
	l.RevokedAt = &revoked
	if l.Live(now) {
		t.Error("a revoked link is live")
	}
	for _, days := range []int{1, 30} {
		if _, err := New(uuid.New(), "en", "simple", true, days, now); err != nil {
			t.Errorf("%d days refused: %v", days, err)
		}
	}
	for _, days := range []int{-1, 2, 31, 365} {
		if _, err := New(uuid.New(), "en", "simple", true, days, now); err != ErrLifetime {
			t.Errorf("%d days: %v", days, err)
		}
	}
}
