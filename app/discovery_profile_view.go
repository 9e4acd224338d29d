package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// errHidden hides suspended members, members of the viewer's own gender (matching.MayMeet),
// members blocked either way, paused profiles (but to their connections) and the viewer's own
// code behind "not found".
var errHidden = profile.ErrNotFound

// ViewProfile shows the member with code to viewer, shaped for the viewer (app/profile_view.go):
// the contact details only when the viewer has already revealed them within an active
// subscription (or the profile is their own), the time and place of birth only to a connection.
// The daily limit on views and the log of who viewed whom are optional (nil: off).
type ViewProfile struct {
	profiles ProfileStore
	reads    *discoveryReads
	quota    *BatchedLimit // PolicyProfileViewsDaily
	views    ViewLog
	now      func() time.Time
}

func (q *ViewProfile) Handle(ctx context.Context, viewer uuid.UUID, code string) (ProfileView, error) {
	now := q.now()
	if err := q.admit(viewer, now); err != nil {
		return ProfileView{}, err
	}
	var vp ViewedProfile
	err := q.reads.read(viewer, func(s DiscoveryStore) (err error) {
		vp, err = s.ViewProfile(ctx, viewer, code, now)
		return err
	})
	if err != nil {
		return ProfileView{}, err
	}
	p := vp.Profile
	if p.AccountID == viewer {
		// One's own profile is read where one's edits are written (a replica may lag them).
		if q.reads.replica != nil {
			if p, err = q.profiles.ProfileByAccount(ctx, viewer); err != nil {
				return ProfileView{}, err
			}
		}
		v := profileViewOf(p, true, false)
		v.MemberPlan, v.PhotoVisible = vp.MemberPlan, true
		return v, nil
	}
	connected := vp.HasRequest && vp.Request.Status == requests.Accepted
	if !mayView(vp, connected) {
		return ProfileView{}, errHidden
	}
	subscribed := vp.Subscription.Active(now)
	v := profileViewOf(p, subscribed && vp.Revealed, connected)
	v.MemberPlan, v.PhotoRequest, v.Shortlisted = vp.MemberPlan, vp.PhotoRequest, vp.Shortlisted
	v.PhotoVisible = profile.PhotoVisibleTo(p.PhotoVisibility, connected, vp.PhotoRequest == photoRequestAccepted)
	if vp.HasRequest {
		v.Request = vp.Request.ViewFor(viewer)
	}
	if g, ok := matching.BetweenKeys(vp.ViewerGender, vp.ViewerStars, p.Gender, p.Horoscope.Key()); ok {
		v.GunMilan = &g
		v.GunMilanFrom = matching.StarsFrom(vp.ViewerStarsFrom, p.Horoscope.Source)
	}
	q.record(viewer, p.AccountID, now)
	v.CanReveal = subscribed && !vp.Revealed && vp.Subscription.CanReveal(now) == nil
	return v, nil
}

// admit applies the daily limit on profile views (PolicyProfileViewsDaily) from this
// instance's memory: the hottest read of the product gets no extra round trip.
func (q *ViewProfile) admit(viewer uuid.UUID, now time.Time) error {
	if q.quota == nil {
		return nil
	}
	return q.quota.Allow(viewer.String(), now)
}

// record notes the view for "who viewed my profile" without waiting for it.
func (q *ViewProfile) record(viewer, member uuid.UUID, now time.Time) {
	if q.views != nil {
		q.views.Record(viewer, member, now)
	}
}

// Quota is the daily limit on views it applies (nil: none); the API tests tighten it.
func (q *ViewProfile) Quota() *BatchedLimit { return q.quota }
