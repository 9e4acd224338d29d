package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// NotificationView is a notification with what a list shows of its actor.
type NotificationView struct {
	notifications.Notification
	ActorCode, ActorName, ActorPhoto string
	SearchName                       string // the saved search of an alert
}

// NotificationStore reads and marks the caller's notifications.
type NotificationStore interface {
	Page(ctx context.Context, me uuid.UUID, p paging.Page) ([]NotificationView, error)
	Counts(ctx context.Context, me uuid.UUID) (total, unread int, err error)
	MarkRead(ctx context.Context, me uuid.UUID, requestIDs, ids []uuid.UUID, now time.Time) error
}

// Events wakes a member's live streams when something new is stored for them, on any instance.
type Events interface {
	Subscribe(account uuid.UUID) (wake <-chan struct{}, cancel func())
}
