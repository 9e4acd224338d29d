package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/internal/testkit/pgsettle"
)

// The p99 of a shared machine says as much about the neighbours as about the product. What the
// database did per request does not: the buffers a statement touches per call are the same on a
// quiet machine and a busy one. So the soak reads pg_stat_statements of the primary and the
// replica at the edges of its first and last minute, and reports which statements do more work
// per call at the end than at the start: a read that grows with the members' history shows there,
// whatever the neighbours did to the latency (docs/operations.md, "make soak").

// statementCounter is one statement's counters, summed over the servers.
type statementCounter struct {
	calls, buffers float64
	query          string
}

type statementSnapshot map[string]statementCounter // by query id

// statementStats reads the counters of the cluster's databases (the primary first).
type statementStats struct{ pools []*pgxpool.Pool }

func openStatementStats(ctx context.Context, urls ...string) (*statementStats, error) {
	s := &statementStats{}
	for i, u := range urls {
		pool, err := pgxpool.New(ctx, u)
		if err != nil {
			s.close()
			return nil, err
		}
		s.pools = append(s.pools, pool)
		if i == 0 { // the replica gets the view from the primary
			if _, err := pool.Exec(ctx, "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"); err != nil {
				s.close()
				return nil, fmt.Errorf("pg_stat_statements: %w", err)
			}
		}
	}
	return s, nil
}

// settle vacuums and checkpoints the primary after the members' history was written and waits
// until it is at rest (autovacuum, the checkpoint, the WAL archiver), so that the first minute
// measures the journey and not the cluster catching up with the setup.
func (s *statementStats) settle(ctx context.Context, progress func(string)) error {
	began := time.Now()
	for _, sql := range []string{"VACUUM (ANALYZE)", "CHECKPOINT"} {
		if _, err := s.pools[0].Exec(ctx, sql); err != nil {
			return fmt.Errorf("%s: %w", sql, err)
		}
	}
	progress(fmt.Sprintf("VACUUM (ANALYZE) and CHECKPOINT in %v", time.Since(began).Round(time.Millisecond)))
	return pgsettle.Wait(ctx, s.pools[0], 5*time.Minute, func(f string, a ...any) {
		progress(strings.TrimSuffix(fmt.Sprintf(f, a...), "\n"))
	})
}

func (s *statementStats) close() {
	for _, p := range s.pools {
		p.Close()
	}
}

func (s *statementStats) snapshot(ctx context.Context) (statementSnapshot, error) {
	out := statementSnapshot{}
	for _, p := range s.pools {
		rows, err := p.Query(ctx, `SELECT queryid::text, sum(calls)::float8, sum(shared_blks_hit + shared_blks_read)::float8, min(query)
			FROM pg_stat_statements WHERE queryid IS NOT NULL GROUP BY queryid`)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var id string
			var c statementCounter
			if err := rows.Scan(&id, &c.calls, &c.buffers, &c.query); err != nil {
				rows.Close()
				return nil, err
			}
			prev := out[id]
			out[id] = statementCounter{calls: prev.calls + c.calls, buffers: prev.buffers + c.buffers, query: c.query}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// statementWindows holds the snapshots at the start and end of the first and of the last window.
type statementWindows struct {
	firstFrom, firstTo, lastFrom, lastTo statementSnapshot
	err                                  error
}

type statementShift struct {
	name                      string
	callsFirst, callsLast     float64
	perCallFirst, perCallLast float64 // buffers
	buffersFirst, buffersLast float64
}

func between(from, to statementSnapshot) map[string]statementCounter {
	out := map[string]statementCounter{}
	for id, c := range to {
		p := from[id]
		if c.calls-p.calls > 0 {
			out[id] = statementCounter{calls: c.calls - p.calls, buffers: c.buffers - p.buffers, query: c.query}
		}
	}
	return out
}

// shifts lists the statements of either window, the most grown work first. A statement run in
// only one window is listed too: work done only in the first minute (catching up with the
// setup) counts in that minute's buffers a request as much as any other.
func (w *statementWindows) shifts() []statementShift {
	first, last := between(w.firstFrom, w.firstTo), between(w.lastFrom, w.lastTo)
	var out []statementShift
	for id, l := range last {
		out = append(out, shiftOf(first[id], l))
	}
	for id, f := range first {
		if _, ok := last[id]; !ok {
			out = append(out, shiftOf(f, statementCounter{query: f.query}))
		}
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i].buffersLast-out[i].buffersFirst > out[j].buffersLast-out[j].buffersFirst
	})
	return out
}

func shiftOf(f, l statementCounter) statementShift {
	query := l.query
	if query == "" {
		query = f.query
	}
	s := statementShift{name: statementName(query), callsFirst: f.calls, callsLast: l.calls,
		buffersFirst: f.buffers, buffersLast: l.buffers}
	if f.calls > 0 {
		s.perCallFirst = f.buffers / f.calls
	}
	if l.calls > 0 {
		s.perCallLast = l.buffers / l.calls
	}
	return s
}

// statementName is the sqlc name of a statement ("-- name: ConversationPage :many"), else its start.
func statementName(q string) string {
	if _, rest, ok := strings.Cut(q, "-- name: "); ok {
		name, _, _ := strings.Cut(rest, " ")
		return name
	}
	q = strings.Join(strings.Fields(q), " ")
	return q[:min(len(q), 40)]
}

// print writes the database's work per request in the first and last window and the
// statements whose work grew most.
func (w *statementWindows) print(out io.Writer, requestsFirst, requestsLast int) {
	if w == nil {
		return
	}
	if w.err != nil {
		fmt.Fprintf(out, "          statement costs: not read (%v)\n", w.err)
		return
	}
	shifts := w.shifts()
	var first, last float64
	for _, s := range shifts {
		first, last = first+s.buffersFirst, last+s.buffersLast
	}
	fmt.Fprintf(out, "          %-22s %10.0f %10.0f\n", "DB buffers / request", first/float64(max(1, requestsFirst)), last/float64(max(1, requestsLast)))
	fmt.Fprintln(out, "          statements whose work grew most (calls, buffers per call: first → last window):")
	for _, s := range shifts[:min(8, len(shifts))] {
		s.print(out)
	}
	// The other end of the list: work the first window did and the last did not, which says
	// what made a first minute dearer than the rest.
	fmt.Fprintln(out, "          statements whose work shrank most:")
	for i := len(shifts) - 1; i >= max(0, len(shifts)-4); i-- {
		if shifts[i].buffersLast < shifts[i].buffersFirst {
			shifts[i].print(out)
		}
	}
}

func (s statementShift) print(out io.Writer) {
	fmt.Fprintf(out, "            %-28s %7.0f → %-7.0f %8.1f → %.1f\n", s.name, s.callsFirst, s.callsLast, s.perCallFirst, s.perCallLast)
}
