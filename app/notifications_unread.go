package app

import (
	"context"

	"github.com/google/uuid"
)

// CountUnreadNotifications is the caller's badge: how many notifications are unread.
type CountUnreadNotifications struct{ store NotificationStore }

func (q *CountUnreadNotifications) Handle(ctx context.Context, me uuid.UUID) (int, error) {
	_, unread, err := q.store.Counts(ctx, me)
	return unread, err
}
