package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// MayViewPhoto decides, when a picture is fetched, whether viewer may see it now: their own, or a
// member's they may meet (matching.MayMeet) who is not suspended, not blocked either way, and
// whose photo privacy shows it to the viewer (mayViewPhotoOf); admins see every picture. exists
// is false when no profile shows the picture any more. The media route asks on every fetch, so
// photo privacy and blocks are enforced here whatever link is tried. It reads the primary.
type MayViewPhoto struct {
	store DiscoveryStore
}

func (q *MayViewPhoto) Handle(ctx context.Context, viewer identity.Account, photoID string) (visible, exists bool, err error) {
	owners, viewerGender, err := q.store.PhotoOwners(ctx, viewer.ID, photoID)
	if err != nil || len(owners) == 0 {
		return false, false, err
	}
	if viewer.Role == identity.RoleAdmin {
		return true, true, nil
	}
	for _, o := range owners {
		if o.Account == viewer.ID || mayViewPhotoOf(o, viewerGender) {
			return true, true, nil
		}
	}
	return false, true, nil
}
