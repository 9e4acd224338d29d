package app

import (
	"context"

	"github.com/google/uuid"
)

// RemoveFromShortlist takes a member off the caller's shortlist; they need not be reachable any
// more (a member suspended since is still taken off).
type RemoveFromShortlist struct {
	profiles ProfileStore
	store    ControlStore
}

func NewRemoveFromShortlist(profiles ProfileStore, store ControlStore) *RemoveFromShortlist {
	return mustHave(&RemoveFromShortlist{profiles: profiles, store: store})
}

// Handle takes the member with code off the list.
func (c *RemoveFromShortlist) Handle(ctx context.Context, me uuid.UUID, code string) error {
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	return c.store.Unsave(ctx, me, p.AccountID)
}
