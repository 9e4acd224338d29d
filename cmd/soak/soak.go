package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/testkit/journey"
	"github.com/reshimgathi/reshimgathi/internal/testkit/loadharness"
)

// Options shape a soak.
type Options struct {
	BaseURL      string
	Metrics      []string // the servers' /metrics URLs
	Duration     time.Duration
	Fraction     float64
	Rate         float64 // steps a second; 0: Fraction of the measured peak
	PeakDuration time.Duration
	PeakWorkers  int
	Pairs        int
	History      int             // connections (each with a message) every member has before the peak is measured
	Statements   *statementStats // the cluster's pg_stat_statements; nil: not read
}

// The promises (docs/operations.md, "make soak").
const (
	p99Drift      = 0.20            // last minute's p99 at most this much above the first's
	memoryDrift   = 0.25            // last minute's memory at most this much above the first's…
	memorySlack   = 16 << 20        // …plus this, for the noise of one GC cycle
	sampleEvery   = 2 * time.Second // memory samples
	longestWindow = time.Minute     // "the first minute", "the last minute"
	inflightCap   = 512             // steps in flight before arrivals are dropped (and reported)
)

type sample struct {
	at        time.Time
	ok        bool
	latency   time.Duration
	op        string
	status    int
	errorText string
}

type memSample struct {
	at        time.Time
	heap, rss float64 // summed over the instances
}

// recorder keeps every answer of the soak (a few hundred thousand: fine in memory).
type recorder struct {
	mu      sync.Mutex
	on      bool
	samples []sample
}

func (r *recorder) record(res journey.Result) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.on {
		return
	}
	s := sample{at: res.At, latency: res.Latency, op: res.Op, status: res.Status, ok: res.Err == nil && res.Status < 300}
	if res.Err != nil {
		s.errorText = res.Err.Error()
	}
	r.samples = append(r.samples, s)
}

func (r *recorder) start() { r.mu.Lock(); r.on, r.samples = true, nil; r.mu.Unlock() }

func (r *recorder) stop() []sample {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.on = false
	return r.samples
}

// Soak sets the members up, measures the peak unless a rate is given, and holds the load.
func Soak(ctx context.Context, o Options, progress func(string)) (*Report, error) {
	rec := &recorder{}
	world := journey.NewWorld(journey.Config{BaseURL: o.BaseURL, Pairs: o.Pairs, Record: rec.record, Timeout: 10 * time.Second})
	began := time.Now()
	if err := world.Setup(ctx); err != nil {
		return nil, err
	}
	progress(fmt.Sprintf("%d members registered, logged in and subscribed in %v", 2*o.Pairs, time.Since(began).Round(time.Millisecond)))
	began = time.Now()
	if err := world.Live(ctx, o.History); err != nil {
		return nil, err
	}
	progress(fmt.Sprintf("every member given %d connections, each with a message, in %v", o.History, time.Since(began).Round(time.Millisecond)))
	if o.Statements != nil {
		if err := o.Statements.settle(ctx, progress); err != nil {
			return nil, err
		}
	}
	rep := &Report{Options: o}
	if o.Rate == 0 {
		rec.start()
		rep.PeakSteps = loadharness.ClosedLoop(ctx, world, journey.SoakMix, o.PeakWorkers, o.PeakDuration)
		peak := rec.stop()
		rep.PeakRequests = float64(len(peak)) / o.PeakDuration.Seconds()
		for _, s := range peak {
			if !s.ok {
				rep.PeakErrors++
			}
		}
		o.Rate = rep.PeakSteps * o.Fraction
		progress(fmt.Sprintf("peak: %.0f steps/s (%.0f requests/s) with %d members at once, %d errors; soaking at %.0f steps/s for %v",
			rep.PeakSteps, rep.PeakRequests, o.PeakWorkers, rep.PeakErrors, o.Rate, o.Duration))
		// The peak wrote as much as a minute of the soak at full speed; without this, the
		// autovacuum and checkpoint it sets off fall in the soak's first minute, and a first
		// minute slowed by them would make the promise's comparison with the last one easy.
		if o.Statements != nil {
			if err := o.Statements.settle(ctx, progress); err != nil {
				return nil, err
			}
		}
	}
	rep.Rate = o.Rate
	var mem []memSample
	memCtx, stopMem := context.WithCancel(ctx)
	memDone := make(chan struct{})
	go func() { defer close(memDone); mem = sampleMemory(memCtx, o.Metrics) }()
	rec.start()
	soakBegan := time.Now()
	stmts, stmtsDone := watchStatements(ctx, o.Statements, soakBegan, o.Duration)
	rep.Dropped = loadharness.OpenLoop(ctx, world, journey.SoakMix, o.Rate, o.Duration, inflightCap).Dropped
	rep.Samples = rec.stop()
	rep.Elapsed = time.Since(soakBegan)
	stopMem()
	<-memDone
	<-stmtsDone
	if stmts != nil && stmts.err == nil {
		stmts.lastTo, stmts.err = o.Statements.snapshot(context.WithoutCancel(ctx))
	}
	rep.Statements = stmts
	rep.Memory = mem
	rep.Began = soakBegan
	return rep, ctx.Err()
}

// watchStatements snapshots the statement counters at the start of the soak, at the end of its
// first window and at the start of its last (the caller takes the last one when the load ends).
func watchStatements(ctx context.Context, s *statementStats, began time.Time, d time.Duration) (*statementWindows, chan struct{}) {
	done := make(chan struct{})
	if s == nil {
		close(done)
		return nil, done
	}
	w := &statementWindows{}
	window := min(longestWindow, d/3)
	go func() {
		defer close(done)
		take := func(at time.Time, into *statementSnapshot) bool {
			select {
			case <-ctx.Done():
				w.err = ctx.Err()
				return false
			case <-time.After(time.Until(at)):
			}
			*into, w.err = s.snapshot(ctx)
			return w.err == nil
		}
		_ = take(began, &w.firstFrom) && take(began.Add(window), &w.firstTo) && take(began.Add(d-window), &w.lastFrom)
	}()
	return w, done
}

// sampleMemory reads the servers' live Go heap (after the last collection: the heap in use also
// holds garbage the collector's pacing lets grow to several times it) and resident memory until
// ctx ends.
func sampleMemory(ctx context.Context, urls []string) []memSample {
	var out []memSample
	client := &http.Client{Timeout: 2 * time.Second}
	for {
		s := memSample{at: time.Now()}
		ok := len(urls) > 0
		for _, u := range urls {
			heap, rss, err := readMemory(client, u)
			if err != nil {
				ok = false
				break
			}
			s.heap += heap
			s.rss += rss
		}
		if ok {
			out = append(out, s)
		}
		select {
		case <-ctx.Done():
			return out
		case <-time.After(sampleEvery):
		}
	}
}

func readMemory(client *http.Client, url string) (heap, rss float64, err error) {
	res, err := client.Get(url)
	if err != nil {
		return 0, 0, err
	}
	defer res.Body.Close()
	sc := bufio.NewScanner(io.LimitReader(res.Body, 8<<20))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		name, value, found := strings.Cut(sc.Text(), " ")
		if !found {
			continue
		}
		switch name {
		case "go_gc_heap_live_bytes":
			heap, _ = strconv.ParseFloat(value, 64)
		case "process_resident_memory_bytes":
			rss, _ = strconv.ParseFloat(value, 64)
		}
	}
	if heap == 0 {
		return 0, 0, fmt.Errorf("%s has no go_gc_heap_live_bytes", url)
	}
	return heap, rss, sc.Err()
}

func p99(s []sample) time.Duration {
	if len(s) == 0 {
		return 0
	}
	lat := make([]time.Duration, len(s))
	for i, x := range s {
		lat[i] = x.latency
	}
	slices.Sort(lat)
	return lat[min(len(lat)-1, len(lat)*99/100)]
}
