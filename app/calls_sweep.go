package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/calls"
)

// callEventsKept is how long the stream events of a call over are kept: long enough for a
// stream that reconnects to learn how it ended.
const callEventsKept = time.Hour

// SweepCalls turns calls that rang out into missed calls (the callee was not there: they get a
// missed call, not an endless ring), and forgets the signaling of calls long over. Every
// instance may run it: each call changes under its own locks, once.
type SweepCalls struct {
	store CallStore
	log   *slog.Logger
	now   func() time.Time

	pruned time.Time // when this instance last forgot old events (once a minute is plenty)
}

// pruneEvery is how often the sweep forgets old call events; ringing calls are checked every run.
const pruneEvery = time.Minute

func (c *SweepCalls) Handle(ctx context.Context) (missed int, err error) {
	now := c.now()
	ids, err := c.store.RingingSince(ctx, now.Add(-calls.RingTimeout), 100)
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		if err := c.store.Expire(ctx, id, now); err != nil {
			return missed, err
		}
		missed++
	}
	if now.Sub(c.pruned) < pruneEvery {
		return missed, nil
	}
	if _, err := c.store.PruneEvents(ctx, now.Add(-callEventsKept)); err != nil {
		return missed, err
	}
	c.pruned = now
	return missed, nil
}

// Run sweeps every interval until ctx ends (one goroutine: Handle is not for concurrent use).
func (c *SweepCalls) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if _, err := c.Handle(ctx); err != nil && ctx.Err() == nil {
				c.log.Warn("call sweep failed", slog.String("error", err.Error()))
			}
		}
	}
}
