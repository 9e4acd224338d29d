package app_test

import (
	"fmt"
	"testing"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
)

func feed(notes, msgs, reads []int64) app.Feed {
	var f app.Feed
	for _, p := range notes {
		f.Notifications = append(f.Notifications, app.NotificationView{Notification: notifications.Notification{Seq: p}})
	}
	for _, p := range msgs {
		f.Messages = append(f.Messages, app.MessageEvent{Message: messages.Message{Seq: p}})
	}
	for _, p := range reads {
		f.Reads = append(f.Reads, app.ReadEvent{Pos: p})
	}
	return f
}

func positions(b app.LiveBatch) string {
	out := ""
	for _, ev := range b.Events {
		kind := "n"
		switch {
		case ev.Message != nil:
			kind = "m"
		case ev.Read != nil:
			kind = "r"
		}
		out += fmt.Sprintf("%s%d ", kind, ev.Pos)
	}
	return out
}

func TestFeedMergeKeepsOnePositionOrder(t *testing.T) {
	cases := []struct {
		name              string
		notes, msgs, read []int64
		want              string
		more              bool
	}{
		{"interleaved", []int64{2, 7}, []int64{3, 9}, []int64{4, 5}, "n2 m3 r4 r5 n7 m9 ", false},
		{"empty", nil, nil, nil, "", false},
		// Messages were cut at the limit (3) after 6: a message at 8 may exist, so the notification
		// at 10 must wait for the next batch, or the stream would move past the message.
		{"stops-at-the-cut", []int64{1, 10}, []int64{4, 5, 6}, nil, "n1 m4 m5 m6 ", true},
		{"two-cuts-take-the-earlier", []int64{1, 2, 3}, []int64{4, 5, 6}, []int64{7}, "n1 n2 n3 ", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := feed(c.notes, c.msgs, c.read).Merge(3)
			if got := positions(b); got != c.want || b.More != c.more {
				t.Fatalf("Merge = %q more=%v, want %q more=%v", got, b.More, c.want, c.more)
			}
		})
	}
}
