package app

import (
	"context"
	"log/slog"
	"net/netip"
	"sync"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// RateCounter is the port of the counters behind every rate limit. They are shared by all server
// instances (adapters/postgres.RateCounters keeps them in PostgreSQL), so N instances never allow
// N times the guesses (docs/adr/0009-rate-limits-and-lockout.md).
type RateCounter interface {
	// Hit counts one event for key in bucket and answers the count of the current window and
	// when it ends. A window that has ended starts again at one and ends at newWindowEnds.
	Hit(ctx context.Context, bucket, key string, now, newWindowEnds time.Time) (hits int, windowEnds time.Time, err error)
	// Hits answers the count of key's live window in bucket (0 when none), counting nothing.
	Hits(ctx context.Context, bucket, key string, now time.Time) (int, error)
	// Clear forgets key's window in bucket.
	Clear(ctx context.Context, bucket, key string) error
}

// Policy is one named rate limit: at most Limit events per key in a fixed Window. The name is
// the bucket of the shared counters, so two policies never share counts.
type Policy struct {
	Name    string
	Limit   int
	Window  time.Duration
	Message string // what a refused caller reads
}

// RateLimiter applies named policies over the shared counters. It is the one rate limiter of the
// product: logins, registrations, resets, public forms and live streams use it, and so should
// every new feature (declare its Policy in ratelimit_policies.go).
type RateLimiter struct {
	counter RateCounter
	log     *slog.Logger
	now     func() time.Time

	mu     sync.RWMutex
	limits map[string]int // per-policy limits set by SetLimit (operators, tests)
}

// NewRateLimiter builds the limiter on its counters.
func NewRateLimiter(counter RateCounter, log *slog.Logger, now func() time.Time) *RateLimiter {
	if counter == nil || log == nil || now == nil {
		panic("app: NewRateLimiter needs a counter, a logger and a clock")
	}
	return &RateLimiter{counter: counter, log: log, now: now, limits: map[string]int{}}
}

// SetLimit changes one policy's limit on this instance (every instance must be told the same).
func (l *RateLimiter) SetLimit(p Policy, limit int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.limits[p.Name] = limit
}

func (l *RateLimiter) limitOf(p Policy) int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if n, ok := l.limits[p.Name]; ok {
		return n
	}
	return p.Limit
}

// Take counts one event for key under p and refuses it, with how long to wait, once the window's
// limit is spent. A window always ends: a refusal is never a lockout.
func (l *RateLimiter) Take(ctx context.Context, p Policy, key string) error {
	over, retry, err := l.Count(ctx, p, key)
	if err != nil || !over {
		return err
	}
	l.log.Warn("rate limit hit", slog.String("policy", p.Name))
	return &errs.RateLimitedError{RetryAfter: retry, Message: p.Message}
}

// Count counts one event for key under p and reports whether it went past the limit, without
// refusing anything: a policy that slows rather than blocks reads the answer itself.
func (l *RateLimiter) Count(ctx context.Context, p Policy, key string) (over bool, retryAfter time.Duration, err error) {
	now := l.now()
	hits, ends, err := l.counter.Hit(ctx, p.Name, key, now, now.Add(p.Window))
	if err != nil {
		return false, 0, err
	}
	if hits <= l.limitOf(p) {
		return false, 0, nil
	}
	return true, max(ends.Sub(now), time.Second), nil
}

// Peek answers how many events key has in p's live window, counting nothing.
func (l *RateLimiter) Peek(ctx context.Context, p Policy, key string) (int, error) {
	return l.counter.Hits(ctx, p.Name, key, l.now())
}

// Mark puts key in p's state (a lock) for p.Window from the first mark, and answers whether this
// call began it: of many concurrent callers on any instance, exactly one is told so.
func (l *RateLimiter) Mark(ctx context.Context, p Policy, key string) (began bool, err error) {
	now := l.now()
	hits, _, err := l.counter.Hit(ctx, p.Name, key, now, now.Add(p.Window))
	return hits == 1, err
}

// Marked answers whether key is in p's state and how long it still lasts.
func (l *RateLimiter) Marked(ctx context.Context, p Policy, key string) (bool, time.Duration, error) {
	n, err := l.Peek(ctx, p, key)
	if err != nil || n == 0 {
		return false, 0, err
	}
	now := l.now() // counting once more inside the live window only reads when it ends
	hits, ends, err := l.counter.Hit(ctx, p.Name, key, now, now.Add(p.Window))
	if err != nil {
		return false, 0, err
	}
	if hits == 1 { // the state ended between the two calls: this count began a new one
		return false, 0, l.counter.Clear(ctx, p.Name, key)
	}
	return true, max(ends.Sub(now), time.Second), nil
}

// Forget clears key's count under p (a successful login clears its failures).
func (l *RateLimiter) Forget(ctx context.Context, p Policy, key string) error {
	return l.counter.Clear(ctx, p.Name, key)
}

// ClientKey groups client addresses the way limits count them: an IPv4 address is one client, an
// IPv6 client is its /64 (one household or phone is given a whole /64, and changes addresses
// within it at will).
func ClientKey(ip netip.Addr) string {
	ip = ip.Unmap()
	if ip.Is6() {
		return netip.PrefixFrom(ip, 64).Masked().String()
	}
	return ip.String()
}
