package httpapi_test

import (
	"context"
	"io"
	"net"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// dbSwitch forwards TCP to PostgreSQL (over TCP or its Unix socket, as the database's URL
// says) and can cut the database off (refusing new connections and severing open ones) and
// bring it back, like an outage would.
type dbSwitch struct {
	ln              net.Listener
	network, target string
	mu              sync.Mutex
	down            bool
	conns           map[net.Conn]struct{}
}

// newDBSwitch starts a switch in front of the database at databaseURL and answers the URL
// that reaches the database through it.
func newDBSwitch(t *testing.T, databaseURL string) (*dbSwitch, string) {
	t.Helper()
	cfg, err := pgconn.ParseConfig(databaseURL)
	if err != nil {
		t.Fatal(err)
	}
	network, target := "tcp", net.JoinHostPort(cfg.Host, strconv.Itoa(int(cfg.Port)))
	if strings.HasPrefix(cfg.Host, "/") {
		network, target = "unix", filepath.Join(cfg.Host, ".s.PGSQL."+strconv.Itoa(int(cfg.Port)))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &dbSwitch{ln: ln, network: network, target: target, conns: map[net.Conn]struct{}{}}
	t.Cleanup(func() { ln.Close(); s.setDown(true) })
	go s.serve()
	u, err := url.Parse(databaseURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Del("host")
	q.Del("port")
	u.Host, u.RawQuery = ln.Addr().String(), q.Encode()
	return s, u.String()
}

func (s *dbSwitch) serve() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		down := s.down
		s.mu.Unlock()
		if down {
			c.Close()
			continue
		}
		up, err := net.Dial(s.network, s.target)
		if err != nil {
			c.Close()
			continue
		}
		s.track(c, up)
		go func() { _, _ = io.Copy(up, c); up.Close() }()
		go func() { _, _ = io.Copy(c, up); c.Close() }()
	}
}

func (s *dbSwitch) track(cs ...net.Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range cs {
		s.conns[c] = struct{}{}
	}
}

func (s *dbSwitch) setDown(down bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.down = down
	if down {
		for c := range s.conns {
			c.Close()
		}
		s.conns = map[net.Conn]struct{}{}
	}
}

func TestDatabaseOutage(t *testing.T) {
	sw, switched := newDBSwitch(t, pgtest.NewDatabase(t, postgres.Migrate))
	e := newEnvOn(t, switched)
	ctx := context.Background()
	if r, _ := e.client.ListPlansWithResponse(ctx); r.StatusCode() != 200 {
		t.Fatalf("before: %d", r.StatusCode())
	}

	sw.setDown(true)
	t.Run("outage-503-not-500", func(t *testing.T) {
		for i := 0; i < 3; i++ {
			r, _ := e.client.ListPlansWithResponse(ctx)
			if r.StatusCode() != 503 || r.ApplicationproblemJSON503 == nil || r.ApplicationproblemJSON503.Code != "unavailable" {
				t.Fatalf("plans during outage: %d %s", r.StatusCode(), r.Body)
			}
		}
		if r, _ := e.client.GetReadyWithResponse(ctx); r.StatusCode() != 503 {
			t.Fatalf("ready during outage: %d", r.StatusCode())
		}
		c, _ := e.client.SubmitContactWithResponse(ctx, apiclient.ContactSubmission{Name: "Asha", Email: "outage@example.in",
			Phone: "9822012345", Gender: "female", Message: "Written during the outage"})
		if c.StatusCode() != 503 {
			t.Fatalf("write during outage: %d", c.StatusCode())
		}
	})

	sw.setDown(false)
	t.Run("recovers-within-5s-without-restart", func(t *testing.T) {
		deadline := time.Now().Add(5 * time.Second)
		for {
			r, _ := e.client.ListPlansWithResponse(ctx)
			if r.StatusCode() == 200 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("still %d five seconds after the database came back", r.StatusCode())
			}
			time.Sleep(100 * time.Millisecond)
		}
		var n int
		if err := e.pool.QueryRow(ctx, "SELECT count(*) FROM contact_messages WHERE email = 'outage@example.in'").Scan(&n); err != nil || n != 0 {
			t.Fatalf("a write from the outage surfaced: %v %d", err, n)
		}
	})
}
