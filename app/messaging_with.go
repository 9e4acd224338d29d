package app

import (
	"context"

	"github.com/google/uuid"
)

// OpenConversation is the caller's conversation with the member with code, also before anyone has written.
type OpenConversation struct {
	profiles ProfileStore
	store    MessageStore
	gates    *sendGates
}

func (q *OpenConversation) Handle(ctx context.Context, me uuid.UUID, code string) (Thread, error) {
	other, err := messagingPartner(ctx, q.profiles, me, code)
	if err != nil {
		return Thread{}, err
	}
	v, _, err := q.store.ConversationWith(ctx, me, other.AccountID)
	if err != nil {
		return Thread{}, err
	}
	if v.Connected, err = q.store.Connected(ctx, me, other.AccountID); err != nil {
		return Thread{}, err
	}
	v.Other = cardOf(other)
	g, err := q.gates.of(ctx, me)
	if err != nil {
		return Thread{}, err
	}
	return g.thread(v), nil
}
