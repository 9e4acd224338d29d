package app

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// SaveToShortlist adds a member to the caller's shortlist.
type SaveToShortlist struct {
	reach reachability
	store ControlStore
	now   func() time.Time
}

func NewSaveToShortlist(reach reachability, store ControlStore, now func() time.Time) *SaveToShortlist {
	return mustHave(&SaveToShortlist{reach: reach, store: store, now: clockOr(now)})
}

// Handle adds the member with code (again changes nothing).
func (c *SaveToShortlist) Handle(ctx context.Context, me uuid.UUID, code string) error {
	p, err := c.reach.reachable(ctx, me, code)
	if err != nil {
		return err
	}
	return c.store.Save(ctx, me, p.AccountID, c.now())
}
