package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// DecideRequest accepts or rejects the pending request the member with code sent the caller.
type DecideRequest struct {
	profiles ProfileStore
	store    RequestStore
	log      *slog.Logger
	now      func() time.Time
}

func (c *DecideRequest) Handle(ctx context.Context, me uuid.UUID, code string, accept bool) (requests.View, error) {
	other, err := requestPartner(ctx, c.profiles, me, code)
	if err != nil {
		return requests.View{}, err
	}
	if err := c.store.Decide(ctx, me, other.AccountID, accept, c.now()); err != nil {
		return requests.View{}, err
	}
	c.log.Info("request decided", slog.String("account", me.String()), slog.Bool("accepted", accept))
	if accept {
		return requests.View{State: string(requests.Accepted), Direction: "received"}, nil
	}
	return requests.View{State: string(requests.Rejected), Direction: "received"}, nil
}
