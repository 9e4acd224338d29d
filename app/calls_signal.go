package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/calls"
)

// SendCallSignal relays an offer, an answer or an ICE candidate to the other member of the
// caller's live call, over their live stream.
type SendCallSignal struct {
	store  CallStore
	limits *RateLimiter // PolicyCallSignals
	now    func() time.Time
}

func (c *SendCallSignal) Handle(ctx context.Context, me, id uuid.UUID, s calls.Signal) error {
	sig, err := calls.NewSignal(s)
	if err != nil {
		return err
	}
	if err := c.limits.Take(ctx, PolicyCallSignals, me.String()); err != nil {
		return err
	}
	return c.store.Signal(ctx, me, id, sig, c.now())
}
