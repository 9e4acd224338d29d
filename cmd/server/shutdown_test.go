package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptrace"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestMain(m *testing.M) { pgtest.Run(m) }

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startServer runs the server (with env set) on a fresh database holding the demo member, and
// answers its base URL and the channel run's result arrives on.
func startServer(t *testing.T, env map[string]string) (base string, done <-chan error) {
	t.Helper()
	dbURL := pgtest.NewDatabase(t, postgres.Migrate)
	ctx := context.Background()
	pool, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	_, err = seed.Fill(ctx, pool, func(context.Context, app.Photo) (string, error) { return "", nil },
		passwordhash.New(), 1, 1, 0, true)
	pool.Close()
	if err != nil {
		t.Fatal(err)
	}
	addr := freeAddr(t)
	t.Setenv("DATABASE_URL", dbURL)
	t.Setenv("HTTP_ADDR", addr)
	t.Setenv("DATA_DIR", t.TempDir())
	t.Setenv("SPA_DIR", t.TempDir())
	t.Setenv("DEMO_DATA", "off")
	for k, v := range env {
		t.Setenv(k, v)
	}

	result := make(chan error, 1)
	go func() { result <- run(slog.New(slog.NewTextHandler(io.Discard, nil))) }()
	base = "http://" + addr
	for i := 0; ; i++ {
		if res, err := http.Get(base + "/api/ready"); err == nil && res.StatusCode == 200 {
			res.Body.Close()
			break
		}
		if i > 100 {
			t.Fatal("server did not become ready")
		}
		time.Sleep(50 * time.Millisecond)
	}
	return base, result
}

// TestGracefulShutdown sends SIGTERM while logins (each an argon2 hash) are in flight: every
// one must still get its answer, and the server must return cleanly.
func TestGracefulShutdown(t *testing.T) {
	base, done := startServer(t, nil)

	body := fmt.Sprintf(`{"email":%q,"password":%q}`, seed.DemoEmail, seed.DemoPassword())
	// Fresh connections: a login sent on the readiness poll's idle keep-alive connection races
	// Shutdown closing idle connections (the server may not have read it yet), which is the
	// client's retry to make, not an in-flight request the server dropped.
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	const inFlight = 8
	var wg sync.WaitGroup
	codes := make(chan int, inFlight)
	sent := make(chan struct{}, inFlight)
	for i := 0; i < inFlight; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// The request counts as in flight once it is written: on a busy machine, a fixed pause
			// may end before some of them even connected, and those would be refused, not served.
			trace := &httptrace.ClientTrace{WroteRequest: func(httptrace.WroteRequestInfo) { sent <- struct{}{} }}
			req, _ := http.NewRequestWithContext(httptrace.WithClientTrace(context.Background(), trace), "POST",
				base+"/api/auth/login", bytes.NewBufferString(body))
			req.Header.Set("Content-Type", "application/json")
			res, err := client.Do(req)
			if err != nil {
				t.Logf("in-flight login: %v", err)
				codes <- -1
				return
			}
			res.Body.Close()
			codes <- res.StatusCode
		}()
	}
	for i := 0; i < inFlight; i++ {
		select {
		case <-sent:
		case <-time.After(10 * time.Second):
			t.Fatal("the logins were not sent")
		}
	}
	time.Sleep(100 * time.Millisecond) // and read by the server
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	close(codes)
	for c := range codes {
		if c != 200 {
			t.Errorf("in-flight login answered %d", c)
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run returned %v, want a clean stop", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("server did not stop after SIGTERM")
	}
	if _, err := http.Get(base + "/api/health"); err == nil {
		t.Fatal("server still answers after shutdown")
	}
}

// TestShutdownEndsLiveStreamsAtOnce: http.Server.Shutdown cancels no request, so open live
// streams must end by themselves when it starts, or each holds the shutdown for its whole grace
// period (20 s) and the exit is not clean.
func TestShutdownEndsLiveStreamsAtOnce(t *testing.T) {
	base, done := startServer(t, nil)
	body := fmt.Sprintf(`{"email":%q,"password":%q}`, seed.DemoEmail, seed.DemoPassword())
	res, err := http.Post(base+"/api/auth/login", "application/json", bytes.NewBufferString(body))
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("login: %v", err)
	}
	var session struct{ Token string }
	if err := json.NewDecoder(res.Body).Decode(&session); err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	var streams []*http.Response
	for i := 0; i < 3; i++ {
		req, _ := http.NewRequest("GET", base+"/api/user/events", nil)
		req.Header.Set("Authorization", "Bearer "+session.Token)
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("stream %d: %v", i, err)
		}
		if _, err := bufio.NewReader(res.Body).ReadString('\n'); err != nil { // the first event is on its way
			t.Fatal(err)
		}
		streams = append(streams, res)
	}
	start := time.Now()
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run returned %v, want a clean stop", err)
		}
	case <-time.After(25 * time.Second):
		t.Fatal("server did not stop after SIGTERM")
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("shutdown with open streams took %v", took)
	}
	for i, s := range streams {
		if _, err := io.ReadAll(s.Body); err != nil {
			t.Errorf("stream %d did not end cleanly: %v", i, err)
		}
		s.Body.Close()
	}
}
