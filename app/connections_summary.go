package app

import (
	"context"

	"github.com/google/uuid"
)

// ReadMemberSummary counts what the caller's home shows: interests waiting, requests sent,
// connections, unread notifications and messages, saved searches.
type ReadMemberSummary struct{ store RequestStore }

func (q *ReadMemberSummary) Handle(ctx context.Context, me uuid.UUID) (MemberSummary, error) {
	return q.store.Summary(ctx, me)
}
