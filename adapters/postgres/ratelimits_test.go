package postgres_test

import (
	"sync"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestRateCounters(t *testing.T) {
	ctx := t.Context()
	dbURL := pgtest.NewDatabase(t, postgres.Migrate)
	open := func() *postgres.RateCounters {
		pool, err := postgres.Open(ctx, dbURL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(pool.Close)
		return postgres.NewRateCounters(pool)
	}
	// Two pools stand for two server instances on one database.
	first, second := open(), open()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	ends := now.Add(time.Minute)

	t.Run("instances-count-into-one-window", func(t *testing.T) {
		var wg sync.WaitGroup
		for i := 0; i < 40; i++ {
			wg.Add(1)
			go func(c *postgres.RateCounters) {
				defer wg.Done()
				if _, _, err := c.Hit(ctx, "b", "shared", now, ends); err != nil {
					t.Error(err)
				}
			}([]*postgres.RateCounters{first, second}[i%2])
		}
		wg.Wait()
		hits, windowEnds, err := second.Hit(ctx, "b", "shared", now.Add(time.Second), now.Add(time.Second+time.Minute))
		if err != nil || hits != 41 || !windowEnds.Equal(ends) {
			t.Fatalf("hits %d ends %v (%v), want 41 in the first window", hits, windowEnds, err)
		}
	})
	t.Run("buckets-and-keys-are-apart", func(t *testing.T) {
		if hits, _, _ := first.Hit(ctx, "other-bucket", "shared", now, ends); hits != 1 {
			t.Fatalf("another bucket saw %d", hits)
		}
		if hits, _, _ := first.Hit(ctx, "b", "another-key", now, ends); hits != 1 {
			t.Fatalf("another key saw %d", hits)
		}
	})
	t.Run("an-ended-window-starts-again", func(t *testing.T) {
		later := ends.Add(time.Second)
		hits, windowEnds, err := first.Hit(ctx, "b", "shared", later, later.Add(time.Minute))
		if err != nil || hits != 1 || !windowEnds.Equal(later.Add(time.Minute)) {
			t.Fatalf("hits %d ends %v (%v)", hits, windowEnds, err)
		}
	})
	t.Run("clear-forgets-one-key", func(t *testing.T) {
		if err := second.Clear(ctx, "b", "another-key"); err != nil {
			t.Fatal(err)
		}
		if hits, _, _ := first.Hit(ctx, "b", "another-key", now, ends); hits != 1 {
			t.Fatalf("cleared key at %d", hits)
		}
	})
	t.Run("keys-are-not-stored-in-clear", func(t *testing.T) {
		pool, _ := postgres.Open(ctx, dbURL)
		defer pool.Close()
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM rate_limits WHERE position('shared' in encode(key_hash, 'escape')) > 0`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("a key is readable in the table: %d %v", n, err)
		}
	})
	t.Run("sweep-deletes-ended-windows-only", func(t *testing.T) {
		if _, _, err := first.Hit(ctx, "sweep", "live", now, now.Add(24*time.Hour)); err != nil {
			t.Fatal(err)
		}
		deleted, err := first.Sweep(ctx, now.Add(2*time.Hour))
		if err != nil || deleted == 0 {
			t.Fatalf("swept %d (%v)", deleted, err)
		}
		pool, _ := postgres.Open(ctx, dbURL)
		defer pool.Close()
		var left int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM rate_limits`).Scan(&left); err != nil || left != 1 {
			t.Fatalf("%d rows left after the sweep, want the one live window (%v)", left, err)
		}
	})
}
