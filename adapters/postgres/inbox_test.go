package postgres_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

// The inbox lists every item, so this test's database holds only its own.
func TestInboxStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewInboxStore(pool)
	siteStore := postgres.NewSiteStore(pool)
	ctx := t.Context()
	by := createAdmin(t, pool)
	contact, _ := site.NewContactMessage("Asha Patil", "asha@example.in", "9822011111", "female", "Please call me.", testNow)
	feedback, _ := site.NewFeedback("Ravi Joshi", "ravi@example.in", 5, "Very good", testNow.Add(time.Minute))
	later, _ := site.NewContactMessage("Meera Kulkarni", "meera@example.in", "9822022222", "other", "A question for you.", testNow.Add(2*time.Minute))
	if err := siteStore.SaveContactMessage(ctx, contact); err != nil {
		t.Fatal(err)
	}
	siteStore.SaveFeedback(ctx, feedback)
	siteStore.SaveContactMessage(ctx, later)
	all := paging.Page{Number: 1, Limit: 10}

	t.Run("Inbox", func(t *testing.T) {
		items, n, err := store.Inbox(ctx, nil, paging.Page{Number: 1, Limit: 2})
		if err != nil || n != 3 || len(items) != 2 || items[0].ID != later.ID || items[1].ID != feedback.ID {
			t.Fatalf("page 1 %d %+v (%v), newest first across both kinds", n, items, err)
		}
		if f := items[1]; f.Kind != admin.InboxFeedback || f.Rating != 5 || f.Message != "Very good" || f.HandledAt != nil {
			t.Fatalf("feedback item %+v", f)
		}
		rest, _, _ := store.Inbox(ctx, nil, paging.Page{Number: 2, Limit: 2})
		if len(rest) != 1 || rest[0].Kind != admin.InboxContact || rest[0].Phone != "9822011111" || rest[0].Gender != "female" {
			t.Fatalf("page 2 %+v", rest)
		}
	})

	t.Run("HandleInboxItem", func(t *testing.T) {
		at := testNow.Add(time.Hour)
		changed, err := store.HandleInboxItem(ctx, admin.InboxContact, contact.ID, true, "called back", by.ID, at)
		if err != nil || !slices.Equal(changed, []string{"handled", "note"}) {
			t.Fatalf("changed %v (%v)", changed, err)
		}
		if changed, _ := store.HandleInboxItem(ctx, admin.InboxContact, contact.ID, true, "called back", by.ID, at); len(changed) != 0 {
			t.Fatalf("the same answer again changed %v", changed)
		}
		if changed, _ := store.HandleInboxItem(ctx, admin.InboxFeedback, feedback.ID, false, "noted", by.ID, at); !slices.Equal(changed, []string{"note"}) {
			t.Fatalf("a note alone changed %v", changed)
		}
		open, closed := true, false
		items, n, _ := store.Inbox(ctx, &closed, all)
		if n != 1 || items[0].ID != contact.ID || items[0].Note != "called back" || items[0].HandledBy != by.Email || !items[0].HandledAt.Equal(at) {
			t.Fatalf("handled items %d %+v", n, items)
		}
		if _, n, _ := store.Inbox(ctx, &open, all); n != 2 {
			t.Fatalf("%d open items, want 2", n)
		}
		if _, err := store.HandleInboxItem(ctx, admin.InboxFeedback, contact.ID, true, "", by.ID, at); !errors.Is(err, admin.ErrInboxItemNotFound) {
			t.Fatalf("a contact message's id as feedback: %v", err)
		}
		if _, err := store.HandleInboxItem(ctx, admin.InboxContact, uuid.New(), true, "", by.ID, at); !errors.Is(err, admin.ErrInboxItemNotFound) {
			t.Fatalf("an unknown item: %v", err)
		}
	})
}
