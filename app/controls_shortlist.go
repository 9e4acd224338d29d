package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// ReadShortlist is a page of the caller's saved members (six a page, like the other lists).
type ReadShortlist struct{ store ControlStore }

func NewReadShortlist(store ControlStore) *ReadShortlist {
	return mustHave(&ReadShortlist{store: store})
}

// Handle answers the page's cards and the page count.
func (q *ReadShortlist) Handle(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := q.store.Shortlist(ctx, me, p.Offset(), p.Limit)
	return cards, p.TotalPages(total), err
}
