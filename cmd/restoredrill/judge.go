package main

import (
	"fmt"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/testkit/journey"
)

// window is the stretch of time a point-in-time restore undoes: writes sent after From and
// acknowledged by Until (when the old primary stopped) must not be there. Writes after Until
// went to the restored primary and are rightly there.
type window struct{ From, Until time.Time }

// Verdict is the ledger's word on one restore.
type Verdict struct {
	Case string
	// Required are the writes acknowledged at or before the point the restore reached (the
	// recovery point, or the target time): each must be there exactly once.
	Required, Missing, Duplicated int
	// Unrecoverable are writes acknowledged after the recovery point that are not there: the
	// writes in WAL that had not been archived yet when the disk was lost.
	Unrecoverable int
	// Forbidden are writes whose request was sent after the target time: a restore to a
	// point in time must not hold any of them.
	Forbidden, Present int
	Examples           []string
}

// Pass says the restore kept every promise.
func (v Verdict) Pass() bool { return v.Missing == 0 && v.Duplicated == 0 && v.Present == 0 }

// judge compares the ledger's entries with the rows a restored database holds of each
// (rows[i] for entries[i]). Writes acknowledged at or before upTo must be there once; writes
// inside the undone window (a zero window: none) must not be there at all. A write begun
// before and acknowledged after the point may be either: its commit fell somewhere between.
func judge(name string, entries []journey.Entry, rows []int, upTo time.Time, undone window) Verdict {
	v := Verdict{Case: name}
	example := func(format string, a ...any) {
		if len(v.Examples) < 5 {
			v.Examples = append(v.Examples, fmt.Sprintf(format, a...))
		}
	}
	for i, e := range entries {
		n := rows[i]
		if n > 1 {
			v.Duplicated++
			example("%s %q stored %d times", e.Kind, e.Key, n)
		}
		switch {
		case !e.Acked.After(upTo):
			v.Required++
			if n == 0 {
				v.Missing++
				example("%s %q acknowledged at %s is missing", e.Kind, e.Key, e.Acked.Format(time.RFC3339Nano))
			}
		case !undone.From.IsZero() && e.Began.After(undone.From) && !e.Acked.After(undone.Until):
			v.Forbidden++
			if n > 0 {
				v.Present++
				example("%s %q sent after the target time is present", e.Kind, e.Key)
			}
		case n == 0:
			v.Unrecoverable++
		}
	}
	return v
}

// lastAcked is the latest acknowledgement at or before t.
func lastAcked(entries []journey.Entry, t time.Time) time.Time {
	var last time.Time
	for _, e := range entries {
		if !e.Acked.After(t) && e.Acked.After(last) {
			last = e.Acked
		}
	}
	return last
}

// without drops the entries a verdict found unrecoverable, so the next case does not count
// the same loss twice.
func without(entries []journey.Entry, rows []int, upTo time.Time) []journey.Entry {
	var out []journey.Entry
	for i, e := range entries {
		if rows[i] == 0 && e.Acked.After(upTo) {
			continue
		}
		out = append(out, e)
	}
	return out
}
