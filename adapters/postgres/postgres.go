// Package postgres implements the domain's persistence ports on sqlc-generated queries over pgx.
package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"runtime"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	pgxuuid "github.com/vgarvardt/pgx-google-uuid/v5"

	"github.com/reshimgathi/reshimgathi/db"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// StatementTimeout bounds every statement so a stuck query cannot hold a connection forever.
const StatementTimeout = 5 * time.Second

// Open connects a pool with the service's safety settings. It does not fail when the
// database is down: the pool reconnects by itself, so the API recovers without a restart.
func Open(ctx context.Context, url string) (*pgxpool.Pool, error) {
	return open(ctx, url, "DATABASE_URL", "reshimgathi", false)
}

// OpenReplica connects a pool to a read replica (DATABASE_REPLICA_URL). Its sessions are
// read-only even if the URL names a primary by mistake, and show as "reshimgathi-replica" in
// pg_stat_activity.
func OpenReplica(ctx context.Context, url string) (*pgxpool.Pool, error) {
	return open(ctx, url, "DATABASE_REPLICA_URL", "reshimgathi-replica", true)
}

func open(ctx context.Context, url, variable, appName string, readOnly bool) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: parse %s: %w", variable, err)
	}
	cfg.ConnConfig.RuntimeParams["statement_timeout"] = fmt.Sprint(StatementTimeout.Milliseconds())
	cfg.ConnConfig.RuntimeParams["application_name"] = appName
	if readOnly {
		cfg.ConnConfig.RuntimeParams["default_transaction_read_only"] = "on"
	}
	// Every statement is a prepared one of fixed shape (search has one per filter shape), so a
	// cached plan fits them all; forcing it skips planning each of the first five calls on every
	// connection and makes the plans the ones make bench explains.
	cfg.ConnConfig.RuntimeParams["plan_cache_mode"] = "force_generic_plan"
	cfg.ConnConfig.ConnectTimeout = 3 * time.Second
	if !strings.Contains(url, "pool_max_conns") {
		// A few connections per core keep PostgreSQL busy without queueing inside it; each also
		// plans and caches its own statements, so more would only repeat that work. One is held
		// by the notification listener.
		cfg.MaxConns = int32(max(8, 4*runtime.NumCPU()))
	}
	cfg.MaxConnIdleTime = 5 * time.Minute
	cfg.HealthCheckPeriod = 5 * time.Second
	cfg.AfterConnect = registerTypes
	return pgxpool.NewWithConfig(ctx, cfg)
}

// registerTypes teaches a connection github.com/google/uuid, the product's id type. Without it
// pgx sends a uuid.UUID through its driver.Valuer (a string), fails to write that string in the
// binary format, builds an error and tries again as text: on every uuid argument of every
// statement (5% of a profile view's server time, docs/performance.md).
func registerTypes(_ context.Context, conn *pgx.Conn) error {
	pgxuuid.Register(conn.TypeMap())
	return nil
}

// Migrate brings the schema up to date with the migrations embedded in the binary.
func Migrate(ctx context.Context, url string) error {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return fmt.Errorf("postgres: parse url: %w", err)
	}
	sqlDB := stdlib.OpenDB(*cfg)
	defer sqlDB.Close()
	return migrateDB(ctx, sqlDB)
}

func migrateDB(ctx context.Context, sqlDB *sql.DB) error {
	migrations, err := fs.Sub(db.Migrations, "migrations")
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(goose.DialectPostgres, sqlDB, migrations)
	if err != nil {
		return fmt.Errorf("postgres: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("postgres: migrate: %w", err)
	}
	return nil
}

// wrap turns driver errors into domain kinds: no rows → notFound, an unreachable or
// restarting database → errs.ErrUnavailable (answered 503), anything else stays internal.
func wrap(op string, err error, notFound error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) && notFound != nil {
		return notFound
	}
	if Unavailable(err) {
		return fmt.Errorf("%s: %w: %w", op, errs.ErrUnavailable, err)
	}
	return fmt.Errorf("%s: %w", op, err)
}

// Unavailable reports whether err means the database cannot be reached right now.
func Unavailable(err error) bool {
	var connErr *pgconn.ConnectError
	var netErr net.Error
	var pgErr *pgconn.PgError
	switch {
	case errors.As(err, &connErr), errors.As(err, &netErr), pgconn.Timeout(err), pgconn.SafeToRetry(err):
		return true
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF), errors.Is(err, pgconn.ErrConnClosed),
		errors.Is(err, net.ErrClosed):
		return true // the connection died under the query
	case errors.As(err, &pgErr):
		// Class 08 is connection exceptions; 57P01–57P03 are shutdown and start-up states.
		return pgErr.Code[:2] == "08" || pgErr.Code == "57P01" || pgErr.Code == "57P02" || pgErr.Code == "57P03"
	}
	return false
}

// uniqueViolation reports whether err broke the named unique constraint.
func uniqueViolation(err error, constraint string) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505" && (constraint == "" || pgErr.ConstraintName == constraint)
}
