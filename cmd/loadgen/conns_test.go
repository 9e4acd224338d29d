package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// The pool speaks HTTP/1.1 as a server expects it: method, path, bearer token and JSON body
// arrive intact, connections are reused while the server keeps them, and a server that closes
// one gets a fresh one next time.
func TestConnPoolSpeaksHTTP(t *testing.T) {
	var (
		mu    sync.Mutex
		peers = map[string]bool{}
	)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		peers[r.RemoteAddr] = true
		mu.Unlock()
		body, _ := io.ReadAll(r.Body)
		if r.Header.Get("Accept-Encoding") != "gzip, br" {
			w.WriteHeader(http.StatusNotAcceptable)
			return
		}
		if r.Header.Get("Authorization") != "Bearer tok" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		if r.URL.Path == "/close" {
			w.Header().Set("Connection", "close")
		}
		switch {
		case r.Method == "POST" && string(body) == `{"page":2}` && r.Header.Get("Content-Type") == "application/json":
			w.WriteHeader(http.StatusCreated)
		case r.Method == "GET" && len(body) == 0:
			_, _ = w.Write([]byte(`{"ok":true}`))
		default:
			w.WriteHeader(http.StatusBadRequest)
		}
	}))
	defer srv.Close()
	p := newConnPool(srv.URL, "gzip, br", time.Second, 4)
	for i := range 10 {
		if got := p.do(request{method: "GET", path: "/x", token: "tok"}); got != http.StatusOK {
			t.Fatalf("GET %d: status %d", i, got)
		}
		if got := p.do(request{method: "POST", path: "/y", token: "tok", body: []byte(`{"page":2}`)}); got != http.StatusCreated {
			t.Fatalf("POST %d: status %d", i, got)
		}
	}
	if len(peers) != 1 {
		t.Fatalf("20 sequential requests used %d connections, want 1", len(peers))
	}
	for range 3 {
		if got := p.do(request{method: "GET", path: "/close", token: "tok"}); got != http.StatusOK {
			t.Fatalf("after a closed connection: status %d", got)
		}
	}
	// The first goes over the kept connection, which the server then closes; each later one
	// needs a new connection.
	if len(peers) != 3 {
		t.Fatalf("a closed connection was reused: %d connections, want 3", len(peers))
	}
	if got := p.do(request{method: "GET", path: "/x", token: "wrong"}); got != http.StatusUnauthorized {
		t.Fatalf("status %d, want 401 passed through", got)
	}
	if newConnPool("https://example.org", "", time.Second, 1) != nil {
		t.Fatal("https must fall back to net/http")
	}
}
