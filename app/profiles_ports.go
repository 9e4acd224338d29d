package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ProfileStore is the profile context's persistence port.
type ProfileStore interface {
	ProfileByAccount(ctx context.Context, id uuid.UUID) (profile.Profile, error)
	ProfileByCode(ctx context.Context, code string) (profile.Profile, error)
	// UpdateProfile loads the profile locked, lets change decide, and saves it (contact
	// details included) in one transaction.
	UpdateProfile(ctx context.Context, id uuid.UUID, change func(*profile.Profile) error) (profile.Profile, error)
	// PhotoInUse reports whether any profile still shows the picture.
	PhotoInUse(ctx context.Context, photoID string) (bool, error)
	// TouchLastActive records that the members are active now (matches favour active members).
	TouchLastActive(ctx context.Context, ids []uuid.UUID, now time.Time) error
}

// Photo is a processed picture: every size re-encoded (640, 320 and 160 px boxes), metadata gone.
type Photo struct{ Full, Medium, Thumb []byte }

// PhotoStore keeps pictures outside the database.
type PhotoStore interface {
	SavePhoto(ctx context.Context, p Photo) (id string, err error)
	DeletePhoto(ctx context.Context, id string) error
}
