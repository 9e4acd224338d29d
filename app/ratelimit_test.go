package app_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/netip"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// memoryCounter is the port's contract kept in a map (the real one is adapters/postgres).
type memoryCounter struct {
	windows map[string]struct {
		hits int
		ends time.Time
	}
}

func (m *memoryCounter) Hit(_ context.Context, bucket, key string, now, newEnds time.Time) (int, time.Time, error) {
	w := m.windows[bucket+"|"+key]
	if !w.ends.After(now) {
		w.hits, w.ends = 0, newEnds
	}
	w.hits++
	m.windows[bucket+"|"+key] = w
	return w.hits, w.ends, nil
}

func (m *memoryCounter) Hits(_ context.Context, bucket, key string, now time.Time) (int, error) {
	if w := m.windows[bucket+"|"+key]; w.ends.After(now) {
		return w.hits, nil
	}
	return 0, nil
}

func (m *memoryCounter) Clear(_ context.Context, bucket, key string) error {
	delete(m.windows, bucket+"|"+key)
	return nil
}

func TestRateLimiterRefusesPastTheLimitUntilTheWindowEnds(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	l := app.NewRateLimiter(&memoryCounter{windows: map[string]struct {
		hits int
		ends time.Time
	}{}}, slog.New(slog.NewTextHandler(io.Discard, nil)), func() time.Time { return now })
	p := app.Policy{Name: "test", Limit: 3, Window: time.Minute, Message: "slow down"}
	ctx := context.Background()
	for i := 0; i < 3; i++ {
		if err := l.Take(ctx, p, "k"); err != nil {
			t.Fatalf("event %d refused: %v", i+1, err)
		}
	}
	now = now.Add(10 * time.Second)
	var rl *errs.RateLimitedError
	if err := l.Take(ctx, p, "k"); !errors.As(err, &rl) || rl.RetryAfter != 50*time.Second || rl.Message != "slow down" {
		t.Fatalf("4th event: %v", err)
	}
	if err := l.Take(ctx, p, "other"); err != nil {
		t.Fatal("keys are not independent")
	}
	l.SetLimit(p, 10)
	if err := l.Take(ctx, p, "k"); err != nil {
		t.Fatalf("a raised limit still refuses: %v", err)
	}
	now = now.Add(time.Minute)
	l.SetLimit(p, 3)
	if err := l.Take(ctx, p, "k"); err != nil {
		t.Fatal("the window did not end: that would be a lockout")
	}
	if n, _ := l.Peek(ctx, p, "k"); n != 1 {
		t.Fatalf("peek %d, want 1 (and it counts nothing)", n)
	}
	if err := l.Forget(ctx, p, "k"); err != nil {
		t.Fatal(err)
	}
	if n, _ := l.Peek(ctx, p, "k"); n != 0 {
		t.Fatalf("forgotten key still at %d", n)
	}
}

func TestClientKeyGroupsIPv6ByTheirSlash64(t *testing.T) {
	key := func(s string) string { return app.ClientKey(netip.MustParseAddr(s)) }
	if key("2001:db8:1:2::1") != key("2001:db8:1:2:ffff:ffff:ffff:ffff") {
		t.Fatal("two addresses of one /64 are two clients")
	}
	if key("2001:db8:1:2::1") == key("2001:db8:1:3::1") {
		t.Fatal("two /64s are one client")
	}
	if key("198.51.100.1") == key("198.51.100.2") || key("::ffff:198.51.100.1") != key("198.51.100.1") {
		t.Fatal("IPv4 clients are not one address each")
	}
}
