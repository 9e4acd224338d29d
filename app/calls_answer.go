package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/calls"
)

// AnswerCall accepts a ringing call. Only the member called answers, whatever their plan.
type AnswerCall struct {
	profiles ProfileStore
	store    CallStore
	now      func() time.Time
}

func (c *AnswerCall) Handle(ctx context.Context, me, id uuid.UUID) (CallView, error) {
	now := c.now()
	call, err := c.store.Change(ctx, me, id, now, func(call calls.Call) (calls.Call, error) {
		if err := mayAnswer(me, call); err != nil {
			return call, err
		}
		call.State, call.AnsweredAt = calls.Accepted, now
		return call, nil
	})
	if err != nil {
		return CallView{}, err
	}
	return callView(ctx, c.profiles, me, call)
}

// mayAnswer: answering and declining are the callee's, and only while the call rings.
func mayAnswer(me uuid.UUID, call calls.Call) error {
	if call.Callee != me {
		return calls.ErrNotCallee
	}
	if call.State != calls.Ringing {
		return calls.ErrOver
	}
	return nil
}
