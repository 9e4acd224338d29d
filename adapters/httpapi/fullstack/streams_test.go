package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func problemCode(t *testing.T, res *http.Response) string {
	t.Helper()
	var p struct{ Code string }
	body, _ := io.ReadAll(res.Body)
	if err := json.Unmarshal(body, &p); err != nil || res.Header.Get("Content-Type") != "application/problem+json" {
		t.Fatalf("%d is not a problem document: %s", res.StatusCode, body)
	}
	return p.Code
}

// TestLiveStreamCapsKeepTheServerResponsive: one member opening streams without end gets their
// few tabs and then 429s; their open streams keep working, the health endpoint stays fast and
// other members are served meanwhile (docs/security.md 23).
func TestLiveStreamCapsKeepTheServerResponsive(t *testing.T) {
	alone(t) // it times the health check during the flood
	e := newEnv(t)
	ctx := context.Background()
	flooderCode, flooder := e.memberWith(t, bride)
	_, other := e.memberWith(t, groom)

	var open []<-chan sseEvent
	for i := 0; i < 5; i++ {
		events := openStream(t, e, flooder, "")
		next(t, events, "unread")
		open = append(open, events)
	}
	res, _ := startStream(t, e, flooder, "", "")
	if res.StatusCode != 429 || res.Header.Get("Retry-After") == "" || problemCode(t, res) != "rate_limited" {
		t.Fatalf("a 6th stream of one member: %d %q, want 429 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}

	// The flood: many more attempts at once, while the health endpoint and another member are served.
	var flood sync.WaitGroup
	refused := make(chan int, 200)
	for i := 0; i < 200; i++ {
		flood.Add(1)
		go func() {
			defer flood.Done()
			req, _ := http.NewRequest("GET", e.url+"/api/user/events", nil)
			req.Header.Set("Authorization", "Bearer "+flooder)
			if res, err := http.DefaultClient.Do(req); err == nil {
				res.Body.Close()
				refused <- res.StatusCode
			}
		}()
	}
	slowest := time.Duration(0)
	for i := 0; i < 20; i++ {
		start := time.Now()
		res, err := http.Get(e.url + "/api/health")
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("health during the flood: %v", err)
		}
		res.Body.Close()
		slowest = max(slowest, time.Since(start))
	}
	if r, err := e.client.GetUserProfileWithResponse(ctx, "none", bearer(other)); err != nil || r.StatusCode() != 200 {
		t.Fatalf("another member during the flood: %v %d", err, r.StatusCode())
	}
	flood.Wait()
	close(refused)
	for status := range refused {
		if status != 429 {
			t.Fatalf("a flooding stream answered %d, want 429", status)
		}
	}
	if slowest > time.Second {
		t.Fatalf("health took %v during the flood", slowest)
	}

	// The member's five streams still carry news.
	if r, _ := e.client.SendRequestWithResponse(ctx, flooderCode, bearer(other)); r.StatusCode() != 200 {
		t.Fatalf("send: %d", r.StatusCode())
	}
	for i, events := range open {
		if ev := next(t, events, "notification"); ev.id == "" {
			t.Fatalf("stream %d: %+v", i, ev)
		}
	}
	t.Run("a-closed-stream-frees-its-place", func(t *testing.T) {
		_, member := e.memberWith(t, groom)
		ctx, closeFirst := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", e.url+"/api/user/events", nil)
		req.Header.Set("Authorization", "Bearer "+member)
		first, err := http.DefaultClient.Do(req)
		if err != nil || first.StatusCode != 200 {
			t.Fatalf("first: %v", err)
		}
		for i := 0; i < 4; i++ {
			openStream(t, e, member, "")
		}
		if res, _ := startStream(t, e, member, "", ""); res.StatusCode != 429 {
			t.Fatalf("a 6th: %d", res.StatusCode)
		}
		closeFirst()
		first.Body.Close()
		deadline := time.Now().Add(3 * time.Second)
		for {
			res, _ := startStream(t, e, member, "", "")
			if res.StatusCode == 200 {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("a closed stream still holds its place: %d", res.StatusCode)
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
}

// TestLiveStreamsAreCappedPerAddressAndPerInstance: a household behind one address shares its
// cap (429), and a full instance says so with 503 and Retry-After.
func TestLiveStreamsAreCappedPerAddressAndPerInstance(t *testing.T) {
	e := newEnvWith(t, pgtest.NewDatabase(t, postgres.Migrate), func(c *httpapi.Config) {
		c.Streams = httpapi.StreamLimits{PerMember: 5, PerAddress: 6, Total: 9}
	})
	_, a := e.memberWith(t, bride)
	_, b := e.memberWith(t, groom)
	_, c := e.memberWith(t, bride)
	const home = "198.51.100.20"
	for i, token := range []string{a, a, a, a, a, b} {
		if res, events := startStream(t, e, token, "", home); res.StatusCode != 200 {
			t.Fatalf("stream %d from the address: %d", i, res.StatusCode)
		} else {
			next(t, events, "unread")
		}
	}
	if res, _ := startStream(t, e, b, "", home); res.StatusCode != 429 || problemCode(t, res) != "rate_limited" {
		t.Fatalf("a 7th stream from one address: %d, want 429", res.StatusCode)
	}
	for i := 0; i < 3; i++ {
		if res, _ := startStream(t, e, c, "", fmt.Sprintf("203.0.113.%d", i+1)); res.StatusCode != 200 {
			t.Fatalf("elsewhere %d: %d", i, res.StatusCode)
		}
	}
	res, _ := startStream(t, e, c, "", "203.0.113.99")
	if res.StatusCode != 503 || res.Header.Get("Retry-After") == "" || problemCode(t, res) != "unavailable" {
		t.Fatalf("the 10th stream of a 9-stream instance: %d %q, want 503 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
}

// TestLiveStreamOpeningIsRateLimited: reopening streams again and again (a reconnect storm) is
// counted by the shared limiter, even while few are open at once.
func TestLiveStreamOpeningIsRateLimited(t *testing.T) {
	e := newEnv(t)
	e.limits.SetLimit(app.PolicyStreamOpens, 2)
	_, token := e.memberWith(t, bride)
	for i := 0; i < 2; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", e.url+"/api/user/events", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("open %d: %v", i, err)
		}
		cancel()
		res.Body.Close()
	}
	res, _ := startStream(t, e, token, "", "")
	if res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
		t.Fatalf("a 3rd opening within the window: %d, want 429", res.StatusCode)
	}
}
