package app

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
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

// admitView applies the daily limit on profile views (PolicyProfileViewsDaily) from this
// instance's memory: the hottest read of the product gets no extra round trip.
func (d *Discovery) admitView(viewer uuid.UUID, now time.Time) error {
	if d.ViewQuota == nil {
		return nil
	}
	return d.ViewQuota.Allow(viewer.String(), now)
}

// recordView notes the view for "who viewed my profile" without waiting for it.
func (d *Discovery) recordView(viewer, member uuid.UUID, now time.Time) {
	if d.Views != nil {
		d.Views.Record(viewer, member, now)
	}
}

// admitReveal refuses a contact reveal between members blocked either way (as if the member did
// not exist) and counts the viewer's daily reveals (PolicyContactRevealsDaily), recording the day
// when they run into the limit.
func (d *Discovery) admitReveal(ctx context.Context, viewer, member uuid.UUID) error {
	if d.Safety != nil {
		blocked, err := d.Safety.Blocked(ctx, viewer, member)
		if err != nil {
			return err
		}
		if blocked {
			return errHidden
		}
	}
	if d.Limits == nil {
		return nil
	}
	err := d.Limits.Take(ctx, PolicyContactRevealsDaily, viewer.String())
	var limited *errs.RateLimitedError
	if errors.As(err, &limited) && d.LimitHits != nil {
		if herr := d.LimitHits.RecordLimitHits(ctx, PolicyContactRevealsDaily.Name, []uuid.UUID{viewer}, d.Now()); herr != nil {
			return herr
		}
	}
	return err
}
