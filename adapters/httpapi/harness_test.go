package httpapi_test

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
	"github.com/reshimgathi/reshimgathi/adapters/payments"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/signedlink"
	"github.com/reshimgathi/reshimgathi/adapters/sms"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/adapters/totp"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/cmd/server/wiring"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
	domainpayments "github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestMain(m *testing.M) { pgtest.Run(m) }

// env is one running API on its own migrated database, driven through the generated client.
type env struct {
	client   *apiclient.ClientWithResponses
	pool     *pgxpool.Pool
	url      string
	logs     *syncBuffer
	outbox   string
	uploads  string // the picture store's folder
	accounts *app.Accounts
	payments *app.Payments
	sandbox  *payments.Sandbox // nil when the env runs on a Razorpay gateway
	limits   *app.RateLimiter
	tokens   *jwtauth.Issuer
	// The admin side: its token issuer and use cases (bootstrap, throttles).
	adminTokens *jwtauth.Issuer
	admin       *app.Admin
	dbURL       string
	// Trust and safety: texted codes land in smsOutbox; the use cases wait for their mail.
	smsOutbox    string
	verification *app.Verification
	grievances   *app.Grievances
	discovery    *app.Discovery
	// Saved searches: a test runs their alerts itself, on a clock it moves.
	savedSearches *app.SavedSearches
}

var (
	testJWTKey   = []byte("test-jwt-key-0123456789abcdefghijklmnop")
	testMediaKey = []byte("test-media-key-0123456789abcdefghijklm")
	// The sandbox's secrets in tests: a test signs webhooks with them as the sandbox would.
	testSandboxKey     = []byte("test-sandbox-key-0123456789abcdefghijk")
	testSandboxWebhook = []byte("test-sandbox-webhook-0123456789abcdefg")
	testTOTPKey        = []byte("test-totp-key-0123456789abcdefghijk")[:32]
	testLinksKey       = []byte("test-links-key-0123456789abcdefghijk")[:32]
	testOfficer        = grievance.Officer{Name: "Asha Kulkarni", Designation: "Grievance Officer",
		Email: "grievance@reshimgathi.in", Phone: "+91 20 4000 1234", Address: []string{"Pune"}, Hours: "Mon–Sat"}
)

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func newEnv(t *testing.T) *env {
	t.Helper()
	return newEnvOn(t, pgtest.NewDatabase(t, postgres.Migrate))
}

// newEnvOn starts another server instance on an existing database, as a second node behind a
// load balancer would be.
func newEnvOn(t *testing.T, dbURL string) *env {
	t.Helper()
	return newEnvWith(t, dbURL, nil)
}

// newEnvWith is newEnvOn with the HTTP configuration changed by configure first.
func newEnvWith(t *testing.T, dbURL string, configure func(*httpapi.Config)) *env {
	t.Helper()
	return newEnvFull(t, dbURL, nil, nil, configure)
}

// newEnvWithDeps is newEnvOn with a say in the wiring (a read replica, a meter).
func newEnvWithDeps(t *testing.T, dbURL string, adjust func(*wiring.Deps)) *env {
	t.Helper()
	return newEnvFull(t, dbURL, nil, adjust, nil)
}

// newEnvWithGateway runs the API on gateway (nil: the sandbox, the embedded default).
func newEnvWithGateway(t *testing.T, dbURL string, gateway app.PaymentGateway) *env {
	t.Helper()
	return newEnvFull(t, dbURL, gateway, nil, nil)
}

func newEnvFull(t *testing.T, dbURL string, gateway app.PaymentGateway, adjust func(*wiring.Deps), configure func(*httpapi.Config)) *env {
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
	logs := &syncBuffer{}
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
	tokens, err := jwtauth.New(testJWTKey, "reshimgathi", "reshimgathi-api", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	// The same key as members' tokens, as the server has: only the audience tells them apart.
	adminTokens, err := jwtauth.New(testJWTKey, "reshimgathi", "reshimgathi-admin", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	authenticator, err := totp.New(testTOTPKey, "Reshimgathi")
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
	links, err := signedlink.New(testLinksKey)
	if err != nil {
		t.Fatal(err)
	}
	deps := wiring.Deps{
		Pool: pool, Log: log, Tokens: tokens, AdminTokens: adminTokens, TOTP: authenticator, Photos: photos,
		Mail:    mail.AccountMailer{Sender: sender, LoginURL: "http://test/login", SupportEmail: "care@reshimgathi.in"},
		Gateway: gateway, PaymentMail: mail.PaymentMailer{Sender: sender, ReceiptsURL: "http://test/payments"},
		Seller: testSeller,
		Texts:  sms.Texter{Sender: texts}, Links: links, BaseURL: "http://test", Officer: testOfficer,
	}
	var sandbox *payments.Sandbox
	if gateway == nil {
		sandbox = payments.NewSandbox(testSandboxKey, testSandboxWebhook, log)
		deps.Gateway, deps.Sandbox = sandbox, sandbox
	}
	if adjust != nil {
		adjust(&deps)
	}
	services, accounts, err := wiring.NewServices(eventsCtx, deps)
	if err != nil {
		t.Fatal(err)
	}
	// Every test client shares one address; the throttles get their own tests.
	services.Limits.SetLimit(app.PolicyRegistrations, 1000)
	services.Limits.SetLimit(app.PolicyResets, 1000)
	// The test client is the "proxy": requests carry X-Forwarded-For to come from other
	// addresses (fromAddress), and without it they come from the loopback address as before.
	cfg := httpapi.Config{Logger: log, SPADir: spa, MediaKey: testMediaKey, Photos: photos, Pictures: images.Processor{},
		TrustedProxies:   []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")},
		RazorpayCheckout: sandbox == nil}
	if configure != nil {
		configure(&cfg)
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
	srv := httptest.NewServer(describedAnswers(t, h))
	t.Cleanup(srv.Close)
	client, err := apiclient.NewClientWithResponses(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	return &env{client: client, pool: pool, url: srv.URL, logs: logs, outbox: outbox, uploads: uploadsDir, accounts: accounts,
		payments: services.Payments, sandbox: sandbox, limits: services.Limits, tokens: tokens,
		adminTokens: adminTokens, admin: services.Admin, dbURL: dbURL,
		smsOutbox: smsDir, verification: services.Verification, grievances: services.Grievances, discovery: services.Discovery,
		savedSearches: services.SavedSearches}
}

// testSeller is the company on receipts in tests.
var testSeller = domainpayments.Seller{Name: "Reshimgathi Matrimony", Address: []string{"2nd floor, Shivaji Nagar", "Pune 411005"},
	Email: "care@reshimgathi.in", Phone: "+91 20 4000 1234", GSTRatePercent: 18}

func (e *env) do(t *testing.T, method, path, contentType string, body []byte) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, e.url+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	return res
}

func fieldMessages(errs *[]apiclient.FieldError) map[string]string {
	m := map[string]string{}
	if errs != nil {
		for _, e := range *errs {
			m[e.Field] = e.Message
		}
	}
	return m
}

// fromAddress makes a generated-client request come from addr, as a trusted proxy reports it.
func fromAddress(addr string) apiclient.RequestEditorFn {
	return func(_ context.Context, req *http.Request) error {
		req.Header.Set("X-Forwarded-For", addr)
		return nil
	}
}

// picture fetches a picture link as the member whose token is given ("" for nobody), the way an
// API client does; browsers send the media ticket cookie instead (TestPictureLinksAreBoundToTheViewer).
func (e *env) picture(t *testing.T, link, token string) *http.Response {
	t.Helper()
	req, err := http.NewRequest("GET", e.url+link, nil)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	return res
}
