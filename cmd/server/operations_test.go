package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/seed"
)

// runServer is startServer stopped with SIGTERM when the test ends.
func runServer(t *testing.T, env map[string]string) (base string) {
	t.Helper()
	base, done := startServer(t, env)
	t.Cleanup(func() {
		syscall.Kill(syscall.Getpid(), syscall.SIGTERM)
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("run: %v", err)
			}
		case <-time.After(20 * time.Second):
			t.Error("server did not stop")
		}
	})
	return base
}

func get(t *testing.T, url, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// value reads one sample from a Prometheus text scrape; series is written as exposed
// (labels in alphabetical order).
func value(scrape, series string) (float64, bool) {
	sc := bufio.NewScanner(strings.NewReader(scrape))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), series+" "); ok {
			v, err := strconv.ParseFloat(strings.Fields(rest)[0], 64)
			return v, err == nil
		}
	}
	return 0, false
}

// TestMetrics scrapes METRICS_ADDR after some traffic: requests per contract operation (a
// member code in the path never becomes a label), latency histograms, the database pool, open
// live streams and mails sent; the API's own port does not serve them.
func TestMetrics(t *testing.T) {
	metricsAddr := freeAddr(t)
	base := runServer(t, map[string]string{"METRICS_ADDR": metricsAddr})
	scrape := func() string {
		t.Helper()
		code, body := get(t, "http://"+metricsAddr+"/metrics", "")
		if code != 200 {
			t.Fatalf("scrape: %d", code)
		}
		return body
	}

	get(t, base+"/api/health", "")
	get(t, base+"/api/health", "")
	if code, _ := get(t, base+"/api/user/user-profile/MH4K7Q2PXA", ""); code != 401 {
		t.Fatalf("anonymous profile view: %d", code)
	}
	login := fmt.Sprintf(`{"email":%q,"password":%q}`, seed.DemoEmail, seed.DemoPassword())
	res, err := http.Post(base+"/api/auth/login", "application/json", strings.NewReader(login))
	if err != nil {
		t.Fatal(err)
	}
	var tok struct{ Token string }
	json.NewDecoder(res.Body).Decode(&tok)
	res.Body.Close()
	if code, _ := get(t, base+"/api/user/user-profile/MH4K7Q2PXA", tok.Token); code != 404 {
		t.Fatalf("unknown member: %d", code)
	}
	// A mail: the reset code goes to the outbox (no SMTP_URL), counted as sent.
	res, err = http.Post(base+"/api/auth/forgot-password", "application/json", bytes.NewBufferString(fmt.Sprintf(`{"email":%q}`, seed.DemoEmail)))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()

	// A live stream is counted while it is open.
	streamCtx, closeStream := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(streamCtx, "GET", base+"/api/user/events", nil)
	req.Header.Set("Authorization", "Bearer "+tok.Token)
	stream, err := http.DefaultClient.Do(req)
	if err != nil || stream.StatusCode != 200 {
		t.Fatalf("stream: %v", err)
	}
	bufio.NewReader(stream.Body).ReadString('\n') // the first event is written: the stream is open
	s := scrape()
	if v, _ := value(s, "reshimgathi_live_streams_open"); v != 1 {
		t.Errorf("live_streams_open = %v with one stream open", v)
	}
	closeStream()
	stream.Body.Close()

	want := map[string]float64{
		`reshimgathi_http_requests_total{code="200",method="GET",operation="getHealth"}`:      2,
		`reshimgathi_http_requests_total{code="401",method="GET",operation="getUserProfile"}`: 1,
		`reshimgathi_http_requests_total{code="404",method="GET",operation="getUserProfile"}`: 1,
		`reshimgathi_http_requests_total{code="200",method="POST",operation="login"}`:         1,
		`reshimgathi_http_request_duration_seconds_count{operation="getUserProfile"}`:         2,
		`reshimgathi_events_total{event="mail",outcome="failed"}`:                             0,
	}
	// The mail goes out after the answer, and a stream is counted when its handler returns.
	streamed := `reshimgathi_http_requests_total{code="200",method="GET",operation="streamEvents"}`
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		s = scrape()
		sent, _ := value(s, `reshimgathi_events_total{event="mail",outcome="sent"}`)
		open, _ := value(s, "reshimgathi_live_streams_open")
		streams, _ := value(s, streamed)
		if sent == 1 && open == 0 && streams == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("mails sent = %v (want 1), live streams open = %v (want 0), streams answered = %v (want 1)", sent, open, streams)
		}
	}
	for series, v := range want {
		if got, ok := value(s, series); !ok || got != v {
			t.Errorf("%s = %v (present %v), want %v", series, got, ok, v)
		}
	}
	for _, series := range []string{
		`reshimgathi_http_request_duration_seconds_bucket{operation="login",le="0.1"}`,
		`reshimgathi_db_pool_connections_max{pool="primary"}`,
		`reshimgathi_db_pool_acquires_total{pool="primary"}`,
		"go_goroutines", "go_gc_heap_live_bytes", "process_resident_memory_bytes",
	} {
		if _, ok := value(s, series); !ok {
			t.Errorf("no %s in the scrape", series)
		}
	}
	if strings.Contains(s, "MH4K7Q2PXA") || strings.Contains(s, "/api/user/user-profile/") {
		t.Error("a raw path (with a member code) became a label")
	}
	if strings.Contains(s, `operation="streamEvents"`) && strings.Contains(s, `reshimgathi_http_request_duration_seconds_count{operation="streamEvents"}`) {
		t.Error("a live stream's length went into the latency histogram")
	}
	if code, body := get(t, base+"/metrics", ""); strings.Contains(body, "reshimgathi_http_requests_total") || strings.Contains(body, "go_goroutines") {
		t.Errorf("the API port serves the metrics (%d)", code)
	}
}

func TestLogLevel(t *testing.T) {
	for in, want := range map[string]slog.Level{"": slog.LevelInfo, "info": slog.LevelInfo, "DEBUG": slog.LevelDebug,
		"warn": slog.LevelWarn, "warning": slog.LevelWarn, "error": slog.LevelError} {
		if got, err := parseLevel(in); err != nil || got != want {
			t.Errorf("parseLevel(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := parseLevel("verbose"); err == nil {
		t.Error("parseLevel accepted verbose")
	}
	t.Setenv("LOG_LEVEL", "warn")
	log, _, err := newLogger()
	if err != nil {
		t.Fatal(err)
	}
	if log.Enabled(context.Background(), slog.LevelInfo) || !log.Enabled(context.Background(), slog.LevelWarn) {
		t.Error("LOG_LEVEL=warn does not drop info and keep warn")
	}
}
