package profile

import "github.com/reshimgathi/reshimgathi/domain/errs"

// Badges are what the member has proved (docs/adr/0016-trust-and-safety.md): their e-mail (a
// signed link), their phone (a texted code), their identity (a government ID an admin checked)
// and that their picture is them (a selfie an admin compared). A badge lapses by itself when
// what it proved changes (a new address, number, picture, name or birth date).
type Badges struct {
	Email, Phone, ID, Photo bool
}

// Verified is what "Verified profiles only" means: an admin checked the member's identity.
func (b Badges) Verified() bool { return b.ID }

// Who sees a member's picture (the member chooses; docs/product.md's promise of control).
const (
	PhotosForAll         = "all"         // every member who may meet them
	PhotosForConnections = "connections" // only members they are connected with
	PhotosOnRequest      = "on-request"  // only members whose photo request they accepted
)

// PhotoVisibilities lists the settings, for validation and the API's enumeration.
var PhotoVisibilities = []string{PhotosForAll, PhotosForConnections, PhotosOnRequest}

// PhotoVisibleTo is the one rule of photo privacy: whether a member who may meet the owner (and
// is not blocked) sees the owner's picture, given the owner's setting, whether the two are
// connected, and whether the owner accepted the viewer's photo request. Everyone else gets the
// blurred placeholder, from the media route itself.
func PhotoVisibleTo(visibility string, connected, granted bool) bool {
	switch visibility {
	case PhotosForConnections:
		return connected
	case PhotosOnRequest:
		return granted
	}
	return true
}

// ErrPhotoVisibility refuses a setting that is not one of PhotoVisibilities.
var ErrPhotoVisibility = &errs.ValidationError{Message: "Please fix the errors in the form.",
	Fields: []errs.FieldError{{Field: "photoVisibility", Message: "Please choose who may see your photos."}}}

// ValidPhotoVisibility reports whether v is a setting.
func ValidPhotoVisibility(v string) bool {
	for _, s := range PhotoVisibilities {
		if v == s {
			return true
		}
	}
	return false
}
