package postgres

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The LISTEN/NOTIFY channels: NotifyRecipient and AnnounceAccountChange write to them.
const (
	notificationChannel = "reshimgathi_notifications"
	accountChannel      = "reshimgathi_accounts"
)

// Events implements app.Events over PostgreSQL LISTEN/NOTIFY, so a notification stored by any
// server instance wakes the streams held by every instance.
type Events struct {
	pool     *pgxpool.Pool
	log      *slog.Logger
	accounts *AccountCache // evicted when an account changes on any instance; may be nil

	mu   sync.Mutex
	subs map[uuid.UUID]map[chan struct{}]struct{}
}

func NewEvents(pool *pgxpool.Pool, log *slog.Logger, accounts *AccountCache) *Events {
	return &Events{pool: pool, log: log, accounts: accounts, subs: map[uuid.UUID]map[chan struct{}]struct{}{}}
}

// Subscribe answers a channel that receives a value whenever something new is stored for
// account (wakes coalesce: a full channel already means "look again").
func (e *Events) Subscribe(account uuid.UUID) (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	e.mu.Lock()
	if e.subs[account] == nil {
		e.subs[account] = map[chan struct{}]struct{}{}
	}
	e.subs[account][ch] = struct{}{}
	e.mu.Unlock()
	return ch, func() {
		e.mu.Lock()
		delete(e.subs[account], ch)
		if len(e.subs[account]) == 0 {
			delete(e.subs, account)
		}
		e.mu.Unlock()
	}
}

func (e *Events) wake(account uuid.UUID) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for ch := range e.subs[account] {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

// wakeAll is used after a reconnect: anything may have been missed while the listener was down,
// and each stream catches up from its own position.
func (e *Events) wakeAll() {
	e.mu.Lock()
	accounts := make([]uuid.UUID, 0, len(e.subs))
	for a := range e.subs {
		accounts = append(accounts, a)
	}
	e.mu.Unlock()
	for _, a := range accounts {
		e.wake(a)
	}
}

// Run listens until ctx ends, reconnecting with a capped backoff when the database goes away.
func (e *Events) Run(ctx context.Context) {
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := e.listen(ctx)
		if ctx.Err() != nil {
			return
		}
		e.log.Warn("notification listener lost its connection", slog.String("error", errString(err)))
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 2*time.Second)
	}
}

func (e *Events) listen(ctx context.Context) error {
	conn, err := e.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "LISTEN "+notificationChannel+"; LISTEN "+accountChannel); err != nil {
		conn.Conn().Close(ctx) //nolint:errcheck // the connection is unusable either way
		return err
	}
	// The session is now LISTENing: destroy it on release rather than hand it to other queries.
	defer conn.Conn().Close(context.WithoutCancel(ctx)) //nolint:errcheck
	// Anything may have changed while no one was listening.
	if e.accounts != nil {
		e.accounts.ForgetAll()
	}
	e.wakeAll()
	for {
		n, err := conn.Conn().WaitForNotification(ctx)
		if err != nil {
			return err
		}
		id, err := uuid.Parse(n.Payload)
		switch {
		case err != nil:
		case n.Channel == accountChannel:
			if e.accounts != nil {
				e.accounts.Forget(id)
			}
			e.wake(id) // the account's open streams check their token again
		case n.Channel == notificationChannel:
			e.wake(id)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
