package postgres

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
)

// searchCountTTL is how long a count is reused. A count is the same for every member who
// searches with the same filters (it does not depend on the viewer), it is shown as "N" or
// "1000+", and a minute-old figure is as good as a fresh one; counting is the expensive part of
// a search (up to a thousand index entries), reading a page is not.
const searchCountTTL = time.Minute

type countEntry struct {
	n  int
	at time.Time
}

// searchCounts caches capped counts per filter combination.
type searchCounts struct {
	mu      sync.Mutex
	entries map[string]countEntry
}

func (s *DiscoveryStore) count(ctx context.Context, p sqlcgen.CountSearchParams, now time.Time) (int, error) {
	key := fmt.Sprintf("%s|%v|%s|%s|%s|%s|%s|%d", p.Gender, derefTime(p.DobAfter), p.DobThrough.Format(time.DateOnly),
		value(p.Caste), value(p.Religion), value(p.City), value(p.MotherTongue), p.Cap)
	s.counts.mu.Lock()
	e, ok := s.counts.entries[key]
	s.counts.mu.Unlock()
	if ok && now.Sub(e.at) < searchCountTTL {
		return e.n, nil
	}
	n, err := s.q.CountSearch(ctx, p)
	if err != nil {
		return 0, wrap("CountSearch", err, nil)
	}
	s.counts.mu.Lock()
	if s.counts.entries == nil || len(s.counts.entries) > 50_000 {
		s.counts.entries = map[string]countEntry{}
	}
	s.counts.entries[key] = countEntry{n: int(n), at: now}
	s.counts.mu.Unlock()
	return int(n), nil
}

func derefTime(t *time.Time) string {
	if t == nil {
		return "-"
	}
	return t.Format(time.DateOnly)
}
