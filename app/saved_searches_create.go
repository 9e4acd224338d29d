package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// CreateSavedSearch saves a search of the member's, its first alert due a day from now.
type CreateSavedSearch struct {
	store SavedSearchStore
	now   func() time.Time
}

func (c *CreateSavedSearch) Handle(ctx context.Context, me uuid.UUID, name string, f matching.Filters, alert bool) (matching.SavedSearch, error) {
	now := c.now()
	ss, err := matching.NewSavedSearch(me, name, f, alert, now)
	if err != nil {
		return matching.SavedSearch{}, err
	}
	if err := c.store.Create(ctx, ss, now.Add(matching.AlertEvery)); err != nil {
		return matching.SavedSearch{}, err
	}
	return ss, nil
}
