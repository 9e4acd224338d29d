package app_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// inboxTray holds the visitors' messages in order, newest first, with their handled flag and note.
type inboxTray struct {
	items   []admin.InboxItem
	notes   map[uuid.UUID]string
	handled map[uuid.UUID]bool
}

func newInboxTray(n int) *inboxTray {
	t := &inboxTray{notes: map[uuid.UUID]string{}, handled: map[uuid.UUID]bool{}}
	for range n {
		t.items = append(t.items, admin.InboxItem{ID: uuid.New(), Kind: admin.InboxContact})
	}
	return t
}

func (t *inboxTray) Inbox(_ context.Context, open *bool, p paging.Page) ([]admin.InboxItem, int, error) {
	var match []admin.InboxItem
	for _, it := range t.items {
		if open == nil || *open != t.handled[it.ID] {
			match = append(match, it)
		}
	}
	from := min(p.Offset(), len(match))
	return match[from:min(from+p.Limit, len(match))], len(match), nil
}

func (t *inboxTray) HandleInboxItem(_ context.Context, _ admin.InboxKind, id uuid.UUID, handled bool, note string,
	_ uuid.UUID, _ time.Time) ([]string, error) {
	for _, it := range t.items {
		if it.ID != id {
			continue
		}
		var changed []string
		if t.handled[id] != handled {
			changed = append(changed, "handled")
		}
		if t.notes[id] != note {
			changed = append(changed, "note")
		}
		t.handled[id], t.notes[id] = handled, note
		return changed, nil
	}
	return nil, admin.ErrInboxItemNotFound
}

func TestAdminInboxPages(t *testing.T) {
	ctx := context.Background()
	list := app.NewListInbox(newInboxTray(45))
	for _, c := range []struct {
		name                 string
		page, limit          int
		wantItems, wantPages int
	}{
		{"twenty a page unless asked", 3, 0, 5, 3},
		{"an API user may ask for fewer", 1, 10, 10, 5},
		{"no more than a hundred, whatever is asked", 1, 1000, 45, 1},
		{"a page before the first is the first", -2, 0, 20, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			page, err := list.Handle(ctx, nil, c.page, c.limit)
			if err != nil {
				t.Fatal(err)
			}
			if len(page.Items) != c.wantItems || page.TotalPages != c.wantPages || page.Total != 45 {
				t.Fatalf("%d items of %d pages (total %d)", len(page.Items), page.TotalPages, page.Total)
			}
		})
	}
}

func TestAdminHandleInboxItem(t *testing.T) {
	ctx := context.Background()
	setup := func() (*app.HandleInboxItem, *app.ListInbox, *inboxTray, *auditLog) {
		tray, audit := newInboxTray(3), &auditLog{}
		return app.NewHandleInboxItem(tray, audit, nil, func() time.Time { return adminNow }), app.NewListInbox(tray), tray, audit
	}

	t.Run("an item handled leaves the open list, and the audit names what changed without the note", func(t *testing.T) {
		handle, list, tray, audit := setup()
		id := tray.items[1].ID
		if err := handle.Handle(ctx, anAdmin, admin.InboxContact, id, true, "  Called back on Monday  "); err != nil {
			t.Fatal(err)
		}
		if tray.notes[id] != "Called back on Monday" {
			t.Fatalf("note %q", tray.notes[id])
		}
		open := true
		if page, _ := list.Handle(ctx, &open, 1, 0); page.Total != 2 {
			t.Fatalf("%d open", page.Total)
		}
		if len(audit.entries) != 1 {
			t.Fatalf("audit %+v", audit.entries)
		}
		e := audit.entries[0]
		if e.Action != admin.ActionInboxHandled || e.AdminID != anAdmin.ID || strings.Join(e.Fields, ",") != "handled,note" {
			t.Fatalf("audit entry %+v", e)
		}
	})

	t.Run("a note too long is a form error and nothing changes", func(t *testing.T) {
		handle, _, tray, audit := setup()
		id := tray.items[0].ID
		err := handle.Handle(ctx, anAdmin, admin.InboxContact, id, true, strings.Repeat("न", admin.MaxNoteLength+1))
		if !errors.Is(err, errs.ErrInvalid) || !fieldErr(err, "note") {
			t.Fatalf("want a form error on note, got %v", err)
		}
		if tray.handled[id] || len(audit.entries) != 0 {
			t.Fatalf("handled %v, audited %+v", tray.handled[id], audit.entries)
		}
	})

	t.Run("an item that does not exist is not found, and nothing is audited", func(t *testing.T) {
		handle, _, _, audit := setup()
		if err := handle.Handle(ctx, anAdmin, admin.InboxFeedback, uuid.New(), true, ""); !errors.Is(err, admin.ErrInboxItemNotFound) {
			t.Fatalf("want not found, got %v", err)
		}
		if len(audit.entries) != 0 {
			t.Fatalf("audited %+v", audit.entries)
		}
	})

	t.Run("a change the audit log could not record fails", func(t *testing.T) {
		handle, _, tray, audit := setup()
		audit.broken = true
		if err := handle.Handle(ctx, anAdmin, admin.InboxContact, tray.items[0].ID, true, ""); err == nil {
			t.Fatal("an unaudited change answered success")
		}
	})
}
