package app

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
)

// RecordActivity keeps members' last activity, which ranks matches.
type RecordActivity struct {
	store ProfileStore
	log   *slog.Logger
	now   func() time.Time
	*activity
}

// activity is what RecordActivity keeps between requests (behind a pointer: mustHave checks the
// ports, not the insides of sync.Map).
type activity struct {
	touched sync.Map    // account → time.Time of the last recorded activity on this instance
	pending sync.Map    // account → struct{}: seen, not written yet (Run)
	batched atomic.Bool // Run is running
}

func NewRecordActivity(store ProfileStore, log *slog.Logger, now func() time.Time) *RecordActivity {
	return mustHave(&RecordActivity{store: store, log: logOr(log), now: clockOr(now), activity: &activity{}})
}

// activityGranularity is how often a member's activity is written: often enough to rank
// matches by recent activity, rarely enough that requests do not each cost a write.
const activityGranularity = 5 * time.Minute

// Handle notes the member's activity at most once per activityGranularity per instance. While
// Run runs it writes the activity within its interval, in one statement for every member seen
// meanwhile: the request never waits for it (a write to a profile rewrites the member's entries
// in every search index, docs/performance.md). Otherwise it writes at once.
func (c *RecordActivity) Handle(ctx context.Context, id uuid.UUID) {
	now := c.now()
	if last, ok := c.touched.Load(id); ok && now.Sub(last.(time.Time)) < activityGranularity {
		return
	}
	c.touched.Store(id, now)
	if c.batched.Load() {
		c.pending.Store(id, struct{}{})
		return
	}
	c.write(ctx, []uuid.UUID{id}, now)
}

// Run writes the activity Handle noted every interval until ctx ends, and once more then.
func (c *RecordActivity) Run(ctx context.Context, interval time.Duration) {
	c.batched.Store(true)
	defer c.batched.Store(false)
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			c.flush(context.WithoutCancel(ctx))
			return
		case <-tick.C:
			c.flush(ctx)
		}
	}
}

func (c *RecordActivity) flush(ctx context.Context) {
	var ids []uuid.UUID
	c.pending.Range(func(k, _ any) bool {
		c.pending.Delete(k)
		ids = append(ids, k.(uuid.UUID))
		return true
	})
	if len(ids) > 0 {
		c.write(ctx, ids, c.now())
	}
}

func (c *RecordActivity) write(ctx context.Context, ids []uuid.UUID, now time.Time) {
	if err := c.store.TouchLastActive(ctx, ids, now); err != nil {
		c.log.Warn("activity not recorded", slog.Int("members", len(ids)), slog.String("error", err.Error()))
	}
}
