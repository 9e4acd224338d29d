package postgres_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

func TestNotificationStore(t *testing.T) {
	pool := newPool(t)
	requests := postgres.NewRequestStore(pool)
	store := postgres.NewNotificationStore(pool)
	ctx := t.Context()

	// received gives bride n requests, a minute apart, and answers their ids oldest first.
	received := func(t *testing.T, n int) (bride uuid.UUID, ids []uuid.UUID, senders []string) {
		t.Helper()
		b := registerMember(t, pool, "female")
		for i := range n {
			g := registerMember(t, pool, "male")
			r, err := requests.Send(ctx, g.AccountID, b.AccountID, testNow.Add(time.Duration(i)*time.Minute))
			if err != nil {
				t.Fatal(err)
			}
			ids, senders = append(ids, r.ID), append(senders, g.Code)
		}
		return b.AccountID, ids, senders
	}

	t.Run("Page", func(t *testing.T) {
		t.Parallel()
		bride, ids, senders := received(t, 3)
		first, err := store.Page(ctx, bride, paging.Page{Number: 1, Limit: 2})
		if err != nil || len(first) != 2 || first[0].RequestID != ids[2] || first[1].RequestID != ids[1] ||
			first[0].ActorCode != senders[2] || first[0].ActorName == "" || first[0].Kind != notifications.RequestReceived ||
			first[0].Recipient != bride || !first[0].ReadAt.IsZero() {
			t.Fatalf("page 1 %+v (%v), newest first", first, err)
		}
		second, _ := store.Page(ctx, bride, paging.Page{Number: 2, Limit: 2})
		if len(second) != 1 || second[0].RequestID != ids[0] {
			t.Fatalf("page 2 %+v", second)
		}
		if other, _ := store.Page(ctx, uuid.New(), paging.Page{Number: 1, Limit: 10}); len(other) != 0 {
			t.Fatalf("another member sees %d", len(other))
		}
	})

	t.Run("Counts", func(t *testing.T) {
		t.Parallel()
		bride, ids, _ := received(t, 2)
		if total, unread, err := store.Counts(ctx, bride); err != nil || total != 2 || unread != 2 {
			t.Fatalf("counts %d %d (%v)", total, unread, err)
		}
		store.MarkRead(ctx, bride, ids[:1], nil, testNow)
		if total, unread, _ := store.Counts(ctx, bride); total != 2 || unread != 1 {
			t.Fatalf("after one read: %d %d", total, unread)
		}
	})

	t.Run("MarkRead", func(t *testing.T) {
		t.Parallel()
		bride, ids, _ := received(t, 2)
		stranger, strangerIDs, _ := received(t, 1)
		at := testNow.Add(time.Hour)
		// Only the caller's own notifications are marked, whatever ids they name.
		if err := store.MarkRead(ctx, bride, append([]uuid.UUID{ids[0]}, strangerIDs...), nil, at); err != nil {
			t.Fatal(err)
		}
		got, _ := store.Page(ctx, bride, paging.Page{Number: 1, Limit: 10})
		if !got[1].ReadAt.Equal(at) || !got[0].ReadAt.IsZero() {
			t.Fatalf("read at %v / %v", got[1].ReadAt, got[0].ReadAt)
		}
		if _, unread, _ := store.Counts(ctx, stranger); unread != 1 {
			t.Fatalf("another member's notification marked: %d unread", unread)
		}
		// Marking again keeps the first reading time.
		store.MarkRead(ctx, bride, ids[:1], nil, at.Add(time.Hour))
		if got, _ := store.Page(ctx, bride, paging.Page{Number: 1, Limit: 10}); !got[1].ReadAt.Equal(at) {
			t.Fatalf("read again at %v", got[1].ReadAt)
		}
	})
}
