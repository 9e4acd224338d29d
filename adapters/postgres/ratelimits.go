package postgres

import (
	"context"
	"crypto/sha256"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
)

// RateCounters implements app.RateCounter in the rate_limits table, so every server instance on
// the database counts into the same windows (docs/adr/0009).
type RateCounters struct {
	q *sqlcgen.Queries
}

func NewRateCounters(pool *pgxpool.Pool) *RateCounters {
	return &RateCounters{q: sqlcgen.New(pool)}
}

// keyHash is what the table stores instead of the key: keys name accounts and addresses.
func keyHash(bucket, key string) []byte {
	h := sha256.New()
	h.Write([]byte(bucket))
	h.Write([]byte{0})
	h.Write([]byte(key))
	return h.Sum(nil)
}

func (c *RateCounters) Hit(ctx context.Context, bucket, key string, now, newWindowEnds time.Time) (int, time.Time, error) {
	r, err := c.q.HitRateLimit(ctx, sqlcgen.HitRateLimitParams{Bucket: bucket, KeyHash: keyHash(bucket, key),
		NewWindowEnds: newWindowEnds, Now: now})
	if err != nil {
		return 0, time.Time{}, wrap("HitRateLimit", err, nil)
	}
	return int(r.Hits), r.WindowEnds, nil
}

func (c *RateCounters) Hits(ctx context.Context, bucket, key string, now time.Time) (int, error) {
	n, err := c.q.RateLimitHits(ctx, sqlcgen.RateLimitHitsParams{Bucket: bucket, KeyHash: keyHash(bucket, key), Now: now})
	return int(n), wrap("RateLimitHits", err, nil)
}

func (c *RateCounters) Clear(ctx context.Context, bucket, key string) error {
	err := c.q.ClearRateLimit(ctx, sqlcgen.ClearRateLimitParams{Bucket: bucket, KeyHash: keyHash(bucket, key)})
	return wrap("ClearRateLimit", err, nil)
}

// Sweep deletes the windows that ended by now and answers how many.
func (c *RateCounters) Sweep(ctx context.Context, now time.Time) (int64, error) {
	n, err := c.q.SweepRateLimits(ctx, now)
	return n, wrap("SweepRateLimits", err, nil)
}

// SweepEvery runs Sweep at each interval until ctx ends, so the table holds only live windows.
// Every instance may run it: deleting an ended window twice is harmless.
func (c *RateCounters) SweepEvery(ctx context.Context, interval time.Duration, log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			if _, err := c.Sweep(ctx, now); err != nil && ctx.Err() == nil {
				log.Warn("rate-limit sweep failed", slog.String("error", err.Error()))
			}
		}
	}
}

// AddMany counts a batch of keys' events in one statement (app.BatchedLimit's flush).
func (c *RateCounters) AddMany(ctx context.Context, bucket string, counts map[string]int, now, newWindowEnds time.Time) (map[string]app.WindowCount, error) {
	p := sqlcgen.AddRateLimitsParams{Bucket: bucket, NewWindowEnds: newWindowEnds, Now: now}
	keys := map[string]string{}
	for key, n := range counts {
		h := keyHash(bucket, key)
		keys[string(h)] = key
		p.KeyHashes = append(p.KeyHashes, h)
		p.Counts = append(p.Counts, int32(min(n, 1_000_000_000)))
	}
	rows, err := c.q.AddRateLimits(ctx, p)
	if err != nil {
		return nil, wrap("AddRateLimits", err, nil)
	}
	out := make(map[string]app.WindowCount, len(rows))
	for _, r := range rows {
		out[keys[string(r.KeyHash)]] = app.WindowCount{Hits: int(r.Hits), Ends: r.WindowEnds}
	}
	return out, nil
}
