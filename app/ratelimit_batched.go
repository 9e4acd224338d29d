package app

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// BatchedLimit applies a Policy to an operation too hot for a database write per call: the
// profile view (docs/adr/0016-trust-and-safety.md, "Harvesting limits"). Each instance counts
// in memory and settles with the shared counters (the same rate_limits windows every policy
// uses) once per flush, in one statement for all keys; what it learns back decides its next
// answers. So the limit holds across instances, give or take what every instance allows
// between two flushes (a second of views each), and no request waits for the database.
//
// Memory is bounded: keys idle through a flush with their window over are forgotten, and past
// maxKeys new keys are allowed without being counted until the next flush makes room (a flood of
// distinct members is not what this limit is against: each is limited on their own key).
type BatchedLimit struct {
	policy  Policy
	counter BatchCounter
	hits    LimitHits // where the days a member ran into the limit are recorded (may be nil)
	log     *slog.Logger
	maxKeys int

	mu      sync.Mutex
	limit   int
	entries map[string]*batchedEntry
}

type batchedEntry struct {
	pending int       // counted here since the last flush
	shared  int       // the shared count as of the last flush
	ends    time.Time // the shared window's end as of the last flush
	refused bool      // refused since the last flush: the next flush records the day
}

// NewBatchedLimit builds the limit; run Run (or call Flush) for it to count into the shared windows.
// The counter is required and maxKeys must be positive; hits is optional (nil: the days are not
// recorded) and a nil log discards.
func NewBatchedLimit(p Policy, counter BatchCounter, hits LimitHits, log *slog.Logger, maxKeys int) (*BatchedLimit, error) {
	r := required{useCase: "BatchedLimit " + p.Name}
	r.need("counter", counter)
	if maxKeys <= 0 {
		r.missing = append(r.missing, "a positive maxKeys")
	}
	if err := r.err(); err != nil {
		return nil, err
	}
	return &BatchedLimit{policy: p, counter: counter, hits: hits, log: logOr(log), maxKeys: maxKeys, limit: p.Limit,
		entries: map[string]*batchedEntry{}}, nil
}

// SetLimit changes the limit on this instance (tests; every instance must be told the same).
func (b *BatchedLimit) SetLimit(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.limit = n
}

// Allow counts one event for key, or refuses it with the policy's message and how long the
// window still runs, from what this instance knows: no I/O.
func (b *BatchedLimit) Allow(key string, now time.Time) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	e := b.entries[key]
	if e == nil {
		if len(b.entries) >= b.maxKeys {
			return nil
		}
		e = &batchedEntry{}
		b.entries[key] = e
	}
	if !e.ends.After(now) {
		e.shared = 0 // the shared window has ended; the next flush starts a new one
	}
	if e.shared+e.pending >= b.limit {
		e.refused = true
		retry := max(e.ends.Sub(now), time.Second)
		if e.ends.IsZero() {
			retry = b.policy.Window
		}
		return &errs.RateLimitedError{RetryAfter: retry, Message: b.policy.Message}
	}
	e.pending++
	return nil
}

// Flush adds what this instance counted since the last flush to the shared windows, learns
// their counts back, records the day for members refused since, and forgets idle keys.
func (b *BatchedLimit) Flush(ctx context.Context, now time.Time) error {
	b.mu.Lock()
	counts := map[string]int{}
	var refused []uuid.UUID
	for key, e := range b.entries {
		if e.pending > 0 {
			counts[key] = e.pending
		}
		if e.refused {
			e.refused = false
			if id, err := uuid.Parse(key); err == nil {
				refused = append(refused, id)
			}
		}
		if e.pending == 0 && !e.ends.After(now) {
			delete(b.entries, key)
		}
	}
	b.mu.Unlock()

	if len(refused) > 0 && b.hits != nil {
		if err := b.hits.RecordLimitHits(ctx, b.policy.Name, refused, now); err != nil {
			b.log.Warn("limit hits not recorded", slog.String("policy", b.policy.Name), slog.String("error", err.Error()))
		}
		b.log.Warn("rate limit hit", slog.String("policy", b.policy.Name), slog.Int("accounts", len(refused)))
	}
	if len(counts) == 0 {
		return nil
	}
	shared, err := b.counter.AddMany(ctx, b.policy.Name, counts, now, now.Add(b.policy.Window))
	b.mu.Lock()
	defer b.mu.Unlock()
	for key, n := range counts {
		e := b.entries[key]
		if e == nil {
			continue
		}
		e.pending -= n // events counted while the statement ran stay pending
		if err != nil {
			e.pending += n // not settled: try again at the next flush
			continue
		}
		if w, ok := shared[key]; ok {
			e.shared, e.ends = w.Hits, w.Ends
		}
	}
	return err
}

// Run flushes every interval until ctx ends, then once more.
func (b *BatchedLimit) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			flushCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
			_ = b.Flush(flushCtx, time.Now())
			cancel()
			return
		case now := <-t.C:
			if err := b.Flush(ctx, now); err != nil && ctx.Err() == nil {
				b.log.Warn("batched limit not settled", slog.String("policy", b.policy.Name), slog.String("error", err.Error()))
			}
		}
	}
}
