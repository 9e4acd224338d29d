package pgcluster

import (
	"context"
	"log/slog"
	"path/filepath"
)

// LocalDatabase is the installation's database in its own embedded cluster: the one the server
// (`make run`), `make admin` and `make seed` use under DATA_DIR/postgres when no DATABASE_URL is
// given.
const LocalDatabase = "reshimgathi"

// StartLocal starts the installation's embedded cluster under dataDir/postgres with LocalDatabase
// in it, and answers it with that database's URL; the caller stops it. One process holds the
// folder at a time, so it fails while a server started without DATABASE_URL runs.
func StartLocal(ctx context.Context, dataDir string, logger *slog.Logger) (*Cluster, string, error) {
	c, err := Start(ctx, Options{Dir: filepath.Join(dataDir, "postgres"), Logger: logger})
	if err != nil {
		return nil, "", err
	}
	if err := c.EnsureDatabase(ctx, LocalDatabase); err != nil {
		_ = c.Stop(context.WithoutCancel(ctx))
		return nil, "", err
	}
	return c, c.URL(LocalDatabase), nil
}
