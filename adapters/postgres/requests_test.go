package postgres_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

func TestRequestStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewRequestStore(pool)
	notes := postgres.NewNotificationStore(pool)
	ctx := t.Context()
	page := paging.Page{Number: 1, Limit: 10}

	t.Run("Send", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		r, err := store.Send(ctx, groom.AccountID, bride.AccountID, testNow)
		if err != nil || r.Status != requests.Pending || r.Sender != groom.AccountID || r.Receiver != bride.AccountID {
			t.Fatalf("sent %+v (%v)", r, err)
		}
		got, err := notes.Page(ctx, bride.AccountID, page)
		if err != nil || len(got) != 1 || got[0].Kind != notifications.RequestReceived || got[0].ActorCode != groom.Code || got[0].RequestID != r.ID {
			t.Fatalf("the receiver's notification %+v (%v)", got, err)
		}
		// Sending again, even the other way round, keeps the pending request and notifies no one.
		again, err := store.Send(ctx, bride.AccountID, groom.AccountID, testNow.Add(time.Minute))
		if err != nil || again.ID != r.ID || again.Sender != groom.AccountID {
			t.Fatalf("the pair's request sent back: %+v (%v)", again, err)
		}
		if total, _, _ := notes.Counts(ctx, groom.AccountID); total != 0 {
			t.Fatalf("a kept request notified: %d", total)
		}
	})

	t.Run("Send/after-a-decline", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		r, _ := store.Send(ctx, groom.AccountID, bride.AccountID, testNow)
		if err := store.Decide(ctx, bride.AccountID, groom.AccountID, false, testNow); err != nil {
			t.Fatal(err)
		}
		if _, err := store.Send(ctx, groom.AccountID, bride.AccountID, testNow.Add(time.Hour)); !errors.Is(err, requests.ErrDeclined) {
			t.Fatalf("the declined sender again: %v", err)
		}
		// The one who declined may change their mind: the same request reopens from them.
		back, err := store.Send(ctx, bride.AccountID, groom.AccountID, testNow.Add(time.Hour))
		if err != nil || back.ID != r.ID || back.Sender != bride.AccountID || back.Status != requests.Pending {
			t.Fatalf("reopened %+v (%v)", back, err)
		}
		if cards, n, _ := store.Received(ctx, groom.AccountID, page); n != 1 || cards[0].Code != bride.Code {
			t.Fatalf("the reopened request is not with its new receiver: %d %+v", n, cards)
		}
	})

	t.Run("Decide", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		if err := store.Decide(ctx, bride.AccountID, groom.AccountID, true, testNow); !errors.Is(err, requests.ErrNoPending) {
			t.Fatalf("nothing to decide: %v", err)
		}
		store.Send(ctx, groom.AccountID, bride.AccountID, testNow)
		if err := store.Decide(ctx, groom.AccountID, bride.AccountID, true, testNow); !errors.Is(err, requests.ErrNoPending) {
			t.Fatalf("the sender deciding their own request: %v", err)
		}
		if err := store.Decide(ctx, bride.AccountID, groom.AccountID, true, testNow.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if err := store.Decide(ctx, bride.AccountID, groom.AccountID, false, testNow.Add(time.Minute)); !errors.Is(err, requests.ErrAnswered) {
			t.Fatalf("deciding twice: %v", err)
		}
		got, _ := notes.Page(ctx, groom.AccountID, page)
		if len(got) != 1 || got[0].Kind != notifications.RequestAccepted || got[0].ActorCode != bride.Code {
			t.Fatalf("the sender's notification %+v", got)
		}
	})

	t.Run("Withdraw", func(t *testing.T) {
		t.Parallel()
		bride, groom := couple(t, pool)
		if err := store.Withdraw(ctx, groom.AccountID, bride.AccountID, testNow); !errors.Is(err, requests.ErrNoSentPending) {
			t.Fatalf("nothing to withdraw: %v", err)
		}
		r, _ := store.Send(ctx, groom.AccountID, bride.AccountID, testNow)
		if err := store.Withdraw(ctx, groom.AccountID, bride.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		if _, n, _ := store.Received(ctx, bride.AccountID, page); n != 0 {
			t.Fatalf("a withdrawn request is still received: %d", n)
		}
		if err := store.Decide(ctx, bride.AccountID, groom.AccountID, true, testNow); !errors.Is(err, requests.ErrNoPending) {
			t.Fatalf("accepting a withdrawn request: %v", err)
		}
		again, err := store.Send(ctx, groom.AccountID, bride.AccountID, testNow.Add(time.Hour))
		if err != nil || again.ID != r.ID || again.Status != requests.Pending {
			t.Fatalf("sending after a withdrawal: %+v (%v)", again, err)
		}
	})

	t.Run("Received", func(t *testing.T) {
		t.Parallel()
		bride := registerMember(t, pool, "female")
		first, second, third := registerMember(t, pool, "male"), registerMember(t, pool, "male"), registerMember(t, pool, "male")
		for i, sender := range []uuid.UUID{first.AccountID, second.AccountID, third.AccountID} {
			if _, err := store.Send(ctx, sender, bride.AccountID, testNow.Add(time.Duration(i)*time.Minute)); err != nil {
				t.Fatal(err)
			}
		}
		cards, n, err := store.Received(ctx, bride.AccountID, paging.Page{Number: 1, Limit: 2})
		if err != nil || n != 3 || len(cards) != 2 || cards[0].Code != third.Code || cards[1].Code != second.Code ||
			cards[0].Request.Direction != "received" || cards[0].FullName != third.FullName {
			t.Fatalf("page 1: %d %+v (%v), newest first", n, cards, err)
		}
		if cards, _, _ := store.Received(ctx, bride.AccountID, paging.Page{Number: 2, Limit: 2}); len(cards) != 1 || cards[0].Code != first.Code {
			t.Fatalf("page 2: %+v", cards)
		}
		// A suspended sender's request is not shown.
		suspend(t, pool, third.AccountID)
		if cards, n, _ := store.Received(ctx, bride.AccountID, page); n != 2 || len(cards) != 2 || cards[0].Code != second.Code {
			t.Fatalf("after a suspension: %d %+v", n, cards)
		}
	})

	t.Run("Connections", func(t *testing.T) {
		t.Parallel()
		groom := registerMember(t, pool, "male")
		a, b, pending := registerMember(t, pool, "female"), registerMember(t, pool, "female"), registerMember(t, pool, "female")
		store.Send(ctx, groom.AccountID, a.AccountID, testNow)
		store.Send(ctx, b.AccountID, groom.AccountID, testNow)
		store.Send(ctx, groom.AccountID, pending.AccountID, testNow)
		if err := store.Decide(ctx, a.AccountID, groom.AccountID, true, testNow.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if err := store.Decide(ctx, groom.AccountID, b.AccountID, true, testNow.Add(2*time.Minute)); err != nil {
			t.Fatal(err)
		}
		cards, n, err := store.Connections(ctx, groom.AccountID, page)
		if err != nil || n != 2 || len(cards) != 2 || cards[0].Code != b.Code || cards[1].Code != a.Code ||
			!cards[0].At.Equal(testNow.Add(2*time.Minute)) {
			t.Fatalf("connections %d %+v (%v), latest accepted first, either direction", n, cards, err)
		}
		if _, n, _ := store.Connections(ctx, a.AccountID, page); n != 1 {
			t.Fatalf("the other side sees %d connections", n)
		}
		suspend(t, pool, b.AccountID)
		if cards, n, _ := store.Connections(ctx, groom.AccountID, page); n != 1 || cards[0].Code != a.Code {
			t.Fatalf("a suspended connection is listed: %d %+v", n, cards)
		}
	})

	t.Run("Sent", func(t *testing.T) {
		t.Parallel()
		groom := registerMember(t, pool, "male")
		first, second, third := registerMember(t, pool, "female"), registerMember(t, pool, "female"), registerMember(t, pool, "female")
		accepted, withdrawn := registerMember(t, pool, "female"), registerMember(t, pool, "female")
		for i, receiver := range []uuid.UUID{first.AccountID, second.AccountID, third.AccountID, accepted.AccountID, withdrawn.AccountID} {
			if _, err := store.Send(ctx, groom.AccountID, receiver, testNow.Add(time.Duration(i)*time.Minute)); err != nil {
				t.Fatal(err)
			}
		}
		store.Decide(ctx, accepted.AccountID, groom.AccountID, true, testNow.Add(time.Hour))
		store.Withdraw(ctx, groom.AccountID, withdrawn.AccountID, testNow.Add(time.Hour))
		// A request received is not one sent.
		store.Send(ctx, registerMember(t, pool, "female").AccountID, groom.AccountID, testNow)
		cards, n, err := store.Sent(ctx, groom.AccountID, paging.Page{Number: 1, Limit: 2})
		if err != nil || n != 3 || len(cards) != 2 || cards[0].Code != third.Code || cards[1].Code != second.Code ||
			cards[0].Request.Direction != "sent" || cards[0].Request.State != string(requests.Pending) ||
			cards[0].FullName != third.FullName || !cards[0].At.Equal(testNow.Add(2*time.Minute)) {
			t.Fatalf("page 1: %d %+v (%v), the pending ones newest first", n, cards, err)
		}
		if cards, _, _ := store.Sent(ctx, groom.AccountID, paging.Page{Number: 2, Limit: 2}); len(cards) != 1 || cards[0].Code != first.Code {
			t.Fatalf("page 2: %+v", cards)
		}
		// A request to a member since suspended is not shown.
		suspend(t, pool, third.AccountID)
		if cards, n, _ := store.Sent(ctx, groom.AccountID, page); n != 2 || len(cards) != 2 || cards[0].Code != second.Code {
			t.Fatalf("after a suspension: %d %+v", n, cards)
		}
	})

	t.Run("Summary", func(t *testing.T) {
		t.Parallel()
		me := registerMember(t, pool, "female")
		if got, err := store.Summary(ctx, me.AccountID); err != nil || got != (app.MemberSummary{}) {
			t.Fatalf("a new member: %+v (%v)", got, err)
		}
		waiting1, waiting2, sentTo, friend := registerMember(t, pool, "male"), registerMember(t, pool, "male"),
			registerMember(t, pool, "male"), registerMember(t, pool, "male")
		store.Send(ctx, waiting1.AccountID, me.AccountID, testNow)
		store.Send(ctx, waiting2.AccountID, me.AccountID, testNow)
		store.Send(ctx, me.AccountID, sentTo.AccountID, testNow)
		connect(t, pool, me.AccountID, friend.AccountID) // tells me of the acceptance
		msgs := postgres.NewMessageStore(pool)
		anyone := func(messages.Pair) error { return nil }
		for i := range 2 {
			if _, err := msgs.Send(ctx, friend.AccountID, me.AccountID, "hello", testNow.Add(time.Duration(i)*time.Second), anyone); err != nil {
				t.Fatal(err)
			}
		}
		msgs.Send(ctx, me.AccountID, friend.AccountID, "mine: not unread for me", testNow.Add(time.Minute), anyone)
		saveSearch(t, pool, me.AccountID, "saved", false, testNow, testNow)
		want := app.MemberSummary{InterestsWaiting: 2, SentPending: 1, Connections: 1, UnreadNotifications: 3,
			UnreadMessages: 2, SavedSearches: 1}
		if got, err := store.Summary(ctx, me.AccountID); err != nil || got != want {
			t.Fatalf("summary %+v (%v), want %+v", got, err, want)
		}
		// Reading and suspensions move the counts.
		ids := []uuid.UUID{}
		views, _ := notes.Page(ctx, me.AccountID, page)
		for _, v := range views {
			ids = append(ids, v.RequestID)
		}
		notes.MarkRead(ctx, me.AccountID, ids, nil, testNow.Add(time.Hour))
		suspend(t, pool, waiting1.AccountID)
		suspend(t, pool, sentTo.AccountID)
		want.InterestsWaiting, want.SentPending, want.UnreadNotifications = 1, 0, 0
		if got, err := store.Summary(ctx, me.AccountID); err != nil || got != want {
			t.Fatalf("after reading and two suspensions: %+v (%v), want %+v", got, err, want)
		}
	})
}
