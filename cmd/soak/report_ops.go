package main

import (
	"fmt"
	"io"
	"sort"
	"time"
)

// printByMinute writes the p99 of every operation minute by minute (a third of a run shorter
// than three minutes stands for a minute), so a drift in the overall p99 names the operation
// that drifts: an operation whose cost grows with the members' history climbs row by row,
// while a neighbour's build lifts every operation of the same minute at once.
func (r *Report) printByMinute(out io.Writer) {
	w := r.window()
	if w <= 0 {
		return
	}
	n := max(1, int(r.Elapsed/w)) // the few seconds past the last whole window count in it
	buckets := map[string][][]sample{"all": make([][]sample, n)}
	for _, s := range r.Samples {
		i := min(n-1, int(s.at.Sub(r.Began)/w))
		if i < 0 {
			continue
		}
		if buckets[s.op] == nil {
			buckets[s.op] = make([][]sample, n)
		}
		buckets[s.op][i] = append(buckets[s.op][i], s)
		buckets["all"][i] = append(buckets["all"][i], s)
	}
	ops := make([]string, 0, len(buckets))
	for op := range buckets {
		if op != "all" {
			ops = append(ops, op)
		}
	}
	sort.Strings(ops)
	ops = append(ops, "all")
	// The counts too: the journey's mix shifts as it runs (messages need connections, accepts
	// need pending requests), so a later minute may carry more of the heavier writes.
	fmt.Fprintf(out, "          p99 by operation, every %v:\n", w.Round(time.Second))
	for _, op := range ops {
		fmt.Fprintf(out, "            %-18s", op)
		for _, b := range buckets[op] {
			fmt.Fprintf(out, " %8v", p99(b).Round(time.Millisecond))
		}
		fmt.Fprintln(out)
	}
	fmt.Fprintf(out, "          requests by operation, every %v:\n", w.Round(time.Second))
	for _, op := range ops {
		fmt.Fprintf(out, "            %-18s", op)
		for _, b := range buckets[op] {
			fmt.Fprintf(out, " %8d", len(b))
		}
		fmt.Fprintln(out)
	}
}
