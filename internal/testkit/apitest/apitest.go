// Package apitest starts the whole API for full-stack tests: the services cmd/server/wiring
// builds for the server, on a migrated database of the test's, behind the real HTTP handler,
// driven through the generated client. Mail and texts land in outbox folders, payments go
// through the sandbox checkout (or a gateway the test gives), and the keys are fixed, so a test
// can sign what a client or a provider would.
package apitest

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/adapters/images"
	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/adapters/mail"
	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/payments"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/signedlink"
	"github.com/reshimgathi/reshimgathi/adapters/sms"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/adapters/totp"
	"github.com/reshimgathi/reshimgathi/adapters/webpush"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/cmd/server/wiring"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
	domainpayments "github.com/reshimgathi/reshimgathi/domain/payments"
)

// The fixed keys of every test API: a test signs tokens, picture links, checkouts and webhooks
// with them as the server or the sandbox would.
var (
	JWTKey         = []byte("test-jwt-key-0123456789abcdefghijklmnop")
	MediaKey       = []byte("test-media-key-0123456789abcdefghijklm")
	SandboxKey     = []byte("test-sandbox-key-0123456789abcdefghijk")
	SandboxWebhook = []byte("test-sandbox-webhook-0123456789abcdefg")
	TOTPKey        = []byte("test-totp-key-0123456789abcdefghijk")[:32]
	LinksKey       = []byte("test-links-key-0123456789abcdefghijk")[:32]
	// VAPIDSeed derives the server's VAPID key pair (webpush.KeysFromSeed), as DATA_DIR/secrets/vapid.key does.
	VAPIDSeed = []byte("test-vapid-seed-0123456789abcdefg")[:32]
	Officer   = grievance.Officer{Name: "Asha Kulkarni", Designation: "Grievance Officer",
		Email: "grievance@reshimgathi.in", Phone: "+91 20 4000 1234", Address: []string{"Pune"}, Hours: "Mon–Sat"}
	// Seller is the company on receipts.
	Seller = domainpayments.Seller{Name: "Reshimgathi Matrimony", Address: []string{"2nd floor, Shivaji Nagar", "Pune 411005"},
		Email: "care@reshimgathi.in", Phone: "+91 20 4000 1234", GSTRatePercent: 18}
)

// Options change one API from the default: the sandbox checkout, no replica, the test
// configuration of the HTTP handler.
type Options struct {
	Gateway app.PaymentGateway // nil: the sandbox checkout, the embedded default
	// Replica is a read replica for discovery reads, with the window and the lag guard the
	// server takes from its configuration (zero: the defaults).
	Replica                      *pgxpool.Pool
	ReplicaWindow, ReplicaMaxLag time.Duration
	Configure                    func(*httpapi.Config)           // the HTTP configuration changed
	Wrap                         func(http.Handler) http.Handler // around the handler, such as a check of every answer
	// Web Push (docs/push.md): PushHosts is PUSH_SERVICE_HOSTS (empty: the major browsers'; a
	// test lists its internal/testkit/pushtest service); PushClock is the sender's clock for
	// quiet hours (nil: the wall clock). The sender looks for due pushes every 50 ms.
	PushHosts string
	PushClock func() time.Time
}

// API is one running API and the use cases behind it, for what a test arranges or waits for
// outside HTTP.
type API struct {
	Client    *apiclient.ClientWithResponses
	URL       string
	Pool      *pgxpool.Pool
	DBURL     string
	Logs      *Logs
	Outbox    string // mail, as .eml files
	SMSOutbox string // texted codes
	Uploads   string // the picture store's folder

	Tokens, AdminTokens *jwtauth.Issuer
	Sandbox             *payments.Sandbox // nil when the API runs on another gateway

	Accounts      *app.AccountsApplication
	Payments      *app.PaymentsApplication
	Limits        *app.RateLimiter
	Admin         *app.AdminApplication
	Verification  *app.VerificationApplication
	Grievances    *app.GrievancesApplication
	Discovery     *app.DiscoveryApplication
	SavedSearches *app.SavedSearchesApplication
	Push          *app.PushApplication
	PushKeys      webpush.VAPIDKeys
}

// Logs is the server's log, written from many goroutines and read by the test.
type Logs struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *Logs) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *Logs) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Start runs an API on the database at dbURL (already migrated) until the test ends; several
// APIs on one database are instances behind a load balancer.
func Start(t *testing.T, dbURL string, o Options) *API {
	t.Helper()
	ctx := context.Background()
	pool, err := postgres.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	spa := t.TempDir()
	if err := os.WriteFile(filepath.Join(spa, "index.html"), []byte("<!doctype html><title>Reshimgathi</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(spa, "assets"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(spa, "assets", "index-abc123.js"), []byte("console.log(1)"), 0o644); err != nil {
		t.Fatal(err)
	}
	logs := &Logs{}
	log := slog.New(slog.NewJSONHandler(logs, nil))
	outbox := t.TempDir()
	sender, err := mail.NewOutbox(outbox, "Reshimgathi <no-reply@reshimgathi.in>", log)
	if err != nil {
		t.Fatal(err)
	}
	uploadsDir := t.TempDir()
	uploads, err := storage.NewLocal(uploadsDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { uploads.Close() })
	photos := storage.Photos{Store: uploads}
	tokens, err := jwtauth.New(JWTKey, "reshimgathi", "reshimgathi-api", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	// The same key as members' tokens, as the server has: only the audience tells them apart.
	adminTokens, err := jwtauth.New(JWTKey, "reshimgathi", "reshimgathi-admin", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	authenticator, err := totp.New(TOTPKey, "Reshimgathi")
	if err != nil {
		t.Fatal(err)
	}
	eventsCtx, stopEvents := context.WithCancel(context.Background())
	t.Cleanup(stopEvents)
	smsDir := t.TempDir()
	texts, err := sms.NewOutbox(smsDir, log)
	if err != nil {
		t.Fatal(err)
	}
	links, err := signedlink.New(LinksKey)
	if err != nil {
		t.Fatal(err)
	}
	deps := wiring.Deps{
		Pool: pool, Log: log, Tokens: tokens, AdminTokens: adminTokens, TOTP: authenticator, Photos: photos,
		Mail:    mail.AccountMailer{Sender: sender, LoginURL: "http://test/login", SupportEmail: "care@reshimgathi.in"},
		Gateway: o.Gateway, PaymentMail: mail.PaymentMailer{Sender: sender, ReceiptsURL: "http://test/payments"},
		Seller: Seller,
		Texts:  sms.Texter{Sender: texts}, Links: links, BaseURL: "http://test", Officer: Officer,
		Replica: o.Replica, ReplicaWindow: o.ReplicaWindow, ReplicaMaxLag: o.ReplicaMaxLag,
		PushEvery: 50 * time.Millisecond, PushClock: o.PushClock, Passwords: lightPasswords(t),
		SearchMemory: true,
	}
	pushKeys, err := webpush.KeysFromSeed(VAPIDSeed)
	if err != nil {
		t.Fatal(err)
	}
	pushHosts, err := webpush.ParseServiceHosts(o.PushHosts)
	if err != nil {
		t.Fatal(err)
	}
	deps.Push = webpush.NewSender(pushKeys, "mailto:push@reshimgathi.in", pushHosts)
	var sandbox *payments.Sandbox
	if o.Gateway == nil {
		sandbox = payments.NewSandbox(SandboxKey, SandboxWebhook, log)
		deps.Gateway, deps.Sandbox = sandbox, sandbox
	}
	services, accounts, err := wiring.NewServices(eventsCtx, deps)
	if err != nil {
		t.Fatal(err)
	}
	// Every test client shares one address; the throttles get their own tests.
	services.Limits.SetLimit(app.PolicyRegistrations, 1000)
	services.Limits.SetLimit(app.PolicyResets, 1000)
	// The test client is the "proxy": requests carry X-Forwarded-For to come from other
	// addresses, and without it they come from the loopback address.
	cfg := httpapi.Config{Logger: log, SPADir: spa, MediaKey: MediaKey, Photos: photos, Pictures: images.Processor{},
		TrustedProxies:   []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")},
		RazorpayCheckout: sandbox == nil}
	if o.Configure != nil {
		o.Configure(&cfg)
	}
	h, err := httpapi.New(cfg, services)
	if err != nil {
		t.Fatal(err)
	}
	if sandbox != nil {
		sandbox.DeliverTo(h)
		t.Cleanup(sandbox.WaitForWebhooks)
	}
	// Mail is sent after the response: wait for it before the outbox's directory is removed.
	t.Cleanup(accounts.WaitForMail)
	t.Cleanup(services.Payments.WaitForMail)
	t.Cleanup(services.Verification.WaitForSends)
	t.Cleanup(services.Grievances.WaitForMail)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("server log:\n%s", logs.String())
		}
	})
	var served http.Handler = h
	if o.Wrap != nil {
		served = o.Wrap(h)
	}
	srv := httptest.NewServer(served)
	t.Cleanup(srv.Close)
	client, err := apiclient.NewClientWithResponses(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	return &API{Client: client, URL: srv.URL, Pool: pool, DBURL: dbURL, Logs: logs, Outbox: outbox, SMSOutbox: smsDir,
		Uploads: uploadsDir, Tokens: tokens, AdminTokens: adminTokens, Sandbox: sandbox,
		Accounts: accounts, Payments: services.Payments, Limits: services.Limits, Admin: services.Admin,
		Verification: services.Verification, Grievances: services.Grievances, Discovery: services.Discovery,
		SavedSearches: services.SavedSearches, Push: services.Push, PushKeys: pushKeys}
}

// lightPasswords is argon2id at its least cost, 64 KiB and one pass: the same code, hashes and
// checks as production's (adapters/passwordhash tests its cost), for tests that register and sign
// in members by the hundred under the race detector, where the production cost made password
// hashing a tenth of the API tests' CPU (docs/architecture.md, "What a test run costs").
func lightPasswords(t *testing.T) *passwordhash.Hasher {
	p := passwordhash.DefaultParams
	p.Memory, p.Time = 64, 1
	h, err := passwordhash.NewWithParams(p, 0)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
