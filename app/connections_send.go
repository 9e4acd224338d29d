package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// SendRequest asks the member with code to connect; asking again changes nothing.
type SendRequest struct {
	profiles ProfileStore
	store    RequestStore
	log      *slog.Logger
	now      func() time.Time
}

func (c *SendRequest) Handle(ctx context.Context, me uuid.UUID, code string) (requests.View, error) {
	other, err := requestPartner(ctx, c.profiles, me, code)
	if err != nil {
		return requests.View{}, err
	}
	mine, err := c.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return requests.View{}, err
	}
	if !matching.MayMeet(mine.Gender, other.Gender) {
		return requests.View{}, requests.ErrSameGender
	}
	r, err := c.store.Send(ctx, me, other.AccountID, c.now())
	if err != nil {
		return requests.View{}, err
	}
	c.log.Info("request sent", slog.String("account", me.String()), slog.String("request", r.ID.String()))
	return r.ViewFor(me), nil
}
