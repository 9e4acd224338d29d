package postgres

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// statsMaxAge is how often the column statistics are re-read: they move only as fast as the
// membership does (ANALYZE refreshes them).
const statsMaxAge = 10 * time.Minute

// columnStats estimates the share of members holding a filter value, from PostgreSQL's own
// statistics (pg_stats: the most common values and their frequencies), the same figures a
// per-call plan would have used.
type columnStats struct {
	mu        sync.Mutex
	at        time.Time
	loading   bool
	freq      map[string]map[string]float64 // column → value → share of rows
	remainder map[string]float64            // column → share of any value not listed
}

// lead picks the filter to walk the index of: the rarest value, since the walk reads entries
// until it has the page (or the count) and rarer values mean fewer entries read that fail the
// other filters. City and caste together have their own index. Without statistics (a fresh
// database) it falls back to the usual order of how many values each filter has.
func (cs *columnStats) lead(ctx context.Context, pool *pgxpool.Pool, c matching.Criteria, now time.Time) lead {
	if c.City != "" && c.Caste != "" {
		return leadCityCaste
	}
	cs.refresh(ctx, pool, now)
	best, bestShare := leadNone, 2.0
	for _, f := range []struct {
		l     lead
		value string
	}{{leadCaste, c.Caste}, {leadCity, c.City}, {leadDistrict, c.District}, {leadTongue, c.MotherTongue}, {leadReligion, c.Religion}} {
		if f.value == "" {
			continue
		}
		if share := cs.share(string(f.l), f.value); share < bestShare {
			best, bestShare = f.l, share
		}
	}
	return best
}

// share is the estimated share of members with value in column; 1 when unknown, so that the
// fallback order decides.
func (cs *columnStats) share(column, value string) float64 {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.freq[column] == nil {
		return 1
	}
	if f, ok := cs.freq[column][value]; ok {
		return f
	}
	return cs.remainder[column]
}

// refresh re-reads the statistics in the background when they are stale; searches meanwhile
// use the previous ones.
func (cs *columnStats) refresh(ctx context.Context, pool *pgxpool.Pool, now time.Time) {
	cs.mu.Lock()
	stale := !cs.loading && now.Sub(cs.at) > statsMaxAge
	if stale {
		cs.loading = true
	}
	cs.mu.Unlock()
	if !stale {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		freq, remainder, err := loadColumnStats(ctx, pool)
		cs.mu.Lock()
		defer cs.mu.Unlock()
		cs.loading = false
		if err != nil {
			return // try again on a later search; the last figures (or the fallback) stay
		}
		cs.at, cs.freq, cs.remainder = now, freq, remainder
	}()
}

func loadColumnStats(ctx context.Context, pool *pgxpool.Pool) (map[string]map[string]float64, map[string]float64, error) {
	rows, err := pool.Query(ctx, `SELECT s.attname::text, coalesce(s.most_common_vals::text::text[], '{}'),
		coalesce(s.most_common_freqs, '{}'), s.n_distinct, c.reltuples
		FROM pg_stats s JOIN pg_class c ON c.relname = s.tablename AND c.relnamespace = s.schemaname::regnamespace
		WHERE s.schemaname = current_schema() AND s.tablename = 'profiles'
		  AND s.attname IN ('caste', 'religion', 'city', 'mother_tongue', 'district')`)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	freq, remainder := map[string]map[string]float64{}, map[string]float64{}
	for rows.Next() {
		var (
			column            string
			values            []string
			freqs             []float32
			distinct, records float32
		)
		if err := rows.Scan(&column, &values, &freqs, &distinct, &records); err != nil {
			return nil, nil, err
		}
		listed, sum := map[string]float64{}, 0.0
		for i, v := range values {
			if i < len(freqs) {
				listed[v] = float64(freqs[i])
				sum += float64(freqs[i])
			}
		}
		if distinct < 0 { // a share of the rows rather than a count
			distinct = -distinct * records
		}
		freq[column] = listed
		remainder[column] = max(1-sum, 0) / max(float64(distinct)-float64(len(values)), 1)
	}
	return freq, remainder, rows.Err()
}

// LoadStats reads the column statistics now (the store otherwise reads them in the background
// on the first search), so that what follows plans with them.
func (s *DiscoveryStore) LoadStats(ctx context.Context, now time.Time) error {
	freq, remainder, err := loadColumnStats(ctx, s.pool)
	if err != nil {
		return err
	}
	s.stats.mu.Lock()
	defer s.stats.mu.Unlock()
	s.stats.at, s.stats.freq, s.stats.remainder = now, freq, remainder
	return nil
}
