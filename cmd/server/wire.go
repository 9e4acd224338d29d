package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/adapters/mail"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/cmd/server/wiring"
)

// tokenLifetime is how long a login lasts; logout and resets cut it short.
const tokenLifetime = 7 * 24 * time.Hour

// wire turns the configuration into keys, mail and storage, and serves the services over HTTP.
func wire(ctx context.Context, cfg config, log *slog.Logger, pool *pgxpool.Pool, ops operations) (http.Handler, *app.Accounts, error) {
	secrets := filepath.Join(cfg.DataDir, "secrets")
	jwtKey, err := jwtauth.LoadOrCreateKey(filepath.Join(secrets, "jwt.key"))
	if err != nil {
		return nil, nil, fmt.Errorf("jwt key: %w", err)
	}
	mediaKey, err := jwtauth.LoadOrCreateKey(filepath.Join(secrets, "media.key"))
	if err != nil {
		return nil, nil, fmt.Errorf("media key: %w", err)
	}
	tokens, err := jwtauth.New(jwtKey, "reshimgathi", "reshimgathi-api", tokenLifetime)
	if err != nil {
		return nil, nil, err
	}
	sender, err := mail.FromConfig(cfg.SMTPURL, cfg.MailFrom, filepath.Join(cfg.DataDir, "mail"), log)
	if err != nil {
		return nil, nil, fmt.Errorf("mail: %w", err)
	}
	uploads, err := openStorage(ctx, cfg, log)
	if err != nil {
		return nil, nil, err
	}
	photos := storage.Photos{Store: uploads}
	if cfg.DemoData {
		if err := loadDemo(ctx, pool, photos, log); err != nil {
			return nil, nil, err
		}
	}
	deps := wiring.Deps{
		Pool: pool, Log: log, Tokens: tokens, Photos: photos,
		Mail:    mail.AccountMailer{Sender: sender, LoginURL: cfg.PublicBaseURL + "/login", SupportEmail: "care@reshimgathi.in"},
		Replica: ops.replica,
	}
	httpCfg := httpapi.Config{
		Logger: log, SPADir: cfg.SPADir, TrustedProxies: cfg.TrustedProxies, MediaKey: mediaKey, Photos: photos,
	}
	if ops.metrics != nil { // a nil *Metrics in the interfaces would not read as "off"
		deps.Meter, httpCfg.Metrics = ops.metrics, ops.metrics
	}
	services, accounts := wiring.Services(ctx, deps)
	handler, err := httpapi.New(httpCfg, services)
	return handler, accounts, err
}

// openStorage opens STORAGE_URL, or DATA_DIR/uploads when it is unset. An unreachable bucket
// is logged, not fatal: an instance restarted during an object-store outage still serves
// everything but pictures, and they come back with the store.
func openStorage(ctx context.Context, cfg config, log *slog.Logger) (storage.Store, error) {
	store, err := storage.FromURL(cfg.StorageURL, filepath.Join(cfg.DataDir, "uploads"))
	if err != nil {
		return nil, err
	}
	if s3, ok := store.(*storage.S3); ok {
		if err := s3.Check(ctx); err != nil {
			log.Warn("object storage not usable yet", slog.String("error", err.Error()))
		} else {
			log.Info("pictures in object storage")
		}
	}
	return store, nil
}
