package postgres_test

import (
	"errors"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// codes are the member codes of cards.
func codes(cards []matching.Card) map[string]matching.Card {
	out := map[string]matching.Card{}
	for _, c := range cards {
		out[c.Code] = c
	}
	return out
}

// countBoth asks a search to count whichever gender it searches.
var countBoth = app.SearchCounting{Female: true, Male: true}

func TestDiscoveryStore(t *testing.T) {
	ctx := t.Context()
	in := func(city string) func(*profile.Fields) { return func(f *profile.Fields) { f.City = &city } }

	// Search and Matches answer from every member: each has a database of its own.
	t.Run("Search", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t)
		viewer := registerMember(t, pool, "female")
		sameGender := registerMember(t, pool, "female")
		pune, nashik, suspended := registerMember(t, pool, "male", in("Pune")), registerMember(t, pool, "male", in("Nashik")), registerMember(t, pool, "male", in("Pune"))
		search := func(c matching.Criteria) ([]matching.Card, int) {
			t.Helper()
			c.Viewer = viewer.AccountID
			if c.Limit == 0 {
				c.Page, c.Limit = 1, 10
			}
			rows, err := postgres.NewDiscoveryStore(pool).Search(ctx, c, countBoth, testNow)
			if err != nil || rows.Counted.More || !rows.Fresh || rows.Gender != "male" {
				t.Fatal(rows, err)
			}
			return rows.Cards, rows.Counted.N
		}
		cards, n := search(matching.Criteria{})
		got := codes(cards)
		if n != 3 || len(cards) != 3 || got[pune.Code].FullName != pune.FullName || got[sameGender.Code].Code != "" {
			t.Fatalf("all: %d %+v, want the three grooms only", n, cards)
		}
		if cards, n := search(matching.Criteria{City: "Nashik"}); n != 1 || len(cards) != 1 || cards[0].Code != nashik.Code {
			t.Fatalf("in Nashik: %d %+v", n, cards)
		}
		if cards, n := search(matching.Criteria{Caste: "koli"}); n != 0 || len(cards) != 0 {
			t.Fatalf("an unknown caste: %d %+v", n, cards)
		}
		first, n1 := search(matching.Criteria{Page: 1, Limit: 2})
		second, _ := search(matching.Criteria{Page: 2, Limit: 2})
		if n1 != 3 || len(first) != 2 || len(second) != 1 || codes(first)[second[0].Code].Code != "" {
			t.Fatalf("pages %+v / %+v overlap or miss someone", first, second)
		}
		// The pair's request shows on the card, from the viewer's side.
		if _, err := postgres.NewRequestStore(pool).Send(ctx, pune.AccountID, viewer.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		cards, _ = search(matching.Criteria{City: "Pune"})
		if v := codes(cards)[pune.Code].Request; v != (requests.View{State: "pending", Direction: "received"}) {
			t.Fatalf("the request on the card: %+v", v)
		}
		if v := codes(cards)[suspended.Code].Request; v != requests.NoRequest {
			t.Fatalf("no request: %+v", v)
		}
		// A suspended member and an erased one disappear.
		suspend(t, pool, suspended.AccountID)
		if _, _, err := postgres.NewAccountStore(pool).Erase(ctx, nashik.AccountID); err != nil {
			t.Fatal(err)
		}
		if cards, n := search(matching.Criteria{}); n != 1 || len(cards) != 1 || cards[0].Code != pune.Code {
			t.Fatalf("after a suspension and an erasure: %d %+v", n, cards)
		}
		// Asked to count only for the other gender, it reads the page and counts nothing.
		if rows, err := postgres.NewDiscoveryStore(pool).Search(ctx, matching.Criteria{Viewer: viewer.AccountID, Page: 1, Limit: 10},
			app.SearchCounting{Female: true}, testNow); err != nil || len(rows.Cards) != 1 || rows.Fresh || rows.Counted != (matching.Counted{}) {
			t.Fatalf("a count not asked for: %+v, %v", rows, err)
		}
		if _, err := postgres.NewDiscoveryStore(pool).Search(ctx, matching.Criteria{Viewer: uuid.New(), Page: 1, Limit: 10}, countBoth, testNow); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("a viewer without a profile: %v", err)
		}
	})

	// A refined search counts over a bounded stretch of its walk and then says "at least N"; its
	// pages are not bounded (a short page making the count exact is the use case's,
	// matching.Counted.ShownOnPage).
	t.Run("SearchCountsARefinedSearchOverAStretch", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t)
		viewer := registerMember(t, pool, "female")
		tall := func(cm int) func(*profile.Fields) { return func(f *profile.Fields) { f.HeightCM = &cm } }
		for range 5 {
			registerMember(t, pool, "male", tall(185))
		}
		search := func(walk int, c matching.Criteria) ([]matching.Card, matching.Counted) {
			t.Helper()
			store := postgres.NewDiscoveryStore(pool)
			postgres.SetRefinedCountWalk(store, walk)
			c.Viewer, c.Page = viewer.AccountID, max(c.Page, 1)
			rows, err := store.Search(ctx, c, countBoth, testNow)
			if err != nil {
				t.Fatal(err)
			}
			return rows.Cards, rows.Counted
		}
		tallOnes := func(limit, page int) matching.Criteria {
			return matching.Criteria{Limit: limit, Page: page, Refine: matching.Refinements{HeightMin: 180}}
		}
		if cards, n := search(3, tallOnes(2, 1)); len(cards) != 2 || n != (matching.Counted{N: 3, More: true}) {
			t.Fatalf("a stretch of 3 entries: %d cards, %+v, want 2 and at least 3", len(cards), n)
		}
		if cards, n := search(3, tallOnes(2, 3)); len(cards) != 1 || n != (matching.Counted{N: 3, More: true}) {
			t.Fatalf("the last page, past the stretch: %d cards, %+v, want 1 and at least 3", len(cards), n)
		}
		if cards, n := search(10, tallOnes(2, 1)); len(cards) != 2 || n != (matching.Counted{N: 5}) {
			t.Fatalf("a stretch longer than the walk: %d cards, %+v, want 2 and exactly 5", len(cards), n)
		}
		if cards, n := search(3, matching.Criteria{Limit: 2}); len(cards) != 2 || n != (matching.Counted{N: 5}) {
			t.Fatalf("no refinement counts in full: %d cards, %+v", len(cards), n)
		}
		if cards, n := search(3, matching.Criteria{Limit: 2, Refine: matching.Refinements{HeightMin: 200}}); len(cards) != 0 || n != (matching.Counted{More: true}) {
			// An empty first page means none; that is the use case's to say (matching.Counted.ShownOnPage).
			t.Fatalf("none in the stretch: %d cards, %+v, want none and at least none", len(cards), n)
		}
	})

	pool := newPool(t)
	store := postgres.NewDiscoveryStore(pool)

	t.Run("PhotoOwners", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		owners, gender, err := store.PhotoOwners(ctx, groom.AccountID, bride.PhotoID)
		if err != nil || gender != "male" || len(owners) != 1 || owners[0] != (app.PhotoOwner{Account: bride.AccountID, Gender: "female", Visibility: "all"}) {
			t.Fatalf("owners %+v viewer %q (%v)", owners, gender, err)
		}
		suspend(t, pool, bride.AccountID)
		if owners, _, _ := store.PhotoOwners(ctx, groom.AccountID, bride.PhotoID); len(owners) != 1 || !owners[0].Suspended {
			t.Fatalf("after a suspension %+v", owners)
		}
		if owners, gender, err := store.PhotoOwners(ctx, uuid.New(), "no-such-photo"); err != nil || len(owners) != 0 || gender != "" {
			t.Fatalf("nobody's picture, no viewer: %+v %q (%v)", owners, gender, err)
		}
	})

	t.Run("ViewProfile", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		v, err := store.ViewProfile(ctx, groom.AccountID, bride.Code, testNow)
		if err != nil || v.Profile.AccountID != bride.AccountID || v.Profile.Contact.Phone != bride.Contact.Phone ||
			v.ViewerGender != "male" || v.HasRequest || v.Subscription.ID != uuid.Nil || v.Revealed || v.MemberPlan != "" {
			t.Fatalf("a first look %+v (%v)", v, err)
		}
		postgres.NewRequestStore(pool).Send(ctx, groom.AccountID, bride.AccountID, testNow)
		subs := postgres.NewSubscriptionStore(pool)
		if _, err := subs.Subscribe(ctx, groom.AccountID, smallPlan, testNow); err != nil {
			t.Fatal(err)
		}
		if _, err := subs.Subscribe(ctx, bride.AccountID, plans.Plan{Code: plans.Elite, ValidityMonths: 1}, testNow); err != nil {
			t.Fatal(err)
		}
		sub, _ := subs.Current(ctx, groom.AccountID, testNow)
		if _, err := subs.Reveal(ctx, sub, groom.AccountID, bride.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		v, err = store.ViewProfile(ctx, groom.AccountID, bride.Code, testNow)
		if err != nil || !v.HasRequest || v.Request.Status != requests.Pending || v.Request.Sender != groom.AccountID ||
			v.Subscription.ID != sub.ID || v.Subscription.Used != 1 || !v.Revealed || v.MemberPlan != plans.Elite {
			t.Fatalf("after a request, subscriptions and a reveal %+v (%v)", v, err)
		}
		if _, err := store.ViewProfile(ctx, groom.AccountID, "MH00000000", testNow); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("an unknown code: %v", err)
		}
		if v, err := store.ViewProfile(ctx, uuid.New(), bride.Code, testNow); err != nil || v.ViewerGender != "" {
			t.Fatalf("a viewer without a profile: %+v (%v)", v, err)
		}
	})
}
