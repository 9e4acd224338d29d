package metrics

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// poolCollector reads pgxpool.Stat at each scrape: the numbers are the pool's own, so there
// is nothing to keep in step between scrapes.
type poolCollector struct {
	pool  *pgxpool.Pool
	descs map[string]*prometheus.Desc
}

// poolStats are the pool's numbers under their metric names; gauges first, then counters.
var poolStats = []struct {
	name, help string
	counter    bool
	value      func(*pgxpool.Stat) float64
}{
	{"db_pool_connections_max", "Most connections the pool may open.", false, func(s *pgxpool.Stat) float64 { return float64(s.MaxConns()) }},
	{"db_pool_connections", "Connections open, in use or idle.", false, func(s *pgxpool.Stat) float64 { return float64(s.TotalConns()) }},
	{"db_pool_connections_acquired", "Connections in use by a query or transaction.", false, func(s *pgxpool.Stat) float64 { return float64(s.AcquiredConns()) }},
	{"db_pool_connections_idle", "Connections open and waiting for work.", false, func(s *pgxpool.Stat) float64 { return float64(s.IdleConns()) }},
	{"db_pool_connections_constructing", "Connections being opened.", false, func(s *pgxpool.Stat) float64 { return float64(s.ConstructingConns()) }},
	{"db_pool_acquires_total", "Connections handed out.", true, func(s *pgxpool.Stat) float64 { return float64(s.AcquireCount()) }},
	{"db_pool_acquire_wait_seconds_total", "Time spent waiting for a connection (rises when the pool is too small).", true, func(s *pgxpool.Stat) float64 { return s.AcquireDuration().Seconds() }},
	{"db_pool_empty_acquires_total", "Acquires that had to wait because no connection was idle.", true, func(s *pgxpool.Stat) float64 { return float64(s.EmptyAcquireCount()) }},
	{"db_pool_canceled_acquires_total", "Acquires given up by their caller (deadline or disconnect).", true, func(s *pgxpool.Stat) float64 { return float64(s.CanceledAcquireCount()) }},
	{"db_pool_connections_opened_total", "Connections opened since start (reconnects after an outage included).", true, func(s *pgxpool.Stat) float64 { return float64(s.NewConnsCount()) }},
}

// WatchPool exports the pool's statistics with label pool=name ("primary", "replica").
func (m *Metrics) WatchPool(name string, pool *pgxpool.Pool) error {
	c := &poolCollector{pool: pool, descs: map[string]*prometheus.Desc{}}
	for _, s := range poolStats {
		c.descs[s.name] = prometheus.NewDesc(namespace+"_"+s.name, s.help, nil, prometheus.Labels{"pool": name})
	}
	return m.registry.Register(c)
}

func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	st := c.pool.Stat()
	for _, s := range poolStats {
		kind := prometheus.GaugeValue
		if s.counter {
			kind = prometheus.CounterValue
		}
		ch <- prometheus.MustNewConstMetric(c.descs[s.name], kind, s.value(st))
	}
}
