package main

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// A server that handles one request at a time, 10 ms each, can do 100 req/s. Offered 200 req/s
// for a second, its queue grows by 100 requests a second, so the last requests wait about half
// a second. A closed-model generator would report ~10 ms (it only sends when a worker is
// free); measuring from the scheduled send time must show the queue.
func TestLatencyIncludesQueueing(t *testing.T) {
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		time.Sleep(10 * time.Millisecond)
		mu.Unlock()
	}))
	defer srv.Close()
	rn := &runner{client: srv.Client(), baseURL: srv.URL, maxInflight: 1000, seed: 1}
	sc := &scenario{name: "t", targetP99: 50 * time.Millisecond, build: func(_, _ uint64) request {
		return request{method: "GET", path: "/", token: "x"}
	}}
	st := step{rate: 200, duration: time.Second}
	s := summarize(sc, "fixed", st, rn.run(context.Background(), sc, st))
	if s.Sent != 200 || s.Errors != 0 {
		t.Fatalf("sent %d, errors %d: %+v", s.Sent, s.Errors, s)
	}
	if s.P99Ms < 300 || s.Met {
		t.Fatalf("p99 %.1f ms: the queue behind a saturated server is missing", s.P99Ms)
	}
	if s.P50Ms > s.P99Ms || s.P99Ms > s.MaxMs {
		t.Fatalf("percentiles out of order: %+v", s)
	}
}

func TestWarmupIsNotRecorded(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer srv.Close()
	rn := &runner{client: srv.Client(), baseURL: srv.URL, maxInflight: 100, seed: 1}
	sc := &scenario{name: "t", targetP99: time.Second, build: func(_, _ uint64) request {
		return request{method: "GET", path: "/", token: "x"}
	}}
	st := step{rate: 100, warmup: 200 * time.Millisecond, duration: 300 * time.Millisecond}
	s := summarize(sc, "fixed", st, rn.run(context.Background(), sc, st))
	if s.Sent != 30 || !s.Met {
		t.Fatalf("want the 30 measured requests, all fine: %+v", s)
	}
}

// A member views profiles of the other gender: their own is "not found" to them.
func TestProfileViewsCrossGenders(t *testing.T) {
	pop := population{codes: map[string][]string{"female": {"F1", "F2"}, "male": {"M1"}}}
	viewers := viewersOf([]string{"her", "him"}, []string{"female", "male"}, pop)
	sc, err := newScenario("profile", viewers, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := range uint64(100) {
		r := sc.build(3, i)
		code := strings.TrimPrefix(r.path, "/api/user/user-profile/")
		if (r.token == "her") != strings.HasPrefix(code, "M") {
			t.Fatalf("%s views %s", r.token, code)
		}
	}
	if all := pop.codesFor(""); len(all) != 3 {
		t.Fatalf("without a gender every code may be viewed: %v", all)
	}
}

func TestSearchBodiesAreReproducible(t *testing.T) {
	sc, err := newScenario("search", []viewer{{token: "a"}, {token: "b"}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for i := range uint64(200) {
		a, b := sc.build(7, i), sc.build(7, i)
		if !bytes.Equal(a.body, b.body) || a.token != b.token {
			t.Fatalf("request %d differs between two builds", i)
		}
		seen[string(a.body)] = true
	}
	if len(seen) < 150 {
		t.Fatalf("only %d distinct searches in 200", len(seen))
	}
}
