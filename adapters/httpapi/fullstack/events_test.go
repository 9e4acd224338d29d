package httpapi_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

type sseEvent struct {
	id, event, data string
}

// openStream connects to the live stream and delivers parsed events until the test ends.
func openStream(t *testing.T, e *env, token, lastID string) <-chan sseEvent {
	t.Helper()
	res, events := startStream(t, e, token, lastID, "")
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("stream: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	return events
}

// startStream asks for a live stream from a client address ("" for the test's own) and answers
// the response; when it is a stream, its parsed events arrive on the channel until the test ends.
func startStream(t *testing.T, e *env, token, lastID, addr string) (*http.Response, <-chan sseEvent) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", e.url+"/api/user/events", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	if addr != "" {
		req.Header.Set("X-Forwarded-For", addr)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	out := make(chan sseEvent, 16)
	if res.StatusCode != 200 {
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		res.Body = io.NopCloser(bytes.NewReader(body))
		close(out)
		return res, out
	}
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
	return res, out
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

// TestStreamEndsWhenTheSessionDoes: a live stream is one long request, so a logout (or an
// erasure) made through any instance must end the streams its token holds open on every one.
func TestStreamEndsWhenTheSessionDoes(t *testing.T) {
	first := newEnv(t)
	second := newEnvOn(t, first.dbURL)
	ctx := context.Background()
	ended := func(t *testing.T, events <-chan sseEvent) {
		t.Helper()
		timeout := time.After(5 * time.Second)
		for {
			select {
			case _, open := <-events:
				if !open {
					return
				}
			case <-timeout:
				t.Fatal("the stream is still open after the session ended")
			}
		}
	}
	t.Run("logout", func(t *testing.T) {
		_, token := first.memberWith(t, bride)
		here, there := openStream(t, first, token, ""), openStream(t, second, token, "")
		next(t, here, "unread")
		next(t, there, "unread")
		if r, _ := first.client.LogoutWithResponse(ctx, bearer(token)); r.StatusCode() != 200 {
			t.Fatalf("logout: %d", r.StatusCode())
		}
		ended(t, here)
		ended(t, there)
	})
	t.Run("erasure", func(t *testing.T) {
		doc, token := first.member(t)
		there := openStream(t, second, token, "")
		next(t, there, "unread")
		r, err := first.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: doc["password"].(string)}, bearer(token))
		if err != nil || r.StatusCode() != 200 {
			t.Fatalf("delete: %v %d", err, r.StatusCode())
		}
		ended(t, there)
	})
	t.Run("another-members-change-leaves-it-open", func(t *testing.T) {
		_, token := first.memberWith(t, bride)
		_, otherToken := first.memberWith(t, groom)
		events := openStream(t, first, token, "")
		next(t, events, "unread")
		if r, _ := first.client.LogoutWithResponse(ctx, bearer(otherToken)); r.StatusCode() != 200 {
			t.Fatalf("logout: %d", r.StatusCode())
		}
		select {
		case _, open := <-events:
			if !open {
				t.Fatal("another member's logout ended this stream")
			}
		case <-time.After(time.Second):
		}
	})
}
