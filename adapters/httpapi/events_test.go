package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

type sseEvent struct {
	id, event, data string
}

// openStream connects to the live stream and delivers parsed events until the test ends.
func openStream(t *testing.T, e *env, token, lastID string) <-chan sseEvent {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", e.url+"/api/user/events", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("stream: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	out := make(chan sseEvent, 16)
	go func() {
		defer res.Body.Close()
		defer close(out)
		sc := bufio.NewScanner(res.Body)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.event != "" {
					out <- ev
				}
				ev = sseEvent{}
			case strings.HasPrefix(line, "id: "):
				ev.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				ev.event = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data = line[6:]
			}
		}
	}()
	return out
}

func next(t *testing.T, events <-chan sseEvent, kind string) sseEvent {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case ev, ok := <-events:
			if !ok {
				t.Fatal("stream closed")
			}
			if ev.event == kind {
				return ev
			}
		case <-timeout:
			t.Fatalf("no %s event within 10s", kind)
		}
	}
}

func TestLiveNotificationsAcrossInstances(t *testing.T) {
	first := newEnv(t)
	second := newEnvOn(t, first.dbURL) // another node on the same database
	_, aTok := first.memberWith(t, groom)
	bCode, bTok := first.memberWith(t, bride)

	stream := openStream(t, first, bTok, "")
	if ev := next(t, stream, "unread"); !strings.Contains(ev.data, `"unread":0`) {
		t.Fatalf("initial: %+v", ev)
	}
	// A's request goes through the other instance.
	if r, _ := second.client.SendRequestWithResponse(context.Background(), bCode, bearer(aTok)); r.StatusCode() != 200 {
		t.Fatalf("send: %d", r.StatusCode())
	}
	ev := next(t, stream, "notification")
	var payload struct {
		Unread       int `json:"unread"`
		Notification struct {
			Kind    string `json:"kind"`
			Message string `json:"message"`
		} `json:"notification"`
	}
	if err := json.Unmarshal([]byte(ev.data), &payload); err != nil || payload.Unread != 1 ||
		payload.Notification.Kind != "request_received" || ev.id == "" {
		t.Fatalf("event %+v: %v", ev, err)
	}

	t.Run("reconnect-resumes-from-last-event-id", func(t *testing.T) {
		replay := openStream(t, second, bTok, "0")
		if got := next(t, replay, "notification"); got.id != ev.id {
			t.Fatalf("replayed %q, want %q", got.id, ev.id)
		}
	})
	t.Run("stream-401-without-token", func(t *testing.T) {
		res := first.do(t, "GET", "/api/user/events", "", nil)
		if res.StatusCode != 401 {
			t.Fatalf("%d", res.StatusCode)
		}
	})
}

// TestLogoutRevokesOnEveryInstance: authentication reads a cached account, and a logout on one
// instance must evict it on the others, so the token stops working everywhere at once.
func TestLogoutRevokesOnEveryInstance(t *testing.T) {
	first := newEnv(t)
	second := newEnvOn(t, first.dbURL)
	_, token := first.memberWith(t, bride)
	ctx := context.Background()
	if r, _ := second.client.GetUserProfileWithResponse(ctx, "none", bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("second instance: %d", r.StatusCode()) // now cached there
	}
	if r, _ := first.client.LogoutWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("logout: %d", r.StatusCode())
	}
	deadline := time.Now().Add(2 * time.Second)
	for {
		r, _ := second.client.GetUserProfileWithResponse(ctx, "none", bearer(token))
		if r.StatusCode() == 401 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the other instance still accepts the logged-out token: %d", r.StatusCode())
		}
		time.Sleep(20 * time.Millisecond)
	}
}
