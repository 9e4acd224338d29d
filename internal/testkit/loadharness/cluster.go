// Package loadharness is what the load commands share (cmd/chaos, cmd/soak, cmd/restoredrill):
// the `make cluster` shape started in a scratch directory, and the member journey of
// internal/testkit/journey driven as open or closed load.
package loadharness

import (
	"context"
	"os"
	"path/filepath"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/internal/cluster"
)

// StartCluster starts the cluster o describes in a fresh scratch directory named after prefix,
// its instances serving a one-page stand-in for the SPA: the load commands drive the API, and
// need no build of the web app. o.Dir and o.SPADir are set here; Stop removes both.
func StartCluster(ctx context.Context, prefix string, o cluster.Options) (*cluster.Cluster, error) {
	dir, err := pgcluster.MkdirTemp(prefix)
	if err != nil {
		return nil, err
	}
	spa := filepath.Join(dir, "spa")
	if err := os.MkdirAll(spa, 0o755); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(spa, "index.html"), []byte("<!doctype html><title>Reshimgathi</title>"), 0o644); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	o.Dir, o.SPADir = dir, spa
	c, err := cluster.Start(ctx, o)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return c, nil
}
