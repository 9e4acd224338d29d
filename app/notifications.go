package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// Notifications is the caller's notification list, its badge and its live stream (which also
// carries messages and read receipts, app/live.go).
type Notifications struct {
	Profiles ProfileStore
	Store    NotificationStore
	Feed     FeedStore
	Events   Events
	Now      func() time.Time
}

// NotificationsDeps are what Notifications needs; Now has a default.
type NotificationsDeps struct {
	Profiles ProfileStore
	Store    NotificationStore
	Feed     FeedStore
	Events   Events
	Now      func() time.Time
}

// NewNotifications builds Notifications, naming every required dependency missing.
func NewNotifications(d NotificationsDeps) (*Notifications, error) {
	r := required{useCase: "Notifications"}
	r.need("Profiles", d.Profiles)
	r.need("Store", d.Store)
	r.need("Feed", d.Feed)
	r.need("Events", d.Events)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Notifications{Profiles: d.Profiles, Store: d.Store, Feed: d.Feed, Events: d.Events, Now: clockOr(d.Now)}, nil
}

// NotificationPage is one page with the counts the header and list show.
type NotificationPage struct {
	Items                     []NotificationView
	TotalPages, Count, Unread int
	Lang                      string // the caller's language, for the messages
}

// Four a page (docs/product.md §9).
const notificationsPerPage = 4

func (n *Notifications) Page(ctx context.Context, me uuid.UUID, page, limit int) (NotificationPage, error) {
	p := paging.New(page, limit, notificationsPerPage, 50)
	items, err := n.Store.Page(ctx, me, p)
	if err != nil {
		return NotificationPage{}, err
	}
	total, unread, err := n.Store.Counts(ctx, me)
	if err != nil {
		return NotificationPage{}, err
	}
	lang, err := n.Language(ctx, me)
	if err != nil {
		return NotificationPage{}, err
	}
	return NotificationPage{Items: items, TotalPages: p.TotalPages(total), Count: total, Unread: unread, Lang: lang}, nil
}

// Language is the caller's preferred language for notification texts.
func (n *Notifications) Language(ctx context.Context, me uuid.UUID) (string, error) {
	p, err := n.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return "", err
	}
	return p.Language, nil
}

// MarkRead marks the caller's notifications about these requests, and those with these ids
// (notices have no request), read; others' are untouched because the store scopes the update to
// the caller.
func (n *Notifications) MarkRead(ctx context.Context, me uuid.UUID, requestIDs, ids []uuid.UUID, page, limit int) (NotificationPage, error) {
	if err := n.Store.MarkRead(ctx, me, requestIDs, ids, n.Now()); err != nil {
		return NotificationPage{}, err
	}
	return n.Page(ctx, me, page, limit)
}

func (n *Notifications) Unread(ctx context.Context, me uuid.UUID) (int, error) {
	_, unread, err := n.Store.Counts(ctx, me)
	return unread, err
}
