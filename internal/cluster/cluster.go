// Package cluster runs the product the way it runs on several machines, all on this one: a
// PostgreSQL primary and a streaming replica, an S3-compatible object store (Versity Gateway),
// API instances, and Debian's nginx in front (docs/operations.md, "make cluster"). cmd/cluster
// runs it for people, cmd/chaos breaks it on purpose under load, and their tests drive it.
package cluster

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/adapters/storage/versitygw"
	"github.com/reshimgathi/reshimgathi/internal/childproc"
)

// Options shape a cluster.
type Options struct {
	Dir       string   // where everything lives while it runs (deleted by Stop)
	ServerBin string   // the built server (bin/server)
	SPADir    string   // the built SPA (web/dist)
	Instances int      // API instances behind nginx (2)
	DemoData  bool     // load the demo members (and their pictures, into object storage)
	Listen    string   // nginx's address, e.g. 127.0.0.1:8080; empty → a free port
	Env       []string // extra environment of every instance (LOG_LEVEL=warn under load)
	Logger    *slog.Logger
	Backup    *Backup // pgBackRest backups and WAL archiving (backup.go); nil: none
	// PictureVersions keeps the old versions of a picture or document in object storage, so a
	// deleted or overwritten one can be brought back (docs/operations.md), for
	// PictureVersionRetention after it was replaced (0: DefaultPictureVersionRetention;
	// ExpirePictureVersions).
	PictureVersions         bool
	PictureVersionRetention time.Duration
	// StatementStats loads pg_stat_statements in the primary and the replica, so a load command
	// can tell what each statement cost the database per call (cmd/soak compares its first and
	// last minute). The module costs every statement a little; the others leave it off.
	StatementStats bool
}

// ProxyAddr is where nginx connects to the instances from. It differs from the address
// clients use (127.0.0.1), so the instances trust X-Forwarded-For from nginx only
// (TRUSTED_PROXIES) and never a client's own header.
const ProxyAddr = "127.0.0.2"

// Instance is one API server process.
type Instance struct {
	Name, Addr, MetricsAddr string
	Proc                    *childproc.Proc
}

// Cluster is everything `make cluster` runs: a PostgreSQL primary and a streaming replica,
// an S3-compatible object store, API instances, and nginx in front.
type Cluster struct {
	URL     string // nginx, the one address clients use
	Primary *pgcluster.Cluster
	Replica *pgcluster.Cluster
	Storage *versitygw.Gateway
	// BackupStore serves the same buckets over https for pgBackRest (s3repo.go); nil without backups.
	BackupStore *versitygw.Gateway
	Instances   []*Instance
	Nginx       *childproc.Proc
	opts        Options
	log         *slog.Logger
	backups     *backups
}

// Database is the application's database on the primary and the replica.
const Database = "reshimgathi"

// Bucket is the object-storage bucket that holds the pictures.
const Bucket = "photos"

// Start brings the cluster up piece by piece; on error, what started is stopped again.
func Start(ctx context.Context, o Options) (c *Cluster, err error) {
	if o.Instances == 0 {
		o.Instances = 2
	}
	c = &Cluster{opts: o, log: o.Logger}
	if c.log == nil {
		c.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	started := c // the error returns below set c to nil
	defer func() {
		if err != nil {
			started.Stop()
		}
	}()
	nginx, err := ensureNginx(ctx, c.log)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, err
	}
	began := time.Now()
	// The object store first: the backup repository lives in it, and the primary's
	// archive_command sends WAL there from the start.
	if c.Storage, err = versitygw.StartVersioned(ctx, filepath.Join(o.Dir, "s3"), o.PictureVersions); err != nil {
		return nil, fmt.Errorf("object storage: %w", err)
	}
	if err := c.Storage.CreateBucket(Bucket); err != nil {
		return nil, err
	}
	if o.PictureVersions {
		if err := c.Storage.EnableVersioning(ctx, Bucket); err != nil {
			return nil, err
		}
	}
	// wal_keep_size lets a replica that fell behind (stopped for a while) catch up from the
	// primary's WAL instead of needing a new base backup. synchronous_commit stays on (Ephemeral
	// turns it off): an acknowledged write must survive the primary being killed (cmd/chaos).
	settings := map[string]string{"wal_keep_size": "256MB", "synchronous_commit": "on"}
	maps.Copy(settings, c.statementStats())
	port := 0
	if o.Backup != nil {
		if port, err = freePort(); err != nil {
			return nil, err
		}
		archive, err := c.prepareBackups(ctx, port)
		if err != nil {
			return nil, fmt.Errorf("backups: %w", err)
		}
		maps.Copy(settings, archive)
	}
	if c.Primary, err = pgcluster.Start(ctx, pgcluster.Options{Dir: filepath.Join(o.Dir, "pg-primary"), Ephemeral: true,
		Logger: c.log, Settings: settings, Port: port}); err != nil {
		return nil, fmt.Errorf("primary: %w", err)
	}
	if err := c.Primary.EnsureDatabase(ctx, Database); err != nil {
		return nil, err
	}
	if err := c.startReplica(ctx, 0); err != nil {
		return nil, err
	}
	c.log.Info("postgres primary and replica ready", "took", time.Since(began).Round(time.Millisecond))
	listen := o.Listen
	if listen == "" {
		if listen, err = childproc.FreeAddr(); err != nil {
			return nil, err
		}
	}
	c.URL = "http://" + listen
	// One after the other: the first migrates the database and loads the demo members.
	for i := 1; i <= o.Instances; i++ {
		inst, err := c.startInstance(ctx, i)
		if err != nil {
			return nil, err
		}
		c.Instances = append(c.Instances, inst)
	}
	if c.Nginx, err = startNginx(ctx, nginx, filepath.Join(o.Dir, "nginx"), listen, c.Instances); err != nil {
		return nil, err
	}
	if o.Backup != nil { // after the first instance migrated the schema: the backup holds it
		if err := c.startBackups(ctx); err != nil {
			return nil, fmt.Errorf("backups: %w", err)
		}
	}
	c.log.Info("cluster ready", "url", c.URL, "took", time.Since(began).Round(time.Millisecond))
	return c, nil
}

func (c *Cluster) startReplica(ctx context.Context, port int) (err error) {
	if c.Replica, err = pgcluster.StartReplica(ctx, c.Primary, pgcluster.Options{Dir: filepath.Join(c.opts.Dir, "pg-replica"),
		Ephemeral: true, Logger: c.log, Port: port, Settings: c.statementStats()}); err != nil {
		return fmt.Errorf("replica: %w", err)
	}
	return nil
}

// statementStats is the setting Options.StatementStats asks for (none without it).
func (c *Cluster) statementStats() map[string]string {
	if !c.opts.StatementStats {
		return nil
	}
	return map[string]string{"shared_preload_libraries": "pg_stat_statements"}
}

func freePort() (int, error) {
	addr, err := childproc.FreeAddr()
	if err != nil {
		return 0, err
	}
	_, p, _ := strings.Cut(addr, ":")
	return strconv.Atoi(p)
}

// InstanceEnv is the configuration every instance shares (docs/operations.md).
func (c *Cluster) InstanceEnv() []string {
	demo := "off"
	if c.opts.DemoData {
		demo = "auto"
	}
	return append([]string{
		"DATABASE_URL=" + c.Primary.URL(Database),
		"DATABASE_REPLICA_URL=" + c.Replica.URL(Database),
		"STORAGE_URL=" + c.Storage.URL(Bucket),
		// Shared: the signing keys under secrets/ must be the same on every instance.
		"DATA_DIR=" + filepath.Join(c.opts.Dir, "data"),
		"SPA_DIR=" + c.opts.SPADir,
		"TRUSTED_PROXIES=" + ProxyAddr + "/32",
		"PUBLIC_BASE_URL=" + c.URL,
		"DEMO_DATA=" + demo,
		"SMTP_URL=",
	}, c.opts.Env...)
}

func (c *Cluster) startInstance(ctx context.Context, n int) (*Instance, error) {
	inst := &Instance{Name: "api-" + strconv.Itoa(n)}
	var err error
	if inst.Addr, err = childproc.FreeAddr(); err != nil {
		return nil, err
	}
	if inst.MetricsAddr, err = childproc.FreeAddr(); err != nil {
		return nil, err
	}
	return inst, c.launchInstance(ctx, inst)
}

// RestartInstance starts a stopped (or killed) instance again on its addresses, where nginx
// looks for it, and waits until it is ready.
func (c *Cluster) RestartInstance(ctx context.Context, inst *Instance) error {
	select {
	case <-inst.Proc.Exited():
	default:
		return fmt.Errorf("%s is still running", inst.Name)
	}
	return c.launchInstance(ctx, inst)
}

func (c *Cluster) launchInstance(ctx context.Context, inst *Instance) error {
	var err error
	cmd := exec.Command(c.opts.ServerBin)
	cmd.Env = append(append(os.Environ(), c.InstanceEnv()...), "HTTP_ADDR="+inst.Addr, "METRICS_ADDR="+inst.MetricsAddr)
	if inst.Proc, err = childproc.Start(inst.Name, cmd, filepath.Join(c.opts.Dir, inst.Name+".log")); err != nil {
		return err
	}
	if err := waitReady(ctx, inst); err != nil {
		return err
	}
	c.log.Info("instance ready", "name", inst.Name, "addr", inst.Addr, "metrics", inst.MetricsAddr)
	return nil
}

func waitReady(ctx context.Context, inst *Instance) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	for {
		if res, err := http.Get("http://" + inst.Addr + "/api/ready"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-inst.Proc.Exited():
			return fmt.Errorf("%s exited before it was ready; its log ends with:\n%s", inst.Name, inst.Proc.LogTail())
		case <-ctx.Done():
			return fmt.Errorf("%s not ready: %w; its log ends with:\n%s", inst.Name, ctx.Err(), inst.Proc.LogTail())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Stop ends everything in the reverse order of Start and removes Dir.
func (c *Cluster) Stop() error {
	var errs []error
	if c.Nginx != nil {
		c.Nginx.Stop(nil, 5*time.Second) // SIGTERM: fast shutdown
	}
	for i := len(c.Instances) - 1; i >= 0; i-- {
		c.Instances[i].Proc.Stop(nil, 25*time.Second)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// The databases before the object store: a primary that stops archives its last WAL.
	for _, pg := range []*pgcluster.Cluster{c.Replica, c.Primary} {
		if pg != nil {
			errs = append(errs, pg.Stop(ctx))
			os.RemoveAll(pg.Dir()) // a shadow directory (root) is outside Dir
		}
	}
	for _, gw := range []*versitygw.Gateway{c.BackupStore, c.Storage} {
		if gw != nil {
			errs = append(errs, gw.Stop())
		}
	}
	errs = append(errs, os.RemoveAll(c.opts.Dir))
	return errors.Join(errs...)
}

// BuildServer builds the server binary into dir with the Makefile's settings, so the build
// cache it fills is the one `make server` uses next; for the tests that start a cluster.
func BuildServer(dir string) (string, error) {
	bin := filepath.Join(dir, "server")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/reshimgathi/reshimgathi/cmd/server")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=-buildvcs=false")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./cmd/server: %w\n%s", err, out)
	}
	return bin, nil
}
