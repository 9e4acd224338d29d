package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/calls"
	"github.com/reshimgathi/reshimgathi/domain/messages"
)

// CallStore keeps calls and puts what happens to them on the two members' live streams. Every
// change runs under both members' stream locks, so a member's one-live-call rule holds against
// two calls started at the same moment.
type CallStore interface {
	// Start rings callee from caller if decide accepts the pair (read in the same transaction)
	// and neither member is in a live call (calls.ErrBusy); a pair blocked either way is
	// messages.ErrNotConnected. Calls of either member that rang out are missed first.
	Start(ctx context.Context, caller, callee uuid.UUID, kind calls.Kind, now time.Time,
		decide func(messages.Pair) error) (calls.Call, error)
	// Change moves the caller's call id (calls.ErrNotFound when they are not in it) to what
	// change answers, telling both streams. A ringing call that rang out becomes missed first,
	// and that is kept even when change then refuses.
	Change(ctx context.Context, me, id uuid.UUID, now time.Time, change func(calls.Call) (calls.Call, error)) (calls.Call, error)
	// Signal relays s to the other member of the caller's live call id (calls.ErrOver when it is over).
	Signal(ctx context.Context, me, id uuid.UUID, s calls.Signal, now time.Time) error
	// RingingSince lists up to limit calls still ringing that started at or before cutoff.
	RingingSince(ctx context.Context, cutoff time.Time, limit int) ([]uuid.UUID, error)
	// Expire turns call id into a missed call if it has rung out at now, under its locks.
	Expire(ctx context.Context, id uuid.UUID, now time.Time) error
	// PruneEvents forgets the stream events of calls over before cutoff.
	PruneEvents(ctx context.Context, cutoff time.Time) (int64, error)
	// Log is the pair's calls, newest first.
	Log(ctx context.Context, a, b uuid.UUID, limit int) ([]calls.Call, error)
}

// CallEvent is a call in a member's live stream: its state changed (Signal nil), or the other
// member sent a signal.
type CallEvent struct {
	Pos        int64
	Call       calls.Call // State is the state this event reports
	CallerCode string
	CalleeCode string
	Signal     *calls.Signal
}
