// Package requests is the connection context: one request per pair of members, and the
// states it moves through (docs/product.md §4).
package requests

import (
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Status is the stored state of a pair's request.
type Status string

const (
	Pending   Status = "pending"
	Accepted  Status = "accepted"
	Rejected  Status = "rejected"
	Withdrawn Status = "withdrawn"
)

var (
	ErrSelf          = errs.New(errs.ErrInvalid, "request_self", "You cannot send a request to yourself.")
	ErrSameGender    = errs.New(errs.ErrInvalid, "request_same_gender", "Requests can only be sent to members of the opposite gender.")
	ErrNoPending     = errs.New(errs.ErrNotFound, "request_not_found", "There is no pending request from this member.")
	ErrNoSentPending = errs.New(errs.ErrNotFound, "request_not_found", "You have no pending request to this member.")
	ErrAnswered      = errs.New(errs.ErrConflict, "request_answered", "This request has already been answered.")
	ErrDeclined      = errs.New(errs.ErrConflict, "request_declined", "This member has declined your request.")
)

// Request is the pair's one request.
type Request struct {
	ID        uuid.UUID
	Sender    uuid.UUID
	Receiver  uuid.UUID
	Status    Status
	CreatedAt time.Time
	DecidedAt time.Time
}

// View is how one member of the pair sees it: the profile's connect button (docs/product.md §4).
type View struct {
	State     string // none, pending, accepted, rejected
	Direction string // none, sent, received
}

// NoRequest is the view of a pair that never exchanged a request.
var NoRequest = View{State: "none", Direction: "none"}

// ViewFor answers the pair's state from viewer's side.
func (r Request) ViewFor(viewer uuid.UUID) View {
	direction := "received"
	if r.Sender == viewer {
		direction = "sent"
	}
	switch r.Status {
	case Pending, Accepted, Rejected:
		return View{State: string(r.Status), Direction: direction}
	}
	return NoRequest
}

// SendOutcome says what sending does to an existing request of the pair.
type SendOutcome int

const (
	KeepAsIs SendOutcome = iota // pending or accepted: sending again is ignored
	Reopen                      // a withdrawn request, or one the sender had declined, starts again from the sender
	Refuse                      // the other member declined the sender
)

// OnSend decides what sending from sender does to the pair's existing request.
func (r Request) OnSend(sender uuid.UUID) SendOutcome {
	switch {
	case r.Status == Pending || r.Status == Accepted:
		return KeepAsIs
	case r.Status == Withdrawn:
		return Reopen
	case r.Status == Rejected && r.Receiver == sender:
		return Reopen // the one who declined has changed their mind
	}
	return Refuse
}

// DecisionError explains why viewer cannot accept, reject or withdraw r.
func (r Request) DecisionError(viewer uuid.UUID, asSender bool) error {
	if asSender {
		if r.Sender != viewer || r.Status == Withdrawn {
			return ErrNoSentPending
		}
		return ErrAnswered
	}
	if r.Receiver != viewer || r.Status == Withdrawn {
		return ErrNoPending
	}
	return ErrAnswered
}
