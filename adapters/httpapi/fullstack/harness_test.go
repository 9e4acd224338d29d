package httpapi_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/adapters/payments"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/internal/testkit/apitest"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

func TestMain(m *testing.M) { pgtest.Run(m) }

// env is one running API on its own migrated database, driven through the generated client
// (internal/testkit/apitest starts it; the fields are its API's, named for these tests).
type env struct {
	client   *apiclient.ClientWithResponses
	pool     *pgxpool.Pool
	url      string
	logs     *apitest.Logs
	outbox   string
	uploads  string // the picture store's folder
	accounts *app.AccountsApplication
	payments *app.PaymentsApplication
	sandbox  *payments.Sandbox // nil when the env runs on a Razorpay gateway
	limits   *app.RateLimiter
	tokens   *jwtauth.Issuer
	// The admin side: its token issuer and use cases (bootstrap, throttles).
	adminTokens *jwtauth.Issuer
	admin       *app.AdminApplication
	dbURL       string
	// Trust and safety: texted codes land in smsOutbox; the use cases wait for their mail.
	smsOutbox    string
	verification *app.VerificationApplication
	grievances   *app.GrievancesApplication
	discovery    *app.DiscoveryApplication
	// Saved searches: a test runs their alerts itself, on a clock it moves.
	savedSearches *app.SavedSearchesApplication
}

// The kit's fixed keys, by the names these tests use.
var (
	testJWTKey         = apitest.JWTKey
	testMediaKey       = apitest.MediaKey
	testSandboxKey     = apitest.SandboxKey
	testSandboxWebhook = apitest.SandboxWebhook
)

func newEnv(t *testing.T) *env {
	t.Helper()
	return newEnvOn(t, pgtest.NewDatabase(t, postgres.Migrate))
}

// newEnvOn starts another server instance on an existing database, as a second node behind a
// load balancer would be.
func newEnvOn(t *testing.T, dbURL string) *env {
	t.Helper()
	return newEnvFrom(t, dbURL, apitest.Options{})
}

// newEnvWith is newEnvOn with the HTTP configuration changed by configure first.
func newEnvWith(t *testing.T, dbURL string, configure func(*httpapi.Config)) *env {
	t.Helper()
	return newEnvFrom(t, dbURL, apitest.Options{Configure: configure})
}

// newEnvWithGateway runs the API on gateway (nil: the sandbox, the embedded default).
func newEnvWithGateway(t *testing.T, dbURL string, gateway app.PaymentGateway) *env {
	t.Helper()
	return newEnvFrom(t, dbURL, apitest.Options{Gateway: gateway})
}

// newEnvFrom starts the API o describes; every answer it gives is held to the contract
// (describedAnswers).
func newEnvFrom(t *testing.T, dbURL string, o apitest.Options) *env {
	t.Helper()
	beside(t)
	o.Wrap = func(h http.Handler) http.Handler { return describedAnswers(t, h) }
	a := apitest.Start(t, dbURL, o)
	return &env{client: a.Client, pool: a.Pool, url: a.URL, logs: a.Logs, outbox: a.Outbox, uploads: a.Uploads,
		accounts: a.Accounts, payments: a.Payments, sandbox: a.Sandbox, limits: a.Limits, tokens: a.Tokens,
		adminTokens: a.AdminTokens, admin: a.Admin, dbURL: a.DBURL, smsOutbox: a.SMSOutbox, verification: a.Verification,
		grievances: a.Grievances, discovery: a.Discovery, savedSearches: a.SavedSearches}
}

// Each test runs on a database and a server of its own, so the tests of this package run beside
// one another (go test's -parallel, the machine's cores): most of a test's time is waiting on
// PostgreSQL and password hashing, and one at a time left the cores half idle. A test that
// measures time under load runs alone: alone(t) before its first environment.
var (
	started  sync.Map // *testing.T → true: the test has been set going beside the others
	soloists sync.Map // *testing.T → true: the test runs alone
)

// beside lets a top-level test run beside the others, once; a subtest keeps its parent's way.
func beside(t *testing.T) {
	if strings.Contains(t.Name(), "/") {
		return
	}
	if _, solo := soloists.Load(t); solo {
		return
	}
	if _, already := started.LoadOrStore(t, true); !already {
		t.Parallel()
	}
}

// alone keeps a test from running beside others: it times what it measures.
func alone(t *testing.T) { soloists.Store(t, true) }

// tokenStatus is what the instance answers token on a member route, waiting up to a few seconds
// for a 401: another instance forgets a changed account when the database's notice reaches its
// listener (docs/operations.md, "Several instances"), milliseconds after the change.
func (e *env) tokenStatus(t *testing.T, token string) int {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		r, err := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(token))
		if err != nil {
			t.Fatal(err)
		}
		if r.StatusCode() == http.StatusUnauthorized || time.Now().After(deadline) {
			return r.StatusCode()
		}
		time.Sleep(20 * time.Millisecond)
	}
}

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
