package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

const adminPassword = "ghats-after-the-monsoon-17"

// newAdmin creates an admin account (as cmd/admin does) and signs it in.
func (e *env) newAdmin(t *testing.T) (email, token string) {
	t.Helper()
	email = fmt.Sprintf("ops%08d@reshimgathi.in", memberSeq.Add(1)) // the members' counter: no collision
	if err := e.admin.Commands.CreateAdmin.Handle(context.Background(), email, adminPassword); err != nil {
		t.Fatal(err)
	}
	return email, e.adminLogin(t, email, adminPassword, "")
}

func (e *env) adminLogin(t *testing.T, email, password, code string) string {
	t.Helper()
	body := apiclient.AdminLoginRequest{Email: email, Password: password}
	if code != "" {
		body.Code = &code
	}
	r, err := e.client.AdminLoginWithResponse(context.Background(), body)
	if err != nil || r.JSON200 == nil {
		t.Fatalf("admin login %d: %v %s", r.StatusCode(), err, r.Body)
	}
	return r.JSON200.Token
}

// memberCodeOf answers the member code of a registered wizard document.
func (e *env) memberCodeOf(t *testing.T, doc map[string]any) string {
	t.Helper()
	var code string
	if err := e.pool.QueryRow(context.Background(), `SELECT p.member_code FROM profiles p JOIN accounts a ON a.id = p.account_id
		WHERE a.email = $1`, doc["email"]).Scan(&code); err != nil {
		t.Fatal(err)
	}
	return code
}

// auditEntries answers the audit log's actions for a member code, oldest first.
func (e *env) auditActions(t *testing.T, memberCode string) []string {
	t.Helper()
	rows, err := e.pool.Query(context.Background(), `SELECT action || coalesce(':' || array_to_string(fields, ','), '')
		FROM admin_audit WHERE member_code = $1 ORDER BY id`, memberCode)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, strings.TrimSuffix(s, ":"))
	}
	return out
}

// raw sends a request with a body and an optional bearer token, for what the typed client
// cannot express (a wrong principal on every route).
func (e *env) raw(t *testing.T, method, path, contentType, body, token string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, e.url+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	return res
}
