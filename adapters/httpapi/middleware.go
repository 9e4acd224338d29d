package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"runtime/debug"
	"strings"
	"time"
)

type ctxKey int

const requestKey ctxKey = 0

// requestInfo is what observe records about a request, in one context value.
type requestInfo struct {
	id    string
	ip    netip.Addr
	https bool         // the client's connection is TLS (here, or at a trusted proxy)
	log   *slog.Logger // without the request id: loggerFrom adds it when something is logged
	// acceptEncoding is the request's Accept-Encoding, for a handler that keeps its answer
	// compressed already (GetMatches).
	acceptEncoding string
}

func requestFrom(ctx context.Context) requestInfo {
	info, _ := ctx.Value(requestKey).(requestInfo)
	return info
}

func requestIDFrom(ctx context.Context) string { return requestFrom(ctx).id }

func loggerFrom(ctx context.Context) *slog.Logger {
	if info := requestFrom(ctx); info.log != nil {
		return info.log.With(slog.String("request_id", info.id))
	}
	return slog.Default()
}

// ClientIP is the caller's address as far as the trusted proxies vouch for it.
func ClientIP(ctx context.Context) netip.Addr { return requestFrom(ctx).ip }

// observe gives every request an id, its real client IP, a logger carrying both, and one
// log line when it ends. It logs the path without the query: queries may carry personal data.
func observe(base *slog.Logger, trusted []netip.Prefix) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			info := requestInfo{id: newRequestID(), ip: clientIP(r, trusted), https: viaHTTPS(r, trusted), log: base,
				acceptEncoding: r.Header.Get("Accept-Encoding")}
			w.Header().Set("X-Request-Id", info.id)
			rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
			next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), requestKey, info)))
			// LogAttrs and no per-request child logger: this line is written for every request.
			base.LogAttrs(r.Context(), slog.LevelInfo, "request", slog.String("request_id", info.id),
				slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", rec.status),
				slog.Duration("duration", time.Since(start)), slog.String("client_ip", info.ip.String()))
		})
	}
}

func newRequestID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// clientIP trusts X-Forwarded-For only when the direct peer is a configured proxy, and then
// takes the right-most address that is not itself a trusted proxy: the left part is client-written.
// Every X-Forwarded-For line counts, in order (a proxy may add its own line rather than extend
// the last one), so the walk from the right covers all of them.
func clientIP(r *http.Request, trusted []netip.Prefix) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	peer = peer.Unmap()
	if !isTrusted(peer, trusted) {
		return peer
	}
	var hops []string
	for _, line := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(line, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		hop := strings.TrimSpace(hops[i])
		if hop == "" {
			continue // "a, , b" and empty lines say nothing
		}
		addr, err := netip.ParseAddr(hop)
		if err != nil {
			return peer // a hop we cannot read ends what the trusted chain vouches for
		}
		if addr = addr.Unmap(); !isTrusted(addr, trusted) {
			return addr
		}
	}
	return peer
}

// viaHTTPS reports whether the client reached us over TLS: directly, or as a trusted proxy says.
func viaHTTPS(r *http.Request, trusted []netip.Prefix) bool {
	if r.TLS != nil {
		return true
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	peer, err := netip.ParseAddr(host)
	return err == nil && isTrusted(peer.Unmap(), trusted) && strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}

func isTrusted(ip netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

type statusRecorder struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
}

func (s *statusRecorder) WriteHeader(code int) {
	if !s.wroteHeader {
		s.status, s.wroteHeader = code, true
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	s.wroteHeader = true
	return s.ResponseWriter.Write(b)
}

// Flush lets server-sent events through the recorder.
func (s *statusRecorder) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// recoverPanics turns a panic into a logged 500 problem; the stack goes to the log only.
func recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				loggerFrom(r.Context()).Error("panic", slog.String("panic", fmt.Sprint(v)),
					slog.String("stack", string(debug.Stack())))
				writeProblem(w, r, fmt.Errorf("panic: %v", v))
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// worker-src and manifest-src are named although default-src covers them: Razorpay's
// script-src (below) would otherwise be what a worker may be loaded from (docs/pwa.md).
const contentSecurityPolicy = "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; " +
	"base-uri 'none'; frame-ancestors 'none'; form-action 'self'; worker-src 'self'; manifest-src 'self'"

// razorpayCheckoutPolicy adds, only while Razorpay is configured, what its checkout needs: its
// script from checkout.razorpay.com, its payment frame and API calls on api.razorpay.com, and the
// telemetry it reports to lumberjack.razorpay.com (docs/adr/0012-payments.md).
const razorpayCheckoutPolicy = "; script-src 'self' https://checkout.razorpay.com" +
	"; frame-src https://api.razorpay.com https://checkout.razorpay.com" +
	"; connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com"

// secureHeaders sets the browser protections of docs/security.md 8 on every response.
func secureHeaders(razorpayCheckout bool) func(http.Handler) http.Handler {
	policy := contentSecurityPolicy
	if razorpayCheckout {
		policy += razorpayCheckoutPolicy
	}
	return func(next http.Handler) http.Handler { return securedBy(policy, next) }
}

func securedBy(policy string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", policy)
		h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		// The camera and microphone are for calls between connections (docs/calls.md), asked by
		// this origin's own pages only: no frame (Razorpay's included) may use them.
		h.Set("Permissions-Policy", "camera=(self), microphone=(self), geolocation=()")
		next.ServeHTTP(w, r)
	})
}

// apiDefaults applies to every /api request: a deadline, a body cap, and no caching unless
// a handler says a response is public.
func apiDefaults(timeout time.Duration, maxJSON, maxMultipart int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx, cancel := context.WithTimeout(r.Context(), timeout)
			if r.URL.Path == eventsPath {
				// A live stream lasts as long as the member stays; it ends with the connection.
				ctx, cancel = context.WithCancel(r.Context())
			}
			defer cancel()
			limit := maxJSON
			if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
				limit = maxMultipart
			}
			if r.ContentLength > limit {
				writeProblem(w, r, &http.MaxBytesError{Limit: limit})
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, limit)
			w.Header().Set("Cache-Control", "no-store")
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}
