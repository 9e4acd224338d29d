package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// PendingPhotoRequests are the photo requests waiting for the caller's answer.
type PendingPhotoRequests struct{ store ControlStore }

func NewPendingPhotoRequests(store ControlStore) *PendingPhotoRequests {
	return mustHave(&PendingPhotoRequests{store: store})
}

func (q *PendingPhotoRequests) Handle(ctx context.Context, me uuid.UUID) ([]matching.Card, error) {
	return q.store.PendingPhotoRequests(ctx, me)
}
