package postgres_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
)

// eventually polls cond for up to five seconds.
func eventually(cond func() bool) bool {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
}

// The "replica" here is the primary itself (a server not in recovery has no lag): what is
// tested is the routing, not streaming replication.
func TestReadRouter(t *testing.T) {
	pool := newPool(t)
	ctx := t.Context()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	const window = 300 * time.Millisecond
	start := func(t *testing.T, replica *pgxpool.Pool) *postgres.ReadRouter {
		r := postgres.NewReadRouter(pool, replica, quiet)
		r.WriterWindow = window
		runCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
		done := make(chan struct{})
		go func() { r.Run(runCtx); close(done) }()
		t.Cleanup(func() { stop(); <-done })
		return r
	}

	t.Run("FromReplica", func(t *testing.T) {
		t.Parallel()
		idle := postgres.NewReadRouter(pool, pool, quiet)
		if idle.FromReplica(uuid.New()) {
			t.Fatal("a router that does not run sends reads to the replica")
		}
		r := start(t, pool)
		if !eventually(func() bool { return r.FromReplica(uuid.New()) }) {
			t.Fatal("a healthy replica is never used")
		}
		if !r.Healthy() || r.Lag() != 0 {
			t.Fatalf("healthy %v lag %v", r.Healthy(), r.Lag())
		}
	})

	t.Run("FromReplica/an-unreachable-replica-is-left-out", func(t *testing.T) {
		t.Parallel()
		down, err := postgres.OpenReplica(ctx, "postgres://nobody@127.0.0.1:1/none?connect_timeout=1")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(down.Close)
		r := start(t, down)
		time.Sleep(2 * window)
		if r.FromReplica(uuid.New()) || r.Healthy() {
			t.Fatal("reads go to an unreachable replica")
		}
	})

	t.Run("Wrote", func(t *testing.T) {
		t.Parallel()
		here, there := start(t, pool), start(t, pool)
		bystander := uuid.New()
		if !eventually(func() bool { return here.FromReplica(bystander) && there.FromReplica(bystander) }) {
			t.Fatal("the routers never use the replica")
		}
		writer := uuid.New()
		here.Wrote(ctx, writer)
		if here.FromReplica(writer) {
			t.Fatal("the writer reads from the replica on its own instance at once")
		}
		if !eventually(func() bool { return !there.FromReplica(writer) }) {
			t.Fatal("another instance never heard of the write")
		}
		if !here.FromReplica(bystander) {
			t.Fatal("someone else's write kept a bystander on the primary")
		}
		if !eventually(func() bool { return here.FromReplica(writer) && there.FromReplica(writer) }) {
			t.Fatal("the writer stays on the primary after the window")
		}
	})
}
