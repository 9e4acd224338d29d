package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// The notifications' use cases (the caller's notification list, its badge and the live stream,
// which also carries messages and read receipts, app/live.go), one command or query to a file
// (notifications_*.go), each holding only the ports it uses. NotificationsApplication is their
// index: the HTTP adapter calls Commands.X.Handle and Queries.X.Handle.
type NotificationsApplication struct {
	Commands NotificationsCommands
	Queries  NotificationsQueries
}

// NotificationsCommands change something.
type NotificationsCommands struct {
	MarkRead *MarkNotificationsRead
}

// NotificationsQueries read.
type NotificationsQueries struct {
	Page        *ListNotifications
	Unread      *CountUnreadNotifications
	StreamStart *StartLiveStream
	Since       *ReadLiveEvents
}

// NotificationsPorts are every port the notifications' use cases use between them; Now is
// optional (the wall clock).
type NotificationsPorts struct {
	Profiles ProfileStore
	Store    NotificationStore
	Feed     FeedStore
	Events   Events
	Now      func() time.Time
}

// NewNotificationsApplication builds every notifications use case, naming every port missing.
func NewNotificationsApplication(p NotificationsPorts) (*NotificationsApplication, error) {
	if err := requireFields("NotificationsApplication", p, "Now"); err != nil {
		return nil, err
	}
	page := &ListNotifications{profiles: p.Profiles, store: p.Store}
	return &NotificationsApplication{
		Commands: NotificationsCommands{
			MarkRead: &MarkNotificationsRead{store: p.Store, page: page, now: clockOr(p.Now)},
		},
		Queries: NotificationsQueries{
			Page:        page,
			Unread:      &CountUnreadNotifications{store: p.Store},
			StreamStart: &StartLiveStream{profiles: p.Profiles, feed: p.Feed, events: p.Events},
			Since:       &ReadLiveEvents{feed: p.Feed},
		},
	}, nil
}

// notificationLanguage is the caller's preferred language for notification texts.
func notificationLanguage(ctx context.Context, profiles ProfileStore, me uuid.UUID) (string, error) {
	p, err := profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return "", err
	}
	return p.Language, nil
}
