package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/adapters/images"
	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/adapters/mail"
	"github.com/reshimgathi/reshimgathi/adapters/payments"
	"github.com/reshimgathi/reshimgathi/adapters/signedlink"
	"github.com/reshimgathi/reshimgathi/adapters/sms"
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
	// alertsEvery is how often an instance looks for saved-search alerts that are due: an alert
	// runs within this long of its day being up.
	alertsEvery = 10 * time.Minute
)

// wire turns the configuration into keys, mail, storage and the payment gateway, and serves the
// services over HTTP. Streams end when shutdown is closed. drain waits for the work the services
// left running in the background (mail, the sandbox's webhooks), for a graceful shutdown.
func wire(ctx context.Context, cfg config, log *slog.Logger, pool *pgxpool.Pool, ops operations, shutdown <-chan struct{}) (handler http.Handler, drain func(), err error) {
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
	linksKey, err := jwtauth.LoadOrCreateKey(filepath.Join(secrets, "links.key"))
	if err != nil {
		return nil, nil, fmt.Errorf("links key: %w", err)
	}
	links, err := signedlink.New(linksKey)
	if err != nil {
		return nil, nil, err
	}
	texts, err := sms.FromConfig(cfg.SMSURL, filepath.Join(cfg.DataDir, "sms"), log)
	if err != nil {
		return nil, nil, fmt.Errorf("sms: %w", err)
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
	gateway, sandbox, err := paymentGateway(cfg, secrets, log)
	if err != nil {
		return nil, nil, err
	}
	pushes, err := pushSender(secrets, log)
	if err != nil {
		return nil, nil, err
	}
	ice, err := iceConfig()
	if err != nil {
		return nil, nil, err
	}
	stopRelay, err := startRelay(secrets, &ice, log)
	if err != nil {
		return nil, nil, err
	}
	// Anything below failing leaves no relay listening behind.
	defer func() {
		if err != nil && stopRelay != nil {
			stopRelay()
		}
	}()
	deps := wiring.Deps{
		Pool: pool, Log: log, Tokens: tokens, AdminTokens: adminTokens, TOTP: authenticator, Photos: photos,
		Mail:    mail.AccountMailer{Sender: sender, LoginURL: cfg.PublicBaseURL + "/login", SupportEmail: "care@reshimgathi.in"},
		Gateway: gateway, PaymentMail: mail.PaymentMailer{Sender: sender, ReceiptsURL: cfg.PublicBaseURL + "/payments"},
		Seller: company(), Replica: ops.replica,
		Texts: sms.Texter{Sender: texts}, Links: links, BaseURL: cfg.PublicBaseURL, Officer: grievanceOfficer(cfg),
		AlertMail: mail.AlertMailer{Sender: sender}, SearchURL: cfg.PublicBaseURL + "/search",
		Draws: cfg.Draws, SearchMemory: cfg.SearchMemory, Push: pushes, Ice: ice,
	}
	if sandbox != nil {
		deps.Sandbox = sandbox
	}
	httpCfg := httpapi.Config{
		Logger: log, SPADir: cfg.SPADir, TrustedProxies: cfg.TrustedProxies, MediaKey: mediaKey, Photos: photos,
		Pictures:         images.Processor{},
		RazorpayCheckout: sandbox == nil, Streams: cfg.Streams, Shutdown: shutdown,
		SecureCookies: strings.HasPrefix(strings.ToLower(cfg.PublicBaseURL), "https://"),
	}
	if ops.metrics != nil { // a nil *Metrics in the interfaces would not read as "off"
		deps.Meter, httpCfg.Metrics = ops.metrics, ops.metrics
	}
	services, accounts, err := wiring.NewServices(ctx, deps)
	if err != nil {
		return nil, nil, err
	}
	if err := bootstrapAdmin(ctx, cfg, services.Admin, log); err != nil {
		return nil, nil, err
	}
	handler, err = httpapi.New(httpCfg, services)
	if err != nil {
		return nil, nil, err
	}
	// Saved searches' daily alerts: every instance looks for due ones; each is claimed by one
	// (docs/adr/0015-matching.md).
	go services.SavedSearches.Commands.SendAlerts.RunEvery(ctx, alertsEvery)
	drain = func() {
		if stopRelay != nil {
			stopRelay()
		}
		if sandbox != nil {
			sandbox.WaitForWebhooks()
		}
		accounts.WaitForMail()
		services.Admin.WaitForMail()
		services.Payments.WaitForMail()
		services.Verification.WaitForSends()
		services.Grievances.WaitForMail()
	}
	if sandbox != nil {
		sandbox.DeliverTo(handler) // its webhooks come back through the same endpoint as Razorpay's
	}
	return handler, drain, nil
}

// paymentGateway is Razorpay when its keys are configured, otherwise the local sandbox with
// secrets generated on first start (kept beside the JWT key).
func paymentGateway(cfg config, secrets string, log *slog.Logger) (app.PaymentGateway, *payments.Sandbox, error) {
	if cfg.RazorpayKeyID != "" {
		r, err := payments.NewRazorpay(payments.RazorpayConfig{KeyID: cfg.RazorpayKeyID, KeySecret: cfg.RazorpayKeySecret,
			WebhookSecret: cfg.RazorpayWebhookSecret})
		if err != nil {
			return nil, nil, err
		}
		log.Info("payments: Razorpay", slog.String("key_id", cfg.RazorpayKeyID))
		return r, nil, nil
	}
	keySecret, err := jwtauth.LoadOrCreateKey(filepath.Join(secrets, "sandbox-key.key"))
	if err != nil {
		return nil, nil, fmt.Errorf("sandbox key: %w", err)
	}
	webhookSecret, err := jwtauth.LoadOrCreateKey(filepath.Join(secrets, "sandbox-webhook.key"))
	if err != nil {
		return nil, nil, fmt.Errorf("sandbox webhook key: %w", err)
	}
	log.Warn("payments: RAZORPAY_* not set, using the local sandbox checkout: members activate plans without paying. " +
		"Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET in production.")
	s := payments.NewSandbox(keySecret, webhookSecret, log)
	return s, s, nil
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
