package httpapi

import (
	"context"
	"mime"
	"net/http"
	"strings"
)

// headAsGet answers HEAD for every GET operation under /api/ (a load balancer's or a monitor's
// `HEAD /api/health`): the request runs as the GET it mirrors, with the same status and headers,
// and no body. The contract declares GETs only; the request is checked and authorised as that
// GET. A GET that streams (the live events) is cut off once its headers are out: a HEAD asks for
// nothing more. Paths outside /api/ (the SPA, its assets) answer HEAD themselves.
func headAsGet(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodHead || !strings.HasPrefix(r.URL.Path, "/api/") {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		get := r.Clone(ctx)
		get.Method = http.MethodGet
		next.ServeHTTP(&headWriter{ResponseWriter: w, cancel: cancel}, get)
	})
}

// headWriter passes status and headers on and drops the body.
type headWriter struct {
	http.ResponseWriter
	cancel  context.CancelFunc
	written bool
}

func (h *headWriter) WriteHeader(status int) {
	if h.written {
		return
	}
	h.written = true
	h.ResponseWriter.WriteHeader(status)
	if ctype, _, _ := mime.ParseMediaType(h.Header().Get("Content-Type")); ctype == "text/event-stream" {
		h.cancel()
	}
}

func (h *headWriter) Write(p []byte) (int, error) {
	if !h.written {
		h.WriteHeader(http.StatusOK)
	}
	return len(p), nil
}

// Flush sends the headers (a streaming handler flushes them before its first event).
func (h *headWriter) Flush() {
	if !h.written {
		h.WriteHeader(http.StatusOK)
	}
	if f, ok := h.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (h *headWriter) Unwrap() http.ResponseWriter { return h.ResponseWriter }
