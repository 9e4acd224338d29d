package main

import (
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/testkit/journey"
)

var t0 = time.Date(2026, 11, 28, 6, 0, 0, 0, time.UTC)

func at(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }

func entry(key string, began, acked float64) journey.Entry {
	return journey.Entry{Kind: journey.KindMessage, Key: key, Began: at(began), Acked: at(acked)}
}

// A restore to the latest point: everything acknowledged by the recovery point must be back;
// what was acknowledged after it and is missing is the unrecoverable tail, not a failure.
func TestJudgeLatestPoint(t *testing.T) {
	entries := []journey.Entry{entry("a", 0, 1), entry("b", 2, 3), entry("c", 9.9, 10.2), entry("d", 10.5, 11)}
	v := judge("latest", entries, []int{1, 1, 1, 0}, at(10), window{})
	if !v.Pass() || v.Required != 2 || v.Unrecoverable != 1 {
		t.Errorf("got %+v, want a pass with 2 required and 1 unrecoverable", v)
	}
	// An acknowledged write before the recovery point that is not there is a loss.
	v = judge("latest", entries, []int{1, 0, 1, 0}, at(10), window{})
	if v.Pass() || v.Missing != 1 {
		t.Errorf("got %+v, want a failure with 1 missing", v)
	}
	// Stored twice is as bad as lost.
	v = judge("latest", entries, []int{2, 1, 1, 0}, at(10), window{})
	if v.Pass() || v.Duplicated != 1 {
		t.Errorf("got %+v, want a failure with 1 duplicated", v)
	}
}

// A restore to just before a mistaken DELETE: what was sent after the target and acknowledged
// by the old primary must not be there; what the restored primary took since is rightly there.
func TestJudgePointInTime(t *testing.T) {
	undone := window{From: at(10), Until: at(20)}
	entries := []journey.Entry{
		entry("before", 5, 6),       // must be back
		entry("astride", 9.9, 10.1), // committed either side: either is fine
		entry("after", 12, 13),      // undone: must be absent
		entry("restored", 25, 26),   // written to the restored primary
	}
	v := judge("pitr", entries, []int{1, 0, 0, 1}, at(10), undone)
	if !v.Pass() || v.Required != 1 || v.Forbidden != 1 {
		t.Errorf("got %+v, want a pass with 1 required and 1 forbidden", v)
	}
	v = judge("pitr", entries, []int{1, 1, 1, 1}, at(10), undone)
	if v.Pass() || v.Present != 1 {
		t.Errorf("got %+v, want a failure: a write after the target is present", v)
	}
}

func TestRecoveryPointArithmetic(t *testing.T) {
	entries := []journey.Entry{entry("a", 0, 1), entry("b", 2, 4.5), entry("late", 30, 31)}
	last := lastAcked(entries, at(20)) // the primary died at 20 s
	if !last.Equal(at(4.5)) {
		t.Fatalf("last acknowledged before the loss = %v, want 4.5 s", last.Sub(t0))
	}
	for _, c := range []struct {
		point float64
		want  time.Duration
	}{{3, 1500 * time.Millisecond}, {4.5, 0}, {6, 0}} {
		if got := recoveryPoint(at(c.point), last); got != c.want {
			t.Errorf("replayed up to %v s: recovery point %v, want %v", c.point, got, c.want)
		}
	}
	if got := recoveryPoint(time.Time{}, last); got != 0 {
		t.Errorf("nothing replayed: %v, want 0 (the report says so otherwise)", got)
	}
	kept := without(entries, []int{1, 0, 1}, at(3))
	if len(kept) != 2 || kept[1].Key != "late" {
		t.Errorf("without dropped the wrong entries: %+v", kept)
	}
}

// The deleted messages owed back are the ones acknowledged by the target: one committed in
// the milliseconds between the target and the DELETE was deleted, but is rightly not back.
func TestDeletedMessagesOwedBack(t *testing.T) {
	target := time.Date(2026, 11, 28, 11, 1, 58, 0, time.UTC)
	entries := []journey.Entry{
		{Kind: journey.KindMessage, Key: "m1", Acked: target.Add(-time.Second)},
		{Kind: journey.KindMessage, Key: "m2", Acked: target},
		{Kind: journey.KindMessage, Key: "m3", Acked: target.Add(3 * time.Millisecond)},
		{Kind: journey.KindMessage, Key: "m4", Acked: target.Add(-time.Second)}, // not deleted
		{Kind: journey.KindRequest, Key: "m1", Acked: target.Add(-time.Second)}, // another kind
	}
	got := ackedBy(entries, journey.KindMessage, target, []string{"m1", "m2", "m3", "m9"})
	if strings.Join(got, ",") != "m1,m2" {
		t.Errorf("owed back %v, want [m1 m2]", got)
	}
}
