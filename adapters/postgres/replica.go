package postgres

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// writesChannel carries "this account just changed something" between instances.
const writesChannel = "reshimgathi_writes"

// Defaults of ReadRouter (docs/adr/0014-read-replicas.md). A member's reads stay on the
// primary for WriterWindow after their last change; the replica is used only while it is
// less than MaxLag behind. With WriterWindow ≥ MaxLag + one lag check, a member whose window
// has passed reads from a replica that has already replayed their change.
const (
	DefaultMaxLag       = 5 * time.Second
	lagCheckEvery       = time.Second
	DefaultWriterWindow = DefaultMaxLag + 2*lagCheckEvery
)

// ReadRouter implements app.ReadRouting over a primary and a streaming replica.
type ReadRouter struct {
	primary, replica *pgxpool.Pool
	log              *slog.Logger
	MaxLag           time.Duration
	WriterWindow     time.Duration

	healthy atomic.Bool
	lagMS   atomic.Int64
	// usableFrom (unix ns) is one WriterWindow after the listener last (re)connected: notices
	// sent while no one listened are lost, so until then nobody's reads may go to the replica.
	usableFrom atomic.Int64

	mu     sync.Mutex
	recent map[uuid.UUID]time.Time // account → until when its reads stay on the primary
}

// NewReadRouter routes between the two pools; call Run to start watching the replica (until
// then every read goes to the primary).
func NewReadRouter(primary, replica *pgxpool.Pool, log *slog.Logger) *ReadRouter {
	return &ReadRouter{primary: primary, replica: replica, log: log, MaxLag: DefaultMaxLag,
		WriterWindow: DefaultWriterWindow, recent: map[uuid.UUID]time.Time{}}
}

// FromReplica implements app.ReadRouting.
func (r *ReadRouter) FromReplica(account uuid.UUID) bool {
	from := r.usableFrom.Load()
	if !r.healthy.Load() || from == 0 || time.Now().UnixNano() < from {
		return false
	}
	r.mu.Lock()
	until, ok := r.recent[account]
	r.mu.Unlock()
	return !ok || time.Now().After(until)
}

// Wrote implements app.ReadRouting: the account is marked here at once and on the other
// instances through NOTIFY, sent before the member's change is acknowledged.
func (r *ReadRouter) Wrote(ctx context.Context, account uuid.UUID) {
	r.mark(account)
	if _, err := r.primary.Exec(ctx, "SELECT pg_notify($1, $2)", writesChannel, account.String()); err != nil {
		r.log.Warn("write notice not sent", slog.String("error", err.Error()))
	}
}

func (r *ReadRouter) mark(account uuid.UUID) {
	until := time.Now().Add(r.WriterWindow)
	r.mu.Lock()
	r.recent[account] = until
	r.mu.Unlock()
}

// Run watches the replica's lag and listens for other instances' write notices until ctx ends.
func (r *ReadRouter) Run(ctx context.Context) {
	go r.listen(ctx)
	tick := time.NewTicker(lagCheckEvery)
	defer tick.Stop()
	for {
		r.checkLag(ctx)
		r.forgetOld()
		select {
		case <-ctx.Done():
			r.healthy.Store(false)
			return
		case <-tick.C:
		}
	}
}

// replicaLag is zero when the replica has replayed all it received (an idle primary writes
// nothing, and the age of the last replayed transaction would wrongly grow), else the age of
// the last replayed transaction. A server that is not in recovery is a primary: no lag.
const replicaLag = `SELECT CASE
	WHEN NOT pg_is_in_recovery() THEN 0
	WHEN pg_last_wal_receive_lsn() IS NOT NULL AND pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
	ELSE COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000, 1e9)
END::bigint`

func (r *ReadRouter) checkLag(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, lagCheckEvery)
	defer cancel()
	var ms int64
	err := r.replica.QueryRow(ctx, replicaLag).Scan(&ms)
	healthy := err == nil && time.Duration(ms)*time.Millisecond <= r.MaxLag
	if was := r.healthy.Swap(healthy); was != healthy {
		if healthy {
			r.log.Info("read replica in use", slog.Int64("lag_ms", ms))
		} else {
			r.log.Warn("read replica left out: reads go to the primary", slog.Int64("lag_ms", ms), slog.String("error", errString(err)))
		}
	}
	if err == nil {
		r.lagMS.Store(ms)
	}
}

func (r *ReadRouter) forgetOld() {
	now := time.Now()
	r.mu.Lock()
	for id, until := range r.recent {
		if now.After(until) {
			delete(r.recent, id)
		}
	}
	r.mu.Unlock()
}

// listen keeps a dedicated connection (outside the pool, which stays whole for queries) on
// the writes channel, reconnecting with a capped backoff.
func (r *ReadRouter) listen(ctx context.Context) {
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := r.listenOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		r.log.Warn("write-notice listener lost its connection", slog.String("error", errString(err)))
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 2*time.Second)
	}
}

func (r *ReadRouter) listenOnce(ctx context.Context) error {
	conn, err := pgx.ConnectConfig(ctx, r.primary.Config().ConnConfig.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx)) //nolint:errcheck
	if _, err := conn.Exec(ctx, "LISTEN "+writesChannel); err != nil {
		return err
	}
	r.usableFrom.Store(time.Now().Add(r.WriterWindow).UnixNano())
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if id, err := uuid.Parse(n.Payload); err == nil {
			r.mark(id)
		} else {
			r.log.Warn("bad write notice", slog.String("error", err.Error()))
		}
	}
}
