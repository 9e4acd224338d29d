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
	flag.Parse()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	if err := run(log, cluster.Options{ServerBin: *server, SPADir: *spa, Listen: *listen, Instances: *instances, DemoData: true, Logger: log}); err != nil {
		fmt.Fprintln(os.Stderr, "cluster:", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger, o cluster.Options) error {
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
	select {
	case <-ctx.Done():
	case <-c.Nginx.Exited():
		log.Error("nginx stopped", "log", c.Nginx.LogTail())
	}
	log.Info("stopping the cluster")
	began := time.Now()
	err = c.Stop()
	log.Info("cluster stopped", "took", time.Since(began).Round(time.Millisecond))
	return err
}

// redact hides the password in a database URL printed to the terminal.
func redact(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "(unparsable URL)"
	}
	return u.Redacted()
}
