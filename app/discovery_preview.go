package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// Viewpoint is whose eyes a member previews their own profile with.
type Viewpoint string

const (
	AsFreeMember Viewpoint = "free"       // a member without a plan, never in touch
	AsSubscriber Viewpoint = "subscriber" // a member with a plan, who has not revealed the contact yet
	AsConnection Viewpoint = "connection" // an accepted connection without a plan
)

// errViewpoint refuses a viewpoint that is none of the three.
var errViewpoint = &errs.ValidationError{Message: "Please choose whose view to preview.", Fields: []errs.FieldError{
	{Field: "as", Message: "Choose free, subscriber or connection."}}}

// PreviewProfile is the member's own profile as a viewer of the opposite gender would see it from
// viewpoint: the same ProfileView that ViewProfile gives that viewer, so the rules are one. Nobody
// sees the contact before revealing it: a subscriber could (CanReveal), a free member or a
// connection without a plan could not. A connection sees the time and place of birth
// (Birth) and a photo kept for connections. It records no view and spends no quota.
type PreviewProfile struct {
	profiles      ProfileStore
	subscriptions SubscriptionStore
	now           func() time.Time
}

func (q *PreviewProfile) Handle(ctx context.Context, me uuid.UUID, as Viewpoint) (ProfileView, error) {
	switch as {
	case AsFreeMember, AsSubscriber, AsConnection:
	default:
		return ProfileView{}, errViewpoint
	}
	p, err := q.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return ProfileView{}, err
	}
	now := q.now()
	sub, err := q.subscriptions.Current(ctx, me, now)
	if err != nil {
		return ProfileView{}, err
	}
	var plan plans.Code
	if sub.Active(now) {
		plan = sub.Plan
	}
	connected := as == AsConnection
	v := profileViewOf(p, false, connected)
	v.MemberPlan, v.CanReveal = plan, as == AsSubscriber
	v.PhotoVisible = profile.PhotoVisibleTo(p.PhotoVisibility, connected, false)
	if connected {
		v.Request = requests.View{State: string(requests.Accepted), Direction: "received"}
	}
	return v, nil
}
