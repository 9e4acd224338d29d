package app

import (
	"container/list"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/google/uuid"
	"golang.org/x/sync/singleflight"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// MatchCache keeps each viewer's carousel pools (DiscoveryStore.MatchPools) for a short while,
// and the carousels last worked out from them (ListMatches.kept serves those again after
// one check in the database; docs/adr/0017-kept-carousels.md).
// Drawing them is the costliest read of the product (seven index walks, every preference both
// ways, scored in SQL: several milliseconds of database time), while a member's matches change
// slowly and the home page that shows them is reloaded often. What must not wait for the entry
// to expire does not: the viewer's own edits change the entry's version (their profile's
// UpdatedAt), and the members finally shown are read through DiscoveryStore.MatchMembers,
// which leaves out whoever was suspended, paused or blocked either way since the pools were
// drawn (and shows them again once that is undone). The cache is this instance's memory and safe to lose (docs/adr/0015-matching.md).
type MatchCache struct {
	ttl      time.Duration
	capacity int

	mu      sync.Mutex
	entries map[matchCacheKey]*list.Element // of *matchCacheEntry
	recency *list.List                      // front: the most recently stored
	flight  singleflight.Group
}

type matchCacheKey struct {
	viewer       uuid.UUID
	verifiedOnly bool
}

type matchCacheEntry struct {
	key     matchCacheKey
	version string
	expires time.Time
	pools   map[matching.Dimension][]matching.Candidate
	kept    *keptCarousels // the carousels last worked out from pools; nil until then
}

// keptCarousels are a viewer's carousels as worked out from the entry's pools, with what the check
// before serving them again reads (ListMatches.kept): the members they show and those left
// out because the viewer could not be shown them (checked), and the latter (left).
type keptCarousels struct {
	version   string
	carousels Carousels
	checked   []uuid.UUID
	left      []uuid.UUID
}

// NewMatchCache keeps up to capacity viewers' pools for ttl each.
func NewMatchCache(ttl time.Duration, capacity int) (*MatchCache, error) {
	if ttl <= 0 || capacity <= 0 {
		return nil, errors.New("match cache: ttl and capacity must be positive")
	}
	return &MatchCache{ttl: ttl, capacity: capacity, entries: map[matchCacheKey]*list.Element{}, recency: list.New()}, nil
}

// Pools answers the viewer's pools drawn at version, calling draw when there are none fresh;
// concurrent requests of one viewer share one draw. The answer is shared with every request
// of the viewer until it expires: read it, never change it (matching.Assemble and
// withoutCandidates copy what they reorder or drop).
func (c *MatchCache) Pools(viewer uuid.UUID, verifiedOnly bool, version string, now time.Time,
	draw func() (map[matching.Dimension][]matching.Candidate, error)) (map[matching.Dimension][]matching.Candidate, error) {
	key := matchCacheKey{viewer, verifiedOnly}
	if pools, ok := c.lookup(key, version, now); ok {
		return pools, nil
	}
	flightKey := viewer.String() + "/" + version
	if verifiedOnly {
		flightKey += "/verified"
	}
	v, err, _ := c.flight.Do(flightKey, func() (any, error) {
		pools, err := draw()
		if err != nil {
			return nil, err
		}
		kept := trimPools(pools)
		c.store(&matchCacheEntry{key: key, version: version, expires: now.Add(c.ttl), pools: kept})
		return kept, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(map[matching.Dimension][]matching.Candidate), nil
}

// Len is how many viewers' pools are kept.
func (c *MatchCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}

// keepCarousels keeps the carousels worked out from the viewer's pools drawn at version, with
// the members they show and those left out as hidden from the viewer, until the pools expire;
// nothing is kept when the pools are no longer (or not yet again) those of version.
func (c *MatchCache) keepCarousels(viewer uuid.UUID, verifiedOnly bool, version string, cs Carousels,
	shown map[matching.Dimension][]uuid.UUID, left []uuid.UUID) {
	ids := slices.Clone(left)
	for _, l := range shown {
		ids = append(ids, l...)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[matchCacheKey{viewer, verifiedOnly}]; ok {
		if e := el.Value.(*matchCacheEntry); e.version == version {
			e.kept = &keptCarousels{version: version, carousels: cs, checked: ids, left: left}
		}
	}
}

// carousels answers the viewer's kept carousels while their pools are fresh, whatever their
// version: the caller checks it against the viewer's profile.
func (c *MatchCache) carousels(viewer uuid.UUID, verifiedOnly bool, now time.Time) (keptCarousels, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[matchCacheKey{viewer, verifiedOnly}]
	if !ok {
		return keptCarousels{}, false
	}
	e := el.Value.(*matchCacheEntry)
	if e.kept == nil || !now.Before(e.expires) {
		return keptCarousels{}, false
	}
	return *e.kept, true
}

func (c *MatchCache) lookup(key matchCacheKey, version string, now time.Time) (map[matching.Dimension][]matching.Candidate, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.entries[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*matchCacheEntry)
	if e.version != version || !now.Before(e.expires) {
		c.recency.Remove(el)
		delete(c.entries, key)
		return nil, false
	}
	return e.pools, true
}

func (c *MatchCache) store(e *matchCacheEntry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.entries[e.key]; ok {
		c.recency.Remove(el)
	}
	c.entries[e.key] = c.recency.PushFront(e)
	for len(c.entries) > c.capacity {
		oldest := c.recency.Back()
		c.recency.Remove(oldest)
		delete(c.entries, oldest.Value.(*matchCacheEntry).key)
	}
}

// trimPools keeps of each pool what matching.Assemble can ever take from it: its best
// MatchesPerDimension for every carousel, since each carousel before it may take that many of
// the same members.
func trimPools(pools map[matching.Dimension][]matching.Candidate) map[matching.Dimension][]matching.Candidate {
	keep := matching.MatchesPerDimension * len(matching.Dimensions)
	out := make(map[matching.Dimension][]matching.Candidate, len(pools))
	for d, pool := range pools {
		pool = slices.Clone(pool)
		slices.SortFunc(pool, matching.Better)
		out[d] = pool[:min(len(pool), keep)]
	}
	return out
}

func withoutCandidates(pools map[matching.Dimension][]matching.Candidate, gone []uuid.UUID) map[matching.Dimension][]matching.Candidate {
	out := make(map[matching.Dimension][]matching.Candidate, len(pools))
	for d, pool := range pools {
		out[d] = slices.DeleteFunc(slices.Clone(pool), func(c matching.Candidate) bool { return slices.Contains(gone, c.Account) })
	}
	return out
}
