// Package pgsettle waits until a PostgreSQL cluster is at rest after a burst of writes, so that
// a measurement taken next (make bench, make soak) is of the requests and not of the cluster
// catching up with the writes that set it up (docs/performance.md).
package pgsettle

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Querier is a connection or a pool.
type Querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Wait returns once no autovacuum worker runs, no checkpoint is in progress and no finished WAL
// segment waits for the archiver, or after limit (saying so). The first minute after a bulk load
// is where autovacuum's passes over the new tables and the checkpoint writing them out used to
// land, and they took most of a bench run's time; with archiving on (the cluster of make soak),
// pgBackRest compressing and storing the load's WAL takes a core for as long. logf hears what
// it waited for.
func Wait(ctx context.Context, db Querier, limit time.Duration, logf func(format string, args ...any)) error {
	began := time.Now()
	var waited []string
	for {
		var vacuums int
		var tables []string
		if err := db.QueryRow(ctx, `SELECT count(*), coalesce(array_agg(DISTINCT relid::regclass::text), '{}')
			FROM pg_stat_progress_vacuum`).Scan(&vacuums, &tables); err != nil {
			return fmt.Errorf("settle: %w", err)
		}
		var workers int
		if err := db.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`).Scan(&workers); err != nil {
			return fmt.Errorf("settle: %w", err)
		}
		// A checkpoint in progress shows as the checkpointer's wait event (PostgreSQL 15 has no
		// progress view for it): a spread checkpoint sleeps in CheckpointWriteDelay.
		var checkpointing bool
		if err := db.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE backend_type = 'checkpointer'
			AND wait_event IN ('CheckpointWriteDelay', 'DataFileSync', 'DataFileWrite'))`).Scan(&checkpointing); err != nil {
			return fmt.Errorf("settle: %w", err)
		}
		// A segment ready for the archiver has a .ready file until archive_command took it.
		var unarchived int
		if err := db.QueryRow(ctx, `SELECT CASE WHEN current_setting('archive_mode') = 'off' THEN 0
			ELSE (SELECT count(*) FROM pg_ls_archive_statusdir() WHERE name LIKE '%.ready') END`).Scan(&unarchived); err != nil {
			return fmt.Errorf("settle: %w", err)
		}
		if vacuums == 0 && workers == 0 && !checkpointing && unarchived == 0 {
			break
		}
		if time.Since(began) > limit {
			logf("settle: still busy after %v (autovacuum workers %d, checkpoint %v, WAL segments to archive %d); measuring anyway\n",
				limit, workers, checkpointing, unarchived)
			break
		}
		what := fmt.Sprintf("autovacuum workers %d %v, checkpoint %v, WAL segments to archive %d", workers, tables, checkpointing, unarchived)
		if len(waited) == 0 || waited[len(waited)-1] != what {
			waited = append(waited, what)
			logf("settle: waiting for %s\n", what)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	logf("settled in %v (waited for: %d states)\n", time.Since(began).Round(time.Millisecond), len(waited))
	return nil
}
