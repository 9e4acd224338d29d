package postgres_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// view is a profile view: viewer looked at member's profile at at.
type view struct {
	viewer, member profile.Profile
	at             time.Time
}

// startViewWriter runs a ProfileViewWriter until the test ends.
func startViewWriter(t *testing.T, pool *pgxpool.Pool, capacity int) *postgres.ProfileViewWriter {
	t.Helper()
	w := postgres.NewProfileViewWriter(pool, slog.New(slog.DiscardHandler), capacity)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { w.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	return w
}

// recordViews stores views the way the service does: through a ProfileViewWriter.
func recordViews(t *testing.T, pool *pgxpool.Pool, views ...view) {
	t.Helper()
	w := startViewWriter(t, pool, len(views))
	for _, v := range views {
		w.Record(v.viewer.AccountID, v.member.AccountID, v.at)
	}
	if err := w.Flush(t.Context()); err != nil {
		t.Fatal(err)
	}
}

// storedViews are the days (YYYY-MM-DD) and latest times stored for viewer's views of member.
func storedViews(t *testing.T, pool *pgxpool.Pool, viewer, member uuid.UUID) map[string]time.Time {
	t.Helper()
	rows, err := pool.Query(t.Context(), "SELECT day, viewed_at FROM profile_views WHERE viewer_id = $1 AND member_id = $2", viewer, member)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]time.Time{}
	for rows.Next() {
		var day, at time.Time
		if err := rows.Scan(&day, &at); err != nil {
			t.Fatal(err)
		}
		out[day.Format(time.DateOnly)] = at
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestProfileViewWriter(t *testing.T) {
	pool := newPool(t)
	ctx := t.Context()

	t.Run("Record", func(t *testing.T) {
		t.Parallel()
		member, viewer := couple(t, pool)
		w := startViewWriter(t, pool, 10)
		// Three views on 22 November in India (the last at 23:00 IST), one on the 23rd (00:30 IST).
		for _, at := range []time.Time{testNow, testNow.Add(-time.Hour), testNow.Add(7*time.Hour + 30*time.Minute), testNow.Add(9 * time.Hour)} {
			w.Record(viewer.AccountID, member.AccountID, at)
		}
		if err := w.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		got := storedViews(t, pool, viewer.AccountID, member.AccountID)
		if len(got) != 2 || !got["2026-11-22"].Equal(testNow.Add(7*time.Hour+30*time.Minute)) || !got["2026-11-23"].Equal(testNow.Add(9*time.Hour)) {
			t.Fatalf("stored %v, want one row a day (India) with its latest view", got)
		}
		// A later batch moves the day's time forward, never back.
		w.Record(viewer.AccountID, member.AccountID, testNow.Add(-2*time.Hour))
		w.Record(viewer.AccountID, member.AccountID, testNow.Add(8*time.Hour))
		w.Flush(ctx)
		if got := storedViews(t, pool, viewer.AccountID, member.AccountID); len(got) != 2 || !got["2026-11-22"].Equal(testNow.Add(8*time.Hour)) {
			t.Fatalf("after a second batch %v", got)
		}
		if got := storedViews(t, pool, member.AccountID, viewer.AccountID); len(got) != 0 {
			t.Fatalf("the view was stored the wrong way round: %v", got)
		}
	})

	t.Run("Dropped", func(t *testing.T) {
		t.Parallel()
		member, viewer := couple(t, pool)
		// No Run: the queue of 2 fills and later views are dropped, without blocking.
		w := postgres.NewProfileViewWriter(pool, slog.New(slog.DiscardHandler), 2)
		for i := range 5 {
			w.Record(viewer.AccountID, member.AccountID, testNow.Add(time.Duration(i)*time.Minute))
		}
		if got := w.Dropped(); got != 3 {
			t.Fatalf("dropped %d, want 3", got)
		}
	})

	t.Run("Flush", func(t *testing.T) {
		t.Parallel()
		member, viewer := couple(t, pool)
		blocker, stranger := registerMember(t, pool, "male"), uuid.New()
		if err := postgres.NewSafetyStore(pool).Block(ctx, blocker.AccountID, member.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		w := startViewWriter(t, pool, 10)
		w.Record(viewer.AccountID, member.AccountID, testNow)
		w.Record(blocker.AccountID, member.AccountID, testNow)
		w.Record(stranger, member.AccountID, testNow)
		// The blocked pair's view and the unknown viewer's are skipped; the batch still succeeds.
		if err := w.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if got := storedViews(t, pool, viewer.AccountID, member.AccountID); len(got) != 1 {
			t.Fatalf("flushed view: %v", got)
		}
		if got := storedViews(t, pool, blocker.AccountID, member.AccountID); len(got) != 0 {
			t.Fatalf("a blocked member's view was stored: %v", got)
		}
		// Without Run nothing answers: Flush gives up when its context ends.
		idle := postgres.NewProfileViewWriter(pool, slog.New(slog.DiscardHandler), 1)
		short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		defer cancel()
		if err := idle.Flush(short); !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("flush without Run: %v", err)
		}
	})

	t.Run("Run", func(t *testing.T) {
		t.Parallel()
		member := registerMember(t, pool, "female")
		a, b, c := registerMember(t, pool, "male"), registerMember(t, pool, "male"), registerMember(t, pool, "male")
		w := postgres.NewProfileViewWriter(pool, slog.New(slog.DiscardHandler), 10)
		w.Interval, w.BatchSize = time.Hour, 2
		runCtx, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { w.Run(runCtx); close(done) }()
		stop := func() { cancel(); <-done }
		defer stop()
		// A full batch is written without waiting for the tick or a flush.
		w.Record(a.AccountID, member.AccountID, testNow)
		w.Record(b.AccountID, member.AccountID, testNow)
		deadline := time.Now().Add(10 * time.Second)
		for len(storedViews(t, pool, b.AccountID, member.AccountID)) == 0 {
			if time.Now().After(deadline) {
				t.Fatal("a full batch was not written")
			}
			time.Sleep(10 * time.Millisecond)
		}
		// Stopping writes what is still queued before Run returns.
		w.Record(c.AccountID, member.AccountID, testNow)
		stop()
		if got := storedViews(t, pool, c.AccountID, member.AccountID); len(got) != 1 {
			t.Fatalf("a view queued at shutdown: %v", got)
		}
	})
}
