package httpapi_test

import (
	"context"
	"slices"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// A suspended member cannot log in and is told why, their tokens stop working on every
// instance, and they vanish from search, matches and profile views until reinstated.
func TestAdminSuspendsAndReinstates(t *testing.T) {
	e := newEnv(t)
	other := newEnvOn(t, e.dbURL) // a second instance: the bride's cached account must go there too
	ctx := context.Background()
	_, admin := e.newAdmin(t)
	_, groomToken := e.memberWith(t, groom)
	var brideEmail, bridePassword string
	brideCode, brideToken := e.memberWith(t, func(d map[string]any) {
		d["fullName"] = "Gauri Joshi"
		brideEmail, bridePassword = d["email"].(string), d["password"].(string)
	})
	if r, _ := other.client.GetUserProfileWithResponse(ctx, "none", bearer(brideToken)); r.StatusCode() != 200 {
		t.Fatalf("second instance: %d", r.StatusCode()) // cached there now
	}

	visible := func() (inSearch, inMatches bool, profile int) {
		t.Helper()
		s, err := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{}, bearer(groomToken))
		if err != nil || s.JSON200 == nil {
			t.Fatalf("search: %v %d", err, s.StatusCode())
		}
		inSearch = slices.ContainsFunc(s.JSON200.UserList, func(r apiclient.SearchResult) bool { return r.UserId == brideCode })
		m, err := e.client.GetMatchesWithResponse(ctx, nil, bearer(groomToken))
		if err != nil || m.JSON200 == nil {
			t.Fatalf("matches: %v %d", err, m.StatusCode())
		}
		d := m.JSON200.MatchedData
		for _, list := range [][]apiclient.MemberCard{d.Age, d.Caste, d.Location} {
			inMatches = inMatches || slices.ContainsFunc(list, func(c apiclient.MemberCard) bool { return c.UserId == brideCode })
		}
		p, _ := e.client.GetUserProfileWithResponse(ctx, brideCode, bearer(groomToken))
		return inSearch, inMatches, p.StatusCode()
	}
	if s, m, p := visible(); !s || !m || p != 200 {
		t.Fatalf("before: search %v matches %v profile %d", s, m, p)
	}

	const reason = "Several members reported this profile as fake."
	r, err := e.client.SuspendAdminMemberWithResponse(ctx, brideCode, apiclient.ReasonRequest{Reason: reason}, bearer(admin))
	if err != nil || r.StatusCode() != 200 {
		t.Fatalf("suspend: %v %d %s", err, r.StatusCode(), r.Body)
	}

	t.Run("vanishes-from-discovery", func(t *testing.T) {
		if s, m, p := visible(); s || m || p != 404 {
			t.Errorf("suspended but: search %v matches %v profile %d", s, m, p)
		}
		if c, _ := e.client.SendRequestWithResponse(ctx, brideCode, bearer(groomToken)); c.StatusCode() != 404 {
			t.Errorf("a request to a suspended member: %d", c.StatusCode())
		}
	})
	t.Run("sessions-end-everywhere", func(t *testing.T) {
		for name, instance := range map[string]*env{"this": e, "other": other} {
			if status := instance.tokenStatus(t, brideToken); status != 401 {
				t.Errorf("%s instance: %d", name, status)
			}
		}
	})
	t.Run("login-refused-with-the-reason", func(t *testing.T) {
		l, err := e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: brideEmail, Password: bridePassword})
		if err != nil || l.StatusCode() != 403 || l.ApplicationproblemJSON403 == nil {
			t.Fatalf("%v %d %s", err, l.StatusCode(), l.Body)
		}
		p := l.ApplicationproblemJSON403
		if p.Code != "account_suspended" || p.Message != "Your account has been suspended." || p.Detail == nil || *p.Detail != reason {
			t.Errorf("problem %+v", p)
		}
		// A wrong password learns nothing about the suspension.
		l, _ = e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: brideEmail, Password: "not-her-password-at-all"})
		if l.StatusCode() != 401 {
			t.Errorf("wrong password: %d %s", l.StatusCode(), l.Body)
		}
	})
	t.Run("admin-sees-the-status", func(t *testing.T) {
		d, _ := e.client.GetAdminMemberWithResponse(ctx, brideCode, bearer(admin))
		if d.JSON200 == nil || d.JSON200.Status != "suspended" || *d.JSON200.StatusReason != reason || d.JSON200.StatusChangedAt == nil {
			t.Errorf("%s", d.Body)
		}
		again, _ := e.client.SuspendAdminMemberWithResponse(ctx, brideCode, apiclient.ReasonRequest{Reason: reason}, bearer(admin))
		if again.StatusCode() != 409 {
			t.Errorf("suspending twice: %d", again.StatusCode())
		}
	})

	r2, err := e.client.ReinstateAdminMemberWithResponse(ctx, brideCode, apiclient.ReasonRequest{Reason: "Identity verified by phone"}, bearer(admin))
	if err != nil || r2.StatusCode() != 200 {
		t.Fatalf("reinstate: %v %d %s", err, r2.StatusCode(), r2.Body)
	}
	t.Run("reinstated", func(t *testing.T) {
		if s, m, p := visible(); !s || !m || p != 200 {
			t.Errorf("after reinstatement: search %v matches %v profile %d", s, m, p)
		}
		e.login(t, brideEmail, bridePassword)
		// The old token stays revoked: the suspension ended that session for good.
		if r, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(brideToken)); r.StatusCode() != 401 {
			t.Errorf("a token from before the suspension: %d", r.StatusCode())
		}
	})
	if got := e.auditActions(t, brideCode); !slices.Equal(got, []string{"member_suspended", "member_viewed", "member_reinstated"}) {
		t.Errorf("audit %v", got)
	}
}
