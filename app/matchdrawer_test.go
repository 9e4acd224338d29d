package app

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// keptDraws is MatchDraws in memory: each member's pools and their version, and the members a
// claim may take (in account order), with what was claimed for which day.
type keptDraws struct {
	pools    map[uuid.UUID]map[matching.Dimension][]matching.Candidate
	versions map[uuid.UUID]string
	days     map[uuid.UUID]time.Time
	claimed  map[uuid.UUID]time.Time // the day each member was last claimed for
	members  []uuid.UUID
	claims   int
}

func newKeptDraws(members ...uuid.UUID) *keptDraws {
	slices.SortFunc(members, func(a, b uuid.UUID) int { return slices.Compare(a[:], b[:]) })
	return &keptDraws{pools: map[uuid.UUID]map[matching.Dimension][]matching.Candidate{}, versions: map[uuid.UUID]string{},
		days: map[uuid.UUID]time.Time{}, claimed: map[uuid.UUID]time.Time{}, members: members}
}

func (k *keptDraws) Drawn(_ context.Context, viewer uuid.UUID, version string) (map[matching.Dimension][]matching.Candidate, bool, error) {
	if k.versions[viewer] != version {
		return nil, false, nil
	}
	return k.pools[viewer], true, nil
}

func (k *keptDraws) Keep(_ context.Context, viewer uuid.UUID, version string, day time.Time, pools map[matching.Dimension][]matching.Candidate) error {
	k.pools[viewer], k.versions[viewer], k.days[viewer] = pools, version, day
	return nil
}

func (k *keptDraws) Sweep(_ context.Context, before time.Time) (int64, error) {
	var n int64
	for id, day := range k.days {
		if day.Before(before) {
			delete(k.pools, id)
			delete(k.versions, id)
			delete(k.days, id)
			n++
		}
	}
	return n, nil
}

func (k *keptDraws) Claim(_ context.Context, day time.Time, after uuid.UUID, _ time.Time, limit int, _, _ time.Time) ([]uuid.UUID, error) {
	k.claims++
	var out []uuid.UUID
	for _, m := range k.members {
		if slices.Compare(m[:], after[:]) > 0 && !k.claimed[m].Equal(day) && len(out) < limit {
			out, k.claimed[m] = append(out, m), day
		}
	}
	return out, nil
}

// candidatePools is a DiscoveryStore that draws the same pools for everyone, counting the draws,
// and reads the members it was given but those hidden from the viewer now.
type candidatePools struct {
	DiscoveryStore
	pools   map[matching.Dimension][]matching.Candidate
	members map[uuid.UUID]profile.Profile
	hidden  []uuid.UUID
	drawn   []uuid.UUID
}

func (c *candidatePools) MatchPools(_ context.Context, me profile.Profile, _ matching.ScoreTerms, _ bool, _ time.Time) (map[matching.Dimension][]matching.Candidate, error) {
	c.drawn = append(c.drawn, me.AccountID)
	return c.pools, nil
}

func (c *candidatePools) MatchMembers(_ context.Context, _ uuid.UUID, ids []uuid.UUID) ([]profile.Profile, error) {
	var out []profile.Profile
	for _, id := range ids {
		if m, ok := c.members[id]; ok && !slices.Contains(c.hidden, id) {
			out = append(out, m)
		}
	}
	return out, nil
}

// someProfiles answers ProfileByAccount from a map.
type someProfiles struct {
	ProfileStore
	byID map[uuid.UUID]profile.Profile
}

func (s someProfiles) ProfileByAccount(_ context.Context, id uuid.UUID) (profile.Profile, error) {
	if p, ok := s.byID[id]; ok {
		return p, nil
	}
	return profile.Profile{}, profile.ErrNotFound
}

var drawNow = time.Date(2026, 11, 28, 1, 0, 0, 0, time.UTC)

func drawMember(gender string) profile.Profile {
	return profile.Profile{AccountID: uuid.New(), Code: "RG" + uuid.NewString()[:6], FullName: "Member", Gender: gender,
		DOB: time.Date(1996, 5, 1, 0, 0, 0, 0, time.UTC), UpdatedAt: drawNow.Add(-48 * time.Hour)}
}

func TestMatchesReadThePoolsDrawnAhead(t *testing.T) {
	viewer := drawMember("male")
	a, b := drawMember("female"), drawMember("female")
	pools := map[matching.Dimension][]matching.Candidate{matching.ByAge: {
		{Account: a.AccountID, Score: 90, LastActive: drawNow}, {Account: b.AccountID, Score: 80, LastActive: drawNow}}}
	setup := func() (*ListMatches, *candidatePools, *keptDraws) {
		store := &candidatePools{pools: pools, members: map[uuid.UUID]profile.Profile{a.AccountID: a, b.AccountID: b}}
		draws := newKeptDraws()
		d, err := NewDiscoveryApplication(DiscoveryPorts{Profiles: someProfiles{byID: map[uuid.UUID]profile.Profile{viewer.AccountID: viewer}},
			Store: store, Subscriptions: noSubscriptions{}, Draws: draws, Now: func() time.Time { return drawNow }})
		if err != nil {
			t.Fatal(err)
		}
		return d.Queries.Matches, store, draws
	}
	shown := func(c Carousels) []uuid.UUID {
		var ids []uuid.UUID
		for _, card := range c.Lists[matching.ByAge] {
			ids = append(ids, card.AccountID)
		}
		return ids
	}

	t.Run("pools drawn at the viewer's version are read, not drawn", func(t *testing.T) {
		d, store, draws := setup()
		draws.Keep(t.Context(), viewer.AccountID, matchVersion(viewer.UpdatedAt, drawNow), drawDay(drawNow), pools)
		c, err := d.Handle(t.Context(), viewer.AccountID, false)
		if err != nil || len(store.drawn) != 0 || !slices.Equal(shown(c), []uuid.UUID{a.AccountID, b.AccountID}) {
			t.Fatalf("drew %d times, showed %v (%v)", len(store.drawn), shown(c), err)
		}
	})
	t.Run("a member hidden since the draw is left out of the first load", func(t *testing.T) {
		d, store, draws := setup()
		draws.Keep(t.Context(), viewer.AccountID, matchVersion(viewer.UpdatedAt, drawNow), drawDay(drawNow), pools)
		store.hidden = []uuid.UUID{b.AccountID} // blocked, paused, suspended or erased this morning
		c, err := d.Handle(t.Context(), viewer.AccountID, false)
		if err != nil || !slices.Equal(shown(c), []uuid.UUID{a.AccountID}) {
			t.Fatalf("showed %v (%v)", shown(c), err)
		}
	})
	t.Run("pools drawn before the viewer's edit, or yesterday, are drawn again and kept", func(t *testing.T) {
		for name, version := range map[string]string{
			"before the edit": matchVersion(viewer.UpdatedAt.Add(-time.Hour), drawNow),
			"yesterday":       matchVersion(viewer.UpdatedAt, drawNow.Add(-24*time.Hour)),
		} {
			d, store, draws := setup()
			draws.Keep(t.Context(), viewer.AccountID, version, drawDay(drawNow), map[matching.Dimension][]matching.Candidate{})
			c, err := d.Handle(t.Context(), viewer.AccountID, false)
			if err != nil || len(store.drawn) != 1 || len(shown(c)) != 2 {
				t.Fatalf("%s: drew %d times, showed %v (%v)", name, len(store.drawn), shown(c), err)
			}
			if draws.versions[viewer.AccountID] != matchVersion(viewer.UpdatedAt, drawNow) || len(draws.pools[viewer.AccountID][matching.ByAge]) != 2 {
				t.Fatalf("%s: kept %q %v", name, draws.versions[viewer.AccountID], draws.pools[viewer.AccountID])
			}
		}
	})
	t.Run("verified-only carousels are drawn on the load, never kept", func(t *testing.T) {
		d, store, draws := setup()
		if _, err := d.Handle(t.Context(), viewer.AccountID, true); err != nil || len(store.drawn) != 1 || len(draws.pools) != 0 {
			t.Fatalf("drew %d times, kept %d (%v)", len(store.drawn), len(draws.pools), err)
		}
	})
}

func TestMatchDrawerDrawsEachMemberOnceADay(t *testing.T) {
	members := map[uuid.UUID]profile.Profile{}
	var ids []uuid.UUID
	for range 5 {
		m := drawMember("female")
		members[m.AccountID], ids = m, append(ids, m.AccountID)
	}
	erased := uuid.New() // claimed, then erased before its draw
	draws := newKeptDraws(append(slices.Clone(ids), erased)...)
	store := &candidatePools{pools: map[matching.Dimension][]matching.Candidate{matching.ByAge: {{Account: uuid.New(), Score: 1}}}}
	now := drawNow
	drawer := NewMatchDrawer(someProfiles{byID: members}, store, draws, nil, func() time.Time { return now })
	allDay := DrawSchedule{}

	if n, err := drawer.DrawDay(t.Context(), DrawSchedule{Limit: 3}); err != nil || n != 3 {
		t.Fatalf("a limit of 3 drew %d (%v)", n, err)
	}
	if n, err := drawer.DrawDay(t.Context(), allDay); err != nil || n != 2 || len(store.drawn) != 5 {
		t.Fatalf("the rest: %d counted, %d drawn (%v)", n, len(store.drawn), err)
	}
	for _, id := range ids {
		if draws.versions[id] != matchVersion(members[id].UpdatedAt, now) || !draws.days[id].Equal(drawDay(now)) {
			t.Fatalf("member %s kept at %q for %v", id, draws.versions[id], draws.days[id])
		}
	}
	if _, ok := draws.pools[erased]; ok {
		t.Fatal("an erased member's pools were kept")
	}
	claims := draws.claims
	if n, _ := drawer.DrawDay(t.Context(), allDay); n != 0 || len(store.drawn) != 5 {
		t.Fatalf("a second pass the same day drew %d", n)
	}
	// Outside its hours the drawer claims nobody.
	now = drawNow.Add(5 * time.Hour)
	if n, _ := drawer.DrawDay(t.Context(), DefaultDrawSchedule); n != 0 || draws.claims != claims+1 {
		t.Fatalf("outside 00:00-03:00 UTC: %d drawn, %d claims", n, draws.claims-claims)
	}
	// A week on, the pools of a member who was not drawn since are swept.
	gone := uuid.New()
	draws.Keep(t.Context(), gone, "old", drawDay(now).Add(-8*24*time.Hour), nil)
	// The next day everyone is drawn again, for that day.
	now = drawNow.Add(24 * time.Hour)
	if n, _ := drawer.DrawDay(t.Context(), DefaultDrawSchedule); n != 5 || len(store.drawn) != 10 {
		t.Fatalf("the next morning: %d counted, %d drawn in all", n, len(store.drawn))
	}
	if _, ok := draws.pools[gone]; ok {
		t.Fatal("pools drawn eight days ago were not swept")
	}
}

func TestDrawScheduleHours(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2026, 11, 28, h, m, 0, 0, time.UTC) }
	morning := DrawSchedule{From: 0, Until: 3 * time.Hour}
	night := DrawSchedule{From: 22 * time.Hour, Until: 2 * time.Hour}
	for _, c := range []struct {
		s    DrawSchedule
		at   time.Time
		open bool
	}{
		{morning, at(0, 0), true}, {morning, at(2, 59), true}, {morning, at(3, 0), false}, {morning, at(23, 0), false},
		{night, at(23, 0), true}, {night, at(1, 0), true}, {night, at(2, 0), false}, {night, at(12, 0), false},
		{DrawSchedule{}, at(12, 0), true},
	} {
		if c.s.open(c.at) != c.open {
			t.Errorf("%v-%v at %v: open %v", c.s.From, c.s.Until, c.at.Format("15:04"), !c.open)
		}
	}
}

// noSubscriptions stands for the subscription store, which the matches never read.
type noSubscriptions struct{ SubscriptionStore }
