package httpapi_test

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Deleting a member is the member's own erasure (ADR 8) started by an admin: afterwards no
// table holds a row naming them, whatever its columns, except the audit log (by id and member
// code only), and their picture is gone from the upload directory.
func TestAdminDeletesMember(t *testing.T) {
	e := newEnv(t)
	other := newEnvOn(t, e.dbURL)
	ctx := context.Background()
	_, admin := e.newAdmin(t)
	s := e.privacyScene(t) // the groom: a subscription, a reveal, requests both ways, notifications
	var accountID, photoID string
	if err := e.pool.QueryRow(ctx, `SELECT account_id::text, photo_id FROM profiles WHERE member_code = $1`, s.groomCode).
		Scan(&accountID, &photoID); err != nil {
		t.Fatal(err)
	}
	if r, _ := other.client.GetUserProfileWithResponse(ctx, "none", bearer(s.groomToken)); r.StatusCode() != 200 {
		t.Fatalf("second instance: %d", r.StatusCode())
	}
	// Traces of the groom in every table that can hold one, to be sure the scan below finds them.
	traces := map[string]string{"account id": accountID, "member code": s.groomCode,
		"e-mail": s.groomDoc["email"].(string), "phone": s.groomDoc["phone"].(string), "picture": photoID}
	before := e.tablesHolding(t, traces)
	for _, table := range []string{"accounts", "profiles", "connection_requests", "notifications", "subscriptions", "contact_reveals"} {
		if !slices.Contains(before, table) {
			t.Fatalf("the scene left no trace in %s (found in %v): the scan is blind", table, before)
		}
	}

	r, err := e.client.DeleteAdminMemberWithResponse(ctx, s.groomCode, bearer(admin))
	if err != nil || r.StatusCode() != 200 || r.JSON200.Message != "Member deleted successfully!" {
		t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
	}

	if left := e.tablesHolding(t, traces); !slices.Equal(left, []string{"admin_audit"}) {
		t.Errorf("rows of the deleted member remain in %v", left)
	}
	// The audit log names them by id and code, never by what they were.
	for what, value := range map[string]string{"e-mail": traces["e-mail"], "phone": traces["phone"], "name": "Aniket Patil"} {
		var n int
		if err := e.pool.QueryRow(ctx, `SELECT count(*) FROM admin_audit a WHERE a::text LIKE '%' || $1 || '%'`, value).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("the audit log holds the member's %s", what)
		}
	}
	if got := e.auditActions(t, s.groomCode); !slices.Equal(got, []string{"member_deleted"}) {
		t.Errorf("audit %v", got)
	}
	err = filepath.WalkDir(e.uploads, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.Contains(path, photoID) {
			t.Errorf("the picture is still stored: %s", path)
		}
		return err
	})
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	for name, instance := range map[string]*env{"this": e, "other": other} {
		if status := instance.tokenStatus(t, s.groomToken); status != 401 {
			t.Errorf("%s instance still accepts the token: %d", name, status)
		}
	}
	if r, _ := e.client.DeleteAdminMemberWithResponse(ctx, s.groomCode, bearer(admin)); r.StatusCode() != 404 {
		t.Errorf("deleting twice: %d", r.StatusCode())
	}
	// The others are untouched.
	if p, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(s.brideToken)); p.StatusCode() != 200 {
		t.Errorf("the bride: %d", p.StatusCode())
	}
}

// tablesHolding answers every table of the schema (from information_schema, so a table another
// branch adds is scanned too) with a row whose text holds any of the values.
func (e *env) tablesHolding(t *testing.T, values map[string]string) []string {
	t.Helper()
	ctx := context.Background()
	rows, err := e.pool.Query(ctx, `SELECT table_name FROM information_schema.tables
		WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, table := range tables {
		for _, v := range values {
			var n int
			sql := `SELECT count(*) FROM ` + pgx.Identifier{table}.Sanitize() + ` t WHERE t::text LIKE '%' || $1 || '%'`
			if err := e.pool.QueryRow(ctx, sql, v).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n > 0 {
				out = append(out, table)
				break
			}
		}
	}
	return out
}
