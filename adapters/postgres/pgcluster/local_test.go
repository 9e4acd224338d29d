package pgcluster

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"
)

func TestStartLocalGivesTheInstallationsDatabaseUnderItsDataDir(t *testing.T) {
	t.Parallel()
	dataDir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, dbURL, err := StartLocal(ctx, dataDir, nil)
	if errors.Is(err, ErrNoBinaries) && os.Getenv("CI") == "" {
		t.Skipf("SKIPPING: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.Stop(context.Background())
		os.RemoveAll(c.Dir())
	})
	if got := exec1(t, dbURL, "SELECT current_database()"); got != LocalDatabase {
		t.Fatalf("connected to %q", got)
	}
	if !strings.HasSuffix(c.opts.Dir, "/postgres") || !strings.HasPrefix(c.opts.Dir, dataDir) {
		t.Fatalf("the cluster is in %s, not under %s/postgres", c.opts.Dir, dataDir)
	}
	// A second command while the first holds the folder (the server running) is refused.
	if _, _, err := StartLocal(ctx, dataDir, nil); err == nil || !strings.Contains(err.Error(), "in use") {
		t.Fatalf("a second StartLocal: %v", err)
	}
}
