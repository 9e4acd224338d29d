package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestMain(m *testing.M) { pgtest.Run(m) }

// stdinWith is a pipe holding text, as `echo password | go run ./cmd/admin create` gives.
func stdinWith(t *testing.T, text string) *os.File {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.WriteString(text); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { r.Close() })
	return r
}

func TestCreate(t *testing.T) {
	url := pgtest.NewDatabase(t, postgres.Migrate)
	create := func(email, password string) (string, error) {
		var out bytes.Buffer
		err := run([]string{"create", "--email", email, "--database-url", url}, stdinWith(t, password+"\n"), &out)
		return out.String(), err
	}
	if out, err := create("Ops@Reshimgathi.in", "quiet-konkan-shore-2026"); err != nil || strings.Contains(out, "Password") {
		t.Fatalf("%v: %s", err, out)
	}
	out, err := create("gen@reshimgathi.in", "")
	if err != nil || !strings.Contains(out, "Password (shown this once, keep it): ") {
		t.Fatalf("generated: %v %s", err, out)
	}
	if _, err := create("ops@reshimgathi.in", "another-long-password-1"); err == nil || !strings.Contains(err.Error(), "already has an account") {
		t.Fatalf("a taken address: %v", err)
	}
	if _, err := create("weak@reshimgathi.in", "password1"); err == nil {
		t.Fatal("a common password accepted")
	}
	if err := run([]string{"delete"}, stdinWith(t, ""), &bytes.Buffer{}); err == nil {
		t.Fatal("an unknown command accepted")
	}
	pool, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	var admins int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM accounts WHERE role = 'admin' AND phone = ''
		AND email IN ('ops@reshimgathi.in', 'gen@reshimgathi.in')`).Scan(&admins); err != nil || admins != 2 {
		t.Fatalf("%d admins (%v)", admins, err)
	}
}
