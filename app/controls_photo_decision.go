package app

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// DecidePhotoRequest accepts or declines a photo request.
type DecidePhotoRequest struct {
	profiles ProfileStore
	store    ControlStore
	now      func() time.Time
}

func NewDecidePhotoRequest(profiles ProfileStore, store ControlStore, now func() time.Time) *DecidePhotoRequest {
	return mustHave(&DecidePhotoRequest{profiles: profiles, store: store, now: clockOr(now)})
}

// Handle accepts or declines the photo request of the member with code.
func (c *DecidePhotoRequest) Handle(ctx context.Context, me uuid.UUID, code string, accept bool) error {
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	if err := c.store.DecidePhotoRequest(ctx, me, p.AccountID, accept, c.now()); err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return errPhotoRequestNotFound
		}
		return err
	}
	return nil
}
