package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/admin"
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
