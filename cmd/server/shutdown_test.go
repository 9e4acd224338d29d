package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgtest"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
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

// TestGracefulShutdown sends SIGTERM while logins (each an argon2 hash) are in flight: every
// one must still get its answer, and the server must return cleanly.
func TestGracefulShutdown(t *testing.T) {
	dbURL := pgtest.NewDatabase(t, postgres.Migrate)
	ctx := context.Background()
	pool, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	_, err = seed.Fill(ctx, pool, func(context.Context, []byte, []byte) (string, error) { return "", nil },
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

	done := make(chan error, 1)
	go func() { done <- run(slog.New(slog.NewTextHandler(io.Discard, nil))) }()
	base := "http://" + addr
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

	body := fmt.Sprintf(`{"email":%q,"password":%q}`, seed.DemoEmail, seed.DemoPassword())
	// Fresh connections: a login sent on the readiness poll's idle keep-alive connection races
	// Shutdown closing idle connections (the server may not have read it yet), which is the
	// client's retry to make, not an in-flight request the server dropped.
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	const inFlight = 8
	var wg sync.WaitGroup
	codes := make(chan int, inFlight)
	for i := 0; i < inFlight; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := client.Post(base+"/api/auth/login", "application/json", bytes.NewBufferString(body))
			if err != nil {
				codes <- -1
				return
			}
			res.Body.Close()
			codes <- res.StatusCode
		}()
	}
	time.Sleep(30 * time.Millisecond) // the requests are being served
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
