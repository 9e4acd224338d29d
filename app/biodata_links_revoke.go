package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// RevokeBiodataLink ends one of the member's share links at once; revoking again changes
// nothing, and another member's link is not found.
type RevokeBiodataLink struct {
	store BiodataLinkStore
	now   func() time.Time
}

func (c *RevokeBiodataLink) Handle(ctx context.Context, me, id uuid.UUID) error {
	return c.store.Revoke(ctx, me, id, c.now())
}
