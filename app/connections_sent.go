package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// ListSentRequests are the requests the caller sent that wait for an answer, newest first (they
// can be withdrawn).
type ListSentRequests struct{ store RequestStore }

func (q *ListSentRequests) Handle(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := q.store.Sent(ctx, me, p)
	return cards, p.TotalPages(total), err
}
