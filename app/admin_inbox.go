package app

import (
	"context"

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

// ListInbox is the contact messages and feedback, newest first; open nil lists all of them.
func (a *Admin) ListInbox(ctx context.Context, open *bool, page, limit int) (InboxPage, error) {
	p := paging.New(page, limit, listPerPage, maxListPerPage)
	items, total, err := a.Inbox.Inbox(ctx, open, p)
	if err != nil {
		return InboxPage{}, err
	}
	return InboxPage{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, nil
}

// HandleInboxItem marks an item handled (or open again) with the admin's note.
func (a *Admin) HandleInboxItem(ctx context.Context, me identity.Account, kind admin.InboxKind, id uuid.UUID, handled bool, note string) error {
	note, err := admin.NewNote(note)
	if err != nil {
		return err
	}
	changed, err := a.Inbox.HandleInboxItem(ctx, kind, id, handled, note, me.ID, a.Now())
	if err != nil {
		return err
	}
	return a.audit(ctx, me, admin.ActionInboxHandled, nil, changed)
}

// AuditPage is one page of the audit log.
type AuditPage struct {
	Entries    []admin.Entry
	Page       int
	TotalPages int
	Total      int
}

// AuditLog lists what admins did, newest first, filtered. Nothing can edit or delete it.
func (a *Admin) AuditLog(ctx context.Context, f admin.AuditFilter, page, limit int) (AuditPage, error) {
	p := paging.New(page, limit, listPerPage, maxListPerPage)
	entries, total, err := a.Store.AuditLog(ctx, f, p)
	if err != nil {
		return AuditPage{}, err
	}
	return AuditPage{Entries: entries, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, nil
}

// Admins lists the admin accounts, for the audit log's filter.
func (a *Admin) Admins(ctx context.Context) ([]identity.Account, error) { return a.Store.Admins(ctx) }
