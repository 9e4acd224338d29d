package postgres_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// The reads a member makes of their own history cost the same whether they have received ten
// messages and notifications or two thousand (docs/adr/0013-messaging.md, "Counters kept on
// write"). Latency on a shared machine says little; the buffers a query touches and the rows
// its plan handles are deterministic. Each read is run through the store, its SQL caught on
// the way out, and explained (ANALYZE, BUFFERS) with the generic plan production uses, for a
// member with a short history and one with a long one, in the same database.
func TestHistoryDoesNotSlowReads(t *testing.T) {
	if testing.Short() {
		t.Skip("grows a member's history to two thousand messages and notifications")
	}
	const grown = 2000 // unread messages and notifications of the long history
	const page = 5     // conversations asked for
	tracer := &lastQuery{}
	url := pgtest.NewDatabase(t, postgres.Migrate)
	pool, err := postgres.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	traced := tracedPool(t, url, tracer)
	ctx := t.Context()
	msgs, notes := postgres.NewMessageStore(traced), postgres.NewNotificationStore(traced)

	short, long := registerMember(t, pool, "female"), registerMember(t, pool, "female")
	send := func(from, to uuid.UUID, text string) messages.Message {
		m, err := postgres.NewMessageStore(pool).Send(ctx, from, to, text, testNow,
			func(p messages.Pair) error { return messages.MaySend(from, true, p) })
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	// Both members have more than a page of conversations (each with an unread message), the
	// same number, so both lists read a full page and the difference is the messages alone.
	const conversations = page + 1
	var longest messages.Message
	for range conversations {
		groom := registerMember(t, pool, "male")
		connect(t, pool, groom.AccountID, long.AccountID)
		longest = send(groom.AccountID, long.AccountID, "Namaskar")
		connect(t, pool, groom.AccountID, short.AccountID)
		send(groom.AccountID, short.AccountID, "Namaskar")
	}
	// Then the long history grows: two thousand unread messages in its newest conversation, and
	// two thousand notices.
	mustExec(t, pool, `INSERT INTO messages (id, conversation_id, sender_id, body, created_at)
		SELECT gen_random_uuid(), $1, $2, 'message ' || i, $3 FROM generate_series(1, $4) i`,
		longest.Conversation, longest.Sender, testNow, grown)
	mustExec(t, pool, `UPDATE conversations SET last_seq = (SELECT max(seq) FROM messages WHERE conversation_id = $1) WHERE id = $1`,
		longest.Conversation)
	for _, m := range []uuid.UUID{short.AccountID, long.AccountID} {
		n := 10
		if m == long.AccountID {
			n = grown
		}
		mustExec(t, pool, `INSERT INTO notifications (id, recipient_id, kind, subject, created_at)
			SELECT gen_random_uuid(), $1, 'verification_approved', 'photo', $2::timestamptz + i * interval '1 second'
			FROM generate_series(1, $3) i`, m, testNow, n)
	}
	mustExec(t, pool, `ANALYZE`)

	// The counters say what the rows say.
	if list, err := msgs.Conversations(ctx, long.AccountID, newest, page); err != nil || len(list) != page || list[0].Unread != grown+1 {
		t.Fatalf("the long history's newest conversation: %+v (%v); %d unread expected", list, err, grown+1)
	}
	if n, err := msgs.Unread(ctx, long.AccountID); err != nil || n != grown+conversations {
		t.Fatalf("unread messages %d (%v), want %d", n, err, grown+conversations)
	}
	// Each connection brought the long history a request too.
	if total, unread, err := notes.Counts(ctx, long.AccountID); err != nil || total != grown+conversations || unread != grown+conversations {
		t.Fatalf("notification counts %d/%d (%v), want %d of each", total, unread, err, grown+conversations)
	}

	reads := []struct {
		name string
		read func(me uuid.UUID) error
	}{
		{"conversation list", func(me uuid.UUID) error { _, err := msgs.Conversations(ctx, me, newest, page); return err }},
		{"unread messages", func(me uuid.UUID) error { _, err := msgs.Unread(ctx, me); return err }},
		{"notification page", func(me uuid.UUID) error {
			_, err := notes.Page(ctx, me, paging.Page{Number: 1, Limit: 4})
			return err
		}},
		{"notification counts", func(me uuid.UUID) error { _, _, err := notes.Counts(ctx, me); return err }},
	}
	for _, r := range reads {
		costs := map[string]planCost{}
		for who, me := range map[string]uuid.UUID{"short": short.AccountID, "long": long.AccountID} {
			if err := r.read(me); err != nil {
				t.Fatalf("%s: %v", r.name, err)
			}
			costs[who] = explain(t, pool, tracer.take())
		}
		t.Logf("%s: short history %d buffers %d rows, long history %d buffers %d rows", r.name,
			costs["short"].Buffers, costs["short"].Rows, costs["long"].Buffers, costs["long"].Rows)
		// A page of a deeper index may cost a block more; a read that walks the history costs
		// tens of blocks and thousands of rows more.
		if costs["long"].Buffers > costs["short"].Buffers+2 || costs["long"].Rows > costs["short"].Rows+2 {
			t.Errorf("%s grows with the member's history: %+v with two thousand, %+v with ten", r.name, costs["long"], costs["short"])
		}
	}

	// An erasure's cascades move the counters too: the groom of the grown conversation goes, and
	// with him his request's notification and his two thousand and one messages.
	mustExec(t, pool, `DELETE FROM accounts WHERE id = $1`, longest.Sender)
	if n, err := msgs.Unread(ctx, long.AccountID); err != nil || n != conversations-1 {
		t.Fatalf("unread messages after an erasure %d (%v), want %d", n, err, conversations-1)
	}
	if total, unread, err := notes.Counts(ctx, long.AccountID); err != nil || total != grown+conversations-1 || unread != total {
		t.Fatalf("notification counts after an erasure %d/%d (%v), want %d of each", total, unread, err, grown+conversations-1)
	}
}

func mustExec(t *testing.T, pool *pgxpool.Pool, sql string, args ...any) {
	t.Helper()
	if _, err := pool.Exec(t.Context(), sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// lastQuery keeps the last statement a pool sent, with its arguments.
type lastQuery struct {
	mu   sync.Mutex
	sql  string
	args []any
}

func (q *lastQuery) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.sql, q.args = d.SQL, d.Args
	return ctx
}

func (q *lastQuery) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

func (q *lastQuery) take() capturedQuery {
	q.mu.Lock()
	defer q.mu.Unlock()
	return capturedQuery{q.sql, q.args}
}

type capturedQuery struct {
	sql  string
	args []any
}

// tracedPool is a second pool on the test's database whose statements the tracer sees.
func tracedPool(t *testing.T, url string, tracer pgx.QueryTracer) *pgxpool.Pool {
	t.Helper()
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	cfg.ConnConfig.Tracer = tracer
	cfg.MaxConns = 1
	pool, err := pgxpool.NewWithConfig(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// planCost is what one execution touched: shared buffers (hit or read) and rows out of every
// plan node, summed.
type planCost struct {
	Buffers, Rows int
	Relations     map[string]bool // the tables and indexes the plan read
}

// explain runs the statement as the server does (prepared, generic plan: adapters/postgres/
// postgres.go) under EXPLAIN (ANALYZE, BUFFERS) and sums its plan.
func explain(t *testing.T, pool *pgxpool.Pool, q capturedQuery) planCost {
	t.Helper()
	ctx := t.Context()
	conn, err := pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	name := "explained_" + strings.ReplaceAll(uuid.NewString(), "-", "")
	if _, err := conn.Exec(ctx, "SET plan_cache_mode = force_generic_plan"); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, "PREPARE "+name+" AS "+q.sql); err != nil {
		t.Fatalf("prepare %s: %v", q.sql, err)
	}
	defer conn.Exec(context.Background(), "DEALLOCATE "+name) //nolint:errcheck // the connection is the test's
	literals := make([]string, len(q.args))
	for i, a := range q.args {
		switch v := a.(type) {
		case uuid.UUID:
			literals[i] = "'" + v.String() + "'"
		case int, int32, int64:
			literals[i] = fmt.Sprint(v)
		default:
			t.Fatalf("argument %d of %s: no literal for %T", i+1, q.sql, a)
		}
	}
	stmt := "EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE " + name
	if len(literals) > 0 {
		stmt += "(" + strings.Join(literals, ", ") + ")"
	}
	var out []struct{ Plan planNode }
	var raw []byte
	if err := conn.QueryRow(ctx, stmt).Scan(&raw); err != nil {
		t.Fatalf("%s: %v", stmt, err)
	}
	if err := json.Unmarshal(raw, &out); err != nil || len(out) != 1 {
		t.Fatalf("plan %s: %v", raw, err)
	}
	c := planCost{Relations: map[string]bool{}}
	out[0].Plan.sum(&c)
	// Buffers are counted inclusively: the top node's are the statement's.
	c.Buffers = out[0].Plan.SharedHit + out[0].Plan.SharedRead
	return c
}

type planNode struct {
	Relation   string     `json:"Relation Name"`
	Index      string     `json:"Index Name"`
	SharedHit  int        `json:"Shared Hit Blocks"`
	SharedRead int        `json:"Shared Read Blocks"`
	Rows       float64    `json:"Actual Rows"`
	Loops      float64    `json:"Actual Loops"`
	Plans      []planNode `json:"Plans"`
}

func (n planNode) sum(c *planCost) {
	c.Rows += int(n.Rows * n.Loops)
	for _, r := range []string{n.Relation, n.Index} {
		if r != "" {
			c.Relations[r] = true
		}
	}
	for _, p := range n.Plans {
		p.sum(c)
	}
}
