package main

import (
	"fmt"
	"io"
	"sort"
	"time"
)

// Report is what a soak measured.
type Report struct {
	Options                 Options
	PeakSteps, PeakRequests float64
	PeakErrors              int
	Rate                    float64
	Began                   time.Time
	Elapsed                 time.Duration
	Samples                 []sample
	Memory                  []memSample
	Dropped                 int64
	Statements              *statementWindows
}

// window is the length of "the first minute" and "the last minute": a minute, or a third of
// a shorter run (a 2-minute check compares its first and last 40 s).
func (r *Report) window() time.Duration { return min(longestWindow, r.Elapsed/3) }

func (r *Report) first() []sample { return r.between(r.Began, r.Began.Add(r.window())) }
func (r *Report) last() []sample {
	end := r.Began.Add(r.Elapsed)
	return r.between(end.Add(-r.window()), end)
}

func (r *Report) between(from, to time.Time) []sample {
	var out []sample
	for _, s := range r.Samples {
		if !s.at.Before(from) && s.at.Before(to) {
			out = append(out, s)
		}
	}
	return out
}

func (r *Report) memory(from, to time.Time) (heap, rss float64) {
	n := 0
	for _, m := range r.Memory {
		if !m.at.Before(from) && m.at.Before(to) {
			heap, rss, n = heap+m.heap, rss+m.rss, n+1
		}
	}
	if n == 0 {
		return 0, 0
	}
	return heap / float64(n), rss / float64(n)
}

func (r *Report) errors() (n int, byKind map[string]int) {
	byKind = map[string]int{}
	for _, s := range r.Samples {
		if !s.ok {
			n++
			key := fmt.Sprintf("%s %d", s.op, s.status)
			if s.status == 0 {
				key = s.op + " no answer: " + s.errorText
			}
			byKind[key]++
		}
	}
	return n, byKind
}

// Broken lists the promises the soak saw broken.
func (r *Report) Broken() []string {
	var out []string
	if n, _ := r.errors(); n > 0 {
		out = append(out, fmt.Sprintf("%d errors (promise: none)", n))
	}
	if r.Dropped > 0 {
		out = append(out, fmt.Sprintf("%d arrivals dropped: %d steps were in flight (the server fell behind)", r.Dropped, inflightCap))
	}
	first, last := p99(r.first()), p99(r.last())
	if first > 0 && float64(last) > float64(first)*(1+p99Drift) {
		out = append(out, fmt.Sprintf("p99 of the last window %v is more than %.0f%% above the first's %v", last, p99Drift*100, first))
	}
	end := r.Began.Add(r.Elapsed)
	h1, _ := r.memory(r.Began, r.Began.Add(r.window()))
	h2, _ := r.memory(end.Add(-r.window()), end)
	switch {
	case len(r.Memory) == 0:
		out = append(out, "no memory samples: are the metrics listeners reachable?")
	case h2 > h1*(1+memoryDrift)+memorySlack:
		out = append(out, fmt.Sprintf("live Go heap grew from %.1f MiB to %.1f MiB (promise: flat)", h1/(1<<20), h2/(1<<20)))
	}
	return out
}

// Print writes the report for people.
func (r *Report) Print(out io.Writer) {
	if r.PeakSteps > 0 {
		fmt.Fprintf(out, "\nsoak: peak %.0f journey steps/s (%.0f requests/s, %d errors) with %d members at once\n",
			r.PeakSteps, r.PeakRequests, r.PeakErrors, r.Options.PeakWorkers)
	}
	fmt.Fprintf(out, "soak: %v at %.0f steps/s (%.0f%% of the peak): %d requests, %.0f/s\n", r.Elapsed.Round(time.Second), r.Rate,
		r.Options.Fraction*100, len(r.Samples), float64(len(r.Samples))/r.Elapsed.Seconds())
	w := r.window()
	end := r.Began.Add(r.Elapsed)
	h1, rss1 := r.memory(r.Began, r.Began.Add(w))
	h2, rss2 := r.memory(end.Add(-w), end)
	fmt.Fprintf(out, "          %-22s %10s %10s\n", "", fmt.Sprintf("first %v", w.Round(time.Second)), fmt.Sprintf("last %v", w.Round(time.Second)))
	fmt.Fprintf(out, "          %-22s %10v %10v\n", "p99 latency", p99(r.first()).Round(10*time.Microsecond), p99(r.last()).Round(10*time.Microsecond))
	fmt.Fprintf(out, "          %-22s %10d %10d\n", "requests", len(r.first()), len(r.last()))
	fmt.Fprintf(out, "          %-22s %9.1fM %9.1fM\n", "live Go heap (MiB)", h1/(1<<20), h2/(1<<20))
	fmt.Fprintf(out, "          %-22s %9.1fM %9.1fM\n", "resident memory (MiB)", rss1/(1<<20), rss2/(1<<20))
	r.Statements.print(out, len(r.first()), len(r.last()))
	byOp := map[string]int{}
	for _, s := range r.Samples {
		byOp[s.op]++
	}
	ops := make([]string, 0, len(byOp))
	for op := range byOp {
		ops = append(ops, op)
	}
	sort.Strings(ops)
	fmt.Fprint(out, "          requests by operation:")
	for _, op := range ops {
		fmt.Fprintf(out, " %s %d", op, byOp[op])
	}
	fmt.Fprintln(out)
	r.printByMinute(out)
	n, kinds := r.errors()
	fmt.Fprintf(out, "          errors: %d\n", n)
	for k, c := range kinds {
		fmt.Fprintf(out, "            %s ×%d\n", k, c)
	}
	if broken := r.Broken(); len(broken) > 0 {
		fmt.Fprintf(out, "soak: %d BROKEN PROMISES\n", len(broken))
		for _, b := range broken {
			fmt.Fprintln(out, "  -", b)
		}
		return
	}
	fmt.Fprintln(out, "soak: every promise kept")
}
