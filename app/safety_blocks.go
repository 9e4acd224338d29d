package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// ListBlocks answers the members the caller blocked (the settings list they unblock from).
type ListBlocks struct{ store SafetyStore }

func NewListBlocks(store SafetyStore) *ListBlocks { return mustHave(&ListBlocks{store: store}) }

func (q *ListBlocks) Handle(ctx context.Context, me uuid.UUID) ([]safety.Blocked, error) {
	return q.store.Blocks(ctx, me)
}
