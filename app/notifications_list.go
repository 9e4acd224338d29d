package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// NotificationPage is one page with the counts the header and list show.
type NotificationPage struct {
	Items                     []NotificationView
	TotalPages, Count, Unread int
	Lang                      string // the caller's language, for the messages
}

// Four a page (docs/product.md §9).
const notificationsPerPage = 4

// ListNotifications is one page of the caller's notifications, with the counts.
type ListNotifications struct {
	profiles ProfileStore
	store    NotificationStore
}

func (q *ListNotifications) Handle(ctx context.Context, me uuid.UUID, page, limit int) (NotificationPage, error) {
	p := paging.New(page, limit, notificationsPerPage, 50)
	items, err := q.store.Page(ctx, me, p)
	if err != nil {
		return NotificationPage{}, err
	}
	total, unread, err := q.store.Counts(ctx, me)
	if err != nil {
		return NotificationPage{}, err
	}
	lang, err := notificationLanguage(ctx, q.profiles, me)
	if err != nil {
		return NotificationPage{}, err
	}
	return NotificationPage{Items: items, TotalPages: p.TotalPages(total), Count: total, Unread: unread, Lang: lang}, nil
}
