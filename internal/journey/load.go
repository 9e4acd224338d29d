package journey

import (
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"
)

// OpenLoop starts steps of mix at rate a second for d (or until ctx ends), whatever the
// answers take, as members do not wait for each other, and answers how many arrivals found
// inflightCap steps still running (they are dropped, not queued). It returns once every
// started step has ended. cmd/soak and cmd/restoredrill drive their load with it.
func OpenLoop(ctx context.Context, w *World, mix Mix, rate float64, d time.Duration, inflightCap int64) int64 {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var inflight, dropped atomic.Int64
	var wg sync.WaitGroup
	defer wg.Wait()
	interval := time.Duration(float64(time.Second) / rate)
	next := time.Now()
	for i := uint64(0); ; i++ {
		next = next.Add(interval)
		select {
		case <-ctx.Done():
			return dropped.Load()
		case <-time.After(time.Until(next)):
		}
		if inflight.Load() >= inflightCap {
			dropped.Add(1)
			continue
		}
		inflight.Add(1)
		wg.Go(func() {
			defer inflight.Add(-1)
			_ = w.Step(ctx, rand.New(rand.NewPCG(13, i)), mix)
		})
	}
}
