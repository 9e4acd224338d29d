package httpapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/go-chi/chi/v5"
)

// Observer receives what the operators' metrics show of HTTP (adapters/metrics implements it;
// docs/operations.md lists the series). Config.Metrics nil means no metrics.
type Observer interface {
	// ObserveRequest is called once per answered request. stream marks a live stream, whose
	// duration is the member's visit rather than the server's latency.
	ObserveRequest(operation, method string, status int, elapsed time.Duration, stream bool)
	StreamOpened()
	StreamClosed()
}

// measure labels every request with its contract operation id ("searchMembers"), or the
// router's pattern for the few routes outside the contract ("/api/docs", "/*"). Raw paths
// carry member codes and photo ids: as labels they would make one series per member.
func measure(obs Observer, operations map[string]string) func(http.Handler) http.Handler {
	if obs == nil {
		return func(next http.Handler) http.Handler { return next }
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			mw := &meteredWriter{ResponseWriter: w, status: http.StatusOK}
			if r.Method == http.MethodGet && r.URL.Path == eventsPath {
				mw.onStream = obs.StreamOpened
			}
			defer func() {
				// A panic is answered 500 by recoverPanics further in; only http.ErrAbortHandler
				// gets here, and that request is gone, so it is not counted.
				if mw.streaming {
					obs.StreamClosed()
				}
			}()
			next.ServeHTTP(mw, r)
			obs.ObserveRequest(operationLabel(r, operations), r.Method, mw.status, time.Since(start), mw.streaming)
		})
	}
}

// operationIDs maps "METHOD /path/{template}" to the contract's operationId; chi's route
// patterns use the same templates, since the generated router registers the contract's paths.
func operationIDs(spec *openapi3.T) map[string]string {
	ids := map[string]string{}
	for path, item := range spec.Paths.Map() {
		for method, op := range item.Operations() {
			if id := op.OperationID; id != "" {
				// The generator hands over the spec with ids capitalised ("GetHealth"); the
				// labels keep the contract's own spelling ("getHealth").
				ids[method+" "+path] = strings.ToLower(id[:1]) + id[1:]
			}
		}
	}
	return ids
}

func operationLabel(r *http.Request, operations map[string]string) string {
	rctx := chi.RouteContext(r.Context())
	if rctx == nil {
		return "unmatched"
	}
	pattern := rctx.RoutePattern()
	if id, ok := operations[r.Method+" "+pattern]; ok {
		return id
	}
	switch {
	case pattern == "":
		return "unmatched"
	case pattern == "/*":
		return "spa"
	case strings.HasSuffix(pattern, "/*"):
		return "unknown_api" // an /api path the contract does not have
	}
	return pattern
}

// meteredWriter notes the status, and that a live stream began when it answers 200.
type meteredWriter struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
	onStream    func()
	streaming   bool
}

func (m *meteredWriter) WriteHeader(code int) {
	if !m.wroteHeader {
		m.status, m.wroteHeader = code, true
		if m.onStream != nil && code == http.StatusOK {
			m.streaming = true
			m.onStream()
		}
	}
	m.ResponseWriter.WriteHeader(code)
}

func (m *meteredWriter) Write(b []byte) (int, error) {
	if !m.wroteHeader {
		m.WriteHeader(http.StatusOK)
	}
	return m.ResponseWriter.Write(b)
}

// Flush lets server-sent events through.
func (m *meteredWriter) Flush() {
	if f, ok := m.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (m *meteredWriter) Unwrap() http.ResponseWriter { return m.ResponseWriter }
