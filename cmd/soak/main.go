// Command soak holds the member journey (search, profiles, requests sent and accepted,
// notifications, messages) at a fraction of its measured peak for a long time and checks
// that nothing wears out (docs/operations.md, "make soak"): zero errors, the servers' memory
// flat, and the p99 latency of the last minute within 20 % of the first minute's.
//
// Without --url it starts the `make cluster` shape (nginx, --instances API instances, a
// primary and a replica, object storage) and reads each instance's metrics listener; with
// --url it soaks a server already running, whose METRICS_ADDR listeners --metrics names.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/reshimgathi/reshimgathi/internal/cluster"
	"github.com/reshimgathi/reshimgathi/internal/testkit/loadharness"
)

func main() {
	var o Options
	server := flag.String("server", "bin/server", "the built server (for the cluster it starts)")
	instances := flag.Int("instances", 2, "API instances of the cluster it starts (1: a single server behind nginx)")
	url := flag.String("url", "", "soak this running server instead of starting a cluster")
	metrics := flag.String("metrics", "", "with --url: the server's METRICS_ADDR listeners, comma-separated host:port")
	flag.DurationVar(&o.Duration, "duration", 10*time.Minute, "how long to hold the load")
	flag.Float64Var(&o.Fraction, "fraction", 0.7, "the load as a fraction of the measured peak")
	flag.Float64Var(&o.Rate, "rate", 0, "journey steps a second; 0: measure the peak first and take --fraction of it")
	flag.DurationVar(&o.PeakDuration, "peak-duration", 20*time.Second, "how long the peak is measured")
	flag.IntVar(&o.PeakWorkers, "peak-workers", 32, "closed-loop members measuring the peak")
	// Enough members that ten minutes of the journey's profile views (about 130,000) stay under
	// each member's daily limit of 300 (app.PolicyProfileViewsDaily), which answers a harvester 429.
	flag.IntVar(&o.Pairs, "pairs", 500, "grooms and as many brides registered first")
	// More than a conversation page (messages.ConversationsPerPage) and a notification page
	// hold, so the lists a member reads are full from the first minute and stay that length.
	flag.IntVar(&o.History, "history", 25, "connections, each with a message, every member has before the peak is measured")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rep, err := run(ctx, o, *server, *instances, *url, *metrics)
	if rep != nil {
		rep.Print(os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "soak:", err)
		os.Exit(2)
	}
	if len(rep.Broken()) > 0 {
		os.Exit(1)
	}
}

func run(ctx context.Context, o Options, server string, instances int, url, metrics string) (*Report, error) {
	progress := func(s string) { fmt.Printf("soak: %s\n", s) }
	if url != "" {
		o.BaseURL = strings.TrimRight(url, "/")
		for _, m := range strings.Split(metrics, ",") {
			if m = strings.TrimSpace(m); m != "" {
				o.Metrics = append(o.Metrics, "http://"+m+"/metrics")
			}
		}
		return Soak(ctx, o, progress)
	}
	c, err := loadharness.StartCluster(ctx, "reshimgathi-soak-", cluster.Options{ServerBin: server, Instances: instances,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Env: []string{"LOG_LEVEL=warn"}, StatementStats: true})
	if err != nil {
		return nil, err
	}
	defer c.Stop()
	progress(fmt.Sprintf("cluster of %d instances at %s", len(c.Instances), c.URL))
	o.BaseURL = c.URL
	for _, inst := range c.Instances {
		o.Metrics = append(o.Metrics, "http://"+inst.MetricsAddr+"/metrics")
	}
	// Without the statement counters the soak still runs; the report says why they are missing.
	if o.Statements, err = openStatementStats(ctx, c.Primary.URL(cluster.Database), c.Replica.URL(cluster.Database)); err != nil {
		progress(fmt.Sprintf("statement costs not read: %v", err))
	} else {
		defer o.Statements.close()
	}
	return Soak(ctx, o, progress)
}
