package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/calls"
)

// HangUpCall ends the caller's call, whichever member they are. A call the caller gives up
// before an answer is missed for the other member; the member called hanging up a ringing call
// declines it. A call already over is answered as it is (two hang-ups crossing are no error).
type HangUpCall struct {
	profiles ProfileStore
	store    CallStore
	now      func() time.Time
}

func (c *HangUpCall) Handle(ctx context.Context, me, id uuid.UUID) (CallView, error) {
	now := c.now()
	call, err := c.store.Change(ctx, me, id, now, func(call calls.Call) (calls.Call, error) {
		switch {
		case call.State == calls.Ringing && call.Caller == me:
			call.State, call.EndReason = calls.Missed, calls.ReasonCancelled
		case call.State == calls.Ringing:
			call.State, call.EndReason = calls.Declined, calls.ReasonDeclined
		case call.State == calls.Accepted:
			call.State, call.EndReason = calls.Ended, calls.ReasonHangUp
		default:
			return call, nil
		}
		call.EndedAt = now
		return call, nil
	})
	if err != nil {
		return CallView{}, err
	}
	return callView(ctx, c.profiles, me, call)
}
