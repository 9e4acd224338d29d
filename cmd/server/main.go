// Command server is the composition root: it reads the configuration, starts the embedded
// PostgreSQL when no DATABASE_URL is given, migrates, wires adapters into the use cases, and
// serves the API and the SPA until SIGINT or SIGTERM.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
)

func main() {
	// The live heap is small (tens of MB) and the garbage per request is what it is: collecting
	// at 4x the live heap instead of 2x halves the collector's CPU for a few MB more memory. An
	// explicit GOGC (or GOMEMLIMIT) in the environment still wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	log, flushLog, err := newLogger()
	if err != nil {
		fmt.Fprintln(os.Stderr, "reshimgathi:", err)
		os.Exit(2)
	}
	slog.SetDefault(log)
	err = run(log)
	flushLog()
	if err != nil {
		log.Error("server stopped", slog.String("error", err.Error()))
		fmt.Fprintln(os.Stderr, "reshimgathi:", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger) error {
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	dbURL := cfg.DatabaseURL
	shareCPUsWithDatabase(log, dbURL)
	if dbURL == "" {
		log.Info("DATABASE_URL not set: starting the embedded PostgreSQL", slog.String("dir", filepath.Join(cfg.DataDir, "postgres")))
		cluster, local, err := pgcluster.StartLocal(ctx, cfg.DataDir, log)
		if err != nil {
			return err
		}
		defer func() {
			stopCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := cluster.Stop(stopCtx); err != nil {
				log.Error("embedded postgres did not stop cleanly", slog.String("error", err.Error()))
			}
		}()
		dbURL = local
	}
	if err := postgres.Migrate(ctx, dbURL); err != nil {
		return err
	}
	pool, err := postgres.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	ops, err := startOperations(ctx, cfg, log, pool)
	if err != nil {
		return err
	}
	defer ops.close()

	shuttingDown := make(chan struct{})
	handler, drain, err := wire(ctx, cfg, log, pool, ops, shuttingDown)
	if err != nil {
		return err
	}
	defer drain()
	srv := &http.Server{
		Addr:              cfg.HTTPAddr,
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		// An idle keep-alive connection is a file descriptor held for nothing: a browser reopens
		// one in a round trip, so they close soon (docs/security.md 23).
		IdleTimeout:    30 * time.Second,
		MaxHeaderBytes: 32 << 10,
		ErrorLog:       slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	// Shutdown cancels no request: live streams watch this instead, and end at once.
	srv.RegisterOnShutdown(func() { close(shuttingDown) })
	if cfg.PprofAddr != "" {
		go servePprof(cfg.PprofAddr, log)
	}
	serveErr := make(chan error, 1)
	go func() { serveErr <- srv.ListenAndServe() }()
	go postgres.WarmPlans(ctx, pool, log)
	if ops.replica != nil {
		go postgres.WarmPlans(ctx, ops.replica, log)
	}
	log.Info("serving", slog.String("url", cfg.PublicBaseURL), slog.String("docs", cfg.PublicBaseURL+"/api/docs"))
	fmt.Fprintf(os.Stderr, "\n  Reshimgathi is running at %s  (API reference: %s/api/docs)  Ctrl-C stops it.\n\n",
		cfg.PublicBaseURL, cfg.PublicBaseURL)

	select {
	case err := <-serveErr:
		return fmt.Errorf("http: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
