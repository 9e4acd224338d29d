package pgtest

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

func TestMain(m *testing.M) { Run(m) }

var prepared atomic.Int32

// migrate stands in for the real migrations; it leaves its pool open on purpose,
// as a careless prepare might.
func migrate(ctx context.Context, url string) error {
	prepared.Add(1)
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return err
	}
	_, err = pool.Exec(ctx, "CREATE TABLE profiles (id serial PRIMARY KEY, name text NOT NULL)")
	return err
}

func TestNewDatabase(t *testing.T) {
	ctx := context.Background()
	var names []string
	for i := range 3 {
		url := NewDatabase(t, migrate)
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		var name string
		if err := conn.QueryRow(ctx, "SELECT current_database()").Scan(&name); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := conn.QueryRow(ctx, "SELECT count(*) FROM profiles").Scan(&n); err != nil {
			t.Fatalf("database %d is not prepared: %v", i, err)
		}
		if n != 0 {
			t.Errorf("database %d is not fresh: %d rows", i, n)
		}
		if _, err := conn.Exec(ctx, "INSERT INTO profiles (name) VALUES ('Asha')"); err != nil {
			t.Fatal(err)
		}
		conn.Close(ctx)
		names = append(names, name)
	}
	if names[0] == names[1] || names[1] == names[2] {
		t.Errorf("databases not distinct: %v", names)
	}
	if got := prepared.Load(); got != 1 {
		t.Errorf("prepare ran %d times, want 1 (later databases are cloned)", got)
	}

	empty := NewDatabase(t, nil)
	conn, err := pgx.Connect(ctx, empty)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var tables int
	conn.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE tablename = 'profiles'").Scan(&tables)
	if tables != 0 {
		t.Error("a database made without prepare has the prepared tables")
	}
}

func TestDatabasesAreDropped(t *testing.T) {
	var name string
	t.Run("user", func(t *testing.T) {
		url := NewDatabase(t, nil)
		name = databaseName(t, url)
		conn, err := pgx.Connect(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		_ = conn // left open on purpose: the drop must still succeed
	})
	if name == "" {
		return // skipped: no server
	}
	var exists bool
	if err := admin.QueryRow(context.Background(), "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		t.Fatal(err)
	}
	if exists {
		t.Errorf("database %s still exists after its test ended", name)
	}
}

func databaseName(t *testing.T, url string) string {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	return cfg.Database
}

// BenchmarkNewDatabase measures the per-test cost of a prepared database (a clone).
func BenchmarkNewDatabase(b *testing.B) {
	NewDatabase(b, migrate) // make the template outside the measurement
	for b.Loop() {
		NewDatabase(b, migrate)
	}
}
