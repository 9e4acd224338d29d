package httpapi_test

import (
	"context"
	"testing"
)

// TestTheOppositeGenderRuleHoldsEverywhere: search, profile views, contact reveals and requests
// all follow one rule (matching.MayMeet); a member cannot move into the other pool by an edit.
func TestTheOppositeGenderRuleHoldsEverywhere(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, brideTok := e.memberWith(t, bride)
	otherBride, _ := e.memberWith(t, bride)
	groomCode, _ := e.memberWith(t, groom)

	t.Run("same-gender-profile-view-is-not-found", func(t *testing.T) {
		r, _ := e.client.GetUserProfileWithResponse(ctx, otherBride, bearer(brideTok))
		if r.StatusCode() != 404 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if ok, _ := e.client.GetUserProfileWithResponse(ctx, groomCode, bearer(brideTok)); ok.StatusCode() != 200 {
			t.Fatalf("the opposite gender: %d", ok.StatusCode())
		}
	})
	t.Run("same-gender-request-is-refused", func(t *testing.T) {
		r, _ := e.client.SendRequestWithResponse(ctx, otherBride, bearer(brideTok))
		if r.StatusCode() != 400 || r.ApplicationproblemJSON400 == nil || r.ApplicationproblemJSON400.Code != "request_same_gender" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		var n int
		if err := e.pool.QueryRow(ctx, "SELECT count(*) FROM connection_requests").Scan(&n); err != nil || n != 0 {
			t.Fatalf("%d requests stored (%v)", n, err)
		}
	})
	t.Run("same-gender-contact-reveal-is-not-found", func(t *testing.T) {
		r, _ := e.client.RevealContactWithResponse(ctx, otherBride, bearer(brideTok))
		if r.StatusCode() != 404 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("same-gender-conversation-is-not-found", func(t *testing.T) {
		// Found by TestAdversarialContract: the conversation endpoint showed the card of a
		// member the profile route hides.
		r, _ := e.client.GetConversationWithWithResponse(ctx, otherBride, bearer(brideTok))
		if r.StatusCode() != 404 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if ok, _ := e.client.GetConversationWithWithResponse(ctx, groomCode, bearer(brideTok)); ok.StatusCode() != 200 {
			t.Fatalf("the opposite gender: %d %s", ok.StatusCode(), ok.Body)
		}
	})
	t.Run("gender-cannot-be-changed-by-an-edit", func(t *testing.T) {
		r := e.patchProfile(t, brideTok, map[string]any{"gender": "male"}, nil)
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["gender"] != "Gender cannot be changed after registration." {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		p, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(brideTok))
		if p.JSON200.UserData.Gender != "female" {
			t.Fatal("the gender changed")
		}
		// Sending the gender one already has (a form that sends every field) changes nothing.
		same := e.patchProfile(t, brideTok, map[string]any{"gender": "female", "city": "Satara"}, nil)
		if same.StatusCode() != 200 {
			t.Fatalf("the same gender with another change: %d %s", same.StatusCode(), same.Body)
		}
	})
}
