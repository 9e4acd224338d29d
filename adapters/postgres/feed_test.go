package postgres_test

import (
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

func TestFeedStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewFeedStore(pool)
	msgs := postgres.NewMessageStore(pool)
	ctx := t.Context()
	anyone := func(messages.Pair) error { return nil }

	t.Run("Head", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		if st, err := store.Head(ctx, bride.AccountID); err != nil || st.Head != 0 || st.Unread != 0 || st.UnreadMessages != 0 {
			t.Fatalf("an empty stream %+v (%v)", st, err)
		}
		connect(t, pool, groom.AccountID, bride.AccountID) // a request received: one notification
		m, err := msgs.Send(ctx, groom.AccountID, bride.AccountID, "hello", testNow, anyone)
		if err != nil {
			t.Fatal(err)
		}
		st, err := store.Head(ctx, bride.AccountID)
		if err != nil || st.Head != m.Seq || st.Unread != 1 || st.UnreadMessages != 1 {
			t.Fatalf("head %+v (%v), want the message's position %d and one of each unread", st, err, m.Seq)
		}
	})

	t.Run("After", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		start, _ := store.Head(ctx, bride.AccountID)
		connect(t, pool, groom.AccountID, bride.AccountID)
		first, _ := msgs.Send(ctx, groom.AccountID, bride.AccountID, "one", testNow, anyone)
		second, _ := msgs.Send(ctx, groom.AccountID, bride.AccountID, "two", testNow.Add(time.Second), anyone)
		mine, _ := msgs.Send(ctx, bride.AccountID, groom.AccountID, "mine", testNow.Add(2*time.Second), anyone)
		if err := msgs.MarkRead(ctx, groom.AccountID, first.Conversation, mine.ID, testNow.Add(3*time.Second)); err != nil {
			t.Fatal(err)
		}
		f, err := store.After(ctx, bride.AccountID, start.Head, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Notifications) != 1 || f.Notifications[0].ActorCode != groom.Code {
			t.Fatalf("notifications %+v", f.Notifications)
		}
		// Her own message counts too: her other devices show it.
		if len(f.Messages) != 3 || f.Messages[0].ID != first.ID || f.Messages[2].ID != mine.ID || f.Messages[0].SenderCode != groom.Code {
			t.Fatalf("messages %+v, oldest first", f.Messages)
		}
		if len(f.Reads) != 1 || f.Reads[0].Reader != groom.AccountID || f.Reads[0].UpTo != mine.ID || f.Reads[0].Pos <= mine.Seq {
			t.Fatalf("reads %+v", f.Reads)
		}
		if f.UnreadMessages != 2 || f.Unread != 1 {
			t.Fatalf("counts %+v", f.StreamState)
		}
		// Resuming after a position answers only what is later, cut at the limit.
		later, _ := store.After(ctx, bride.AccountID, first.Seq, 1)
		if len(later.Messages) != 1 || later.Messages[0].ID != second.ID || len(later.Notifications) != 0 {
			t.Fatalf("after the first message: %+v", later)
		}
		if stranger, _ := store.After(ctx, registerMember(t, pool, "male").AccountID, 0, 10); len(stranger.Messages)+len(stranger.Notifications)+len(stranger.Reads) != 0 {
			t.Fatalf("a stranger's stream carries %+v", stranger)
		}
	})
}
