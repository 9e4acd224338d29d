package app

import (
	"context"
	"sync"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// searchCountTTL is how long a search's count is reused. A count is the same for every member who
// searches with the same filters (matching.Criteria.CountKey), it is shown as "N" or "1000+", and
// a minute-old figure is as good as a fresh one; counting is the expensive part of a search (up to
// a thousand index entries), reading a page is not.
const searchCountTTL = time.Minute

// searchCountsKept bounds the cache: past it, it starts again empty (a minute's distinct filter
// sets rarely come near it; the bound keeps a flood of odd filters from growing the heap).
const searchCountsKept = 50_000

type searchCount struct {
	n  matching.Counted
	at time.Time
}

// searchCounts keeps counts per searched gender and filter set (CountKey), for searchCountTTL.
// The zero value is ready to use.
type searchCounts struct {
	mu      sync.Mutex
	entries map[string]searchCount
}

func (s *searchCounts) get(key string, now time.Time) (matching.Counted, bool) {
	s.mu.Lock()
	e, ok := s.entries[key]
	s.mu.Unlock()
	return e.n, ok && now.Sub(e.at) < searchCountTTL
}

func (s *searchCounts) put(key string, n matching.Counted, now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.entries == nil || len(s.entries) > searchCountsKept {
		s.entries = map[string]searchCount{}
	}
	s.entries[key] = searchCount{n: n, at: now}
}

// search runs one search on store, counting its matches only for a searched gender whose
// count is not kept (the viewer's gender, and so the searched one, is read inside the search's one
// statement). The count is the one the page shows (matching.Counted.ShownOnPage): an open count
// the page makes exact is kept as exact, so the search's other pages say so too.
func (s *searchCounts) search(ctx context.Context, store DiscoveryStore, c matching.Criteria, now time.Time) ([]matching.Card, matching.Counted, error) {
	key := c.CountKey(now)
	female, femaleKept := s.get("female"+key, now)
	male, maleKept := s.get("male"+key, now)
	rows, err := store.Search(ctx, c, SearchCounting{Female: !femaleKept, Male: !maleKept}, now)
	if err != nil {
		return nil, matching.Counted{}, err
	}
	n, kept := rows.Counted, false
	if !rows.Fresh {
		switch rows.Gender {
		case "female":
			n, kept = female, femaleKept
		case "male":
			n, kept = male, maleKept
		}
	}
	shown := n.ShownOnPage(c, len(rows.Cards))
	if !kept || shown != n {
		s.put(rows.Gender+key, shown, now)
	}
	return rows.Cards, shown, nil
}
