package httpapi_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

// The daily limits against contact harvesting (docs/adr/0016-trust-and-safety.md): past its
// profile views or contact reveals for the day a member is refused with the policy's words and
// when to come back, and a member who runs into a limit on three days of thirty is shown to the
// admins. The limits are lowered here (300 views, 40 reveals in the product) to stay quick.
func TestDailyHarvestingLimitsRefuseAndAlertTheAdmins(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, admin := e.newAdmin(t)
	harvester := e.chatter(t, groom)
	var brides []string
	for range 3 {
		code, _ := e.memberWith(t, bride)
		brides = append(brides, code)
	}
	e.discovery.Queries.ViewProfile.Quota().SetLimit(2)
	e.limits.SetLimit(app.PolicyContactRevealsDaily, 1)

	t.Run("profile-views", func(t *testing.T) {
		for i, code := range brides {
			r, err := e.client.GetUserProfileWithResponse(ctx, code, bearer(harvester.token))
			if err != nil {
				t.Fatal(err)
			}
			if i < 2 {
				if r.StatusCode() != 200 {
					t.Fatalf("view %d: %d %s", i+1, r.StatusCode(), r.Body)
				}
				continue
			}
			p := r.ApplicationproblemJSON429
			if r.StatusCode() != 429 || p == nil || p.Message != app.PolicyProfileViewsDaily.Message || r.HTTPResponse.Header.Get("Retry-After") == "" {
				t.Fatalf("view past the limit: %d %s", r.StatusCode(), r.Body)
			}
		}
		// The member's own profile is not another member's: it is never counted.
		if r, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(harvester.token)); r.StatusCode() != 200 {
			t.Fatalf("own profile past the limit: %d", r.StatusCode())
		}
	})
	t.Run("contact-reveals", func(t *testing.T) {
		e.subscribe(t, harvester)
		if r, _ := e.client.RevealContactWithResponse(ctx, brides[0], bearer(harvester.token)); r.StatusCode() != 200 {
			t.Fatalf("first reveal: %d %s", r.StatusCode(), r.Body)
		}
		r, _ := e.client.RevealContactWithResponse(ctx, brides[1], bearer(harvester.token))
		if p := r.ApplicationproblemJSON429; r.StatusCode() != 429 || p == nil || p.Message != app.PolicyContactRevealsDaily.Message {
			t.Fatalf("reveal past the limit: %d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("admins-see-a-member-limited-on-three-days", func(t *testing.T) {
		alerted := func() *apiclient.HarvestAlert {
			t.Helper()
			r, err := e.client.ListAdminHarvestAlertsWithResponse(ctx, bearer(admin))
			if err != nil || r.JSON200 == nil {
				t.Fatalf("alerts: %v %d", err, r.StatusCode())
			}
			i := slices.IndexFunc(r.JSON200.Alerts, func(a apiclient.HarvestAlert) bool { return a.UserId == harvester.code })
			if i < 0 {
				return nil
			}
			return &r.JSON200.Alerts[i]
		}
		// Today's refusals are one day: not yet a pattern.
		if err := e.discovery.Queries.ViewProfile.Quota().Flush(ctx, time.Now()); err != nil {
			t.Fatal(err)
		}
		if a := alerted(); a != nil {
			t.Fatalf("alerted after one day: %+v", a)
		}
		// Two earlier days of running into the view limit, as the product records them.
		for _, ago := range []int{3, 9} {
			if _, err := e.pool.Exec(ctx, `INSERT INTO limit_hits (account_id, policy, day, first_at)
				VALUES ($1, $2, current_date - $3::int, now() - make_interval(days => $3::int))`,
				harvester.id, app.PolicyProfileViewsDaily.Name, ago); err != nil {
				t.Fatal(err)
			}
		}
		a := alerted()
		if a == nil || a.Days != 3 || !slices.Contains(a.Limits, apiclient.HarvestAlertLimitsProfileViews) ||
			!slices.Contains(a.Limits, apiclient.HarvestAlertLimitsContactReveals) {
			t.Fatalf("after three days: %+v", a)
		}
	})
}
