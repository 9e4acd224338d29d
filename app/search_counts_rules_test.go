package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// countingStore answers searches of brides from members matching ones, and a count of counted
// when it is asked to count brides; it records what it was asked to count.
type countingStore struct {
	app.DiscoveryStore
	members int
	counted matching.Counted
	asked   []app.SearchCounting
}

func (s *countingStore) Search(_ context.Context, c matching.Criteria, count app.SearchCounting, _ time.Time) (app.SearchRows, error) {
	s.asked = append(s.asked, count)
	offset := (c.Page - 1) * c.Limit
	rows := app.SearchRows{Cards: make([]matching.Card, min(c.Limit, max(0, s.members-offset))), Gender: "female"}
	if count.Female {
		rows.Counted, rows.Fresh = s.counted, true
	}
	return rows, nil
}

func TestSearchCountsAreKeptAMinutePerFilterSet(t *testing.T) {
	ctx := context.Background()
	now := discoveryNow
	store := &countingStore{members: 40, counted: matching.Counted{N: 40}}
	d, err := app.NewDiscoveryApplication(app.DiscoveryPorts{Profiles: fakeProfiles{byCode: map[string]profile.Profile{}}, Store: store,
		Subscriptions: &allowance{}, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	search := func(viewer uuid.UUID, f matching.Filters) app.SearchPage {
		t.Helper()
		f.Limit = 6
		page, err := d.Queries.Search.Handle(ctx, viewer, f)
		if err != nil {
			t.Fatal(err)
		}
		return page
	}
	groom, otherGroom := uuid.New(), uuid.New()
	countedBrides := app.SearchCounting{Female: true, Male: true}
	keptBrides := app.SearchCounting{Male: true} // brides' count kept, grooms' not

	if p := search(groom, matching.Filters{}); p.Counted != 40 || p.More || store.asked[0] != countedBrides {
		t.Fatalf("a first search: %+v, asked %+v", p, store.asked)
	}
	store.counted = matching.Counted{N: 41} // a member joins: a kept count does not see them
	if p := search(otherGroom, matching.Filters{Page: 3}); p.Counted != 40 || store.asked[1] != keptBrides {
		t.Fatalf("the same filters from another viewer, another page: %+v, asked %+v", p, store.asked[1])
	}
	if p := search(groom, matching.Filters{Caste: "maratha"}); p.Counted != 41 || store.asked[2] != countedBrides {
		t.Fatalf("other filters are counted: %+v, asked %+v", p, store.asked[2])
	}
	now = now.Add(time.Minute)
	if p := search(groom, matching.Filters{}); p.Counted != 41 || store.asked[3] != countedBrides {
		t.Fatalf("a minute later the count is taken again: %+v, asked %+v", p, store.asked[3])
	}
}

func TestAnOpenCountAPageMakesExactIsKeptExact(t *testing.T) {
	ctx := context.Background()
	store := &countingStore{members: 17, counted: matching.Counted{N: 12, More: true}} // a refined count cut short
	d, err := app.NewDiscoveryApplication(app.DiscoveryPorts{Profiles: fakeProfiles{byCode: map[string]profile.Profile{}}, Store: store,
		Subscriptions: &allowance{}, Now: func() time.Time { return discoveryNow }})
	if err != nil {
		t.Fatal(err)
	}
	tall := matching.Filters{HeightMin: 180, Limit: 6}
	for i, tc := range []struct {
		page      int
		want      int
		wantMore  bool
		wantFresh bool
	}{
		{1, 12, true, true},   // a full page says nothing of where the matches end
		{3, 17, false, false}, // the last, short page does: 12 before it and 5 on it
		{1, 17, false, false}, // and the search's other pages say so too
	} {
		f := tall
		f.Page = tc.page
		p, err := d.Queries.Search.Handle(ctx, uuid.New(), f)
		if err != nil {
			t.Fatal(err)
		}
		if p.Counted != tc.want || p.More != tc.wantMore || store.asked[i].Female != tc.wantFresh {
			t.Fatalf("search %d (page %d): %d, more %v, counted %v; want %d, more %v, counted %v", i, tc.page, p.Counted, p.More,
				store.asked[i].Female, tc.want, tc.wantMore, tc.wantFresh)
		}
	}
}
