package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is stderr as the test sees it.
type lockedBuffer struct {
	mu     sync.Mutex
	b      bytes.Buffer
	writes int
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.writes++
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func TestLogLines(t *testing.T) {
	newLog := func(size int) (*slog.Logger, *logLines, *lockedBuffer) {
		out := &lockedBuffer{}
		lines := newLogLines(out, size)
		return slog.New(flushingHandler{Handler: slog.NewJSONHandler(lines, nil), lines: lines}), lines, out
	}

	t.Run("info lines wait and are written together", func(t *testing.T) {
		log, lines, out := newLog(1 << 20)
		log.Info("request", slog.Int("n", 1))
		log.Info("request", slog.Int("n", 2))
		if out.String() != "" {
			t.Fatalf("written before a flush: %q", out.String())
		}
		lines.flush()
		if got := strings.Count(out.String(), "\n"); got != 2 || out.writes != 1 {
			t.Fatalf("%d lines in %d writes: %q", got, out.writes, out.String())
		}
	})

	t.Run("a warning is written at once, after the lines before it", func(t *testing.T) {
		log, _, out := newLog(1 << 20)
		log.Info("request")
		log.With(slog.String("request_id", "r1")).Warn("token refused")
		got := out.String()
		if !strings.Contains(got, `"msg":"request"`) || !strings.Contains(got, `"msg":"token refused"`) ||
			strings.Index(got, "request\"") > strings.Index(got, "token refused") || !strings.Contains(got, `"request_id":"r1"`) {
			t.Fatalf("got %q", got)
		}
	})

	t.Run("a full buffer is written without waiting", func(t *testing.T) {
		log, _, out := newLog(256)
		for range 10 {
			log.Info("request", slog.String("path", "/api/user/user-profile/MH4K7Q2PXA"))
		}
		if out.String() == "" {
			t.Fatal("nothing written past the buffer's size")
		}
	})

	t.Run("the ticker writes what waits", func(t *testing.T) {
		log, lines, out := newLog(1 << 20)
		ctx, cancel := context.WithCancel(t.Context())
		done := make(chan struct{})
		go func() { lines.run(ctx, time.Millisecond); close(done) }()
		log.Info("request")
		deadline := time.Now().Add(5 * time.Second)
		for out.String() == "" && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		cancel()
		<-done
		if out.String() == "" {
			t.Fatal("the line was never written")
		}
	})
}
