package httpapi_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// docs/security.md 11: every admin action is in the audit log, with the names of the fields an edit
// changed and never a value: distinctive values planted in every action must appear nowhere in
// the log, nor any password. And the log cannot be changed, through the API or in SQL.
func TestAuditLogRecordsActionsNotValues(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	email, token := e.newAdmin(t)
	doc, _ := e.member(t)
	code := e.memberCodeOf(t, doc)
	planted := map[string]string{
		"new name": "Zorawar Quixotic", "new father": "Yashwantrao Xylophone", "suspension reason": "Plantedreason Nineteen",
		"reinstatement reason": "Plantedreinstate Twenty", "grant reason": "Plantedgrant Seventeen", "inbox note": "Plantednote Eleven",
		"created member's e-mail": "plant.kaveri@example.in", "created member's password": "plant-secret-kaveri-2026",
		"admin password": adminPassword, "member password": doc["password"].(string), "member e-mail": doc["email"].(string),
		"member phone": doc["phone"].(string),
	}
	must := func(name string, status, want int, body []byte) {
		t.Helper()
		if status != want {
			t.Fatalf("%s: %d %s", name, status, body)
		}
	}
	d, _ := e.client.GetAdminMemberWithResponse(ctx, code, bearer(token))
	must("view", d.StatusCode(), 200, d.Body)
	body, ct := multipartBody(t, map[string]any{"fullName": planted["new name"], "father": planted["new father"]}, nil, "")
	ed, _ := e.client.UpdateAdminMemberWithBodyWithResponse(ctx, code, ct, body, bearer(token))
	must("edit", ed.StatusCode(), 200, ed.Body)
	s, _ := e.client.SuspendAdminMemberWithResponse(ctx, code, apiclient.ReasonRequest{Reason: planted["suspension reason"]}, bearer(token))
	must("suspend", s.StatusCode(), 200, s.Body)
	ri, _ := e.client.ReinstateAdminMemberWithResponse(ctx, code, apiclient.ReasonRequest{Reason: planted["reinstatement reason"]}, bearer(token))
	must("reinstate", ri.StatusCode(), 200, ri.Body)
	g, _ := e.client.GrantAdminSubscriptionWithResponse(ctx, code, apiclient.GrantRequest{Plan: "basic", Reason: planted["grant reason"]}, bearer(token))
	must("grant", g.StatusCode(), 201, g.Body)
	created := wizard()
	created["email"], created["password"] = planted["created member's e-mail"], planted["created member's password"]
	body, ct = multipartBody(t, created, testJPEG(t, 120, 120), "me.jpg")
	c, _ := e.client.CreateAdminMemberWithBodyWithResponse(ctx, ct, body, bearer(token))
	must("create", c.StatusCode(), 201, c.Body)
	e.do(t, "POST", "/api/feedback", "application/json", []byte(`{"name":"Asha Patil","email":"asha@example.in","rating":5,"feedback":"Lovely service"}`))
	inbox, _ := e.client.ListAdminInboxWithResponse(ctx, &apiclient.ListAdminInboxParams{}, bearer(token))
	note := planted["inbox note"]
	h, _ := e.client.UpdateAdminInboxItemWithResponse(ctx, "feedback", inbox.JSON200.Items[0].Id, apiclient.InboxUpdate{Handled: true, Note: &note}, bearer(token))
	must("inbox", h.StatusCode(), 200, h.Body)
	del, _ := e.client.DeleteAdminMemberWithResponse(ctx, c.JSON201.UserId, bearer(token))
	must("delete", del.StatusCode(), 200, del.Body)

	if got, want := e.auditActions(t, code), []string{"member_viewed", "member_edited:fullName,father", "member_suspended",
		"member_reinstated", "subscription_granted:plan"}; !slices.Equal(got, want) {
		t.Errorf("audit of the member %v, want %v", got, want)
	}
	if got, want := e.auditActions(t, c.JSON201.UserId), []string{"member_created", "member_deleted"}; !slices.Equal(got, want) {
		t.Errorf("audit of the created member %v, want %v", got, want)
	}
	var all string
	if err := e.pool.QueryRow(ctx, `SELECT coalesce(string_agg(a::text, E'\n'), '') FROM admin_audit a`).Scan(&all); err != nil {
		t.Fatal(err)
	}
	for what, value := range planted {
		if strings.Contains(strings.ToLower(all), strings.ToLower(value)) {
			t.Errorf("the audit log holds the %s", what)
		}
	}
	// docs/security.md 17: admin actions are logged, and the log lines hold no values either.
	logs := e.logs.String()
	if !strings.Contains(logs, `"msg":"admin action"`) {
		t.Error("admin actions are not logged")
	}
	for what, value := range planted {
		if strings.Contains(strings.ToLower(logs), strings.ToLower(value)) {
			t.Errorf("the server log holds the %s", what)
		}
	}
	for _, action := range []string{"login", "inbox_handled"} {
		if !strings.Contains(all, action) {
			t.Errorf("no %s entry in\n%s", action, all)
		}
	}

	t.Run("filters", func(t *testing.T) {
		list := func(p apiclient.ListAdminAuditParams) *apiclient.AuditPage {
			t.Helper()
			r, err := e.client.ListAdminAuditWithResponse(ctx, &p, bearer(token))
			if err != nil || r.JSON200 == nil {
				t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
			}
			return r.JSON200
		}
		everything := list(apiclient.ListAdminAuditParams{})
		if everything.Total != 9 || everything.Entries[0].Action != "member_deleted" || everything.Entries[0].AdminEmail != email {
			t.Errorf("all: %d, newest %+v", everything.Total, everything.Entries[0])
		}
		action := apiclient.AuditAction("member_edited")
		if p := list(apiclient.ListAdminAuditParams{Action: &action}); p.Total != 1 || !slices.Equal(p.Entries[0].Fields, []string{"fullName", "father"}) {
			t.Errorf("by action: %+v", p)
		}
		if p := list(apiclient.ListAdminAuditParams{Member: &code}); p.Total != 5 || *p.Entries[0].UserId != code {
			t.Errorf("by member: %d", p.Total)
		}
		adminID := everything.Entries[0].AdminId
		if p := list(apiclient.ListAdminAuditParams{Admin: &adminID}); p.Total != 9 {
			t.Errorf("by admin: %d", p.Total)
		}
		nobody := uuid.New()
		if p := list(apiclient.ListAdminAuditParams{Admin: &nobody}); p.Total != 0 {
			t.Errorf("by another admin: %d", p.Total)
		}
		future, past := time.Now().Add(time.Hour), time.Now().Add(-time.Hour)
		if p := list(apiclient.ListAdminAuditParams{From: &future}); p.Total != 0 {
			t.Errorf("from the future: %d", p.Total)
		}
		if p := list(apiclient.ListAdminAuditParams{From: &past, To: &future}); p.Total != 9 {
			t.Errorf("within the hour: %d", p.Total)
		}
		limit, page := 4, 3
		if p := list(apiclient.ListAdminAuditParams{Limit: &limit, Page: &page}); len(p.Entries) != 1 || p.TotalPages != 3 {
			t.Errorf("page 3 of 4: %d entries of %d pages", len(p.Entries), p.TotalPages)
		}
	})
	t.Run("append-only-in-sql", func(t *testing.T) {
		for _, sql := range []string{`UPDATE admin_audit SET action = 'login'`, `DELETE FROM admin_audit`, `TRUNCATE admin_audit`} {
			if _, err := e.pool.Exec(ctx, sql); err == nil || !strings.Contains(err.Error(), "append-only") {
				t.Errorf("%s: %v", sql, err)
			}
		}
	})
}

func TestAdminInbox(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	email, token := e.newAdmin(t)
	submit := func(path, body string) {
		t.Helper()
		if r := e.do(t, "POST", path, "application/json", []byte(body)); r.StatusCode != 201 {
			t.Fatalf("%s: %d", path, r.StatusCode)
		}
	}
	submit("/api/contact", `{"name":"Asha Patil","email":"asha@example.in","phone":"9876500000","gender":"female","message":"Please call me about the elite plan."}`)
	submit("/api/feedback", `{"name":"Ravi Kale","email":"ravi@example.in","rating":4,"feedback":"Good matches in Pune."}`)
	list := func(status apiclient.ListAdminInboxParamsStatus) *apiclient.InboxPage {
		t.Helper()
		r, err := e.client.ListAdminInboxWithResponse(ctx, &apiclient.ListAdminInboxParams{Status: &status}, bearer(token))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
		}
		return r.JSON200
	}
	all := list("all")
	if all.Total != 2 || all.Items[0].Kind != "feedback" || *all.Items[0].Rating != 4 || all.Items[1].Kind != "contact" ||
		*all.Items[1].Phone != "9876500000" || all.Items[1].Message != "Please call me about the elite plan." || all.Items[1].Handled {
		t.Fatalf("newest first: %+v", all.Items)
	}
	contact := all.Items[1]
	note := "Called back; she will buy online."
	r, _ := e.client.UpdateAdminInboxItemWithResponse(ctx, "contact", contact.Id, apiclient.InboxUpdate{Handled: true, Note: &note}, bearer(token))
	if r.StatusCode() != 200 {
		t.Fatalf("%d %s", r.StatusCode(), r.Body)
	}
	if open := list("open"); open.Total != 1 || open.Items[0].Kind != "feedback" {
		t.Errorf("open: %+v", open.Items)
	}
	handled := list("handled")
	if handled.Total != 1 || !handled.Items[0].Handled || *handled.Items[0].Note != note || *handled.Items[0].HandledBy != email {
		t.Errorf("handled: %+v", handled.Items)
	}
	if st, _ := e.client.GetAdminStatsWithResponse(ctx, bearer(token)); st.JSON200.OpenInbox != 1 {
		t.Errorf("open on the dashboard: %d", st.JSON200.OpenInbox)
	}
	// The wrong kind for an id, or an unknown id, is a 404.
	if r, _ := e.client.UpdateAdminInboxItemWithResponse(ctx, "feedback", contact.Id, apiclient.InboxUpdate{Handled: true}, bearer(token)); r.StatusCode() != 404 {
		t.Errorf("wrong kind: %d", r.StatusCode())
	}
	// Open again, the note kept as sent.
	r, _ = e.client.UpdateAdminInboxItemWithResponse(ctx, "contact", contact.Id, apiclient.InboxUpdate{Handled: false, Note: &note}, bearer(token))
	if r.StatusCode() != 200 || list("open").Total != 2 {
		t.Errorf("reopen: %d", r.StatusCode())
	}
	var fields []string
	if err := e.pool.QueryRow(ctx, `SELECT array_agg(array_to_string(fields, ',') ORDER BY id) FROM admin_audit WHERE action = 'inbox_handled'`).Scan(&fields); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(fields, []string{"handled,note", "handled"}) {
		t.Errorf("audit fields %v", fields)
	}
}
