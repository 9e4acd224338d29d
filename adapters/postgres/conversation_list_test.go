package postgres_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// A conversation list entry is read from the member's own row and the other member's card
// (docs/adr/0022-conversation-list-rows.md): what the row carries follows every write that
// changes it, and the list's plan reads neither the conversations nor the messages.
func TestConversationListEntriesFollowTheirWrites(t *testing.T) {
	url := pgtest.NewDatabase(t, postgres.Migrate)
	pool, err := postgres.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	tracer := &lastQuery{}
	traced := tracedPool(t, url, tracer)
	ctx := t.Context()
	store := postgres.NewMessageStore(pool)
	send := func(from, to uuid.UUID, text string, at time.Time) messages.Message {
		m, err := store.Send(ctx, from, to, text, at, func(p messages.Pair) error { return messages.MaySend(from, true, p) })
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	entry := func(me uuid.UUID) (postgresEntry, bool) {
		list, err := postgres.NewMessageStore(traced).Conversations(ctx, me, newest, 20)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) == 0 {
			return postgresEntry{}, false
		}
		v := list[0]
		return postgresEntry{startedBy: v.Conversation.StartedBy, startedAt: v.Conversation.StartedAt, last: v.Last.Text,
			lastID: v.Last.ID, lastSender: v.Last.Sender, lastSeq: v.Last.Seq, otherRead: v.OtherReadSeq, unread: v.Unread}, true
	}

	bride, groom := couple(t, pool)
	connect(t, pool, bride.AccountID, groom.AccountID)
	first := send(groom.AccountID, bride.AccountID, "Namaskar", testNow)
	second := send(bride.AccountID, groom.AccountID, "Namaskar, shall we talk on Sunday?", testNow.Add(time.Minute))

	for _, me := range []uuid.UUID{bride.AccountID, groom.AccountID} {
		e, ok := entry(me)
		if !ok || e.startedBy != groom.AccountID || !e.startedAt.Equal(testNow) || e.last != second.Text ||
			e.lastID != second.ID || e.lastSender != bride.AccountID || e.lastSeq != second.Seq || e.otherRead != 0 {
			t.Fatalf("entry of %v: %+v (%v)", me, e, ok)
		}
	}
	if e, _ := entry(groom.AccountID); e.unread != 1 {
		t.Fatalf("the groom has %d unread, want 1", e.unread)
	}

	// The groom reads the bride's message: the bride's entry shows how far he read.
	if err := store.MarkRead(ctx, groom.AccountID, first.Conversation, second.ID, testNow.Add(2*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if e, _ := entry(bride.AccountID); e.otherRead != second.Seq {
		t.Fatalf("the bride sees the groom read up to %d, want %d", e.otherRead, second.Seq)
	}
	if e, _ := entry(groom.AccountID); e.unread != 0 || e.otherRead != 0 {
		t.Fatalf("the groom's own entry after reading: %+v", e)
	}

	// The list's plan reads the member's rows, the card and the pair checks, nothing else.
	plan := explain(t, pool, tracer.take())
	for _, table := range []string{"messages", "conversations"} {
		if plan.Relations[table] {
			t.Errorf("the conversation list reads %s: %v", table, plan.Relations)
		}
	}

	// A deleted newest message (the restore drill removes its own) takes the entry off the list,
	// as the join on the message did; an older one stays the history's business.
	mustExec(t, pool, `DELETE FROM messages WHERE id = $1`, second.ID)
	if e, ok := entry(bride.AccountID); ok {
		t.Fatalf("the entry still shows a deleted message: %+v", e)
	}
	third := send(groom.AccountID, bride.AccountID, "Sunday at ten?", testNow.Add(3*time.Minute))
	if e, ok := entry(bride.AccountID); !ok || e.lastID != third.ID || e.unread != 2 {
		t.Fatalf("after a new message: %+v (%v), want %v with 2 unread", e, ok, third.ID)
	}
}

type postgresEntry struct {
	startedBy, lastID, lastSender uuid.UUID
	startedAt                     time.Time
	last                          string
	lastSeq, otherRead            int64
	unread                        int
}
