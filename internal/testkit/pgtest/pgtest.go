// Package pgtest gives integration tests a fresh PostgreSQL database each.
//
// The server is TEST_DATABASE_URL when set (`make test` sets it through cmd/withdb, so
// all packages share one cluster), otherwise a private ephemeral cluster that Run starts
// on first use and stops when the tests are done.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/pgcluster"
)

// EnvURL names the variable holding a URL of an existing server, as a role with CREATEDB.
const EnvURL = "TEST_DATABASE_URL"

var (
	ran atomic.Bool

	serverOnce sync.Once
	adminURL   *url.URL
	admin      *pgxpool.Pool
	cluster    *pgcluster.Cluster
	clusterDir string
	serverErr  error

	// Names carry the pid and a random tag: several test binaries share one server.
	prefix = fmt.Sprintf("pgtest_%d_%s", os.Getpid(), randomTag())
	seq    atomic.Int64

	templatesMu sync.Mutex
	templates   = map[uintptr]*template{}
)

type template struct {
	once sync.Once
	name string
	err  error
}

// Run is called from TestMain: func TestMain(m *testing.M) { pgtest.Run(m) }.
// It runs the tests, then drops this process's templates and stops the cluster it started.
func Run(m *testing.M) {
	ran.Store(true)
	code := m.Run()
	shutdown()
	os.Exit(code)
}

// NewDatabase creates an empty database that is dropped when the test ends, runs prepare
// (typically the migrations) on it unless prepare is nil, and returns its URL.
//
// prepare runs once per process per function: its result is kept as a template database
// and later calls clone it, which is much faster than migrating again. So prepare must
// depend on nothing but its arguments (closures of the same code must not capture
// different values), and must create nothing outside the database (such as roles).
func NewDatabase(t testing.TB, prepare func(ctx context.Context, url string) error) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if err := connectServer(); err != nil {
		if errors.Is(err, pgcluster.ErrNoBinaries) {
			const msg = "no PostgreSQL server binaries found: install PostgreSQL (e.g. apt-get install postgresql) or set " + EnvURL + " to a server where the user may CREATEDB"
			if os.Getenv("CI") == "" {
				t.Skipf("!!! SKIPPING %s: %s", t.Name(), msg)
			}
			t.Fatalf("pgtest: %s (CI is set, so this is a failure, not a skip)", msg)
		}
		t.Fatalf("pgtest: no PostgreSQL server: %v", err)
	}
	var from string
	if prepare != nil {
		tpl, err := templateFor(ctx, prepare)
		if err != nil {
			t.Fatalf("pgtest: %v", err)
		}
		from = tpl
	}
	name := fmt.Sprintf("%s_%d_%s", prefix, seq.Add(1), slug(t.Name()))
	if err := createDatabase(ctx, name, from); err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := dropDatabase(ctx, name); err != nil {
			t.Errorf("pgtest: %v", err)
		}
	})
	return databaseURL(name)
}

func connectServer() error {
	serverOnce.Do(func() { serverErr = startServer() })
	return serverErr
}

func startServer() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	raw := os.Getenv(EnvURL)
	if raw == "" {
		if !ran.Load() {
			return fmt.Errorf("set %s, or call pgtest.Run(m) from TestMain so that a private server can be started and stopped", EnvURL)
		}
		dir, err := pgcluster.MkdirTemp("reshimgathi-pgtest-")
		if err != nil {
			return err
		}
		clusterDir = dir
		if cluster, err = pgcluster.Start(ctx, pgcluster.Options{Dir: dir, Ephemeral: true}); err != nil {
			return err
		}
		raw = cluster.URL("postgres")
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return fmt.Errorf("%s must be a postgres:// URL", EnvURL)
	}
	adminURL = u
	cfg, err := pgxpool.ParseConfig(raw)
	if err != nil {
		return fmt.Errorf("%s: %w", EnvURL, err)
	}
	cfg.MaxConns = 4
	if admin, err = pgxpool.NewWithConfig(ctx, cfg); err != nil {
		return err
	}
	return admin.Ping(ctx)
}

// templateFor returns the template database made by prepare, making it on first use.
// Functions are told apart by their code pointer.
func templateFor(ctx context.Context, prepare func(context.Context, string) error) (string, error) {
	key := reflect.ValueOf(prepare).Pointer()
	templatesMu.Lock()
	tpl := templates[key]
	if tpl == nil {
		tpl = &template{name: fmt.Sprintf("%s_tpl%d", prefix, len(templates)+1)}
		templates[key] = tpl
	}
	templatesMu.Unlock()
	tpl.once.Do(func() {
		if tpl.err = createDatabase(ctx, tpl.name, ""); tpl.err != nil {
			return
		}
		if err := prepare(ctx, databaseURL(tpl.name)); err != nil {
			tpl.err = fmt.Errorf("prepare: %w", err)
			return
		}
		// CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template,
		// and prepare may have left a pool open, which would also reconnect.
		if _, tpl.err = admin.Exec(ctx, "ALTER DATABASE "+pgx.Identifier{tpl.name}.Sanitize()+" WITH ALLOW_CONNECTIONS false"); tpl.err != nil {
			return
		}
		_, tpl.err = admin.Exec(ctx, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", tpl.name)
	})
	return tpl.name, tpl.err
}

func createDatabase(ctx context.Context, name, template string) error {
	sql := "CREATE DATABASE " + pgx.Identifier{name}.Sanitize()
	if template != "" {
		sql += " TEMPLATE " + pgx.Identifier{template}.Sanitize()
	}
	if _, err := admin.Exec(ctx, sql); err != nil {
		return fmt.Errorf("%s: %w", sql, err)
	}
	return nil
}

// dropDatabase uses FORCE (PostgreSQL 13+) so that a pool the test forgot to close does
// not make the drop fail.
func dropDatabase(ctx context.Context, name string) error {
	sql := "DROP DATABASE IF EXISTS " + pgx.Identifier{name}.Sanitize() + " WITH (FORCE)"
	if _, err := admin.Exec(ctx, sql); err != nil {
		return fmt.Errorf("%s: %w", sql, err)
	}
	return nil
}

func databaseURL(name string) string {
	u := *adminURL
	u.Path, u.RawPath = "/"+name, ""
	return u.String()
}

func shutdown() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if admin != nil {
		// A shared server outlives us: leave it as we found it.
		for _, tpl := range templates {
			dropDatabase(ctx, tpl.name)
		}
		admin.Close()
	}
	if cluster != nil {
		if err := cluster.Stop(ctx); err != nil {
			fmt.Fprintln(os.Stderr, "pgtest:", err)
		}
	}
	if clusterDir != "" {
		os.RemoveAll(clusterDir)
	}
}

// slug keeps a readable hint of the test in the database name, within the 63-byte limit.
func slug(name string) string {
	s := strings.Map(func(r rune) rune {
		if r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return unicode.ToLower(r)
		}
		return '_'
	}, name)
	if len(s) > 24 {
		s = s[:24]
	}
	return s
}

func randomTag() string {
	b := make([]byte, 3)
	rand.Read(b)
	return hex.EncodeToString(b)
}
