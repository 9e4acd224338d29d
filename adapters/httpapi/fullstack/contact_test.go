package httpapi_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

func TestContactDetailsNeedASubscription(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, viewerTok := e.memberWith(t, groom)
	bCode, _ := e.memberWith(t, bride)
	cCode, _ := e.memberWith(t, bride)

	profileJSON := func() map[string]any {
		req, _ := e.client.GetUserProfileWithResponse(ctx, bCode, bearer(viewerTok))
		var raw struct {
			UserData map[string]any `json:"userData"`
		}
		if err := json.Unmarshal(req.Body, &raw); err != nil {
			t.Fatal(err)
		}
		return raw.UserData
	}
	t.Run("contact-keys-absent-for-non-subscriber", func(t *testing.T) {
		u := profileJSON()
		if _, ok := u["phone"]; ok {
			t.Fatal("phone key present")
		}
		if _, ok := u["email"]; ok {
			t.Fatal("email key present")
		}
		if u["canRevealContact"] != false {
			t.Fatalf("canRevealContact %v", u["canRevealContact"])
		}
		r, _ := e.client.RevealContactWithResponse(ctx, bCode, bearer(viewerTok))
		if r.StatusCode() != 402 {
			t.Fatalf("reveal without plan: %d", r.StatusCode())
		}
	})
	t.Run("reveal-spends-allowance-once-per-member", func(t *testing.T) {
		viewer, err := e.tokens.Parse(viewerTok, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		basic := plans.Plan{Code: plans.Basic, ValidityMonths: 1, ContactAllowance: 1}
		if _, err := postgres.NewSubscriptionStore(e.pool).Subscribe(ctx, viewer.Subject, basic, time.Now().Add(-time.Minute)); err != nil {
			t.Fatal(err)
		}
		if u := profileJSON(); u["canRevealContact"] != true || u["phone"] != nil {
			t.Fatalf("before reveal: %v", u)
		}
		r, _ := e.client.RevealContactWithResponse(ctx, bCode, bearer(viewerTok))
		if r.StatusCode() != 200 || len(r.JSON200.Phone) != 10 || *r.JSON200.Remaining != 0 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if u := profileJSON(); u["phone"] == nil || u["email"] == nil {
			t.Fatal("revealed contact not shown on the profile")
		}
		again, _ := e.client.RevealContactWithResponse(ctx, bCode, bearer(viewerTok))
		if again.StatusCode() != 200 {
			t.Fatalf("revealing the same member again cost a unit: %d", again.StatusCode())
		}
		other, _ := e.client.RevealContactWithResponse(ctx, cCode, bearer(viewerTok))
		if other.StatusCode() != 402 || other.ApplicationproblemJSON402 == nil {
			t.Fatalf("allowance not enforced: %d", other.StatusCode())
		}
		own, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(viewerTok))
		if !own.JSON200.UserData.IsSubscribe {
			t.Fatal("isSubscribe false with an active subscription")
		}
	})
}
