package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// MarkConversationRead records that the caller has read the conversation up to the message upTo, and
// answers what is left unread in it and in all their conversations.
type MarkConversationRead struct {
	store MessageStore
	now   func() time.Time
}

func (c *MarkConversationRead) Handle(ctx context.Context, me, conversation, upTo uuid.UUID) (left, total int, err error) {
	if err := c.store.MarkRead(ctx, me, conversation, upTo, c.now()); err != nil {
		return 0, 0, err
	}
	v, err := c.store.Conversation(ctx, me, conversation)
	if err != nil {
		return 0, 0, err
	}
	total, err = c.store.Unread(ctx, me)
	return v.Unread, total, err
}
