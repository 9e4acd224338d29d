package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func decodeEvent[T any](t *testing.T, ev sseEvent) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(ev.data), &v); err != nil {
		t.Fatalf("%s event %q: %v", ev.event, ev.data, err)
	}
	return v
}

// TestLiveMessagesAcrossInstances: a message sent through one instance reaches the recipient's
// stream on another, the reader's receipt reaches the sender, and a reconnect resumes in one
// order shared with notifications.
func TestLiveMessagesAcrossInstances(t *testing.T) {
	first := newEnv(t)
	second := newEnvOn(t, first.dbURL)
	ctx := context.Background()
	a, b := first.chatter(t, groom), first.chatter(t, bride)
	first.subscribe(t, a)
	first.connect(t, a, b)

	bStream := openStream(t, first, b.token, "")
	if u := decodeEvent[apiclient.StreamUnread](t, next(t, bStream, "unread")); u.UnreadMessages != 0 {
		t.Fatalf("initial %+v", u)
	}
	aStream := openStream(t, second, a.token, "")
	next(t, aStream, "unread")

	sent := second.sent(t, a, b, "Namaskar <b>Snehal</b>")
	ev := next(t, bStream, "message")
	got := decodeEvent[apiclient.StreamMessage](t, ev)
	if got.UnreadMessages != 1 || got.Message.Id != sent.Id || got.Message.Text != "Namaskar <b>Snehal</b>" ||
		got.Message.Mine || got.Message.UserId != a.code || ev.id == "" {
		t.Fatalf("b received %+v (id %q)", got, ev.id)
	}
	// The sender's other devices see it too, as theirs.
	if mine := decodeEvent[apiclient.StreamMessage](t, next(t, aStream, "message")); !mine.Message.Mine || mine.Message.Id != sent.Id {
		t.Fatalf("a's stream %+v", mine)
	}

	r, err := first.client.MarkConversationReadWithResponse(ctx, sent.ConversationId,
		apiclient.MarkConversationReadJSONRequestBody{UpTo: sent.Id}, bearer(b.token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("mark read: %v %d", err, r.StatusCode())
	}
	receipt := decodeEvent[apiclient.StreamRead](t, next(t, aStream, "read"))
	if receipt.Receipt.UpTo != sent.Id || receipt.Receipt.UserId != b.code || receipt.Receipt.ConversationId != sent.ConversationId {
		t.Fatalf("a's receipt %+v", receipt)
	}
	if own := decodeEvent[apiclient.StreamRead](t, next(t, bStream, "read")); own.UnreadMessages != 0 {
		t.Fatalf("b's own read %+v", own)
	}

	t.Run("reconnect-replays-notifications-and-messages-in-one-order", func(t *testing.T) {
		replay := openStream(t, second, b.token, "0")
		var kinds []string
		last := int64(0)
		for _, kind := range []string{"notification", "message", "read"} {
			ev := next(t, replay, kind)
			pos, err := strconv.ParseInt(ev.id, 10, 64)
			if err != nil || pos <= last {
				t.Fatalf("event %s has id %q after %d", ev.event, ev.id, last)
			}
			last = pos
			kinds = append(kinds, ev.event)
		}
		// b received a's request, then the message, then read it.
		if fmt.Sprint(kinds) != "[notification message read]" {
			t.Fatalf("replayed %v", kinds)
		}
	})
	t.Run("resume-after-the-message-skips-it", func(t *testing.T) {
		resumed := openStream(t, first, b.token, ev.id)
		if read := next(t, resumed, "read"); read.id == ev.id {
			t.Fatal("replayed the event the client already had")
		}
	})
}

// TestLiveStreamMissesNoConcurrentMessage: many senders write to one member at once, through two
// instances; her stream must carry every message once, in increasing positions. Positions are
// taken in one sequence but commit in any order; without the per-member lock a stream can move
// past a position whose transaction has not committed yet and never send it.
func TestLiveStreamMissesNoConcurrentMessage(t *testing.T) {
	first := newEnv(t)
	second := newEnvOn(t, first.dbURL)
	her := first.chatter(t, bride)
	const senders, each = 4, 8
	var writers []chatter
	for range senders {
		w := first.chatter(t, groom)
		first.subscribe(t, w)
		first.connect(t, w, her)
		writers = append(writers, w)
	}
	stream := openStream(t, first, her.token, "")
	next(t, stream, "unread")

	var wg sync.WaitGroup
	for i, w := range writers {
		via := first
		if i%2 == 1 {
			via = second
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range each {
				r, err := via.client.SendMessageWithResponse(context.Background(), her.code,
					apiclient.SendMessageRequest{Text: fmt.Sprintf("%s-%d", w.code, j)}, bearer(w.token))
				if err != nil || r.StatusCode() != 201 {
					t.Errorf("send: %v %d", err, r.StatusCode())
					return
				}
			}
		}()
	}
	wg.Wait()
	seen := map[string]bool{}
	last := int64(0)
	for len(seen) < senders*each {
		ev := next(t, stream, "message")
		pos, _ := strconv.ParseInt(ev.id, 10, 64)
		if pos <= last {
			t.Fatalf("position %d after %d", pos, last)
		}
		last = pos
		m := decodeEvent[apiclient.StreamMessage](t, ev)
		if seen[m.Message.Text] {
			t.Fatalf("%q twice", m.Message.Text)
		}
		seen[m.Message.Text] = true
	}
}
