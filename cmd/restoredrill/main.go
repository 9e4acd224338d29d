// Command restoredrill proves the backups (docs/operations.md, "make restore-drill"): under
// the soak's member journey against the `make cluster` shape with pgBackRest backups on, it
// takes a full backup, keeps writing, destroys the primary's data directory, restores to the
// latest archived point and checks the journey's ledger; then it makes a mistaken DELETE of
// the run's messages, restores to the moment before it, and checks the messages are back and
// nothing written after that moment is there. Traffic goes to 127.0.0.1 only and every phase
// is bounded in time.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	var o Options
	flag.StringVar(&o.Server, "server", "bin/server", "the built server")
	flag.Float64Var(&o.Rate, "rate", 40, "journey steps a second during the drill")
	flag.IntVar(&o.Pairs, "pairs", 40, "grooms and as many brides registered first")
	flag.DurationVar(&o.Warm, "warm", 10*time.Second, "writing before the backup")
	flag.DurationVar(&o.Between, "between", 20*time.Second, "writing between the backup and the loss of the disk, and around the mistaken delete")
	flag.DurationVar(&o.ArchiveTimeout, "archive-timeout", 10*time.Second, "the primary's archive_timeout: bounds the recovery point")
	flag.Float64Var(&o.KillPhase, "kill-phase", 0.9, "when the disk is lost, as a fraction of archive_timeout after the last WAL archived (0.9: near the worst case)")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 10*time.Minute) // the whole drill, whatever happens
	defer cancel()
	rep, err := Drill(ctx, o, func(s string) { fmt.Printf("restore-drill: %s\n", s) })
	if rep != nil {
		rep.Print(os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "restore-drill:", err)
		os.Exit(2)
	}
	if !rep.Pass() {
		os.Exit(1)
	}
}
