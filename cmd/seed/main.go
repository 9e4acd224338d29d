// Command seed fills the database with made-up members, for a demo or a load test:
//
//	go run ./cmd/seed --members 1000000 [--database-url URL] [--seed 1] [--data-dir var]
//
// Without a URL (flag or DATABASE_URL) it starts the same embedded PostgreSQL the server
// uses under the data directory, so stop the server first. The schema is migrated, a dozen
// illustrated avatars are stored under DATA_DIR/uploads, and members are appended after
// those already there, so it can be run again to add more.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "seed:", err)
		os.Exit(1)
	}
}

func run() error {
	members := flag.Int("members", 1000, "how many members to generate")
	dbURL := flag.String("database-url", os.Getenv("DATABASE_URL"), "PostgreSQL URL (default $DATABASE_URL; empty starts the embedded server)")
	seedValue := flag.Int64("seed", 1, "random seed: the same seed generates the same members")
	dataDir := flag.String("data-dir", envOr("DATA_DIR", "var"), "data directory holding uploads (and the embedded database)")
	flag.Parse()
	if *members < 0 {
		return errors.New("--members must not be negative")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	url := *dbURL
	if url == "" {
		cluster, local, err := pgcluster.StartLocal(ctx, *dataDir, nil)
		if err != nil {
			return fmt.Errorf("embedded postgres (is the server running? stop it or pass --database-url): %w", err)
		}
		defer func() { _ = cluster.Stop(context.WithoutCancel(ctx)) }()
		url = local
	}
	if err := postgres.Migrate(ctx, url); err != nil {
		return err
	}
	pool, err := postgres.Open(ctx, url)
	if err != nil {
		return err
	}
	defer pool.Close()

	// Continue after existing members so e-mails, phones and codes cannot collide, and give
	// the demo login out only once.
	var existing int64
	var demoTaken bool
	if err := pool.QueryRow(ctx, "SELECT count(*), bool_or(email = $1) IS TRUE FROM accounts", seed.DemoEmail).Scan(&existing, &demoTaken); err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return err
	}

	// The pictures go where the server reads them: STORAGE_URL, or DATA_DIR/uploads.
	uploads, err := storage.FromURL(os.Getenv("STORAGE_URL"), filepath.Join(*dataDir, "uploads"))
	if err != nil {
		return err
	}
	photos := storage.Photos{Store: uploads}
	fmt.Printf("generating %d members (seed %d, after %d existing accounts)...\n", *members, *seedValue, existing)
	st, err := seed.Fill(ctx, pool, photos.SavePhoto, passwordhash.New(), *members, *seedValue, existing, !demoTaken)
	if err != nil {
		return fmt.Errorf("%w (%d members were committed)", err, st.Members)
	}
	rate := float64(st.Members) / max(st.Took.Seconds(), 1e-9)
	fmt.Printf("inserted %d members in %v (%.0f members/s)\n", st.Members, st.Took.Round(time.Millisecond), rate)
	switch {
	case demoTaken:
		fmt.Printf("demo login (from an earlier run): %s / %s\n", seed.DemoEmail, seed.DemoPassword())
	case *members > 0:
		fmt.Printf("demo login: %s / %s\n", seed.DemoEmail, seed.DemoPassword())
	}
	return nil
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
