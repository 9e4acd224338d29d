package app

import (
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// What trust and safety decides in discovery (docs/adr/0016-trust-and-safety.md).

// photoRequestAccepted is the state of a photo request the owner accepted.
const photoRequestAccepted = "accepted"

// mayView is who sees a profile page, beyond the opposite-gender rule: not a suspended member,
// nobody blocked either way, and a paused profile only its connections (it is hidden from
// discovery; the people it already knows still find it).
func mayView(vp ViewedProfile, connected bool) bool {
	p := vp.Profile
	return !p.Suspended && !vp.Blocked && matching.MayMeet(vp.ViewerGender, p.Gender) && (!p.Paused || connected)
}

// mayViewPhotoOf is who sees a picture of owner's at the media route: a member who may meet them,
// not blocked either way, whom the owner's photo privacy lets see it; a paused owner's picture
// only their connections.
func mayViewPhotoOf(o PhotoOwner, viewerGender string) bool {
	return !o.Suspended && !o.Blocked && matching.MayMeet(viewerGender, o.Gender) && (!o.Paused || o.Connected) &&
		profile.PhotoVisibleTo(o.Visibility, o.Connected, o.Granted)
}
