package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ReadOwnProfile is the caller's own profile, contact details included.
type ReadOwnProfile struct{ store ProfileStore }

func NewReadOwnProfile(store ProfileStore) *ReadOwnProfile {
	return mustHave(&ReadOwnProfile{store: store})
}

func (q *ReadOwnProfile) Handle(ctx context.Context, viewer uuid.UUID) (profile.Profile, error) {
	return q.store.ProfileByAccount(ctx, viewer)
}
