package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"
)

// logFlushEvery is how long an info line may wait in memory before it is written.
const logFlushEvery = 100 * time.Millisecond

// logBufferSize is how many bytes of lines make a write sooner.
const logBufferSize = 64 << 10

// newLogger writes JSON lines to stderr at LOG_LEVEL: debug, info (the default), warn or error.
// At warn the per-request line (info) is left out, which a load test or a busy instance
// behind an access-logging proxy may want. Lines are written in batches (logLines); flush
// writes what waits, and main calls it before the process ends.
func newLogger() (log *slog.Logger, flush func(), err error) {
	level, err := parseLevel(os.Getenv("LOG_LEVEL"))
	if err != nil {
		return nil, nil, err
	}
	lines := newLogLines(os.Stderr, logBufferSize)
	go lines.run(context.Background(), logFlushEvery)
	handler := flushingHandler{Handler: slog.NewJSONHandler(lines, &slog.HandlerOptions{Level: level}), lines: lines}
	return slog.New(handler), lines.flush, nil
}

// logLines gathers log lines and writes them out together: every request logs one line, and a
// write to stderr per line was a system call per request on the server's busiest path
// (docs/architecture.md, "Logs"). A line waits at most logFlushEvery, or until size bytes
// wait; flushingHandler writes a warning or an error, and everything before it, at once. What a
// crash loses is the info lines of its last logFlushEvery.
type logLines struct {
	mu   sync.Mutex
	out  io.Writer
	buf  []byte
	size int
}

func newLogLines(out io.Writer, size int) *logLines {
	return &logLines{out: out, buf: make([]byte, 0, size), size: size}
}

// Write keeps one line (slog's handlers write each record in one call).
func (l *logLines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, p...)
	if len(l.buf) >= l.size {
		l.writeOut()
	}
	return len(p), nil
}

func (l *logLines) flush() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.writeOut()
}

// writeOut writes what waits; the logger has nowhere to report its own failure to write.
func (l *logLines) writeOut() {
	if len(l.buf) == 0 {
		return
	}
	_, _ = l.out.Write(l.buf)
	l.buf = l.buf[:0]
}

func (l *logLines) run(ctx context.Context, every time.Duration) {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			l.flush()
			return
		case <-tick.C:
			l.flush()
		}
	}
}

// flushingHandler writes a warning or an error out as soon as it is logged.
type flushingHandler struct {
	slog.Handler
	lines *logLines
}

func (h flushingHandler) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		h.lines.flush()
	}
	return err
}

func (h flushingHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return flushingHandler{Handler: h.Handler.WithAttrs(attrs), lines: h.lines}
}

func (h flushingHandler) WithGroup(name string) slog.Handler {
	return flushingHandler{Handler: h.Handler.WithGroup(name), lines: h.lines}
}

func parseLevel(s string) (slog.Level, error) {
	switch strings.ToLower(s) {
	case "", "info":
		return slog.LevelInfo, nil
	case "debug":
		return slog.LevelDebug, nil
	case "warn", "warning":
		return slog.LevelWarn, nil
	case "error":
		return slog.LevelError, nil
	}
	return 0, fmt.Errorf("LOG_LEVEL must be debug, info, warn or error, not %q", s)
}
