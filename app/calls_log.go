package app

import (
	"context"

	"github.com/google/uuid"
)

// callLogLength is how many calls the conversation shows.
const callLogLength = 20

// ReadCallLog is the caller's calls with the member with code, newest first: who called, when,
// whether it was answered and how long it lasted. Nothing else of a call is kept.
type ReadCallLog struct {
	profiles ProfileStore
	store    CallStore
}

func (q *ReadCallLog) Handle(ctx context.Context, me uuid.UUID, code string) ([]CallView, error) {
	other, err := callPartner(ctx, q.profiles, me, code)
	if err != nil {
		return nil, err
	}
	log, err := q.store.Log(ctx, me, other.AccountID, callLogLength)
	if err != nil {
		return nil, err
	}
	out := make([]CallView, 0, len(log))
	for _, c := range log {
		out = append(out, CallView{Call: c, Outgoing: c.Caller == me, OtherCode: other.Code})
	}
	return out, nil
}
