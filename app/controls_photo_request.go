package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// RequestPhoto asks a member who shows their picture on request to show it to the caller.
type RequestPhoto struct {
	reach reachability
	store ControlStore
	now   func() time.Time
}

func NewRequestPhoto(reach reachability, store ControlStore, now func() time.Time) *RequestPhoto {
	return mustHave(&RequestPhoto{reach: reach, store: store, now: clockOr(now)})
}

// Handle asks the member with code; it answers the request's state (asking again while pending
// or accepted changes nothing).
func (c *RequestPhoto) Handle(ctx context.Context, me uuid.UUID, code string) (string, error) {
	p, err := c.reach.reachable(ctx, me, code)
	if err != nil {
		return "", err
	}
	if p.PhotoVisibility != profile.PhotosOnRequest {
		return "", errPhotoRequestNotNeeded
	}
	return c.store.RequestPhoto(ctx, p.AccountID, me, c.now())
}
