package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// SendMessage sends text to the member with code. The sender must be connected with them and hold an
// active subscription, unless they reply to a conversation the other member started. The
// subscription is read at this moment, so one that has just ended stops sending at once.
type SendMessage struct {
	profiles ProfileStore
	store    MessageStore
	limits   *RateLimiter // PolicyMessageSends
	gates    *sendGates
	log      *slog.Logger
	now      func() time.Time
}

func (c *SendMessage) Handle(ctx context.Context, me uuid.UUID, code, text string) (MessageEvent, error) {
	body, err := messages.NewText(text)
	if err != nil {
		return MessageEvent{}, err
	}
	other, err := messagingPartner(ctx, c.profiles, me, code)
	if err != nil {
		return MessageEvent{}, err
	}
	if err := c.limits.Take(ctx, PolicyMessageSends, me.String()); err != nil {
		return MessageEvent{}, err
	}
	g, err := c.gates.of(ctx, me)
	if err != nil {
		return MessageEvent{}, err
	}
	msg, err := c.store.Send(ctx, me, other.AccountID, body, c.now(), func(p messages.Pair) error {
		return messages.MaySend(me, g.subscribed, p)
	})
	if err != nil {
		return MessageEvent{}, err
	}
	c.log.Info("message sent", slog.String("account", me.String()), slog.String("conversation", msg.Conversation.String()))
	return MessageEvent{Message: msg, SenderCode: g.myCode}, nil
}
