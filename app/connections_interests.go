package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// ListInterests are the pending requests the caller received, newest first.
type ListInterests struct{ store RequestStore }

func (q *ListInterests) Handle(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := q.store.Received(ctx, me, p)
	return cards, p.TotalPages(total), err
}
