package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestTheOwnProfilesPlanShowsTheActiveSubscriptionAndOffersTheNextPlan(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	me := member("MHBRIDE381", "female")
	me.PreferredPlan = string(plans.Elite)
	held := func(plan plans.Code, from, to time.Time) plans.Subscription {
		return plans.Subscription{ID: uuid.New(), Account: me.AccountID, Plan: plan, StartsAt: from, EndsAt: to}
	}
	s := subs{of: map[uuid.UUID]plans.Subscription{}}
	d, err := app.NewDiscoveryApplication(app.DiscoveryPorts{Profiles: fakeProfiles{byCode: map[string]profile.Profile{me.Code: me}},
		Store: &newcomers{}, Subscriptions: s, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name        string
		sub         plans.Subscription
		preferred   plans.Code
		subscribed  bool
		wantUpgrade plans.Code
	}{
		{"none: offered the plan they preferred", plans.Subscription{}, plans.Elite, false, plans.Elite},
		{"none and no preference: offered Standard", plans.Subscription{}, "", false, plans.Standard},
		{"one that ended counts as none", held(plans.Premium, now.AddDate(0, -2, 0), now), plans.Elite, false, plans.Elite},
		{"an active one is shown, and the next plan up offered", held(plans.Standard, now.AddDate(0, -1, 0), now.AddDate(0, 1, 0)), plans.Elite, true, plans.Premium},
		{"at the top, nothing is offered", held(plans.Codes[len(plans.Codes)-1], now.AddDate(0, -1, 0), now.AddDate(0, 1, 0)), "", true, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s.of[me.AccountID] = c.sub
			who := me
			who.PreferredPlan = string(c.preferred)
			got, err := d.Queries.OwnPlan.Handle(ctx, who)
			if err != nil || got.Subscribed() != c.subscribed || got.Upgrade != c.wantUpgrade ||
				c.subscribed && got.Subscription.ID != c.sub.ID || !c.subscribed && got.Subscription.ID != uuid.Nil {
				t.Fatalf("%+v %v", got, err)
			}
		})
	}
}

// storedData answers one member's stored data.
type storedData struct {
	app.PrivacyStore
	d app.MemberData
}

func (s storedData) MemberData(context.Context, uuid.UUID) (app.MemberData, error) { return s.d, nil }

func TestTheExportShowsThePlanTheMemberHasAtItsMoment(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	me := member("MHBRIDE382", "female")
	ended := plans.Subscription{ID: uuid.New(), Plan: plans.Elite, StartsAt: now.AddDate(-1, 0, 0), EndsAt: now.AddDate(0, -1, 0)}
	current := plans.Subscription{ID: uuid.New(), Plan: plans.Standard, StartsAt: now.AddDate(0, -1, 0), EndsAt: now.AddDate(0, 2, 0)}
	export := func(subs ...plans.Subscription) app.Export {
		t.Helper()
		store := storedData{d: app.MemberData{Profile: me, Subscriptions: subs}}
		e, err := app.NewExportData(store, nil, func() time.Time { return now }).Handle(context.Background(), me.AccountID)
		if err != nil || e.Profile.Code != me.Code || len(e.Subscriptions) != len(subs) {
			t.Fatalf("%+v %v", e, err)
		}
		return e
	}
	if e := export(ended, current); e.Plan.Subscription.ID != current.ID || e.Plan.Upgrade != plans.Premium {
		t.Fatalf("with one active: %+v", e.Plan)
	}
	if e := export(ended); e.Plan.Subscribed() || e.Plan.Upgrade != plans.Standard {
		t.Fatalf("with none active: %+v", e.Plan)
	}
}
