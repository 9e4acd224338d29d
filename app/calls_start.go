package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// StartCall rings the member with code. Who may start a call is who may start a conversation
// (messages.MaySend, docs/adr/0013-messaging.md): a connection, with an active subscription
// unless the other member started the conversation. The subscription is read at this moment.
type StartCall struct {
	profiles ProfileStore
	store    CallStore
	limits   *RateLimiter // PolicyCallStarts
	gates    *sendGates
	log      *slog.Logger
	now      func() time.Time
}

func (c *StartCall) Handle(ctx context.Context, me uuid.UUID, code, kind string) (CallView, error) {
	k, err := calls.ParseKind(kind)
	if err != nil {
		return CallView{}, err
	}
	other, err := callPartner(ctx, c.profiles, me, code)
	if err != nil {
		return CallView{}, err
	}
	if err := c.limits.Take(ctx, PolicyCallStarts, me.String()); err != nil {
		return CallView{}, err
	}
	g, err := c.gates.of(ctx, me)
	if err != nil {
		return CallView{}, err
	}
	call, err := c.store.Start(ctx, me, other.AccountID, k, c.now(), func(p messages.Pair) error {
		return messages.MaySend(me, g.subscribed, p)
	})
	if err != nil {
		return CallView{}, err
	}
	c.log.Info("call started", slog.String("account", me.String()), slog.String("call", call.ID.String()))
	return CallView{Call: call, Outgoing: true, OtherCode: other.Code}, nil
}
