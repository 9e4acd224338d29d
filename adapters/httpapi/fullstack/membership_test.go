package httpapi_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// TestPlanIsAPreference: the plan a member sends (registration step 5, or an edit) pre-selects
// /buy and nothing else. Nobody, the member included, ever sees it as the plan they have.
func TestPlanIsAPreference(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	code, token := e.memberWith(t, func(d map[string]any) { d["plan"] = "elite" })
	_, viewer := e.memberWith(t, groom)

	rawProfile := func(t *testing.T, id, token string) map[string]any {
		t.Helper()
		r, _ := e.client.GetUserProfileWithResponse(ctx, id, bearer(token))
		var doc struct {
			UserData map[string]any `json:"userData"`
		}
		if err := json.Unmarshal(r.Body, &doc); err != nil {
			t.Fatal(err)
		}
		return doc.UserData
	}
	t.Run("registered-plan-is-not-the-members-plan", func(t *testing.T) {
		own := rawProfile(t, "none", token)
		if _, has := own["plan"]; has || own["isSubscribe"] != false || own["preferredPlan"] != "elite" || own["subscription"] != nil {
			t.Fatalf("own profile: plan %v, isSubscribe %v, preferredPlan %v", own["plan"], own["isSubscribe"], own["preferredPlan"])
		}
		if own["upgradePlan"] != "elite" {
			t.Fatalf("upgrade prompts should pre-select the preferred plan: %v", own["upgradePlan"])
		}
		other := rawProfile(t, code, viewer)
		for _, key := range []string{"plan", "preferredPlan", "subscription", "upgradePlan"} {
			if _, has := other[key]; has {
				t.Errorf("another member sees %s: %v", key, other[key])
			}
		}
		if other["isSubscribe"] != false {
			t.Error("another member sees isSubscribe true")
		}
	})
	t.Run("edited-plan-is-not-the-members-plan", func(t *testing.T) {
		r := e.patchProfile(t, token, map[string]any{"plan": "premium"}, nil)
		if r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		u := r.JSON200.UserData
		if u.Plan != nil || u.IsSubscribe || u.PreferredPlan == nil || *u.PreferredPlan != apiclient.PlanCodePremium {
			t.Fatalf("the edit's answer: plan %v subscribed %v preferred %v", u.Plan, u.IsSubscribe, u.PreferredPlan)
		}
		if other := rawProfile(t, code, viewer); other["plan"] != nil {
			t.Fatalf("another member sees plan %v", other["plan"])
		}
		if n := e.count(t, "SELECT count(*) FROM subscriptions"); n != 0 {
			t.Fatalf("an edit made %d subscriptions", n)
		}
	})
	t.Run("search-and-matches-carry-no-plan", func(t *testing.T) {
		r, _ := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{}, bearer(viewer))
		var doc struct {
			UserList []map[string]any `json:"userList"`
		}
		if err := json.Unmarshal(r.Body, &doc); err != nil || len(doc.UserList) == 0 {
			t.Fatalf("%v %s", err, r.Body)
		}
		for _, card := range doc.UserList {
			if _, has := card["plan"]; has {
				t.Fatalf("a search card carries a plan: %v", card)
			}
		}
	})
}

// TestServerOwnedFieldsRefused is docs/security.md 12: a member never sets isSubscribe or any part
// of a subscription, on registration or on an edit.
func TestServerOwnedFieldsRefused(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	fields := []string{"isSubscribe", "subscription", "subscription[plan]", "subscription.endsAt", "contactAllowance",
		"contactsRemaining", "preferredPlan", "upgradePlan"}
	for _, field := range fields {
		t.Run("register-400-"+field, func(t *testing.T) {
			r := e.register(t, wizard(), testJPEG(t, 120, 120), [2]string{field, "true"})
			if r.StatusCode() != 400 {
				t.Fatalf("%d %s", r.StatusCode(), r.Body)
			}
		})
		t.Run("edit-400-"+field, func(t *testing.T) {
			r := e.patchProfile(t, token, map[string]any{}, nil, [2]string{field, "elite"})
			if r.StatusCode() != 400 {
				t.Fatalf("%d %s", r.StatusCode(), r.Body)
			}
		})
	}
	if u := e.own(t, token); u.IsSubscribe || u.Plan != nil {
		t.Fatal("a refused field changed the membership")
	}
}

// TestOwnProfileReportsTheSubscription: every answer carrying the member's own profile says how
// the subscription stands, the edit's answer included; the demo login's premium shows as Premium.
func TestOwnProfileReportsTheSubscription(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.memberWith(t, func(d map[string]any) { d["plan"] = "basic" })
	premium := plans.Plan{Code: plans.Premium, ValidityMonths: 3, ContactAllowance: 50}
	if _, err := postgres.NewSubscriptionStore(e.pool).Subscribe(ctx, e.accountOf(t, token), premium, time.Now().Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
	r := e.patchProfile(t, token, map[string]any{"city": "Nashik"}, nil)
	if r.StatusCode() != 200 {
		t.Fatalf("%d %s", r.StatusCode(), r.Body)
	}
	for name, u := range map[string]apiclient.UserData{"edit": r.JSON200.UserData, "own": e.own(t, token)} {
		if !u.IsSubscribe || u.Plan == nil || *u.Plan != apiclient.PlanCodePremium || u.Subscription == nil ||
			*u.Subscription.ContactsRemaining != 50 || u.UpgradePlan == nil || *u.UpgradePlan != apiclient.PlanCodeElite ||
			*u.PreferredPlan != apiclient.PlanCodeBasic {
			t.Fatalf("%s: plan %v subscribed %v subscription %+v upgrade %v", name, u.Plan, u.IsSubscribe, u.Subscription, u.UpgradePlan)
		}
	}
	export, _ := e.client.ExportMyDataWithResponse(ctx, bearer(token))
	if export.JSON200 == nil || export.JSON200.Profile.Plan == nil || *export.JSON200.Profile.Plan != apiclient.PlanCodePremium ||
		!export.JSON200.Profile.IsSubscribe {
		t.Fatalf("export: %s", export.Body)
	}
}

// TestExpiryClosesTheGates: isSubscribe is computed at the moment of the request, so the end of
// the window closes every gate at once, with no job to run.
func TestExpiryClosesTheGates(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.memberWith(t, groom)
	revealed, _ := e.memberWith(t, bride)
	other, _ := e.memberWith(t, bride)
	e.buy(t, token, apiclient.PlanCodeStandard)
	if r, _ := e.client.RevealContactWithResponse(ctx, revealed, bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("reveal while subscribed: %d", r.StatusCode())
	}
	if _, err := e.pool.Exec(ctx, `UPDATE subscriptions SET starts_at = now() - interval '61 days', ends_at = now() - interval '1 second'
		WHERE account_id = $1`, e.accountOf(t, token)); err != nil {
		t.Fatal(err)
	}
	if r, _ := e.client.RevealContactWithResponse(ctx, other, bearer(token)); r.StatusCode() != 402 ||
		r.ApplicationproblemJSON402.Code != "subscription_required" {
		t.Fatalf("reveal after expiry: %d %s", r.StatusCode(), r.Body)
	}
	v, _ := e.client.GetUserProfileWithResponse(ctx, revealed, bearer(token))
	if u := v.JSON200.UserData; u.Phone != nil || u.Email != nil || u.CanRevealContact == nil || *u.CanRevealContact {
		t.Fatalf("contact still open after expiry: %s", v.Body)
	}
	if u := e.own(t, token); u.IsSubscribe || u.Plan != nil || u.Subscription != nil {
		t.Fatalf("still subscribed after expiry: %v %v", u.IsSubscribe, u.Plan)
	}
}

// TestContactAllowance: the allowance left is on the member's own profile; revealing a member
// twice costs one unit; the allowance used up is a clear 402.
func TestContactAllowance(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.memberWith(t, groom)
	first, _ := e.memberWith(t, bride)
	second, _ := e.memberWith(t, bride)
	e.buy(t, token, apiclient.PlanCodeBasic)
	// Twenty reveals take long to set up; the allowance is cut to one so the second member is over it.
	if _, err := e.pool.Exec(ctx, `UPDATE subscriptions SET contact_allowance = 1 WHERE account_id = $1`, e.accountOf(t, token)); err != nil {
		t.Fatal(err)
	}
	if s := e.own(t, token).Subscription; *s.ContactsRemaining != 1 || s.ContactsUsed != 0 {
		t.Fatalf("before: %+v", s)
	}
	for i := 0; i < 2; i++ {
		r, _ := e.client.RevealContactWithResponse(ctx, first, bearer(token))
		if r.StatusCode() != 200 || *r.JSON200.Remaining != 0 {
			t.Fatalf("reveal %d of the same member: %d %s", i+1, r.StatusCode(), r.Body)
		}
	}
	if s := e.own(t, token).Subscription; *s.ContactsRemaining != 0 || s.ContactsUsed != 1 {
		t.Fatalf("revealing twice used more than one unit: %+v", s)
	}
	r, _ := e.client.RevealContactWithResponse(ctx, second, bearer(token))
	if r.StatusCode() != 402 || r.ApplicationproblemJSON402.Code != "allowance_used" ||
		r.ApplicationproblemJSON402.Message != "You have used all contact views of your plan. Please upgrade to see more." {
		t.Fatalf("allowance used up: %d %s", r.StatusCode(), r.Body)
	}
}
