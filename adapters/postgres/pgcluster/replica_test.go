package pgcluster

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// TestStreamingReplica: a replica made from a running primary holds its data, receives new
// commits within moments, refuses writes, and shows in the primary's pg_stat_replication.
func TestStreamingReplica(t *testing.T) {
	t.Parallel()
	primary := start(t, Options{Dir: t.TempDir(), Ephemeral: true})
	ctx := context.Background()
	if err := primary.EnsureDatabase(ctx, "app"); err != nil {
		t.Fatal(err)
	}
	exec1(t, primary.URL("app"), "CREATE TABLE t (v text)")
	exec1(t, primary.URL("app"), "INSERT INTO t VALUES ('before')")

	replica, err := StartReplica(ctx, primary, Options{Dir: filepath.Join(t.TempDir(), "replica"), Ephemeral: true})
	if err != nil {
		t.Fatalf("StartReplica: %v", err)
	}
	t.Cleanup(func() { replica.Stop(context.Background()); os.RemoveAll(replica.Dir()) })
	if replica.URL("app") == primary.URL("app") {
		t.Fatal("the replica has the primary's address")
	}
	if got := exec1(t, replica.URL("app"), "SELECT string_agg(v, ',') FROM t"); got != "before" {
		t.Fatalf("replica has %q, want the primary's rows", got)
	}
	if got := exec1(t, replica.URL("app"), "SELECT pg_is_in_recovery()::text"); got != "true" {
		t.Fatalf("pg_is_in_recovery = %s on the replica", got)
	}
	exec1(t, primary.URL("app"), "INSERT INTO t VALUES ('after')")
	waitFor(t, 10*time.Second, func() bool {
		return exec1(t, replica.URL("app"), "SELECT count(*)::text FROM t WHERE v = 'after'") == "1"
	})
	conn, err := pgx.Connect(ctx, replica.URL("app"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "INSERT INTO t VALUES ('on the replica')"); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("a write on the replica: err = %v, want a read-only refusal", err)
	}
	if got := exec1(t, primary.URL("postgres"), "SELECT string_agg(state, ',') FROM pg_stat_replication"); got != "streaming" {
		t.Fatalf("pg_stat_replication on the primary: %q, want one streaming standby", got)
	}
}

func waitFor(t *testing.T, limit time.Duration, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("condition not met within %v", limit)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestRestartKeepsThePortAndTheReplica: a primary killed with SIGKILL comes back on its port
// with its committed rows, and its replica (whose primary_conninfo names that port) streams
// again; a replica halted and restarted catches up on what it missed. Without a fixed port a
// restarted primary would strand its replica and every DATABASE_URL handed out.
func TestRestartKeepsThePortAndTheReplica(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	// Ephemeral turns synchronous_commit off, and then a commit still in the WAL buffers dies
	// with the killed server: a crash test must have it on (cmd/cluster's primary does too).
	primary := start(t, Options{Dir: t.TempDir(), Ephemeral: true, Settings: map[string]string{"synchronous_commit": "on"}})
	if err := primary.EnsureDatabase(ctx, "app"); err != nil {
		t.Fatal(err)
	}
	exec1(t, primary.URL("app"), "CREATE TABLE t (v text)")
	replica, err := StartReplica(ctx, primary, Options{Dir: filepath.Join(t.TempDir(), "replica"), Ephemeral: true})
	if err != nil {
		t.Fatalf("StartReplica: %v", err)
	}
	t.Cleanup(func() { replica.Stop(context.Background()); os.RemoveAll(replica.Dir()) })
	url := primary.URL("app")
	exec1(t, url, "INSERT INTO t VALUES ('before the crash')")
	if err := primary.Kill(); err != nil {
		t.Fatal(err)
	}
	if primary.Running() {
		t.Fatal("still running after Kill")
	}
	if err := primary.Restart(ctx); err != nil {
		t.Fatal(err)
	}
	if primary.URL("app") != url {
		t.Fatalf("the restarted primary moved: %s, was %s", primary.URL("app"), url)
	}
	if got := exec1(t, url, "SELECT string_agg(v, ',') FROM t"); got != "before the crash" {
		t.Fatalf("after the crash the primary has %q", got)
	}
	exec1(t, url, "INSERT INTO t VALUES ('after the crash')")
	waitFor(t, 20*time.Second, func() bool {
		return exec1(t, replica.URL("app"), "SELECT count(*)::text FROM t WHERE v = 'after the crash'") == "1"
	})
	if err := replica.Halt(ctx); err != nil {
		t.Fatal(err)
	}
	exec1(t, url, "INSERT INTO t VALUES ('while the replica was down')")
	if err := replica.Restart(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 20*time.Second, func() bool {
		return exec1(t, replica.URL("app"), "SELECT count(*)::text FROM t WHERE v = 'while the replica was down'") == "1"
	})
}
