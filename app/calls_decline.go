package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/calls"
)

// DeclineCall refuses a ringing call; the caller's stream is told at once.
type DeclineCall struct {
	profiles ProfileStore
	store    CallStore
	now      func() time.Time
}

func (c *DeclineCall) Handle(ctx context.Context, me, id uuid.UUID) (CallView, error) {
	now := c.now()
	call, err := c.store.Change(ctx, me, id, now, func(call calls.Call) (calls.Call, error) {
		if err := mayAnswer(me, call); err != nil {
			return call, err
		}
		call.State, call.EndedAt, call.EndReason = calls.Declined, now, calls.ReasonDeclined
		return call, nil
	})
	if err != nil {
		return CallView{}, err
	}
	return callView(ctx, c.profiles, me, call)
}
