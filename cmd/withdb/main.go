// Command withdb runs a command against a private, throwaway PostgreSQL cluster:
//
//	go run ./cmd/withdb -- go test ./...
//
// The child gets TEST_DATABASE_URL (superuser, database "postgres"), so every test binary
// it spawns shares this one cluster instead of starting its own. withdb exits with the
// child's status and removes the cluster on the way out, also on SIGINT/SIGTERM.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
)

// envURL is what pgtest reads (pgtest.EnvURL; not imported, to keep package testing out of this binary).
const envURL = "TEST_DATABASE_URL"

func main() { os.Exit(run()) }

func run() int {
	verbose := flag.Bool("v", false, "log the cluster's lifecycle")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: withdb [-v] -- command [args...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	args := flag.Args()
	if len(args) == 0 {
		flag.Usage()
		return 2
	}
	level := slog.LevelWarn
	if *verbose {
		level = slog.LevelDebug
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := pgcluster.MkdirTemp("reshimgathi-withdb-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "withdb:", err)
		return 1
	}
	defer os.RemoveAll(dir)

	// Subscribe before starting anything, so no signal falls between start-up and the
	// forwarding below and kills us with the cluster still up.
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	startCtx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	go func() {
		select {
		case <-sigs:
			cancel()
		case <-startCtx.Done():
		}
	}()
	began := time.Now()
	cluster, err := pgcluster.Start(startCtx, pgcluster.Options{Dir: dir, Ephemeral: true, Logger: logger})
	interrupted := errors.Is(startCtx.Err(), context.Canceled)
	cancel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "withdb:", err)
		if interrupted {
			return 130
		}
		return 1
	}
	logger.Info("cluster ready", "took", time.Since(began).Round(time.Millisecond))
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := cluster.Stop(ctx); err != nil {
			fmt.Fprintln(os.Stderr, "withdb:", err)
		}
	}()

	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), envURL+"="+cluster.URL("postgres"))
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "withdb:", err)
		return 127
	}
	// A terminal's Ctrl-C already reaches the child (same process group); forwarding
	// matters for signals sent to us alone, such as a CI runner's SIGTERM.
	go func() {
		for s := range sigs {
			cmd.Process.Signal(s)
		}
	}()
	cmd.Wait()
	return exitCode(cmd.ProcessState)
}

func exitCode(ps *os.ProcessState) int {
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}
