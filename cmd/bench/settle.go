package main

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// settle waits until the seeded database is at rest: no autovacuum worker running and no
// checkpoint in progress. The first minute after a bulk load is where autovacuum's passes over
// the new tables and the checkpoint writing them out used to land, and they took most of a run's
// time (docs/performance.md); a measurement starts after them. It prints what it waited for.
func settle(ctx context.Context, conn *pgx.Conn) error {
	began := time.Now()
	const limit = 15 * time.Minute
	var waited []string
	for {
		var vacuums int
		var tables []string
		if err := conn.QueryRow(ctx, `SELECT count(*), coalesce(array_agg(DISTINCT relid::regclass::text), '{}')
			FROM pg_stat_progress_vacuum`).Scan(&vacuums, &tables); err != nil {
			return fmt.Errorf("settle: %w", err)
		}
		var workers int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`).Scan(&workers); err != nil {
			return fmt.Errorf("settle: %w", err)
		}
		// A checkpoint in progress shows as the checkpointer's wait event (PostgreSQL 15 has no
		// progress view for it): a spread checkpoint sleeps in CheckpointWriteDelay.
		var checkpointing bool
		if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE backend_type = 'checkpointer'
			AND wait_event IN ('CheckpointWriteDelay', 'DataFileSync', 'DataFileWrite'))`).Scan(&checkpointing); err != nil {
			return fmt.Errorf("settle: %w", err)
		}
		if vacuums == 0 && workers == 0 && !checkpointing {
			break
		}
		if time.Since(began) > limit {
			fmt.Printf("settle: still busy after %v (autovacuum workers %d, checkpoint %v); measuring anyway\n", limit, workers, checkpointing)
			break
		}
		what := fmt.Sprintf("autovacuum workers %d %v, checkpoint %v", workers, tables, checkpointing)
		if len(waited) == 0 || waited[len(waited)-1] != what {
			waited = append(waited, what)
			fmt.Printf("settle: waiting for %s\n", what)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	fmt.Printf("settled in %v (waited for: %d states)\n", time.Since(began).Round(time.Millisecond), len(waited))
	return nil
}
