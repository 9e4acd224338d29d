package app

import (
	"context"

	"github.com/google/uuid"
)

// CountUnreadMessages is the header badge: messages sent to the caller that they have not read.
type CountUnreadMessages struct{ store MessageStore }

func (q *CountUnreadMessages) Handle(ctx context.Context, me uuid.UUID) (int, error) {
	return q.store.Unread(ctx, me)
}
