package httpapi

import (
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// StreamLimits caps the live streams (GET /api/user/events) one instance holds open. Each is a
// connection and a goroutine for as long as the member stays, so without caps one member could
// hold every file descriptor (docs/security.md 23). Zero fields take the defaults.
type StreamLimits struct {
	PerMember  int // a few tabs and devices (default 5)
	PerAddress int // per client (app.ClientKey: an IPv4 address or an IPv6 /64), for a household or office behind one address (default 50)
	Total      int // the whole instance; keep it well under the open-file limit (default 2000)
}

func (l StreamLimits) withDefaults() StreamLimits {
	if l.PerMember <= 0 {
		l.PerMember = 5
	}
	if l.PerAddress <= 0 {
		l.PerAddress = 50
	}
	if l.Total <= 0 {
		l.Total = 2000
	}
	return l
}

// streamRetry is what a refused stream is told to wait; the SPA retries a refused stream after
// 30 s by itself.
const streamRetry = 30 * time.Second

var errStreamsFull = &errs.BusyError{RetryAfter: streamRetry,
	Message: "The server has too many live connections. Please try again shortly."}

// streamGate counts the open streams of this instance. Counts are per instance on purpose: they
// protect this process's connections, and a stream lives on exactly one instance.
type streamGate struct {
	limits StreamLimits

	mu       sync.Mutex
	total    int
	byMember map[uuid.UUID]int
	byClient map[string]int
}

func newStreamGate(l StreamLimits) *streamGate {
	return &streamGate{limits: l.withDefaults(), byMember: map[uuid.UUID]int{}, byClient: map[string]int{}}
}

// acquire admits one more stream for member from client, or refuses: 429 when the member or the
// address has its share open (the caller can close one), 503 when the instance is full.
func (g *streamGate) acquire(member uuid.UUID, client string) (release func(), err error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case g.byMember[member] >= g.limits.PerMember, g.byClient[client] >= g.limits.PerAddress:
		return nil, &errs.RateLimitedError{RetryAfter: streamRetry, Message: app.PolicyStreamOpens.Message}
	case g.total >= g.limits.Total:
		return nil, errStreamsFull
	}
	g.total++
	g.byMember[member]++
	g.byClient[client]++
	var once sync.Once
	return func() { once.Do(func() { g.release(member, client) }) }, nil
}

func (g *streamGate) release(member uuid.UUID, client string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.total--
	if g.byMember[member]--; g.byMember[member] <= 0 {
		delete(g.byMember, member)
	}
	if g.byClient[client]--; g.byClient[client] <= 0 {
		delete(g.byClient, client)
	}
}
