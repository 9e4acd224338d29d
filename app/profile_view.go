package app

import (
	"time"

	"github.com/reshimgathi/reshimgathi/domain/horoscope"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// A member's profile seen by another member is a read model shaped here, for that viewer: what
// the viewer may not see is not in it (docs/architecture.md, "Rules stay in app; adapters
// translate"). The HTTP adapter translates what it is given and holds no rule of its own, so no
// forgotten flag there can show a stranger a phone number.

// ProfileView is another member's profile as this viewer may see it, and nothing more.
type ProfileView struct {
	// Profile is the part every viewer allowed to see the member sees (shownToOthers): the
	// contact details, the preferred language, the time and place of birth and the member's own
	// settings are cleared from it.
	Profile profile.Profile
	// Contact is nil unless the viewer revealed it within their active subscription (or the
	// profile is their own).
	Contact *ShownContact
	// Birth is nil unless the two accepted each other's request: the time and place of birth are
	// for connections only (docs/adr/0015-matching.md), and so is the kundali computed from them.
	Birth *BirthDetails

	Request   requests.View
	CanReveal bool // the viewer could reveal the contact now
	// MemberPlan is the member's own active plan ("" when none), whatever they prefer.
	MemberPlan plans.Code
	// PhotoVisible is false when the member's photo privacy hides their picture from the viewer:
	// the links lead to the placeholder. PhotoRequest is the viewer's ask ("" when none).
	PhotoVisible bool
	PhotoRequest string
	Shortlisted  bool
	// GunMilan is the viewer's and the member's, when both gave their stars; it reads the stars
	// each profile stores, calculated or typed, and GunMilanFrom says which (matching.StarsFrom).
	GunMilan     *matching.GunMilan
	GunMilanFrom string
}

// ShownContact is how to reach a member: for those who revealed it, and the member themself.
type ShownContact struct {
	Email, Phone string
	Language     string // the language the member prefers to be written to
}

// BirthDetails are the time and place of birth, beyond the horoscope everyone sees, and the
// kundali computed from them.
type BirthDetails struct {
	Time  string // HH:MM, 24-hour; "" when not given
	Place string
	// Kundali is nil unless the birth date, time and a listed place are known.
	Kundali *horoscope.Kundali
}

// birthDetailsOf is p's time and place of birth with its kundali, for a viewer entitled to them:
// the kundali is computed here, only for such a viewer (docs/horoscope.md, "The kundali chart").
func birthDetailsOf(p profile.Profile) *BirthDetails {
	b := OwnBirthDetails(p)
	return &b
}

// OwnBirthDetails are the birth details of a profile shown whole: to the member themself (their
// own profile, their own biodata) and to admins.
func OwnBirthDetails(p profile.Profile) BirthDetails {
	return BirthDetails{Time: p.Horoscope.BirthTime, Place: p.Horoscope.BirthPlace, Kundali: kundaliOf(p)}
}

// profileViewOf shapes p for a viewer who may see its contact details when seesContact and its
// time and place of birth when seesBirth; the rest of the view is the caller's to fill in.
func profileViewOf(p profile.Profile, seesContact, seesBirth bool) ProfileView {
	v := ProfileView{Profile: shownToOthers(p), Request: requests.NoRequest}
	if seesContact {
		v.Contact = &ShownContact{Email: p.Contact.Email, Phone: p.Contact.Phone, Language: p.Language}
	}
	if seesBirth {
		v.Birth = birthDetailsOf(p)
	}
	return v
}

// shownToOthers is p without what only its member (and admins) may see, and without what
// ProfileView carries apart for the viewers entitled to it.
func shownToOthers(p profile.Profile) profile.Profile {
	p.Contact, p.Language = profile.Contact{}, ""
	p.Horoscope.BirthTime, p.Horoscope.BirthPlace = "", ""
	p.PreferredPlan, p.TermsAcceptedAt = "", time.Time{}
	p.PhotoVisibility, p.Paused = "", false
	return p
}
