package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/testkit/journey"
)

// Report is what a run found.
type Report struct {
	Options        Options
	Setup          *window
	Windows        []*window
	Ledger         []journey.Check
	Steps, Dropped int64
	LoadTime       time.Duration
}

// Broken lists every promise the run saw broken.
func (r *Report) Broken() []string {
	var out []string
	for _, w := range append([]*window{r.Setup}, r.Windows...) {
		for _, b := range w.Broken {
			out = append(out, w.Fault+": "+b)
		}
	}
	for _, c := range r.Ledger {
		if c.Lost > 0 || c.Dup > 0 {
			out = append(out, fmt.Sprintf("ledger: %d %s lost, %d duplicated (%s)", c.Lost, c.Kind, c.Dup, strings.Join(c.Examples, "; ")))
		}
	}
	if r.Dropped > 0 {
		out = append(out, fmt.Sprintf("load: %d steps dropped at the in-flight cap (%d): answers were hanging", r.Dropped, r.Options.Inflight))
	}
	return out
}

// Print writes the report for people.
func (r *Report) Print(out io.Writer) {
	fmt.Fprintf(out, "\nchaos: %d journey steps in %v (%.0f/s target, %.1f/s achieved)\n\n", r.Steps,
		r.LoadTime.Round(time.Second), r.Options.Rate, float64(r.Steps)/r.LoadTime.Seconds())
	for _, w := range r.Windows {
		verdict := "KEPT"
		if len(w.Broken) > 0 {
			verdict = "BROKEN"
		}
		whole := "never"
		if w.Whole {
			whole = w.WholeAfter.Round(time.Millisecond).String()
		}
		fmt.Fprintf(out, "%-9s %s\n          repaired in %v, whole again %s after; promises %s\n", w.Fault, w.What,
			w.RepairTook.Round(time.Millisecond), whole, verdict)
		for _, stage := range []string{stageSteady, stageFault, stageRecovery, stageAfter} {
			counts := w.Stages[stage]
			if len(counts) == 0 {
				continue
			}
			var parts []string
			for _, k := range sortedKeys(counts) {
				parts = append(parts, fmt.Sprintf("%s×%d", k, counts[k]))
			}
			fmt.Fprintf(out, "          %-9s %s\n", stage, strings.Join(parts, "  "))
		}
		for _, b := range w.Broken {
			fmt.Fprintf(out, "          ! %s\n", b)
		}
		fmt.Fprintln(out)
	}
	fmt.Fprintln(out, "ledger of acknowledged writes (checked against the primary):")
	for _, c := range r.Ledger {
		fmt.Fprintf(out, "          %-14s %5d acknowledged  %d lost  %d duplicated\n", c.Kind, c.Acknowledged, c.Lost, c.Dup)
	}
	if broken := r.Broken(); len(broken) > 0 {
		fmt.Fprintf(out, "\nchaos: %d BROKEN PROMISES\n", len(broken))
		for _, b := range broken {
			fmt.Fprintln(out, "  -", b)
		}
		return
	}
	fmt.Fprintln(out, "\nchaos: every promise kept")
}
