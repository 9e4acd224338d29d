// Package httpapi is the inbound HTTP adapter: it implements the generated strict server,
// validates every request against the contract, maps domain errors to problem documents,
// and serves the SPA, the published contract and its reference page.
package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/netip"
	"regexp"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Config is what the composition root decides about HTTP.
type Config struct {
	Logger         *slog.Logger
	SPADir         string         // the built SPA (web/dist)
	TrustedProxies []netip.Prefix // peers whose X-Forwarded-For is believed
	RequestTimeout time.Duration
	MediaKey       []byte         // signs picture links (≥ 32 random bytes)
	Photos         PhotoReader    // serves the pictures those links point at
	Pictures       PhotoProcessor // reads uploaded pictures (adapters/images)
	Metrics        Observer       // nil: no metrics (METRICS_ADDR unset)
	Streams        StreamLimits
	// Shutdown is closed when the server starts to shut down: live streams end at once instead of
	// holding the shutdown open (nil: never).
	Shutdown <-chan struct{}
	// RazorpayCheckout lets the SPA load Razorpay's checkout: its origins join the CSP only then.
	RazorpayCheckout bool
	// SecureCookies marks every cookie Secure whatever the request says: set it when the public
	// address is https (PUBLIC_BASE_URL), so a proxy that does not pass X-Forwarded-Proto cannot
	// have the picture ticket sent over plain http.
	SecureCookies bool
}

// Services are the use cases the handlers call.
type Services struct {
	Site          *app.SiteApplication
	Health        *app.HealthApplication
	Accounts      *app.AccountsApplication
	Profiles      *app.ProfilesApplication
	Discovery     *app.DiscoveryApplication
	Connections   *app.ConnectionsApplication
	Notifications *app.NotificationsApplication
	Messaging     *app.MessagingApplication
	Payments      *app.PaymentsApplication
	Admin         *app.AdminApplication
	Limits        *app.RateLimiter
	// Trust and safety (docs/adr/0016-trust-and-safety.md).
	Verification  *app.VerificationApplication
	Safety        *app.SafetyApplication
	Controls      *app.ControlsApplication
	Grievances    *app.GrievancesApplication
	SavedSearches *app.SavedSearchesApplication
	// Push is nil on a server that sends no pushes (docs/push.md).
	Push *app.PushApplication
	// Horoscope is the birth place list and the calculation from birth details (docs/horoscope.md).
	Horoscope *app.HoroscopeApplication
	// Calls is nil on a server built without calls (docs/calls.md).
	Calls *app.CallsApplication
	// Biodata draws members' biodata PDFs (docs/biodata.md).
	Biodata *app.DownloadBiodata
	// BiodataLinks are the biodata's share links (docs/biodata.md, "Share links").
	BiodataLinks *app.BiodataLinksApplication
}

const (
	maxJSONBody      = 64 << 10
	maxMultipartBody = 6 << 20
)

// New builds the whole HTTP surface of the product.
func New(cfg Config, svc Services) (http.Handler, error) {
	spec, err := loadContract()
	if err != nil {
		return nil, err
	}
	if len(cfg.MediaKey) < 32 {
		return nil, errors.New("httpapi: MediaKey must be at least 32 bytes")
	}
	if cfg.Photos == nil || cfg.Pictures == nil {
		return nil, errors.New("httpapi: Photos and Pictures are required")
	}
	if cfg.RequestTimeout == 0 {
		cfg.RequestTimeout = 15 * time.Second
	}
	// One table of the contract's operations, found from chi's match, for both input checks.
	routes := newContractRoutes(spec)
	inputs, err := checkInputs(spec, routes)
	if err != nil {
		return nil, err
	}
	media := newMediaLinks(cfg.MediaKey)
	operations := operationIDs(spec)
	r := chi.NewRouter()
	r.Use(headAsGet, observe(cfg.Logger, cfg.TrustedProxies), measure(cfg.Metrics, operations), recoverPanics,
		secureHeaders(cfg.RazorpayCheckout), compressResponses())

	r.Get("/api/openapi.yaml", serveContract)
	r.Get("/api/docs", serveReference(spec))
	r.Get("/api/docs.css", serveReferenceCSS)

	strict := api.NewStrictHandlerWithOptions(&server{svc: svc, media: media, photos: cfg.Photos, pictures: cfg.Pictures,
		streams: newStreamGate(cfg.Streams), shutdown: cfg.Shutdown}, nil, api.StrictHTTPServerOptions{
		RequestErrorHandlerFunc:  requestDecodeFailed,
		ResponseErrorHandlerFunc: func(w http.ResponseWriter, r *http.Request, err error) { writeProblem(w, r, err) },
	})
	r.Group(func(r chi.Router) {
		r.Use(apiDefaults(cfg.RequestTimeout, maxJSONBody, maxMultipartBody))
		r.Use(authenticateBearer(memberAuthentication(svc.Accounts), adminAuthentication(svc.Admin), recordActivity(svc.Profiles)))
		r.Use(noteWrites(svc.Discovery.Commands.NoteWrite, operations))
		r.Use(issueMediaTickets(media, cfg.SecureCookies))
		r.Use(inputs)
		r.Use(validateRequests(spec, routes, requirePrincipal))
		api.HandlerWithOptions(strict, api.ChiServerOptions{
			BaseRouter:       r,
			ErrorHandlerFunc: func(w http.ResponseWriter, r *http.Request, err error) { writeProblem(w, r, contractViolation(err)) },
		})
		// The validator answers unknown /api paths before routing; these catch what it lets by.
		r.NotFound(func(w http.ResponseWriter, r *http.Request) { sendProblem(w, r, notFoundProblem) })
	})
	r.Handle("/api/*", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { sendProblem(w, r, notFoundProblem) }))
	r.Handle("/*", spaHandler(cfg.SPADir, spaPages(svc)...))
	return r, nil
}

// spaPages are the client routes whose page names a thing that may not exist (spaHandler).
func spaPages(svc Services) []spaPage {
	if svc.Site == nil {
		return nil
	}
	return []spaPage{{Pattern: "/blog/:slug", Exists: func(ctx context.Context, segments []string) (bool, error) {
		if len(segments[1]) > 120 || !blogSlug.MatchString(segments[1]) {
			return false, nil // the contract's pattern: no article has such a name
		}
		_, err := svc.Site.Queries.Post.Handle(ctx, segments[1])
		if errors.Is(err, errs.ErrNotFound) {
			return false, nil
		}
		return err == nil, err
	}}}
}

// blogSlug is the contract's pattern for an article's slug (getBlogPost).
var blogSlug = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// server implements api.StrictServerInterface; its methods live in one file per context.
type server struct {
	svc      Services
	media    mediaLinks
	photos   PhotoReader
	pictures PhotoProcessor
	streams  *streamGate
	shutdown <-chan struct{}
}

var _ api.StrictServerInterface = (*server)(nil)
