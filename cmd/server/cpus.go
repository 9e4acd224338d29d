package main

import (
	"log/slog"
	"net"
	"os"
	"runtime"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// shareCPUsWithDatabase gives the server half the machine's CPUs when PostgreSQL runs on the
// same machine and GOMAXPROCS does not say otherwise (docs/adr/0021-cpu-share.md). On two cores
// shared with the database, a second scheduler thread mostly spins and hands work across cores:
// measured by `make bench`, a profile view cost the server a third more CPU with two than with one.
func shareCPUsWithDatabase(log *slog.Logger, databaseURL string) {
	procs := cpuShare(os.Getenv("GOMAXPROCS") != "", runtime.NumCPU(), databaseURL)
	if procs == 0 {
		return
	}
	runtime.GOMAXPROCS(procs)
	log.Info("the database shares this machine: the server runs Go code on part of it (GOMAXPROCS overrides)",
		slog.Int("cpus", procs), slog.Int("of", runtime.NumCPU()))
}

// cpuShare is how many CPUs the server should schedule on, or 0 to leave the runtime's choice:
// an explicit GOMAXPROCS wins, and a database elsewhere (or an address it cannot read) leaves the
// whole machine to the server. databaseURL "" is the embedded cluster, which is local.
func cpuShare(explicit bool, cpus int, databaseURL string) int {
	if explicit || cpus < 2 || !databaseIsLocal(databaseURL) {
		return 0
	}
	return cpus / 2
}

// databaseIsLocal reports whether every host the connection string names is this machine: a
// Unix socket, localhost or a loopback address.
func databaseIsLocal(databaseURL string) bool {
	if databaseURL == "" {
		return true
	}
	cfg, err := pgconn.ParseConfig(databaseURL)
	if err != nil {
		return false
	}
	hosts := []string{cfg.Host}
	for _, fb := range cfg.Fallbacks {
		hosts = append(hosts, fb.Host)
	}
	for _, h := range hosts {
		if !localHost(h) {
			return false
		}
	}
	return true
}

func localHost(h string) bool {
	if strings.HasPrefix(h, "/") || strings.EqualFold(h, "localhost") {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}
