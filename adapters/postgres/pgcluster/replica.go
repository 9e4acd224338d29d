package pgcluster

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// StartReplica starts a hot standby that streams from primary: pg_basebackup -R copies the
// primary's data directory and writes the standby settings (standby.signal and
// primary_conninfo), then the copy runs on its own free port and serves read-only queries.
// o is as for Start, with o.Dir the replica's own area; a replica already made there is
// started again as it is. As root, pg_basebackup runs as the postgres user like the server.
func StartReplica(ctx context.Context, primary *Cluster, o Options) (*Cluster, error) {
	if primary == nil || primary.srv == nil {
		return nil, errors.New("pgcluster: StartReplica needs a running primary")
	}
	if o.BinDir == "" {
		o.BinDir = primary.bin // a standby must run the primary's major version
	}
	if _, err := os.Stat(filepath.Join(o.BinDir, "pg_basebackup")); err != nil {
		return nil, fmt.Errorf("pgcluster: pg_basebackup not found beside the server binaries in %s: %w", o.BinDir, err)
	}
	return startCluster(ctx, o, primary)
}

// baseBackup fills the data directory from primary unless a copy is already there. Like
// initdb, it writes under a temporary name and renames into place, so an interrupted copy
// is redone on the next start.
func (c *Cluster) baseBackup(ctx context.Context, primary *Cluster) error {
	if pgVersion(c.path("data")) != "" {
		return c.own(c.path("data"), true)
	}
	tmp, pwFile := c.path("data.initdb"), c.path("password")
	if err := os.RemoveAll(tmp); err != nil {
		return fmt.Errorf("pgcluster: %w", err)
	}
	// The copy has the primary's roles, so the same superuser password opens both.
	if err := os.WriteFile(pwFile, []byte(primary.password+"\n"), 0o600); err != nil {
		return fmt.Errorf("pgcluster: write password file: %w", err)
	}
	if err := c.own(pwFile, false); err != nil {
		return err
	}
	conninfo := "host=127.0.0.1 port=" + strconv.Itoa(primary.port) + " user=" + Superuser +
		" application_name=" + filepath.Base(c.area)
	args := []string{"-D", tmp, "-d", conninfo, "-R", "-X", "stream", "-c", "fast"}
	if c.opts.Ephemeral {
		args = append(args, "--no-sync")
	}
	cmd := c.command(ctx, "pg_basebackup", args...)
	// -R records the connection, password included, in the copy's postgresql.auto.conf
	// (mode 0600, owned by the server's user): the standby reconnects with it after a restart.
	cmd.Env = append(cmd.Env, "PGPASSWORD="+primary.password)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("pgcluster: pg_basebackup from %s failed: %w\n%s", primary.addr(), err, lastLines(string(out), 20))
	}
	if err := os.Rename(tmp, c.path("data")); err != nil {
		return fmt.Errorf("pgcluster: %w", err)
	}
	return nil
}
