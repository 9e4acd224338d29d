package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/metrics"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
)

// operations are the optional pieces of a deployment on more than one machine
// (docs/operations.md): a read replica and the metrics listener.
type operations struct {
	replica *pgxpool.Pool    // nil without DATABASE_REPLICA_URL
	metrics *metrics.Metrics // nil without METRICS_ADDR
	close   func()
}

func startOperations(ctx context.Context, cfg config, log *slog.Logger, pool *pgxpool.Pool) (ops operations, err error) {
	var closers []func()
	ops.close = func() {
		for i := len(closers) - 1; i >= 0; i-- {
			closers[i]()
		}
	}
	defer func() {
		if err != nil {
			ops.close()
		}
	}()
	if cfg.ReplicaURL != "" {
		if ops.replica, err = postgres.OpenReplica(ctx, cfg.ReplicaURL); err != nil {
			return ops, err
		}
		closers = append(closers, ops.replica.Close)
		log.Info("read replica configured: discovery reads go there while it keeps up")
	}
	if cfg.MetricsAddr == "" {
		return ops, nil
	}
	ops.metrics = metrics.New()
	if err := ops.metrics.WatchPool("primary", pool); err != nil {
		return ops, err
	}
	if ops.replica != nil {
		if err := ops.metrics.WatchPool("replica", ops.replica); err != nil {
			return ops, err
		}
	}
	// Listen before serving the API, so a taken port fails the start instead of a log line.
	ln, err := net.Listen("tcp", cfg.MetricsAddr)
	if err != nil {
		return ops, fmt.Errorf("METRICS_ADDR: %w", err)
	}
	srv := ops.metrics.Server(cfg.MetricsAddr)
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("metrics listener stopped", slog.String("error", err.Error()))
		}
	}()
	closers = append(closers, func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
	})
	log.Info("metrics", slog.String("url", "http://"+ln.Addr().String()+"/metrics"))
	return ops, nil
}
