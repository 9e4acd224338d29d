package postgres_test

import (
	"context"
	"database/sql"
	"io/fs"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/reshimgathi/reshimgathi/db"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// Every migration's Down undoes its Up: the schema goes all the way down and up again, so a
// release can be rolled back one migration at a time (docs/operations.md).
func TestMigrationsGoDownAndUpAgain(t *testing.T) {
	ctx := t.Context()
	url := pgtest.NewDatabase(t, func(context.Context, string) error { return nil })
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	sqlDB := stdlib.OpenDB(*cfg)
	t.Cleanup(func() { sqlDB.Close() })
	migrations, err := fs.Sub(db.Migrations, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectPostgres, sqlDB, migrations)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Up(ctx); err != nil {
		t.Fatalf("up: %v", err)
	}
	if _, err := p.DownTo(ctx, 0); err != nil {
		t.Fatalf("down: %v", err)
	}
	if n := tables(t, sqlDB); n != 0 {
		t.Fatalf("%d tables left after every Down", n)
	}
	if _, err := p.Up(ctx); err != nil {
		t.Fatalf("up again: %v", err)
	}
}

// tables counts the tables in the public schema but goose's own.
func tables(t *testing.T, sqlDB *sql.DB) int {
	t.Helper()
	var n int
	if err := sqlDB.QueryRowContext(t.Context(), `SELECT count(*) FROM pg_tables
		WHERE schemaname = 'public' AND tablename <> 'goose_db_version'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
