package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
)

// hangingDatabase answers a ping only when its context ends, as a database that accepts the
// connection and never replies.
type hangingDatabase struct{ deadline time.Time }

func (h *hangingDatabase) Ping(ctx context.Context) error {
	h.deadline, _ = ctx.Deadline()
	<-ctx.Done()
	return ctx.Err()
}

func TestReadinessGivesUpOnAHangingDatabase(t *testing.T) {
	db := &hangingDatabase{}
	h, err := app.NewHealthApplication(app.HealthPorts{DB: db})
	if err != nil {
		t.Fatal(err)
	}
	// The caller's own context allows a minute; the probe keeps its own, shorter budget.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	err = h.Queries.Ready.Handle(ctx)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("want the probe's deadline, got %v", err)
	}
	if waited := time.Since(start); waited > 5*time.Second {
		t.Fatalf("the probe waited %v", waited)
	}
	if budget := db.deadline.Sub(start); budget <= 0 || budget > 3*time.Second {
		t.Fatalf("the ping was given %v", budget)
	}
}
