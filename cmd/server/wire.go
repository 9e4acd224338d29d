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
	"github.com/reshimgathi/reshimgathi/adapters/totp"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/cmd/server/wiring"
)

// tokenLifetime is how long a login lasts; logout and resets cut it short. An admin's lasts a
// working day: their token opens every member's data.
const (
	tokenLifetime      = 7 * 24 * time.Hour
	adminTokenLifetime = 12 * time.Hour
)

// wire turns the configuration into keys, mail and storage, and serves the services over HTTP.
// Streams end when shutdown is closed.
func wire(ctx context.Context, cfg config, log *slog.Logger, pool *pgxpool.Pool, shutdown <-chan struct{}) (http.Handler, *app.Accounts, error) {
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
	adminTokens, err := jwtauth.New(jwtKey, "reshimgathi", "reshimgathi-admin", adminTokenLifetime)
	if err != nil {
		return nil, nil, err
	}
	totpKey, err := jwtauth.LoadOrCreateKey(filepath.Join(secrets, "totp.key"))
	if err != nil {
		return nil, nil, fmt.Errorf("totp key: %w", err)
	}
	authenticator, err := totp.New(totpKey, "Reshimgathi")
	if err != nil {
		return nil, nil, err
	}
	sender, err := mail.FromConfig(cfg.SMTPURL, cfg.MailFrom, filepath.Join(cfg.DataDir, "mail"), log)
	if err != nil {
		return nil, nil, fmt.Errorf("mail: %w", err)
	}
	uploads, err := storage.NewLocal(filepath.Join(cfg.DataDir, "uploads"))
	if err != nil {
		return nil, nil, fmt.Errorf("uploads: %w", err)
	}
	photos := storage.Photos{Store: uploads}
	if cfg.DemoData {
		if err := loadDemo(ctx, pool, photos, log); err != nil {
			return nil, nil, err
		}
	}
	services, accounts := wiring.Services(ctx, wiring.Deps{
		Pool: pool, Log: log, Tokens: tokens, AdminTokens: adminTokens, TOTP: authenticator, Photos: photos,
		Mail: mail.AccountMailer{Sender: sender, LoginURL: cfg.PublicBaseURL + "/login", SupportEmail: "care@reshimgathi.in"},
	})
	if err := bootstrapAdmin(ctx, cfg, services.Admin, log); err != nil {
		return nil, nil, err
	}
	handler, err := httpapi.New(httpapi.Config{
		Logger: log, SPADir: cfg.SPADir, TrustedProxies: cfg.TrustedProxies, MediaKey: mediaKey, Photos: photos,
		Streams: cfg.Streams, Shutdown: shutdown,
	}, services)
	return handler, accounts, err
}
