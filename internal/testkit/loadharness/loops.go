package loadharness

import (
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/testkit/journey"
)

// OpenCounts is what an open loop did: the steps it started, and the arrivals it dropped
// because the in-flight cap was reached (answers were hanging).
type OpenCounts struct {
	Started, Dropped int64
}

// OpenLoop starts steps of mix at rate a second for d (d ≤ 0: until ctx ends), whatever the
// answers take, as members do not wait for each other; an arrival that finds inflightCap steps
// still running is dropped, not queued. It returns once every started step has ended.
func OpenLoop(ctx context.Context, w *journey.World, mix journey.Mix, rate float64, d time.Duration, inflightCap int64) OpenCounts {
	if d > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	var inflight, started, dropped atomic.Int64
	var wg sync.WaitGroup
	defer wg.Wait()
	interval := time.Duration(float64(time.Second) / rate)
	next := time.Now()
	for i := uint64(0); ; i++ {
		next = next.Add(interval)
		select {
		case <-ctx.Done():
			return OpenCounts{Started: started.Load(), Dropped: dropped.Load()}
		case <-time.After(time.Until(next)):
		}
		if inflight.Load() >= inflightCap {
			dropped.Add(1)
			continue
		}
		inflight.Add(1)
		started.Add(1)
		wg.Go(func() {
			defer inflight.Add(-1)
			_ = w.Step(ctx, rand.New(rand.NewPCG(13, i)), mix)
		})
	}
}

// ClosedLoop runs workers members for d, each starting their next step of mix as the last one
// ends, and answers the steps a second they achieved: the journey's peak on this machine.
func ClosedLoop(ctx context.Context, w *journey.World, mix journey.Mix, workers int, d time.Duration) float64 {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var steps atomic.Int64
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(11, uint64(i)))
			for ctx.Err() == nil {
				_ = w.Step(ctx, r, mix)
				steps.Add(1)
			}
		})
	}
	wg.Wait()
	return float64(steps.Load()) / d.Seconds()
}
