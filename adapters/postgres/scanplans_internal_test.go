package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestScanPlanCache(t *testing.T) {
	ctx := t.Context()
	pool, err := Open(ctx, pgtest.NewDatabase(t, Migrate))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	pool.Config().MaxConns = 1
	db := withScanPlanCache(pool)
	const row = "SELECT $1::int AS n, $2::text AS s, ARRAY[$2::text, 'b']::text[] AS list, NULL::text AS none WHERE $1::int > 0"
	kept := func() int {
		db.mu.Lock()
		defer db.mu.Unlock()
		n := 0
		for _, statements := range db.conns {
			n += len(statements)
		}
		return n
	}

	t.Run("a statement's second row is scanned with the plans kept from its first", func(t *testing.T) {
		for i, s := range []string{"first", "second"} {
			var n int
			var text string
			var list []string
			var none *string
			if err := db.QueryRow(ctx, row, i+1, s).Scan(&n, &text, &list, &none); err != nil {
				t.Fatal(err)
			}
			if n != i+1 || text != s || !slices.Equal(list, []string{s, "b"}) || none != nil {
				t.Fatalf("scanned %d %q %q %v", n, text, list, none)
			}
		}
		if kept() == 0 {
			t.Fatal("no plans kept")
		}
	})

	t.Run("no row is pgx.ErrNoRows", func(t *testing.T) {
		var n int
		var text string
		var list []string
		var none *string
		if err := db.QueryRow(ctx, row, -1, "x").Scan(&n, &text, &list, &none); !errors.Is(err, pgx.ErrNoRows) {
			t.Fatalf("got %v", err)
		}
	})

	t.Run("other destinations for the same statement are planned again", func(t *testing.T) {
		var n int64
		var text []byte
		var list []string
		var none string
		err := db.QueryRow(ctx, row, 7, "seven").Scan(&n, &text, &list, &none)
		var scanErr pgx.ScanArgError
		if !errors.As(err, &scanErr) || scanErr.ColumnIndex != 3 {
			t.Fatalf("a NULL into a string: got %v, want the fourth column's scan error", err)
		}
		var none2 *string
		if err := db.QueryRow(ctx, row, 7, "seven").Scan(&n, &text, &list, &none2); err != nil {
			t.Fatal(err)
		}
		if n != 7 || string(text) != "seven" {
			t.Fatalf("scanned %d %q", n, text)
		}
	})

	t.Run("a count of destinations unlike the columns is pgx's error", func(t *testing.T) {
		var n int
		if err := db.QueryRow(ctx, row, 1, "x").Scan(&n); err == nil {
			t.Fatal("one destination for four columns scanned")
		}
	})

	t.Run("a failed statement answers its error", func(t *testing.T) {
		var n int
		if err := db.QueryRow(ctx, "SELECT 1/0").Scan(&n); err == nil {
			t.Fatal("division by zero scanned")
		}
	})
}

// BenchmarkQueryRowWide reads one row shaped like the profile view's (text, numbers, times,
// arrays, nullable columns: seventy in all) through pgx's QueryRow and through the kept plans.
func BenchmarkQueryRowWide(b *testing.B) {
	pool, err := Open(b.Context(), pgtest.NewDatabase(b, Migrate))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(pool.Close)
	var cols []string
	var dest []any
	for i := range 14 {
		cols = append(cols, fmt.Sprintf("'v%d'::text", i), fmt.Sprintf("%d::int", i), "now()::timestamptz",
			"NULL::timestamptz", "ARRAY['a','b']::text[]")
		var s string
		var n int32
		var at time.Time
		var maybe *time.Time
		var list []string
		dest = append(dest, &s, &n, &at, &maybe, &list)
	}
	sql := "SELECT " + strings.Join(cols, ", ")
	for name, db := range map[string]interface {
		QueryRow(context.Context, string, ...any) pgx.Row
	}{"pgx": pool, "kept plans": withScanPlanCache(pool)} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			began := processCPU(b)
			for b.Loop() {
				if err := db.QueryRow(b.Context(), sql).Scan(dest...); err != nil {
					b.Fatal(err)
				}
			}
			// The time per row waits on PostgreSQL and on whatever else the machine runs; the
			// process's own CPU per row is what the kept plans change.
			b.ReportMetric(float64((processCPU(b)-began).Microseconds())/float64(b.N), "cpu-µs/op")
		})
	}
}

// processCPU is the CPU time this process has used, user and system.
func processCPU(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
