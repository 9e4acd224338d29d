package journey

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// Kinds of acknowledged writes.
const (
	KindRegistration = "registrations"
	KindRequest      = "requests"
	KindAccept       = "accepts"
	KindMessage      = "messages"
	KindPayment      = "payments"
)

// Ledger holds every write the API acknowledged with a 2xx, by kind: an e-mail, "sender>receiver"
// member codes, a message's text (unique to the run), our payment id; with when its request
// was sent and when the answer came (a point-in-time restore is judged by them, cmd/restoredrill).
type Ledger struct {
	mu      sync.Mutex
	entries map[string][]Entry
}

// Entry is one acknowledged write. The database committed it between Began and Acked.
type Entry struct {
	Kind, Key    string
	Began, Acked time.Time
}

// Add records a write the API acknowledged now, whose request was sent at began.
func (l *Ledger) Add(kind, key string, began time.Time) {
	acked := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.entries == nil {
		l.entries = map[string][]Entry{}
	}
	l.entries[kind] = append(l.entries[kind], Entry{Kind: kind, Key: key, Began: began, Acked: acked})
}

// Entries is a copy of every entry, kind by kind in the ledger's order.
func (l *Ledger) Entries() []Entry {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []Entry
	for _, kind := range Kinds {
		out = append(out, l.entries[kind]...)
	}
	return out
}

// Kinds are the kinds of acknowledged writes, in the order reports list them.
var Kinds = []string{KindRegistration, KindRequest, KindAccept, KindMessage, KindPayment}

// Rows counts, for each entry, the rows the database at dbURL holds of it (1: there once,
// 0: lost, more: duplicated).
func Rows(ctx context.Context, dbURL string, entries []Entry) ([]int, error) {
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	out := make([]int, len(entries))
	for i, e := range entries {
		if err := conn.QueryRow(ctx, ledgerQueries[e.Kind], e.Key).Scan(&out[i]); err != nil {
			return nil, fmt.Errorf("ledger %s %q: %w", e.Kind, e.Key, err)
		}
	}
	return out, nil
}

// Counts is how many acknowledged writes of each kind the ledger holds.
func (l *Ledger) Counts() map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := map[string]int{}
	for k, v := range l.entries {
		out[k] = len(v)
	}
	return out
}

// The database must hold each acknowledged write exactly once. Each query counts the rows of
// one entry; anything but 1 is a lost (0) or duplicated (>1) write.
var ledgerQueries = map[string]string{
	KindRegistration: `SELECT count(*) FROM accounts a JOIN profiles p ON p.account_id = a.id WHERE a.email = $1`,
	KindRequest: `SELECT count(*) FROM connection_requests r JOIN profiles s ON s.account_id = r.sender_id
		JOIN profiles v ON v.account_id = r.receiver_id WHERE s.member_code = split_part($1, '>', 1)
		AND v.member_code = split_part($1, '>', 2) AND r.status IN ('pending', 'accepted')`,
	KindAccept: `SELECT count(*) FROM connection_requests r JOIN profiles s ON s.account_id = r.sender_id
		JOIN profiles v ON v.account_id = r.receiver_id WHERE s.member_code = split_part($1, '>', 1)
		AND v.member_code = split_part($1, '>', 2) AND r.status = 'accepted' AND r.decided_at IS NOT NULL`,
	KindMessage: `SELECT count(*) FROM messages WHERE body = $1`,
	KindPayment: `SELECT count(*) FROM payments p WHERE p.id = $1::uuid AND p.status = 'captured'
		AND (SELECT count(*) FROM payment_events e WHERE e.payment_id = p.id AND e.outcome = 'activated') <= 1`,
}

// Check is the ledger's verdict per kind.
type Check struct {
	Kind                    string
	Acknowledged, Lost, Dup int
	Examples                []string
}

// Verify checks every entry against the database at dbURL (the primary), and that no
// message of this run (acknowledged or not: nothing is retried) is stored twice.
func (l *Ledger) Verify(ctx context.Context, dbURL, runID string) ([]Check, error) {
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []Check
	for _, kind := range Kinds {
		c := Check{Kind: kind, Acknowledged: len(l.entries[kind])}
		for _, e := range l.entries[kind] {
			key := e.Key
			var n int
			if err := conn.QueryRow(ctx, ledgerQueries[kind], key).Scan(&n); err != nil {
				return nil, fmt.Errorf("ledger %s %q: %w", kind, key, err)
			}
			switch {
			case n == 0:
				c.Lost++
			case n > 1:
				c.Dup++
			}
			if n != 1 && len(c.Examples) < 3 {
				c.Examples = append(c.Examples, fmt.Sprintf("%s (%d rows)", key, n))
			}
		}
		if kind == KindMessage {
			var twice int
			if err := conn.QueryRow(ctx, `SELECT count(*) FROM (SELECT body FROM messages WHERE body LIKE $1
				GROUP BY body HAVING count(*) > 1) d`, "journey "+strings.ReplaceAll(runID, "%", "")+" %").Scan(&twice); err != nil {
				return nil, fmt.Errorf("ledger: duplicate messages: %w", err)
			}
			if twice > c.Dup {
				c.Dup = twice
			}
		}
		out = append(out, c)
	}
	return out, nil
}
