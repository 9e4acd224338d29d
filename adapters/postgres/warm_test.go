package postgres_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
)

// Every statement WarmPlans runs is one the store runs (same text, same values' types): a
// statement that no longer parses, or a shape that went away, shows here rather than as a
// warning at a server's start.
func TestWarmPlansRunsEveryStatementOnEveryConnection(t *testing.T) {
	pool := newPool(t)
	var logged bytes.Buffer
	postgres.WarmPlans(context.Background(), pool, slog.New(slog.NewTextHandler(&logged, nil)))
	if !strings.Contains(logged.String(), "plans warmed") || !strings.Contains(logged.String(), "statements=32") {
		t.Fatalf("log: %s", logged.String())
	}
	if s := pool.Stat(); s.AcquiredConns() != 0 {
		t.Fatalf("%d connections still held", s.AcquiredConns())
	}
}
