package app

import (
	"cmp"
	"slices"
)

// The live stream (GET /api/user/events) carries notifications, messages, read receipts and calls in
// one position space: a stream resumes after a single number, its Last-Event-ID
// (docs/adr/0013-messaging.md).

// Feed is what After read: each list oldest first, each cut at the limit.
type Feed struct {
	StreamState
	Notifications []NotificationView
	Messages      []MessageEvent
	Reads         []ReadEvent
	Calls         []CallEvent
}

// LiveEvent is one event of a stream; exactly one of the four is set.
type LiveEvent struct {
	Pos          int64
	Notification *NotificationView
	Message      *MessageEvent
	Read         *ReadEvent
	Call         *CallEvent
}

// LiveBatch is the next events of a stream in position order; More says another batch follows.
type LiveBatch struct {
	StreamState
	Events []LiveEvent
	More   bool
}

// liveBatchSize bounds one read of a stream's catch-up.
const liveBatchSize = 100

// Merge orders the feed's lists into one by position. A list cut at limit may have left out
// events positioned before the later entries of the other lists, so the merge stops at the
// last position such a list holds, and the rest comes with the next batch.
func (f Feed) Merge(limit int) LiveBatch {
	horizon := int64(1<<63 - 1)
	cut := func(n int, last int64) {
		if n >= limit && last < horizon {
			horizon = last
		}
	}
	if n := len(f.Notifications); n > 0 {
		cut(n, f.Notifications[n-1].Seq)
	}
	if n := len(f.Messages); n > 0 {
		cut(n, f.Messages[n-1].Seq)
	}
	if n := len(f.Reads); n > 0 {
		cut(n, f.Reads[n-1].Pos)
	}
	if n := len(f.Calls); n > 0 {
		cut(n, f.Calls[n-1].Pos)
	}
	b := LiveBatch{StreamState: f.StreamState}
	for i := range f.Notifications {
		if n := &f.Notifications[i]; n.Seq <= horizon {
			b.Events = append(b.Events, LiveEvent{Pos: n.Seq, Notification: n})
		} else {
			b.More = true
		}
	}
	for i := range f.Messages {
		if m := &f.Messages[i]; m.Seq <= horizon {
			b.Events = append(b.Events, LiveEvent{Pos: m.Seq, Message: m})
		} else {
			b.More = true
		}
	}
	for i := range f.Reads {
		if r := &f.Reads[i]; r.Pos <= horizon {
			b.Events = append(b.Events, LiveEvent{Pos: r.Pos, Read: r})
		} else {
			b.More = true
		}
	}
	for i := range f.Calls {
		if c := &f.Calls[i]; c.Pos <= horizon {
			b.Events = append(b.Events, LiveEvent{Pos: c.Pos, Call: c})
		} else {
			b.More = true
		}
	}
	if horizon < 1<<63-1 {
		b.More = true
	}
	slices.SortFunc(b.Events, func(x, y LiveEvent) int { return cmp.Compare(x.Pos, y.Pos) })
	return b
}
