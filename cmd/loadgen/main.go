// Command loadgen drives the Reshimgathi HTTP API at fixed request rates (open model) and
// reports latency percentiles from HdrHistogram:
//
//	go run ./cmd/loadgen --url http://127.0.0.1:8080 --database-url URL \
//	    [--scenarios search,matches,profile] [--rate 0] [--duration 30s] [--warmup 5s] \
//	    [--peak search] [--json out.json]
//
// Each scenario runs at its target rate from the performance issue unless --rate is given.
// Bearer tokens come from logging in --users generated members (their e-mails read from the
// database or --emails-file; all share the seed's demo password). Profile views use member
// codes sampled from the database or --codes-file. --peak steps the rate up until p99 passes
// the scenario's target or a request fails, and reports the last rate that held.
package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
)

type options struct {
	url, databaseURL, emailsFile, codesFile, password string
	scenarios, peak                                   []string
	users, codes, maxInflight, searchLimit            int
	rate                                              float64
	duration, warmup, timeout                         time.Duration
	peakStart, peakStep, peakMax                      float64
	peakStepDuration                                  time.Duration
	seed                                              uint64
	jsonPath, cpuProfile                              string
	spreadLoginIPs                                    bool
	acceptEncoding                                    string
	serverPID                                         int
	postgresData                                      string
}

// report is the JSON output.
type report struct {
	Started time.Time    `json:"started"`
	URL     string       `json:"url"`
	Users   int          `json:"users"`
	Runs    []summary    `json:"runs"`
	Peaks   []peakResult `json:"peaks"`
}

type peakResult struct {
	Scenario    string    `json:"scenario"`
	TargetP99Ms float64   `json:"target_p99_ms"`
	PeakRate    float64   `json:"peak_rate"`             // highest step that met the target; 0 when none did
	TargetPeak  float64   `json:"target_peak,omitempty"` // the peak the scenario must reach, if one is set
	Met         bool      `json:"met"`                   // PeakRate is above TargetPeak (false when none is set)
	StopReason  string    `json:"stop_reason"`
	Steps       []summary `json:"steps"`
}

func main() {
	// The generator shares the cores with what it measures: collect garbage less often.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(1)
	}
}

func parseFlags() options {
	var o options
	var scenarios, peak string
	flag.StringVar(&o.url, "url", "http://127.0.0.1:8080", "server base URL")
	flag.StringVar(&o.databaseURL, "database-url", os.Getenv("DATABASE_URL"), "database to read member e-mails and codes from")
	flag.StringVar(&o.emailsFile, "emails-file", "", "member e-mails, one a line (instead of the database)")
	flag.StringVar(&o.codesFile, "codes-file", "", "member codes, one a line (instead of the database)")
	flag.StringVar(&o.password, "password", seed.DemoPassword(), "password of the generated members")
	flag.StringVar(&scenarios, "scenarios", "search,matches,profile", "fixed-rate scenarios to run, in order (may be empty)")
	flag.StringVar(&peak, "peak", "", "scenarios to step up to their peak rate afterwards, e.g. search")
	flag.IntVar(&o.users, "users", 200, "members to log in; requests use their tokens at random")
	flag.IntVar(&o.codes, "codes", 100_000, "member codes to sample for profile views")
	flag.IntVar(&o.maxInflight, "max-inflight", 2000, "outstanding requests before new ones are dropped (and counted as errors)")
	flag.IntVar(&o.searchLimit, "search-limit", 0, "results per search page (0: the API default)")
	flag.Float64Var(&o.rate, "rate", 0, "req/s for every fixed-rate scenario (0: each scenario's target rate)")
	flag.DurationVar(&o.duration, "duration", 30*time.Second, "measured time per fixed-rate scenario")
	flag.DurationVar(&o.warmup, "warmup", 5*time.Second, "unmeasured load before each scenario")
	flag.DurationVar(&o.timeout, "timeout", 10*time.Second, "per-request timeout")
	flag.Float64Var(&o.peakStart, "peak-start", 0, "first rate of a peak search (req/s; 0: the scenario's own, half its target rate)")
	flag.Float64Var(&o.peakStep, "peak-step", 0, "rate increase per peak step (req/s; 0: the scenario's own)")
	flag.Float64Var(&o.peakMax, "peak-max", 20_000, "stop a peak search at this rate")
	flag.DurationVar(&o.peakStepDuration, "peak-step-duration", 10*time.Second, "measured time per peak step")
	flag.Uint64Var(&o.seed, "seed", 1, "request sequence seed")
	flag.StringVar(&o.jsonPath, "json", "", "also write the results as JSON to this file")
	flag.StringVar(&o.cpuProfile, "cpuprofile", "", "write the generator's own CPU profile here (what measuring costs)")
	flag.IntVar(&o.serverPID, "server-pid", 0, "the server's process, to report its CPU per request (with --postgres-data)")
	flag.StringVar(&o.postgresData, "postgres-data", "", "the PostgreSQL cluster's data directory, to report its CPU per request")
	flag.StringVar(&o.acceptEncoding, "accept-encoding", "gzip, deflate, br",
		"the Accept-Encoding every request sends, as browsers send it, so answers cost their compression (\"\": none, as before 2026-11-29)")
	flag.BoolVar(&o.spreadLoginIPs, "spread-login-ips", true,
		"send each login with its own X-Forwarded-For address (198.18.0.0/15), so a server that trusts the generator as a proxy does not throttle 50+ logins")
	flag.Parse()
	o.scenarios, o.peak = split(scenarios), split(peak)
	return o
}

func split(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func run() error {
	o := parseFlags()
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	o.url = strings.TrimRight(o.url, "/")

	client := &http.Client{Timeout: o.timeout, Transport: &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        o.maxInflight,
		MaxIdleConnsPerHost: o.maxInflight, // the default of 2 would open and close a socket per request
		// Below every server's keep-alive (the API's 30 s, nginx's 75 s): the generator drops an idle
		// connection before the server does, or a POST on a connection closing under it fails
		// with EOF (Go retries only idempotent requests) and counts as the product's error.
		IdleConnTimeout: 20 * time.Second,
	}}
	pop, err := loadMembers(ctx, o)
	if err != nil {
		return err
	}
	began := time.Now()
	tokens, genders, err := login(ctx, client, o, pop)
	if err != nil {
		return err
	}
	fmt.Printf("logged in %d members in %v; %d member codes\n", len(tokens), time.Since(began).Round(time.Millisecond), len(pop.codesFor("")))
	viewers := viewersOf(tokens, genders, pop)

	rep := report{Started: time.Now().UTC(), URL: o.url, Users: len(tokens)}
	rn := &runner{client: client, conns: newConnPool(o.url, o.acceptEncoding, o.timeout, o.maxInflight), baseURL: o.url, acceptEncoding: o.acceptEncoding,
		maxInflight: o.maxInflight, seed: o.seed, cpu: cpuMeter{serverPID: o.serverPID, postgresData: o.postgresData, proc: "/proc"},
		cores: runtime.NumCPU()}
	printHeader()
	for _, name := range o.scenarios {
		sc, err := newScenario(name, viewers, o.searchLimit)
		if err != nil {
			return err
		}
		st := step{rate: sc.targetRate, warmup: o.warmup, duration: o.duration}
		if o.rate > 0 {
			st.rate = o.rate
		}
		var prime *primeResult
		if len(sc.prime) > 0 {
			pr := rn.prime(ctx, sc, primeWorkers)
			fmt.Printf("%-8s first loads: %d in %.1fs (%.0f/s), p50 %.2f ms, p99 %.2f ms, max %.2f ms, %d errors; %s\n", sc.name,
				pr.Requests, pr.Seconds, float64(pr.Requests)/pr.Seconds, pr.P50Ms, pr.P99Ms, pr.MaxMs, pr.Errors, pr.CPU)
			prime = &pr
		}
		s := summarize(sc, "fixed", st, rn.run(ctx, sc, st))
		s.Prime = prime
		printRow(s)
		rep.Runs = append(rep.Runs, s)
		if ctx.Err() != nil {
			break
		}
	}
	for _, name := range o.peak {
		if ctx.Err() != nil {
			break
		}
		sc, err := newScenario(name, viewers, o.searchLimit)
		if err != nil {
			return err
		}
		rep.Peaks = append(rep.Peaks, findPeak(ctx, rn, sc, o))
	}
	if o.jsonPath != "" {
		b, _ := json.MarshalIndent(rep, "", "  ")
		if err := os.WriteFile(o.jsonPath, append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	if ctx.Err() != nil {
		return errors.New("interrupted")
	}
	return nil
}

// primeWorkers is how many first loads are in flight at once: one per core of the machine the
// benchmark was designed for, so the first visits measure the statement, not a queue.
const primeWorkers = 2

// findPeak raises the rate step by step. Each step starts from an idle server (the previous
// one is drained) and gets a short unmeasured ramp, so a step is judged on its own rate.
func findPeak(ctx context.Context, rn *runner, sc *scenario, o options) peakResult {
	pr := peakResult{Scenario: sc.name, TargetP99Ms: float64(sc.targetP99.Microseconds()) / 1000, TargetPeak: sc.targetPeak}
	start, stepBy := cmp.Or(o.peakStart, sc.peakStart), cmp.Or(o.peakStep, sc.peakStep)
	fmt.Printf("peak %s: from %.0f req/s, +%.0f every %v until p99 > %v or an error\n", sc.name, start, stepBy,
		o.peakStepDuration, sc.targetP99)
	for rate := start; ; rate += stepBy {
		if rate > o.peakMax {
			pr.StopReason = fmt.Sprintf("reached --peak-max %.0f", o.peakMax)
			break
		}
		st := step{rate: rate, warmup: min(o.warmup, 2*time.Second), duration: o.peakStepDuration}
		s := summarize(sc, "peak-step", st, rn.run(ctx, sc, st))
		printRow(s)
		pr.Steps = append(pr.Steps, s)
		if ctx.Err() != nil {
			pr.StopReason = "interrupted"
			break
		}
		if !s.Met {
			pr.StopReason = fmt.Sprintf("at %.0f req/s: p99 %.2f ms (target %.0f ms), %d errors", rate, s.P99Ms, s.TargetP99Ms, s.Errors)
			break
		}
		pr.PeakRate = rate
	}
	pr.Met = pr.TargetPeak > 0 && pr.PeakRate > pr.TargetPeak
	fmt.Printf("peak %s: %.0f req/s (%s)\n", sc.name, pr.PeakRate, pr.StopReason)
	return pr
}

func printHeader() {
	fmt.Printf("%-8s %-9s %7s %8s %8s %8s %8s %8s %8s %8s %7s %7s %s\n", "scenario", "mode", "rate", "achieved",
		"p50", "p90", "p99", "p99.9", "max", "lag-p99", "errors", "dropped", "p99 target")
}

func printRow(s summary) {
	verdict := "met"
	if !s.Met {
		verdict = "MISSED"
	}
	fmt.Printf("%-8s %-9s %7.0f %8.0f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %7d %7d %.0f ms %s\n", s.Scenario, s.Mode, s.Rate,
		s.AchievedRate, s.P50Ms, s.P90Ms, s.P99Ms, s.P999Ms, s.MaxMs, s.SendLagP99Ms, s.Errors, s.Dropped, s.TargetP99Ms, verdict)
	fmt.Printf("%-8s %-9s %s\n", "", "", s.CPU)
}
