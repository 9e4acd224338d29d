package httpapi_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func TestAdminMemberSearch(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.newAdmin(t)
	var docs []map[string]any
	var codes []string
	for i := range 12 {
		doc := wizard()
		switch i {
		case 4:
			doc["fullName"] = "Anjali Kulkarni"
		case 6:
			doc["fullName"] = "Kavya Kulkarni"
		}
		if i == 3 {
			doc["email"] = "Kavya.Kulkarni" + doc["email"].(string)
			doc["phone"] = "7" + doc["phone"].(string)[1:]
		}
		r := e.register(t, doc, testJPEG(t, 120, 120))
		if r.StatusCode() != 200 {
			t.Fatalf("register: %d %s", r.StatusCode(), r.Body)
		}
		docs, codes = append(docs, doc), append(codes, r.JSON200.UserId)
	}
	list := func(q string, page int) *apiclient.AdminMemberPage {
		t.Helper()
		p := apiclient.ListAdminMembersParams{Page: &page}
		if q != "" {
			p.Q = &q
		}
		r, err := e.client.ListAdminMembersWithResponse(ctx, &p, bearer(token))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("list %q: %v %d %s", q, err, r.StatusCode(), r.Body)
		}
		return r.JSON200
	}

	t.Run("newest-first-ten-a-page", func(t *testing.T) {
		first, second := list("", 1), list("", 2)
		if len(first.Members) != 10 || len(second.Members) != 2 || first.Total != 12 || first.TotalPages != 2 {
			t.Fatalf("pages of %d and %d, total %d in %d pages", len(first.Members), len(second.Members), first.Total, first.TotalPages)
		}
		if first.Members[0].Email != strings.ToLower(docs[11]["email"].(string)) || first.Members[0].SrNo != 1 || second.Members[1].SrNo != 12 {
			t.Errorf("order or numbering: %+v … %+v", first.Members[0], second.Members[1])
		}
		if row := first.Members[0]; row.FullName != "Snehal Deshmukh" || row.Phone != docs[11]["phone"] || row.Status != "active" || row.Plan != nil {
			t.Errorf("row %+v", row)
		}
	})
	t.Run("email-prefix-any-case", func(t *testing.T) {
		got := list("KAVYA.kul", 1)
		if got.Total != 1 || got.Members[0].Email != strings.ToLower(docs[3]["email"].(string)) {
			t.Fatalf("%+v", got)
		}
		// Wildcards are characters like any other: "%" is not "anything".
		if got := list("%", 1); got.Total != 0 {
			t.Errorf("%% matched %d members", got.Total)
		}
		if got := list("snehal_", 1); got.Total != 0 {
			t.Errorf("_ matched %d members", got.Total)
		}
	})
	t.Run("member-code-exactly-any-case", func(t *testing.T) {
		got := list(" "+strings.ToLower(codes[5])+" ", 1)
		if got.Total != 1 || len(got.Members) != 1 || got.Members[0].UserId != codes[5] {
			t.Fatalf("%+v", got)
		}
		if got := list("MH22222222", 1); got.Total != 0 {
			t.Errorf("an unknown code found %d", got.Total)
		}
	})
	t.Run("name-or-surname-prefix-any-case", func(t *testing.T) {
		names := func(p *apiclient.AdminMemberPage) string {
			var out []string
			for _, m := range p.Members {
				out = append(out, m.FullName)
			}
			slices.Sort(out) // members of one surname come in the order of their ids
			return strings.Join(out, ",")
		}
		if got := list("KAVYA", 1); got.Total != 1 || names(got) != "Kavya Kulkarni" {
			t.Fatalf("first name: %+v", got)
		}
		if got := list("kulk", 1); got.Total != 2 || names(got) != "Anjali Kulkarni,Kavya Kulkarni" {
			t.Fatalf("surname: %d %s", got.Total, names(got))
		}
		if got := list("deshmukh", 1); got.Total != 10 || len(got.Members) != 10 {
			t.Fatalf("surname of ten: %d", got.Total)
		}
		if got := list("Snehal  Desh", 1); got.Total != 10 {
			t.Fatalf("full name prefix: %d", got.Total)
		}
		if got := list("ulkarni", 1); got.Total != 0 {
			t.Errorf("the middle of a name matched %d", got.Total)
		}
	})
	t.Run("phone-prefix", func(t *testing.T) {
		if got := list("7", 1); got.Total != 1 || got.Members[0].Phone != docs[3]["phone"] {
			t.Fatalf("%+v", got)
		}
		if got := list(docs[5]["phone"].(string), 1); got.Total != 1 {
			t.Fatalf("whole phone: %+v", got)
		}
		if got := list("98", 1); got.Total != 11 {
			t.Fatalf("prefix 98: %d", got.Total)
		}
	})
	t.Run("admins-are-not-members", func(t *testing.T) {
		if got := list("ops", 1); got.Total != 0 {
			t.Errorf("an admin listed as a member: %+v", got.Members)
		}
	})
}

func TestAdminStats(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.newAdmin(t)
	e.member(t)
	e.memberWith(t, groom)
	groomCode, _ := e.memberWith(t, groom)
	if r := e.do(t, "POST", "/api/contact", "application/json",
		[]byte(`{"name":"Asha Patil","email":"asha@example.in","phone":"9876500000","gender":"female","message":"Please call me back."}`)); r.StatusCode != 201 {
		t.Fatalf("contact: %d", r.StatusCode)
	}
	grant, err := e.client.GrantAdminSubscriptionWithResponse(ctx, groomCode,
		apiclient.GrantRequest{Plan: "standard", Reason: "Paid at the Pune office"}, bearer(token))
	if err != nil || grant.StatusCode() != 201 {
		t.Fatalf("grant: %v %d %s", err, grant.StatusCode(), grant.Body)
	}
	r, err := e.client.GetAdminStatsWithResponse(ctx, bearer(token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("%v %d", err, r.StatusCode())
	}
	want := apiclient.AdminStats{Total: 3, Male: 2, Female: 1, Subscribed: 1, NewThisWeek: 3, Suspended: 0, OpenInbox: 1}
	if *r.JSON200 != want {
		t.Errorf("stats %+v, want %+v", *r.JSON200, want)
	}
}

func TestAdminMemberDetailAndEdit(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.newAdmin(t)
	doc, memberToken := e.member(t)
	code := e.memberCodeOf(t, doc)

	d, err := e.client.GetAdminMemberWithResponse(ctx, code, bearer(token))
	if err != nil || d.JSON200 == nil {
		t.Fatalf("%v %d %s", err, d.StatusCode(), d.Body)
	}
	m := d.JSON200
	if m.Member.FullName != "Snehal Deshmukh" || *m.Member.Email != doc["email"] || *m.Member.Phone != doc["phone"] ||
		m.Member.Father != "Sunil Deshmukh" || m.Status != "active" || m.IsSubscribe || len(m.Subscriptions) != 0 {
		t.Errorf("detail %+v", m)
	}
	if m.RegistrationIp == nil || *m.RegistrationIp != "127.0.0.1" {
		t.Errorf("registration IP %v", m.RegistrationIp)
	}

	edit := func(fields map[string]any) *apiclient.UpdateAdminMemberResponse {
		t.Helper()
		body, ct := multipartBody(t, fields, nil, "")
		r, err := e.client.UpdateAdminMemberWithBodyWithResponse(ctx, code, ct, body, bearer(token))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	t.Run("city-gender-and-marital-status", func(t *testing.T) {
		if r := edit(map[string]any{"maritalStatus": "divorce", "child": "2"}); r.StatusCode() != 200 || r.JSON200.Member.Child != 2 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		r := edit(map[string]any{"city": "Nashik", "gender": "male", "dob": "1990-01-01", "maritalStatus": "single"})
		if r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if u := r.JSON200.Member; u.City != "Nashik" || u.Gender != "male" || u.Child != 0 || u.MaritalStatus != "single" {
			t.Errorf("after the edit: %+v", u)
		}
		// The member sees it too.
		own, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(memberToken))
		if own.JSON200 == nil || own.JSON200.UserData.City != "Nashik" || own.JSON200.UserData.Gender != "male" {
			t.Errorf("member's own view %d %s", own.StatusCode(), own.Body)
		}
	})
	t.Run("registration-rules", func(t *testing.T) {
		r := edit(map[string]any{"dob": time.Now().AddDate(-19, 0, 0).Format(time.DateOnly)})
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["dob"] != "Male users must be at least 21 years old" {
			t.Errorf("%d %s", r.StatusCode(), r.Body)
		}
		if r := edit(map[string]any{"city": "Nashik"}); r.StatusCode() != 400 || r.ApplicationproblemJSON400.Code != "no_changes" {
			t.Errorf("no change: %d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("audit-names-fields", func(t *testing.T) {
		got := strings.Join(e.auditActions(t, code), " ")
		want := "member_viewed member_edited:maritalStatus,child member_edited:gender,dob,maritalStatus,child,city"
		if got != want {
			t.Errorf("audit %q, want %q", got, want)
		}
	})
	t.Run("unknown-member", func(t *testing.T) {
		if r, _ := e.client.GetAdminMemberWithResponse(ctx, "MH22222222", bearer(token)); r.StatusCode() != 404 {
			t.Errorf("%d", r.StatusCode())
		}
	})
}

func TestAdminCreatesMember(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.newAdmin(t)
	create := func(doc map[string]any, picture []byte) *apiclient.CreateAdminMemberResponse {
		t.Helper()
		body, ct := multipartBody(t, doc, picture, "me.jpg")
		r, err := e.client.CreateAdminMemberWithBodyWithResponse(ctx, ct, body, bearer(token))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	t.Run("max-age-above-min-age", func(t *testing.T) {
		doc := wizard()
		doc["partnerPreferences"] = map[string]any{"age": map[string]any{"min": "25", "max": "25"}}
		r := create(doc, testJPEG(t, 120, 120))
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["partnerPreferences.age"] != "Max Age must be greater than Min Age" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("picture-required", func(t *testing.T) {
		r := create(wizard(), nil)
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["profilePicture"] != "Profile picture is required" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("with-a-subscription", func(t *testing.T) {
		doc := wizard()
		doc["isSubscribe"], doc["plan"] = "true", "elite"
		r := create(doc, testJPEG(t, 120, 120))
		if r.StatusCode() != 201 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		code := r.JSON201.UserId
		d, _ := e.client.GetAdminMemberWithResponse(ctx, code, bearer(token))
		if d.JSON200 == nil || !d.JSON200.IsSubscribe || d.JSON200.Subscription == nil || d.JSON200.Subscription.Plan != "elite" ||
			d.JSON200.Subscription.ContactAllowance != nil || d.JSON200.RegistrationIp != nil {
			t.Fatalf("%d %s", d.StatusCode(), d.Body)
		}
		// The member can log in with the password the admin set.
		e.login(t, doc["email"].(string), doc["password"].(string))
		if got := strings.Join(e.auditActions(t, code), " "); got != "member_created subscription_granted:plan member_viewed" {
			t.Errorf("audit %q", got)
		}
	})
}

func TestAdminGrantsSubscription(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.newAdmin(t)
	doc, memberToken := e.member(t)
	code := e.memberCodeOf(t, doc)
	grant := func(plan apiclient.PlanCode, reason string) *apiclient.GrantAdminSubscriptionResponse {
		t.Helper()
		r, err := e.client.GrantAdminSubscriptionWithResponse(ctx, code, apiclient.GrantRequest{Plan: plan, Reason: reason}, bearer(token))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := grant("basic", "  "); r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["reason"] != "Please give a reason (3 to 500 characters)." {
		t.Fatalf("no reason: %d %s", r.StatusCode(), r.Body)
	}
	first := grant("basic", "Paid in cash at the Nashik office")
	if first.StatusCode() != 201 {
		t.Fatalf("%d %s", first.StatusCode(), first.Body)
	}
	s1 := first.JSON201.Subscription
	if s1.Plan != "basic" || *s1.ContactAllowance != 20 || s1.EndsAt.Sub(s1.StartsAt) < 28*24*time.Hour || *s1.GrantReason != "Paid in cash at the Nashik office" {
		t.Errorf("first %+v", s1)
	}
	// A second grant follows the rule a second purchase does (plans.Activate): the running
	// subscription is extended from its end, the higher tier applies from now, and the contact
	// allowances add up.
	second := grant("premium", "Goodwill after a billing error")
	s2 := second.JSON201.Subscription
	if s2.Plan != "premium" || !s2.StartsAt.Equal(s1.StartsAt) || s2.EndsAt.Before(s1.EndsAt.AddDate(0, 3, -1)) ||
		*s2.ContactAllowance != 20+50 || *s2.GrantReason != "Goodwill after a billing error" {
		t.Errorf("second %+v after %+v", s2, s1)
	}
	// The member is subscribed now (isSubscribe), with the plan of the running period.
	own, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(memberToken))
	if own.JSON200 == nil || !own.JSON200.UserData.IsSubscribe {
		t.Errorf("member not subscribed: %s", own.Body)
	}
	d, _ := e.client.GetAdminMemberWithResponse(ctx, code, bearer(token))
	if d.JSON200.Subscription.Plan != "premium" || !d.JSON200.SubscribedUntil.Equal(s2.EndsAt) || len(d.JSON200.Subscriptions) != 1 {
		t.Errorf("detail %s", d.Body)
	}
}
