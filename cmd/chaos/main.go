// Command chaos breaks the cluster of `make cluster` on purpose under a steady member journey
// through nginx and checks the product's promises (docs/operations.md, "make chaos"): during
// each fault the API answers 503 or serves from what is left, never another 5xx; within 5 s of
// each repair it is whole again; and every write it acknowledged is in the database exactly
// once. The faults, in turn: the PostgreSQL primary killed and restarted, an API instance
// killed and restarted, the replica killed and restarted, the object store killed and
// restarted. It prints a report and exits 1 when a promise was broken.
package main

import (
	"context"
	"errors"
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
	server := flag.String("server", "bin/server", "the built server")
	faultList := flag.String("faults", "primary,instance,replica,storage", "faults to inject, in this order")
	o := Options{Inflight: 256}
	flag.Float64Var(&o.Rate, "rate", 40, "journey steps a second (each one to three requests)")
	flag.IntVar(&o.Pairs, "pairs", 12, "grooms and as many brides registered before the faults")
	flag.DurationVar(&o.Steady, "steady", 4*time.Second, "load before each fault")
	flag.DurationVar(&o.Hold, "hold", 8*time.Second, "how long each fault lasts")
	flag.DurationVar(&o.Grace, "grace", 5*time.Second, "the promise: whole again within this after each repair")
	flag.DurationVar(&o.After, "after", 5*time.Second, "clean load required after the grace")
	verbose := flag.Bool("v", false, "log the harness's steps")
	flag.Parse()
	o.Faults = strings.Split(*faultList, ",")
	level := slog.LevelWarn
	if *verbose {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rep, err := runCluster(ctx, *server, o, log, os.Stdout)
	if rep != nil {
		rep.Print(os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "chaos:", err)
		os.Exit(2)
	}
	if len(rep.Broken()) > 0 {
		os.Exit(1)
	}
}

// runCluster starts a cluster in a temporary directory, runs the faults and stops it.
func runCluster(ctx context.Context, server string, o Options, log *slog.Logger, progress io.Writer) (*Report, error) {
	began := time.Now()
	c, err := loadharness.StartCluster(ctx, "reshimgathi-chaos-", cluster.Options{ServerBin: server, Instances: 2, Logger: log,
		Env: []string{"LOG_LEVEL=warn"}})
	if err != nil {
		return nil, err
	}
	say := func(s string) { fmt.Fprintf(progress, "chaos: %s\n", s) }
	say(fmt.Sprintf("cluster up in %v at %s", time.Since(began).Round(time.Millisecond), c.URL))
	rep, runErr := Run(ctx, c, o, say)
	if rep != nil && len(rep.Broken()) > 0 {
		for _, inst := range c.Instances {
			fmt.Fprintf(progress, "\n%s log ends with:\n%s\n", inst.Name, inst.Proc.LogTail())
		}
	}
	return rep, errors.Join(runErr, c.Stop())
}
