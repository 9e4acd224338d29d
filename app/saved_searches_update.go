package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// UpdateSavedSearch renames a saved search or turns its alert on or off (nil: unchanged).
type UpdateSavedSearch struct {
	store SavedSearchStore
	now   func() time.Time
}

func (c *UpdateSavedSearch) Handle(ctx context.Context, me, id uuid.UUID, name *string, alert *bool) (matching.SavedSearch, error) {
	ss, err := c.store.Get(ctx, me, id)
	if err != nil {
		return matching.SavedSearch{}, err
	}
	if name != nil {
		if err := ss.Rename(*name); err != nil {
			return matching.SavedSearch{}, err
		}
	}
	if alert != nil {
		ss.Alert = *alert
	}
	now := c.now()
	return c.store.Update(ctx, ss, now, now.Add(matching.AlertEvery))
}
