package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// ListSavedSearches are the member's saved searches.
type ListSavedSearches struct{ store SavedSearchStore }

func (q *ListSavedSearches) Handle(ctx context.Context, me uuid.UUID) ([]matching.SavedSearch, error) {
	return q.store.List(ctx, me)
}
