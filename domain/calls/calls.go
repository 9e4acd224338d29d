// Package calls is the calling context: voice and video calls between connected members in the
// browser, their states, and what a signaling message may hold (docs/calls.md). The media goes
// between the two browsers (WebRTC); the server only carries the signaling and keeps the log.
package calls

import (
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Kind is what a call carries.
type Kind string

const (
	Voice Kind = "voice"
	Video Kind = "video"
)

// ParseKind refuses anything but the two kinds.
func ParseKind(s string) (Kind, error) {
	switch Kind(s) {
	case Voice, Video:
		return Kind(s), nil
	}
	var v errs.Validator
	v.Check(false, "kind", "A call is voice or video.")
	return "", v.Err("Please choose a voice or a video call.")
}

// State is where a call is. Ringing and Accepted are live; the others are over.
type State string

const (
	Ringing  State = "ringing"
	Accepted State = "accepted"
	Ended    State = "ended"
	Missed   State = "missed"
	Declined State = "declined"
)

// Live reports whether the call still occupies its two members.
func (s State) Live() bool { return s == Ringing || s == Accepted }

// EndReason says why a call that was live is over.
type EndReason string

const (
	ReasonHangUp    EndReason = "hang_up"   // a member hung up an accepted call
	ReasonCancelled EndReason = "cancelled" // the caller gave up before an answer
	ReasonNoAnswer  EndReason = "no_answer" // nobody answered within RingTimeout
	ReasonDeclined  EndReason = "declined"  // the callee said no
	ReasonBlocked   EndReason = "blocked"   // one of the two blocked the other
)

// RingTimeout is how long a call rings before it is missed: a member who is not online gets a
// missed call, not an endless ring.
const RingTimeout = 45 * time.Second

// Call is one call between two members.
type Call struct {
	ID         uuid.UUID
	Caller     uuid.UUID
	Callee     uuid.UUID
	Kind       Kind
	State      State
	StartedAt  time.Time
	AnsweredAt time.Time // zero until accepted
	EndedAt    time.Time // zero while live
	EndReason  EndReason // empty while live
}

// Other is the party that is not me.
func (c Call) Other(me uuid.UUID) uuid.UUID {
	if c.Caller == me {
		return c.Callee
	}
	return c.Caller
}

// Party reports whether me is one of the two members.
func (c Call) Party(me uuid.UUID) bool { return c.Caller == me || c.Callee == me }

// RangOut reports whether a ringing call has rung for RingTimeout at now.
func (c Call) RangOut(now time.Time) bool {
	return c.State == Ringing && !now.Before(c.StartedAt.Add(RingTimeout))
}

var (
	ErrSelf     = errs.New(errs.ErrInvalid, "call_self", "You cannot call yourself.")
	ErrNotFound = errs.New(errs.ErrNotFound, "call_not_found", "This call does not exist.")
	// ErrBusy: one of the two members is already in a live call (ringing or accepted).
	ErrBusy = errs.New(errs.ErrConflict, "call_busy", "One of you is already on a call. Please try again later.")
	// ErrOver: the call has ended (hung up, declined, missed) or, for answering, is no longer ringing.
	ErrOver = errs.New(errs.ErrConflict, "call_over", "This call has already ended.")
	// ErrNotCallee: only the member called may answer or decline.
	ErrNotCallee = errs.New(errs.ErrForbidden, "call_not_callee", "Only the member called can answer this call.")
)
