// Command cluster runs the product the way it runs on several machines, all on this one
// (docs/operations.md, "make cluster"): a PostgreSQL primary and a streaming replica, an
// S3-compatible object store for the pictures (Versity Gateway), two API instances, and
// Debian's nginx in front of them. Everything lives in a temporary directory and is gone
// after Ctrl-C. The integration test in this package drives the same harness.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
	"github.com/reshimgathi/reshimgathi/internal/cluster"
)

func main() {
	server := flag.String("server", "bin/server", "the built server")
	spa := flag.String("spa", "web/dist", "the built SPA")
	listen := flag.String("listen", "127.0.0.1:8080", "nginx's address, the one to open in a browser")
	instances := flag.Int("instances", 2, "API instances behind nginx")
	backups := flag.Bool("backups", true, "pgBackRest backups: a full backup at start and on --backup-every, WAL archived continuously")
	b := cluster.DefaultBackup
	flag.IntVar(&b.RetentionFull, "backup-retention", envInt("BACKUP_RETENTION_FULL", b.RetentionFull), "full backups kept (env BACKUP_RETENTION_FULL)")
	flag.DurationVar(&b.ArchiveTimeout, "archive-timeout", b.ArchiveTimeout, "longest wait before a WAL segment with writes is archived: bounds the recovery point")
	every := flag.Duration("backup-every", 24*time.Hour, "a full backup this often (pgBackRest expires the ones past --backup-retention)")
	versionsKept := flag.Duration("picture-version-retention", envDuration("PICTURE_VERSION_RETENTION", cluster.DefaultPictureVersionRetention),
		"how long a replaced or deleted picture or document is kept in the bucket's versions (env PICTURE_VERSION_RETENTION)")
	flag.Parse()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	o := cluster.Options{ServerBin: *server, SPADir: *spa, Listen: *listen, Instances: *instances, DemoData: true, Logger: log,
		PictureVersions: true, PictureVersionRetention: *versionsKept}
	if *backups {
		o.Backup = &b
	}
	if err := run(log, o, *every); err != nil {
		fmt.Fprintln(os.Stderr, "cluster:", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger, o cluster.Options, backupEvery time.Duration) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	dir, err := pgcluster.MkdirTemp("reshimgathi-cluster-")
	if err != nil {
		return err
	}
	o.Dir = dir
	c, err := cluster.Start(ctx, o)
	if err != nil {
		os.RemoveAll(dir)
		return err
	}
	fmt.Fprintf(os.Stderr, "\n  Reshimgathi cluster at %s  (Ctrl-C stops everything)\n\n", c.URL)
	fmt.Fprintf(os.Stderr, "  nginx          %s -> %d instances (config %s/nginx/nginx.conf)\n", c.URL, len(c.Instances), dir)
	for _, inst := range c.Instances {
		fmt.Fprintf(os.Stderr, "  %-14s http://%s  metrics http://%s/metrics  log %s\n", inst.Name, inst.Addr, inst.MetricsAddr, inst.Proc.LogPath)
	}
	fmt.Fprintf(os.Stderr, "  primary        %s\n  replica        %s\n  object storage http://%s (bucket %q, files under %s)\n\n",
		redact(c.Primary.URL(cluster.Database)), redact(c.Replica.URL(cluster.Database)), c.Storage.Addr, cluster.Bucket, c.Storage.Root)
	fmt.Fprintf(os.Stderr, "  old versions   of pictures and documents kept %v after they were replaced, expired hourly\n", o.PictureVersionRetention)
	if o.Backup != nil {
		fmt.Fprintf(os.Stderr, "  backups        pgBackRest, config %s/backup/pgbackrest.conf: a full backup now and every %v, %d kept, WAL archived within %v\n",
			dir, backupEvery, o.Backup.RetentionFull, o.Backup.ArchiveTimeout)
		fmt.Fprintf(os.Stderr, "                 repository: bucket %q, prefix %s, through %s (TLS, certificate %s)\n",
			cluster.BackupBucket, cluster.BackupRepoPath, c.BackupStore.Endpoint(), c.BackupStore.CertFile())
	}
	fmt.Fprintln(os.Stderr)
	tick := time.NewTicker(backupEvery)
	defer tick.Stop()
	expire := time.NewTicker(time.Hour)
	defer expire.Stop()
wait:
	for {
		select {
		case <-ctx.Done():
			break wait
		case <-c.Nginx.Exited():
			log.Error("nginx stopped", "log", c.Nginx.LogTail())
			break wait
		case <-expire.C:
			if _, err := c.ExpirePictureVersions(ctx); err != nil {
				log.Error("expiring old picture versions failed", "err", err)
			}
		case <-tick.C:
			if o.Backup != nil {
				if _, err := c.TakeBackup(ctx, "full"); err != nil {
					log.Error("scheduled backup failed", "err", err)
				}
			}
		}
	}
	log.Info("stopping the cluster")
	began := time.Now()
	err = c.Stop()
	log.Info("cluster stopped", "took", time.Since(began).Round(time.Millisecond))
	return err
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

func envDuration(name string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(name)); err == nil && d > 0 {
		return d
	}
	return def
}

// redact hides the password in a database URL printed to the terminal.
func redact(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "(unparsable URL)"
	}
	return u.Redacted()
}
