package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// MarkNotificationsRead marks the caller's notifications about these requests, and those with
// these ids (notices have no request), read, and answers the page asked for; others' are
// untouched because the store scopes the update to the caller.
type MarkNotificationsRead struct {
	store NotificationStore
	page  *ListNotifications
	now   func() time.Time
}

func (c *MarkNotificationsRead) Handle(ctx context.Context, me uuid.UUID, requestIDs, ids []uuid.UUID, page, limit int) (NotificationPage, error) {
	if err := c.store.MarkRead(ctx, me, requestIDs, ids, c.now()); err != nil {
		return NotificationPage{}, err
	}
	return c.page.Handle(ctx, me, page, limit)
}
