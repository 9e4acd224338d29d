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
	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/app"
)

// tokenLifetime is how long a login lasts; logout and resets cut it short.
const tokenLifetime = 7 * 24 * time.Hour

// wire connects the adapters to the use cases and the use cases to HTTP.
func wire(ctx context.Context, cfg config, log *slog.Logger, pool *pgxpool.Pool) (http.Handler, *app.Accounts, error) {
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
	site := postgres.NewSiteStore(pool)
	profiles := postgres.NewProfileStore(pool)
	accountStore := postgres.NewAccountStore(pool)
	accounts := &app.Accounts{
		Store: accountStore, Profiles: profiles, Photos: photos,
		Hasher: passwordhash.New(), Tokens: tokens, Log: log, Now: time.Now,
		Mail: mail.AccountMailer{Sender: sender, LoginURL: cfg.PublicBaseURL + "/login", SupportEmail: "care@reshimgathi.in"},
	}
	events := postgres.NewEvents(pool, log, accountStore.Cache())
	go events.Run(ctx)
	requestStore := postgres.NewRequestStore(pool)
	handler, err := httpapi.New(httpapi.Config{
		Logger: log, SPADir: cfg.SPADir, TrustedProxies: cfg.TrustedProxies, MediaKey: mediaKey, Photos: photos,
	}, httpapi.Services{
		Site:     &app.Site{Store: site, Plans: site, Now: time.Now},
		Health:   &app.Health{DB: pool},
		Accounts: accounts,
		Profiles: &app.Profiles{Store: profiles, Photos: photos, Log: log, Now: time.Now},
		Discovery: &app.Discovery{Profiles: profiles, Store: postgres.NewDiscoveryStore(pool),
			Subscriptions: postgres.NewSubscriptionStore(pool), Now: time.Now},
		Connections:   &app.Connections{Profiles: profiles, Store: requestStore, Log: log, Now: time.Now},
		Notifications: &app.Notifications{Profiles: profiles, Store: postgres.NewNotificationStore(pool), Events: events, Now: time.Now},
	})
	return handler, accounts, err
}
