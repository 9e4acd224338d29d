package app

import (
	"context"

	"github.com/google/uuid"
)

// DeleteSavedSearch deletes a saved search of the member's.
type DeleteSavedSearch struct{ store SavedSearchStore }

func (c *DeleteSavedSearch) Handle(ctx context.Context, me, id uuid.UUID) error {
	return c.store.Delete(ctx, me, id)
}
