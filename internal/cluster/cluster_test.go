package cluster

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestStartFailureIsAnError: a part that cannot start makes Start answer its error (and stop what
// it had started), not a nil cluster's panic that hides it.
func TestStartFailureIsAnError(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	c, err := Start(ctx, Options{Dir: filepath.Join(file, "cluster")})
	if err == nil {
		c.Stop()
		t.Fatal("Start succeeded in a directory under a file")
	}
	if c != nil {
		t.Errorf("Start answered a cluster with its error %v", err)
	}
}
