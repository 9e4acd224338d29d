package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"
)

// Latencies are recorded in microseconds from 1 µs to 60 s with 3 significant digits.
const (
	histLowest  = 1
	histHighest = 60_000_000
	histDigits  = 3
)

func newHist() *hdrhistogram.Histogram { return hdrhistogram.New(histLowest, histHighest, histDigits) }

// step is one fixed-rate stretch: requests scheduled during warmup are sent but not recorded.
type step struct {
	rate     float64
	warmup   time.Duration
	duration time.Duration
}

// outcome is what one step measured.
type outcome struct {
	latency   *hdrhistogram.Histogram // completion − scheduled send time, every answered or failed request
	lag       *hdrhistogram.Histogram // actual − scheduled send time: how far the generator itself fell behind
	sent      int64
	completed int64 // with any status
	errors    int64 // non-2xx and transport failures
	dropped   int64 // not sent because maxInflight requests were already outstanding
	statuses  map[string]int64
	elapsed   time.Duration // from the first recorded scheduled send to the last recorded completion
	cpu       *cpuCost      // the measured window's CPU per answered request (nil: not measured)
}

// runner drives one HTTP target with an open model: request i is due at t0 + i/rate whatever
// happened to earlier ones, and its latency runs from that due time. A server that stalls
// therefore shows the stall in every request that was due meanwhile (no coordinated omission).
type runner struct {
	client  *http.Client
	conns   *connPool // when set, requests go through it instead of client
	baseURL string
	// acceptEncoding is sent as browsers send theirs ("": none): answers then cost the server
	// their compression, as a member's do.
	acceptEncoding string
	maxInflight    int
	seed           uint64
	runs           uint64   // runs so far: each draws its own sequence
	cpu            cpuMeter // the server's and PostgreSQL's CPU time (cpu.go)
	cores          int
}

func (rn *runner) run(ctx context.Context, sc *scenario, st step) *outcome {
	// Each run (a fixed rate, a peak step) draws a sequence of its own, still a function of the
	// seed: repeating an earlier run's requests would find the server's caches warm for them.
	seed := rn.seed ^ rn.runs<<40
	rn.runs++
	out := &outcome{latency: newHist(), lag: newHist(), statuses: map[string]int64{}}
	total := int64((st.warmup + st.duration).Seconds() * st.rate)
	warm := int64(st.warmup.Seconds() * st.rate)
	nsPerReq := float64(time.Second) / st.rate
	t0 := time.Now().Add(5 * time.Millisecond)
	measureFrom := t0.Add(time.Duration(float64(warm) * nsPerReq))
	var (
		mu       sync.Mutex
		lastDone time.Time
		wg       sync.WaitGroup
	)
	// The CPU window opens with the measured requests; it closes when the last one is answered.
	cpuFrom := make(chan cpuSample, 1)
	time.AfterFunc(time.Until(measureFrom), func() { cpuFrom <- rn.cpu.sample() })
	// The semaphore bounds goroutines and sockets; when it is full the server is already far
	// behind, and blocking here would hide that, so the request is dropped and counted.
	sem := make(chan struct{}, rn.maxInflight)
	for i := int64(0); i < total && ctx.Err() == nil; i++ {
		due := t0.Add(time.Duration(float64(i) * nsPerReq))
		if d := time.Until(due); d > 0 {
			time.Sleep(d)
		}
		recorded := i >= warm
		select {
		case sem <- struct{}{}:
		default:
			if recorded {
				mu.Lock()
				out.dropped++
				out.errors++
				mu.Unlock()
			}
			continue
		}
		wg.Add(1)
		go func(i int64, due time.Time) {
			defer func() { <-sem; wg.Done() }()
			req := sc.build(seed, uint64(i))
			lag := time.Since(due)
			status := rn.do(ctx, req)
			done := time.Now()
			if !recorded {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			out.sent++
			_ = out.latency.RecordValue(clamp(done.Sub(due).Microseconds()))
			_ = out.lag.RecordValue(clamp(lag.Microseconds()))
			if status > 0 {
				out.completed++
				out.statuses[strconv.Itoa(status)]++
			} else {
				out.statuses["transport"]++
			}
			if status < 200 || status > 299 {
				out.errors++
			}
			if done.After(lastDone) {
				lastDone = done
			}
		}(i, due)
	}
	wg.Wait()
	out.elapsed = lastDone.Sub(measureFrom)
	if ctx.Err() == nil {
		out.cpu = costBetween(<-cpuFrom, rn.cpu.sample(), out.completed, rn.cores)
	}
	return out
}

// do sends one request and reads the whole answer, so the connection goes back to the pool.
// It returns the status code, or 0 when no answer arrived.
func (rn *runner) do(ctx context.Context, r request) int {
	if rn.conns != nil {
		return rn.conns.do(r)
	}
	var body io.Reader
	if r.body != nil {
		body = bytes.NewReader(r.body)
	}
	req, err := http.NewRequestWithContext(ctx, r.method, rn.baseURL+r.path, body)
	if err != nil {
		return 0
	}
	if r.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Authorization", "Bearer "+r.token)
	if rn.acceptEncoding != "" {
		// Set by hand, net/http leaves the answer compressed; it is only counted, not read.
		req.Header.Set("Accept-Encoding", rn.acceptEncoding)
	}
	resp, err := rn.client.Do(req)
	if err != nil {
		return 0
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err != nil {
		return 0
	}
	return resp.StatusCode
}

func clamp(us int64) int64 { return min(max(us, histLowest), histHighest) }

// summary is one step as reported (milliseconds, rates per second).
type summary struct {
	Scenario     string           `json:"scenario"`
	Mode         string           `json:"mode"` // "fixed" or "peak-step"
	Rate         float64          `json:"rate"`
	TargetP99Ms  float64          `json:"target_p99_ms"`
	DurationS    float64          `json:"duration_s"`
	Sent         int64            `json:"sent"`
	Completed    int64            `json:"completed"`
	Errors       int64            `json:"errors"`
	Dropped      int64            `json:"dropped"`
	Statuses     map[string]int64 `json:"statuses"`
	AchievedRate float64          `json:"achieved_rate"`
	P50Ms        float64          `json:"p50_ms"`
	P90Ms        float64          `json:"p90_ms"`
	P99Ms        float64          `json:"p99_ms"`
	P999Ms       float64          `json:"p999_ms"`
	MaxMs        float64          `json:"max_ms"`
	SendLagP99Ms float64          `json:"send_lag_p99_ms"`
	SendLagMaxMs float64          `json:"send_lag_max_ms"`
	Met          bool             `json:"met"` // p99 within target, no errors, no drops
	HDR          string           `json:"hdr,omitempty"`
	// Prime is the scenario's first loads before it (nil when it has none).
	Prime *primeResult `json:"prime,omitempty"`
	// CPU is what one answered request cost the server, PostgreSQL and the generator.
	CPU *cpuCost `json:"cpu,omitempty"`
}

func summarize(sc *scenario, mode string, st step, o *outcome) summary {
	ms := func(us int64) float64 { return float64(us) / 1000 }
	s := summary{
		Scenario: sc.name, Mode: mode, Rate: st.rate, TargetP99Ms: ms(sc.targetP99.Microseconds()),
		DurationS: st.duration.Seconds(), Sent: o.sent, Completed: o.completed, Errors: o.errors,
		Dropped: o.dropped, Statuses: o.statuses,
		P50Ms: ms(o.latency.ValueAtQuantile(50)), P90Ms: ms(o.latency.ValueAtQuantile(90)),
		P99Ms: ms(o.latency.ValueAtQuantile(99)), P999Ms: ms(o.latency.ValueAtQuantile(99.9)),
		MaxMs: ms(o.latency.Max()), SendLagP99Ms: ms(o.lag.ValueAtQuantile(99)), SendLagMaxMs: ms(o.lag.Max()),
		CPU: o.cpu,
	}
	if o.elapsed > 0 {
		s.AchievedRate = float64(o.completed) / o.elapsed.Seconds()
	}
	s.Met = o.sent > 0 && o.errors == 0 && s.P99Ms <= s.TargetP99Ms
	// The full histogram lets a later analysis merge runs or read any percentile.
	if b, err := o.latency.Encode(hdrhistogram.V2CompressedEncodingCookieBase); err == nil {
		s.HDR = base64.StdEncoding.EncodeToString(b)
	}
	return s
}

// primeResult is a scenario's first loads, before its measured run: every member's first visit
// (the matches scenario: each member's carousels drawn once, app/matchcache.go). Reported on its
// own, so that the cost of a first visit is never hidden behind the repeated ones.
type primeResult struct {
	Requests int      `json:"requests"`
	Errors   int      `json:"errors"`
	Seconds  float64  `json:"seconds"`
	P50Ms    float64  `json:"p50_ms"`
	P99Ms    float64  `json:"p99_ms"`
	MaxMs    float64  `json:"max_ms"`
	CPU      *cpuCost `json:"cpu,omitempty"` // a first load's cost
}

// prime sends the scenario's first loads, workers at a time (closed loop: as fast as the server
// answers them).
func (rn *runner) prime(ctx context.Context, sc *scenario, workers int) primeResult {
	began := time.Now()
	cpuFrom := rn.cpu.sample()
	h := newHist()
	var (
		mu     sync.Mutex
		failed int
		wg     sync.WaitGroup
	)
	next := make(chan request)
	for range workers {
		wg.Go(func() {
			for r := range next {
				t0 := time.Now()
				status := rn.do(ctx, r)
				us := clamp(time.Since(t0).Microseconds())
				mu.Lock()
				_ = h.RecordValue(us)
				if status < 200 || status > 299 {
					failed++
				}
				mu.Unlock()
			}
		})
	}
	for _, r := range sc.prime {
		if ctx.Err() != nil {
			break
		}
		next <- r
	}
	close(next)
	wg.Wait()
	cpu := costBetween(cpuFrom, rn.cpu.sample(), h.TotalCount()-int64(failed), rn.cores)
	ms := func(us int64) float64 { return float64(us) / 1000 }
	return primeResult{Requests: int(h.TotalCount()), Errors: failed, Seconds: time.Since(began).Seconds(),
		P50Ms: ms(h.ValueAtQuantile(50)), P99Ms: ms(h.ValueAtQuantile(99)), MaxMs: ms(h.Max()), CPU: cpu}
}
