package main

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// The minute-by-minute table names the operation that drifts: here listConversations slows down
// minute after minute while searchMembers stays put.
func TestPrintByMinuteNamesTheDriftingOperation(t *testing.T) {
	began := time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)
	r := &Report{Began: began, Elapsed: 3*time.Minute + 2*time.Second}
	for m := range 3 {
		for i := range 100 {
			at := began.Add(time.Duration(m)*time.Minute + time.Duration(i)*time.Second/2)
			r.Samples = append(r.Samples,
				sample{at: at, ok: true, op: "listConversations", latency: time.Duration(m+1) * 100 * time.Millisecond},
				sample{at: at, ok: true, op: "searchMembers", latency: 20 * time.Millisecond})
		}
	}
	// The two seconds past the third minute count in it, not in a fourth window.
	r.Samples = append(r.Samples, sample{at: began.Add(3*time.Minute + time.Second), ok: true, op: "searchMembers", latency: 20 * time.Millisecond})
	var b strings.Builder
	r.printByMinute(&b)
	out := b.String()
	for _, want := range []string{
		"listConversations     100ms    200ms    300ms",
		"searchMembers          20ms     20ms     20ms",
		"searchMembers           100      100      101",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

// The statement whose work per call grew is listed first, with its calls and buffers per call in
// each window; one that did the same work is not ahead of it.
func TestStatementShiftsPutTheGrownWorkFirst(t *testing.T) {
	page := "-- name: ConversationPage :many\nSELECT ..."
	search := "WITH searched AS (SELECT 1)"
	w := &statementWindows{
		firstFrom: statementSnapshot{"1": {0, 0, page}, "2": {0, 0, search}},
		firstTo:   statementSnapshot{"1": {100, 3_000, page}, "2": {1000, 60_000, search}},
		lastFrom:  statementSnapshot{"1": {900, 100_000, page}, "2": {9000, 540_000, search}},
		lastTo:    statementSnapshot{"1": {1000, 115_000, page}, "2": {10000, 600_000, search}},
	}
	s := w.shifts()
	if len(s) != 2 || s[0].name != "ConversationPage" || s[1].name != "WITH searched AS (SELECT 1)" {
		t.Fatalf("shifts %+v", s)
	}
	if s[0].perCallFirst != 30 || s[0].perCallLast != 150 || s[0].callsFirst != 100 || s[0].callsLast != 100 {
		t.Errorf("ConversationPage %+v: want 100 calls each, 30 then 150 buffers a call", s[0])
	}
	var b strings.Builder
	w.print(&b, 1000, 1000)
	if !strings.Contains(b.String(), "DB buffers / request") || !strings.Contains(b.String(), "63") || !strings.Contains(b.String(), "75") {
		t.Errorf("the work per request (63 then 75 buffers) is not printed:\n%s", b.String())
	}
}

// A statement run only in the first window (catching up with the setup) counts in that window's
// buffers a request and heads the list of work that shrank.
func TestStatementShiftsCountWorkOfTheFirstWindowOnly(t *testing.T) {
	page := "-- name: NotificationPage :many\nSELECT ..."
	catchUp := "-- name: MarkAllRead :exec\nUPDATE ..."
	w := &statementWindows{
		firstFrom: statementSnapshot{"1": {0, 0, page}},
		firstTo:   statementSnapshot{"1": {100, 2_000, page}, "2": {50, 5_000, catchUp}},
		lastFrom:  statementSnapshot{"1": {900, 18_000, page}, "2": {50, 5_000, catchUp}},
		lastTo:    statementSnapshot{"1": {1000, 20_000, page}, "2": {50, 5_000, catchUp}},
	}
	s := w.shifts()
	if len(s) != 2 || s[1].name != "MarkAllRead" || s[1].callsFirst != 50 || s[1].callsLast != 0 || s[1].perCallFirst != 100 {
		t.Fatalf("shifts %+v: want MarkAllRead last, 50 calls of 100 buffers in the first window only", s)
	}
	var b strings.Builder
	w.print(&b, 100, 100)
	out := b.String()
	_, shrank, ok := strings.Cut(out, "shrank most:")
	if !ok || !strings.Contains(shrank, "MarkAllRead") || strings.Contains(shrank, "NotificationPage") {
		t.Errorf("MarkAllRead, alone, should be under the work that shrank:\n%s", out)
	}
	if !strings.Contains(out, fmt.Sprintf("%-22s %10d %10d", "DB buffers / request", 70, 20)) { // (2,000 + 5,000) / 100, then 2,000 / 100
		t.Errorf("the first window's buffers a request should count MarkAllRead (70 then 20):\n%s", out)
	}
}
