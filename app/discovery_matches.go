package app

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// Carousels are a member's matches: the cards of each carousel, and why each empty one is empty.
// Carousels served from the match cache are shared by every request of the viewer until they
// expire: read them, never change them.
type Carousels struct {
	Lists map[matching.Dimension][]matching.Card
	Empty map[matching.Dimension]matching.Empty
	// Rendition is where an adapter may keep its encoding of these carousels for as long as the
	// match cache serves them (nil when they are not kept).
	Rendition *Rendition
}

// Rendition is an adapter's encoding of kept carousels, with the key of what else it depends on
// (for the HTTP answer: the window its picture links are signed for, and the date ages are
// counted on). What is kept is the adapter's own type, opaque here. Safe for concurrent requests.
type Rendition struct {
	mu    sync.Mutex
	key   string
	value any
}

// Get answers the encoding kept under key.
func (r *Rendition) Get(key string) (any, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.value, r.value != nil && r.key == key
}

// Put keeps v as the encoding under key, replacing any other; v is not changed afterwards.
func (r *Rendition) Put(key string, v any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.key, r.value = key, v
}

// ListMatches answers the carousels (matching.Dimensions): mutual matches meeting every preference the
// viewer set, best first, no one in two of them, each card with its compatibility and, when both
// gave their stars, the gun milan; an empty carousel says why (matching.WhyEmpty), from the pools
// already drawn. verifiedOnly keeps ID-verified members only (docs/adr/0016-trust-and-safety.md).
//
// With a MatchCache, the carousels worked out are kept with the pools, and a repeated load
// answers them after one check in the database (kept): the viewer's profile is unchanged and
// everyone shown may still be shown (docs/adr/0017-kept-carousels.md). The cache and the pools
// drawn ahead (draws, MatchDrawer) are optional (nil: off).
type ListMatches struct {
	profiles ProfileStore
	reads    *discoveryReads
	cache    *MatchCache // shared with the rest of this instance
	draws    MatchDraws
	now      func() time.Time
}

func (q *ListMatches) Handle(ctx context.Context, viewer uuid.UUID, verifiedOnly bool) (Carousels, error) {
	now := q.now()
	if c, ok, err := q.kept(ctx, viewer, verifiedOnly, now); err != nil || ok {
		return c, err
	}
	me, err := q.profiles.ProfileByAccount(ctx, viewer)
	if err != nil {
		return Carousels{}, err
	}
	terms := matching.TermsFor(me, now)
	var (
		pools   map[matching.Dimension][]matching.Candidate
		lists   map[matching.Dimension][]matching.Candidate
		members []profile.Profile
		left    []uuid.UUID // drawn and assembled, but the viewer may not be shown them now
	)
	err = q.reads.read(viewer, func(s DiscoveryStore) error {
		var err error
		pools, err = q.pools(ctx, s, me, terms, verifiedOnly, now)
		if err != nil {
			return err
		}
		// Pools drawn a while ago (MatchCache) may hold members the viewer may no longer be
		// shown: they are left out of the read, and the carousels drawn once more without them.
		// The kept pools are left as drawn: a member reinstated since is shown again with the
		// next carousels worked out.
		for attempt := 0; ; attempt++ {
			lists = matching.Assemble(pools, matching.MatchesPerDimension)
			ids := assembledIDs(lists)
			if len(ids) == 0 {
				return nil
			}
			if members, err = s.MatchMembers(ctx, viewer, ids); err != nil {
				return err
			}
			gone := missingMembers(ids, members)
			left = append(left, gone...)
			if len(gone) == 0 || attempt == 1 {
				return nil
			}
			pools = withoutCandidates(pools, gone)
		}
	})
	if err != nil {
		return Carousels{}, err
	}
	out, shown := matchCards(me, terms, lists, members, now)
	c := Carousels{Lists: out, Empty: matching.WhyEmpty(pools, shown, me.Horoscope.Key() >= 0)}
	if q.cache != nil {
		c.Rendition = &Rendition{}
		q.cache.keepCarousels(viewer, verifiedOnly, matchVersion(me.UpdatedAt, now), c, shown, left)
	}
	return c, nil
}

// matchCards turns the assembled lists into cards, from the members read (a member gone between
// the two reads, erased, leaves their list one shorter), and answers who each carousel shows.
func matchCards(me profile.Profile, terms matching.ScoreTerms, lists map[matching.Dimension][]matching.Candidate,
	members []profile.Profile, now time.Time) (map[matching.Dimension][]matching.Card, map[matching.Dimension][]uuid.UUID) {
	byID := make(map[uuid.UUID]profile.Profile, len(members))
	for _, m := range members {
		byID[m.AccountID] = m
	}
	out := make(map[matching.Dimension][]matching.Card, len(lists))
	shown := make(map[matching.Dimension][]uuid.UUID, len(lists))
	for dim, l := range lists {
		cards := make([]matching.Card, 0, len(l))
		for _, c := range l {
			m, ok := byID[c.Account]
			if !ok {
				continue
			}
			compat := terms.Evaluate(m, now)
			card := matching.Card{AccountID: m.AccountID, Code: m.Code, FullName: m.FullName, DOB: m.DOB, Caste: m.Caste,
				City: m.City, PhotoID: m.PhotoID, Request: requests.NoRequest, Compat: &compat, Badges: m.Badges}
			if g, ok := matching.Between(me, m); ok {
				card.GunMilan = &g
			}
			cards = append(cards, card)
			shown[dim] = append(shown[dim], m.AccountID)
		}
		out[dim] = cards
	}
	return out, shown
}

// kept answers the viewer's carousels as last worked out on this instance, when the match
// cache still holds them and one round trip finds them still true: the viewer's profile is the
// version they were worked out for (their own edits show on the next load), nobody shown has
// since been erased, suspended, paused or blocked either way (that takes effect on the next
// load), and everyone left out for that still is (a member reinstated, unpaused or unblocked is
// shown again at once). ok is false when they must be worked out again.
func (q *ListMatches) kept(ctx context.Context, viewer uuid.UUID, verifiedOnly bool, now time.Time) (Carousels, bool, error) {
	if q.cache == nil {
		return Carousels{}, false, nil
	}
	kept, ok := q.cache.carousels(viewer, verifiedOnly, now)
	if !ok {
		return Carousels{}, false, nil
	}
	var (
		updated time.Time
		hidden  []uuid.UUID
	)
	err := q.reads.read(viewer, func(s DiscoveryStore) (err error) {
		updated, hidden, err = s.CheckShown(ctx, viewer, kept.checked)
		return err
	})
	switch {
	case errors.Is(err, errs.ErrNotFound):
		return Carousels{}, false, nil // the full path says so
	case err != nil:
		return Carousels{}, false, err
	case matchVersion(updated, now) != kept.version || !sameMembers(hidden, kept.left):
		return Carousels{}, false, nil
	}
	return kept.carousels, true, nil
}

// matchVersion is what a viewer's pools and carousels are drawn for: their profile as of its last
// change, on today's date (the ages the preferences allow move with the date).
func matchVersion(updated, now time.Time) string {
	return updated.UTC().Format(time.RFC3339Nano) + "@" + now.UTC().Format(time.DateOnly)
}

// sameMembers reports whether a and b, each without repeats, hold the same members.
func sameMembers(a, b []uuid.UUID) bool {
	if len(a) != len(b) {
		return false
	}
	for _, id := range a {
		if !slices.Contains(b, id) {
			return false
		}
	}
	return true
}

func assembledIDs(lists map[matching.Dimension][]matching.Candidate) []uuid.UUID {
	var ids []uuid.UUID
	for _, l := range lists {
		for _, c := range l {
			ids = append(ids, c.Account)
		}
	}
	return ids
}

// missingMembers are the ids no member was read for.
func missingMembers(ids []uuid.UUID, members []profile.Profile) []uuid.UUID {
	read := make(map[uuid.UUID]bool, len(members))
	for _, m := range members {
		read[m.AccountID] = true
	}
	var gone []uuid.UUID
	for _, id := range ids {
		if !read[id] {
			gone = append(gone, id)
		}
	}
	return gone
}

// pools draws the viewer's pools from s, or takes them from the cache while the viewer's
// profile is unchanged (its UpdatedAt) on the same day (the ages the preferences allow move
// with the date).
func (q *ListMatches) pools(ctx context.Context, s DiscoveryStore, me profile.Profile, terms matching.ScoreTerms,
	verifiedOnly bool, now time.Time) (map[matching.Dimension][]matching.Candidate, error) {
	version := matchVersion(me.UpdatedAt, now)
	draw := func() (map[matching.Dimension][]matching.Candidate, error) {
		if q.draws == nil || verifiedOnly { // only the everyday carousels are drawn ahead
			return s.MatchPools(ctx, me, terms, verifiedOnly, now)
		}
		if pools, ok, err := q.draws.Drawn(ctx, me.AccountID, version); err != nil || ok {
			return pools, err
		}
		pools, err := s.MatchPools(ctx, me, terms, verifiedOnly, now)
		if err != nil {
			return nil, err
		}
		pools = trimPools(pools)
		// Kept for the member's first load on any instance today. A failed keep costs that load
		// a draw of its own and nothing else, so it does not fail this one.
		_ = q.draws.Keep(ctx, me.AccountID, version, drawDay(now), pools)
		return pools, nil
	}
	if q.cache == nil {
		return draw()
	}
	return q.cache.Pools(me.AccountID, verifiedOnly, version, now, draw)
}
