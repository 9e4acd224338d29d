// Package metrics keeps the Prometheus metrics of one server instance: requests per
// operation, live streams, business events counted through app.Meter, the database pools and
// the Go runtime. They are served on their own listener (METRICS_ADDR), never on the public
// one; docs/operations.md lists every series and the queries that read them.
package metrics

import (
	"net/http"
	"regexp"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/reshimgathi/reshimgathi/app"
)

const namespace = "reshimgathi"

// Metrics is one registry and the instruments in it. A fresh registry per instance (not
// Prometheus's global one) lets tests run several servers in one process.
type Metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	streams  prometheus.Gauge
	events   *prometheus.CounterVec
}

var _ app.Meter = (*Metrics)(nil)

// latencyBuckets span what this API answers in: single-digit milliseconds for reads (the
// targets in docs/performance.md are p99 ≤ 10–30 ms) up to the argon2 logins (~50 ms) and
// the request deadline (15 s).
var latencyBuckets = []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 15}

// New makes the registry with the runtime and process collectors in it.
func New() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "http", Name: "requests_total",
			Help: "HTTP requests answered, by contract operation (or route pattern), method and status code.",
		}, []string{"operation", "method", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "http", Name: "request_duration_seconds",
			Help:    "Time to answer an HTTP request, by contract operation; live streams are left out.",
			Buckets: latencyBuckets,
		}, []string{"operation"}),
		streams: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: namespace, Name: "live_streams_open",
			Help: "Live notification streams (server-sent events) open on this instance.",
		}),
		events: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Name: "events_total",
			Help: "Business events (mail sent or failed; payments and messages as they come), by outcome.",
		}, []string{"event", "outcome"}),
	}
	m.registry.MustRegister(m.requests, m.duration, m.streams, m.events,
		// Besides the defaults, the heap live after the last collection (go_gc_heap_live_bytes):
		// the heap in use also holds the garbage between collections, which GOGC lets grow to
		// several times the live heap, so it cannot tell a leak from the collector's pacing.
		collectors.NewGoCollector(collectors.WithGoCollectorRuntimeMetrics(
			collectors.GoRuntimeMetricsRule{Matcher: regexp.MustCompile(`^/gc/heap/live:bytes$`)})),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	// Zero series from the start: rate() over a counter that appears only at its first
	// increment misses that increment, and dashboards show "0" instead of "no data".
	for _, outcome := range []string{"sent", "failed"} {
		m.events.WithLabelValues("mail", outcome)
	}
	return m
}

// Handler serves the registry in the Prometheus text (or OpenMetrics) format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry, EnableOpenMetrics: true})
}

// Register adds another collector (the database pools register themselves through WatchPool).
func (m *Metrics) Register(c prometheus.Collector) error { return m.registry.Register(c) }

// ObserveRequest records one answered request. operation must come from a bounded set (the
// contract's operation ids or the router's patterns), never from the raw path.
func (m *Metrics) ObserveRequest(operation, method string, status int, elapsed time.Duration, stream bool) {
	m.requests.WithLabelValues(operation, method, strconv.Itoa(status)).Inc()
	if !stream {
		m.duration.WithLabelValues(operation).Observe(elapsed.Seconds())
	}
}

func (m *Metrics) StreamOpened() { m.streams.Inc() }
func (m *Metrics) StreamClosed() { m.streams.Dec() }

// Count implements app.Meter.
func (m *Metrics) Count(event, outcome string) { m.events.WithLabelValues(event, outcome).Inc() }

// Server answers GET /metrics on addr; the caller starts it and shuts it down.
func (m *Metrics) Server(addr string) *http.Server {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	return &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second, WriteTimeout: 30 * time.Second}
}
