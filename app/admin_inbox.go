package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// The inbox and the audit log show twenty a page; an API user may ask for up to a hundred.
const (
	listPerPage    = 20
	maxListPerPage = 100
)

// InboxPage is one page of the inbox.
type InboxPage struct {
	Items      []admin.InboxItem
	Page       int
	TotalPages int
	Total      int
}

// ListInbox is the contact messages and feedback, newest first.
type ListInbox struct{ inbox InboxStore }

func NewListInbox(inbox InboxStore) *ListInbox { return mustHave(&ListInbox{inbox: inbox}) }

// Handle lists the open items (open true), the handled ones (false) or all of them (nil).
func (q *ListInbox) Handle(ctx context.Context, open *bool, page, limit int) (InboxPage, error) {
	p := paging.New(page, limit, listPerPage, maxListPerPage)
	items, total, err := q.inbox.Inbox(ctx, open, p)
	if err != nil {
		return InboxPage{}, err
	}
	return InboxPage{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, nil
}

// HandleInboxItem marks an item handled (or open again) with the admin's note.
type HandleInboxItem struct {
	inbox InboxStore
	audit auditor
	now   func() time.Time
}

func NewHandleInboxItem(inbox InboxStore, audit AuditWriter, log *slog.Logger, now func() time.Time) *HandleInboxItem {
	return mustHave(&HandleInboxItem{inbox: inbox, audit: newAuditor(audit, log, now), now: clockOr(now)})
}

// Handle audits the fields that changed (handled, note), never the note itself.
func (c *HandleInboxItem) Handle(ctx context.Context, me identity.Account, kind admin.InboxKind, id uuid.UUID, handled bool, note string) error {
	note, err := admin.NewNote(note)
	if err != nil {
		return err
	}
	changed, err := c.inbox.HandleInboxItem(ctx, kind, id, handled, note, me.ID, c.now())
	if err != nil {
		return err
	}
	return c.audit.record(ctx, me, admin.ActionInboxHandled, nil, changed)
}
