package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// ListConnected are the caller's accepted pairs, most recent first.
type ListConnected struct{ store RequestStore }

func (q *ListConnected) Handle(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := q.store.Connections(ctx, me, p)
	return cards, p.TotalPages(total), err
}
