package postgres_test

import (
	"errors"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// newest is the cursor before everything.
const newest = math.MaxInt64

func TestMessageStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewMessageStore(pool)
	ctx := t.Context()
	// subscriber decides as app.Messaging does for a sender with an active subscription.
	subscriber := func(sender uuid.UUID) func(messages.Pair) error {
		return func(p messages.Pair) error { return messages.MaySend(sender, true, p) }
	}
	send := func(t *testing.T, from, to uuid.UUID, text string, at time.Time) messages.Message {
		t.Helper()
		m, err := store.Send(ctx, from, to, text, at, subscriber(from))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}

	t.Run("Send", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		if _, err := store.Send(ctx, groom.AccountID, bride.AccountID, "hello", testNow, subscriber(groom.AccountID)); !errors.Is(err, messages.ErrNotConnected) {
			t.Fatalf("before connecting: %v", err)
		}
		if c, ok, _ := store.ConversationWith(ctx, groom.AccountID, bride.AccountID); ok || c.Conversation.Exists() {
			t.Fatal("a refused message started a conversation")
		}
		connect(t, pool, groom.AccountID, bride.AccountID)
		first := send(t, groom.AccountID, bride.AccountID, "Namaskar", testNow)
		reply, err := store.Send(ctx, bride.AccountID, groom.AccountID, "Namaskar!", testNow.Add(time.Minute),
			func(p messages.Pair) error { return messages.MaySend(bride.AccountID, false, p) })
		if err != nil || reply.Conversation != first.Conversation || reply.Seq <= first.Seq {
			t.Fatalf("the reply %+v (%v) after %+v: one conversation, later position", reply, err, first)
		}
		got, _ := store.History(ctx, bride.AccountID, first.Conversation, newest, 10)
		if len(got) != 2 || got[0].Text != "Namaskar!" || got[1].Text != "Namaskar" || got[1].Sender != groom.AccountID {
			t.Fatalf("history %+v", got)
		}
	})

	t.Run("Send/both-first-messages-share-one-conversation", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, bride.AccountID, groom.AccountID)
		var wg sync.WaitGroup
		var mu sync.Mutex
		ids := map[uuid.UUID]bool{}
		for _, pair := range [][2]uuid.UUID{{bride.AccountID, groom.AccountID}, {groom.AccountID, bride.AccountID}} {
			wg.Go(func() {
				m, err := store.Send(ctx, pair[0], pair[1], "hi", testNow, subscriber(pair[0]))
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				ids[m.Conversation] = true
				mu.Unlock()
			})
		}
		wg.Wait()
		if len(ids) != 1 {
			t.Fatalf("%d conversations for one pair", len(ids))
		}
	})

	t.Run("Connected", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		if ok, err := store.Connected(ctx, bride.AccountID, groom.AccountID); err != nil || ok {
			t.Fatalf("strangers connected: %v (%v)", ok, err)
		}
		postgres.NewRequestStore(pool).Send(ctx, groom.AccountID, bride.AccountID, testNow)
		if ok, _ := store.Connected(ctx, bride.AccountID, groom.AccountID); ok {
			t.Fatal("a pending request connects")
		}
		postgres.NewRequestStore(pool).Decide(ctx, bride.AccountID, groom.AccountID, true, testNow)
		if ok, _ := store.Connected(ctx, bride.AccountID, groom.AccountID); !ok {
			t.Fatal("an accepted request does not connect")
		}
	})

	t.Run("Conversations", func(t *testing.T) {
		t.Parallel()
		groom := registerMember(t, pool, "male")
		var brides []uuid.UUID
		for i := range 3 {
			b := registerMember(t, pool, "female")
			connect(t, pool, groom.AccountID, b.AccountID)
			send(t, b.AccountID, groom.AccountID, "from bride", testNow.Add(time.Duration(i)*time.Minute))
			brides = append(brides, b.AccountID)
		}
		// The first bride writes again: her conversation is now the most recent.
		last := send(t, brides[0], groom.AccountID, "again", testNow.Add(time.Hour))
		page, err := store.Conversations(ctx, groom.AccountID, newest, 2)
		if err != nil || len(page) != 2 || page[0].Other.AccountID != brides[0] || page[1].Other.AccountID != brides[2] {
			t.Fatalf("page 1 %+v (%v)", page, err)
		}
		if page[0].Last.ID != last.ID || page[0].Last.Text != "again" || page[0].Unread != 2 || !page[0].Connected || page[0].Other.Code == "" {
			t.Fatalf("the newest conversation %+v", page[0])
		}
		rest, _ := store.Conversations(ctx, groom.AccountID, page[1].Last.Seq, 2)
		if len(rest) != 1 || rest[0].Other.AccountID != brides[1] {
			t.Fatalf("page 2 %+v", rest)
		}
		if others, _ := store.Conversations(ctx, uuid.New(), newest, 10); len(others) != 0 {
			t.Fatalf("a stranger lists %d conversations", len(others))
		}
	})

	t.Run("ConversationWith", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		if v, ok, err := store.ConversationWith(ctx, bride.AccountID, groom.AccountID); err != nil || ok || v.Other.AccountID != groom.AccountID {
			t.Fatalf("before writing: %+v %v (%v)", v, ok, err)
		}
		connect(t, pool, bride.AccountID, groom.AccountID)
		m := send(t, bride.AccountID, groom.AccountID, "hello", testNow)
		v, ok, err := store.ConversationWith(ctx, groom.AccountID, bride.AccountID)
		if err != nil || !ok || v.Conversation.ID != m.Conversation || v.Conversation.StartedBy != bride.AccountID || v.Unread != 1 || v.Last.Seq != m.Seq {
			t.Fatalf("after writing: %+v %v (%v)", v, ok, err)
		}
	})

	t.Run("Conversation", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, bride.AccountID, groom.AccountID)
		m := send(t, groom.AccountID, bride.AccountID, "hello", testNow)
		v, err := store.Conversation(ctx, bride.AccountID, m.Conversation)
		if err != nil || v.Other.AccountID != groom.AccountID || v.Unread != 1 {
			t.Fatalf("own conversation %+v (%v)", v, err)
		}
		outsider := registerMember(t, pool, "female")
		if _, err := store.Conversation(ctx, outsider.AccountID, m.Conversation); !errors.Is(err, messages.ErrConversationNotFound) {
			t.Fatalf("another member's conversation: %v", err)
		}
	})

	t.Run("History", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, bride.AccountID, groom.AccountID)
		var sent []messages.Message
		for i := range 5 {
			sent = append(sent, send(t, bride.AccountID, groom.AccountID, string(rune('a'+i)), testNow.Add(time.Duration(i)*time.Second)))
		}
		page, err := store.History(ctx, groom.AccountID, sent[0].Conversation, newest, 2)
		if err != nil || len(page) != 2 || page[0].ID != sent[4].ID || page[1].ID != sent[3].ID {
			t.Fatalf("newest page %+v (%v)", page, err)
		}
		older, _ := store.History(ctx, groom.AccountID, sent[0].Conversation, page[1].Seq, 10)
		if len(older) != 3 || older[0].ID != sent[2].ID || older[2].ID != sent[0].ID || older[2].Text != "a" {
			t.Fatalf("older page %+v", older)
		}
		outsider := registerMember(t, pool, "male")
		if got, _ := store.History(ctx, outsider.AccountID, sent[0].Conversation, newest, 10); len(got) != 0 {
			t.Fatalf("an outsider read %d messages", len(got))
		}
	})

	t.Run("MarkRead", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		connect(t, pool, bride.AccountID, groom.AccountID)
		first := send(t, bride.AccountID, groom.AccountID, "one", testNow)
		second := send(t, bride.AccountID, groom.AccountID, "two", testNow.Add(time.Second))
		if err := store.MarkRead(ctx, groom.AccountID, first.Conversation, second.ID, testNow); err != nil {
			t.Fatal(err)
		}
		v, _ := store.Conversation(ctx, groom.AccountID, first.Conversation)
		if v.Unread != 0 || v.ReadSeq != second.Seq {
			t.Fatalf("after reading: %+v", v)
		}
		// Never back: marking an older message leaves the marker where it is.
		if err := store.MarkRead(ctx, groom.AccountID, first.Conversation, first.ID, testNow); err != nil {
			t.Fatal(err)
		}
		if v, _ := store.Conversation(ctx, groom.AccountID, first.Conversation); v.ReadSeq != second.Seq {
			t.Fatalf("the marker moved back to %d", v.ReadSeq)
		}
		if mine, _ := store.Conversation(ctx, bride.AccountID, first.Conversation); mine.OtherReadSeq != second.Seq {
			t.Fatalf("the sender sees the other read up to %d", mine.OtherReadSeq)
		}
		if err := store.MarkRead(ctx, groom.AccountID, first.Conversation, uuid.New(), testNow); !errors.Is(err, messages.ErrMessageNotFound) {
			t.Fatalf("an unknown message: %v", err)
		}
		outsider := registerMember(t, pool, "male")
		if err := store.MarkRead(ctx, outsider.AccountID, first.Conversation, second.ID, testNow); !errors.Is(err, messages.ErrConversationNotFound) {
			t.Fatalf("another member's conversation: %v", err)
		}
	})

	t.Run("Unread", func(t *testing.T) {
		t.Parallel()
		groom := registerMember(t, pool, "male")
		var brides []uuid.UUID
		for range 2 {
			b := registerMember(t, pool, "female")
			brides = append(brides, b.AccountID)
			connect(t, pool, groom.AccountID, b.AccountID)
			send(t, b.AccountID, groom.AccountID, "one", testNow)
			send(t, b.AccountID, groom.AccountID, "two", testNow)
			send(t, groom.AccountID, b.AccountID, "mine", testNow) // one's own messages are not unread
		}
		if n, err := store.Unread(ctx, groom.AccountID); err != nil || n != 4 {
			t.Fatalf("unread %d (%v), want 4", n, err)
		}
		// A conversation hidden by a block (here both ways: one conversation, not two) does not
		// count while the block lasts, and counts again after it.
		for _, b := range [][2]uuid.UUID{{groom.AccountID, brides[0]}, {brides[0], groom.AccountID}} {
			if _, err := pool.Exec(ctx, `INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)`, b[0], b[1], testNow); err != nil {
				t.Fatal(err)
			}
		}
		if n, err := store.Unread(ctx, groom.AccountID); err != nil || n != 2 {
			t.Fatalf("unread %d (%v) with a block, want 2", n, err)
		}
		if _, err := pool.Exec(ctx, `DELETE FROM blocks WHERE $1 IN (blocker_id, blocked_id)`, groom.AccountID); err != nil {
			t.Fatal(err)
		}
		// A deleted message (the restore drill removes its own) is no longer waiting.
		if _, err := pool.Exec(ctx, `DELETE FROM messages WHERE sender_id = $1 AND body = 'one'`, brides[1]); err != nil {
			t.Fatal(err)
		}
		if n, err := store.Unread(ctx, groom.AccountID); err != nil || n != 3 {
			t.Fatalf("unread %d (%v) after the block and a deletion, want 3", n, err)
		}
	})
}
