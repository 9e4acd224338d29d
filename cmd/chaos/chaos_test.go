package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/internal/cluster"
	"github.com/reshimgathi/reshimgathi/internal/testkit/journey"
	"github.com/reshimgathi/reshimgathi/internal/testkit/loadharness"
)

// TestChaosSmokeDatabaseOutage is `make chaos` cut to its first fault, for `make test`: under
// load through nginx the primary is killed and restarted. The API answers 503 (or serves from
// the replica) while it is down, never another 5xx, is whole again within 5 s of the primary
// accepting connections again (its crash recovery is timed beside, bounded by repairBound), and every
// acknowledged write is in the database once. A write the ledger says was acknowledged but
// that the database lacks is reported lost (the check can fail).
func TestChaosSmokeDatabaseOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a whole cluster")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bin, err := cluster.BuildServer(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	c, err := loadharness.StartCluster(ctx, "reshimgathi-chaostest-", cluster.Options{ServerBin: bin, Instances: 1,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Env: []string{"LOG_LEVEL=warn"}})
	if errors.Is(err, pgcluster.ErrNoBinaries) && os.Getenv("CI") == "" {
		t.Skipf("SKIPPING: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("api-1 log ends with:\n%s", c.Instances[0].Proc.LogTail())
			// The primary's own log says how long its crash recovery took.
			if b, err := os.ReadFile(filepath.Join(c.Primary.Dir(), "postgres.log")); err == nil {
				lines := strings.Split(strings.TrimSpace(string(b)), "\n")
				t.Logf("the primary's log ends with:\n%s", strings.Join(lines[max(0, len(lines)-40):], "\n"))
			}
		}
		c.Stop()
	})
	o := Options{Faults: []string{"primary"}, Rate: 25, Pairs: 4, Steady: 2 * time.Second, Hold: 3 * time.Second,
		Grace: 5 * time.Second, After: 2 * time.Second, Inflight: 128}
	rep, err := Run(ctx, c, o, func(s string) { t.Log(s) })
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	rep.Print(&out)
	t.Log(out.String())
	if broken := rep.Broken(); len(broken) > 0 {
		t.Fatalf("broken promises:\n%s", strings.Join(broken, "\n"))
	}
	w := rep.Windows[0]
	if w.Stages[stageFault]["503"] == 0 {
		t.Errorf("no 503 while the primary was down: was it down? %v", w.Stages[stageFault])
	}
	acked := map[string]int{}
	for _, ch := range rep.Ledger {
		acked[ch.Kind] = ch.Acknowledged
	}
	for _, kind := range []string{journey.KindRegistration, journey.KindMessage, journey.KindPayment} {
		if acked[kind] == 0 {
			t.Errorf("no acknowledged %s: the ledger proves nothing", kind)
		}
	}

	forged := &journey.Ledger{}
	forged.Add(journey.KindMessage, "journey never-sent message 1: this was never written", time.Now())
	checks, err := forged.Verify(ctx, c.Primary.URL(cluster.Database), "never-sent")
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range checks {
		if ch.Kind == journey.KindMessage && ch.Lost != 1 {
			t.Errorf("a message the database lacks: %+v, want it reported lost", ch)
		}
	}
}
