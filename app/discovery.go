package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// Discovery is searching, matching and viewing other members.
type Discovery struct {
	Profiles      ProfileStore
	Store         DiscoveryStore // on the primary
	Subscriptions SubscriptionStore
	Now           func() time.Time
	// Replica is the same store on a read replica, used as Routing allows (app/reads.go);
	// nil means every read goes to Store.
	Replica DiscoveryStore
	Routing ReadRouting

	// Trust and safety (docs/adr/0016-trust-and-safety.md; discovery_trust.go): blocks, the
	// daily limits against harvesting, and the log of who viewed whom. Nil ones are off.
	Safety    SafetyStore
	Views     ViewLog
	ViewQuota *BatchedLimit // PolicyProfileViewsDaily, counted without a write per view
	Limits    *RateLimiter  // PolicyContactRevealsDaily
	LimitHits LimitHits
}

// SearchPage is one page of results with the capped count.
type SearchPage struct {
	Cards      []matching.Card
	Page       int
	TotalPages int
	Counted    int
	More       bool // more than Counted match
}

// Search finds members of the opposite gender by the filters.
func (d *Discovery) Search(ctx context.Context, viewer uuid.UUID, f matching.Filters) (SearchPage, error) {
	c, err := matching.NewCriteria(viewer, f)
	if err != nil {
		return SearchPage{}, err
	}
	var cards []matching.Card
	var counted int
	err = d.read(viewer, func(s DiscoveryStore) (err error) {
		cards, counted, err = s.Search(ctx, c, d.Now())
		return err
	})
	if err != nil {
		return SearchPage{}, err
	}
	more := counted > matching.ResultCap
	counted = min(counted, matching.ResultCap)
	return SearchPage{Cards: cards, Page: c.Page, Counted: counted, More: more,
		TotalPages: (counted + c.Limit - 1) / c.Limit}, nil
}

// Matches are the three preference lists (of ID-verified members only when verifiedOnly).
func (d *Discovery) Matches(ctx context.Context, viewer uuid.UUID, verifiedOnly bool) (map[matching.Dimension][]matching.Card, error) {
	me, err := d.Profiles.ProfileByAccount(ctx, viewer)
	if err != nil {
		return nil, err
	}
	var lists map[matching.Dimension][]matching.Card
	err = d.read(viewer, func(s DiscoveryStore) (err error) {
		lists, err = s.Matches(ctx, me, matching.MatchesPerDimension, verifiedOnly, d.Now())
		return err
	})
	return lists, err
}

// ProfileView is another member's profile as the viewer may see it.
type ProfileView struct {
	Profile      profile.Profile
	Request      requests.View
	ShowContact  bool // the viewer revealed it in this subscription (or it is their own)
	CanReveal    bool // the viewer could reveal it now
	Subscription plans.Subscription
	// MemberPlan is the member's own active plan ("" when none), whatever they prefer.
	MemberPlan plans.Code
	// PhotoVisible is false when the member's photo privacy hides their picture from the viewer:
	// the links lead to the placeholder. PhotoRequest is the viewer's ask ("" when none).
	PhotoVisible bool
	PhotoRequest string
	Shortlisted  bool
}

// errHidden hides suspended members, members of the viewer's own gender (matching.MayMeet),
// members blocked either way, paused profiles (but to their connections) and the viewer's own
// code behind "not found".
var errHidden = profile.ErrNotFound

// View shows the member with code to viewer. Contact details are included only when the
// viewer has already revealed them within an active subscription.
func (d *Discovery) View(ctx context.Context, viewer uuid.UUID, code string) (ProfileView, error) {
	now := d.Now()
	if err := d.admitView(viewer, now); err != nil {
		return ProfileView{}, err
	}
	var vp ViewedProfile
	err := d.read(viewer, func(s DiscoveryStore) (err error) {
		vp, err = s.ViewProfile(ctx, viewer, code, now)
		return err
	})
	if err != nil {
		return ProfileView{}, err
	}
	p := vp.Profile
	if p.AccountID == viewer {
		// One's own profile is read where one's edits are written (a replica may lag them).
		if d.Replica != nil {
			if p, err = d.Profiles.ProfileByAccount(ctx, viewer); err != nil {
				return ProfileView{}, err
			}
		}
		return ProfileView{Profile: p, Request: requests.NoRequest, ShowContact: true, MemberPlan: vp.MemberPlan,
			PhotoVisible: true}, nil
	}
	connected := vp.HasRequest && vp.Request.Status == requests.Accepted
	if !mayView(vp, connected) {
		return ProfileView{}, errHidden
	}
	v := ProfileView{Profile: p, Request: requests.NoRequest, Subscription: vp.Subscription, MemberPlan: vp.MemberPlan,
		PhotoVisible: profile.PhotoVisibleTo(p.PhotoVisibility, connected, vp.PhotoRequest == photoRequestAccepted),
		PhotoRequest: vp.PhotoRequest, Shortlisted: vp.Shortlisted}
	if vp.HasRequest {
		v.Request = vp.Request.ViewFor(viewer)
	}
	d.recordView(viewer, p.AccountID, now)
	if vp.Subscription.Active(now) {
		v.ShowContact = vp.Revealed
		v.CanReveal = !vp.Revealed && vp.Subscription.CanReveal(now) == nil
	}
	return v, nil
}

// MayViewPhoto decides, when a picture is fetched, whether viewer may see it now: their own, or a
// member's they may meet (matching.MayMeet) who is not suspended, not blocked either way, and
// whose photo privacy shows it to the viewer (mayViewPhotoOf); admins see every picture. exists
// is false when no profile shows the picture any more. The media route asks on every fetch, so
// photo privacy and blocks are enforced here whatever link is tried.
func (d *Discovery) MayViewPhoto(ctx context.Context, viewer identity.Account, photoID string) (visible, exists bool, err error) {
	owners, viewerGender, err := d.Store.PhotoOwners(ctx, viewer.ID, photoID)
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

// Subscription is the viewer's active subscription (zero when none): isSubscribe.
func (d *Discovery) Subscription(ctx context.Context, viewer uuid.UUID) (plans.Subscription, error) {
	return d.Subscriptions.Current(ctx, viewer, d.Now())
}

// RevealContact spends one unit of the viewer's allowance on the member (once per member per
// subscription) and answers the member's contact with what remains.
func (d *Discovery) RevealContact(ctx context.Context, viewer uuid.UUID, code string) (profile.Contact, int, error) {
	p, err := d.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	if p.Suspended || p.AccountID == viewer {
		return profile.Contact{}, 0, errHidden
	}
	if err := d.admitReveal(ctx, viewer, p.AccountID); err != nil {
		return profile.Contact{}, 0, err
	}
	me, err := d.Profiles.ProfileByAccount(ctx, viewer)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	if !matching.MayMeet(me.Gender, p.Gender) {
		return profile.Contact{}, 0, errHidden
	}
	now := d.Now()
	sub, err := d.Subscriptions.Current(ctx, viewer, now)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	if !sub.Active(now) {
		return profile.Contact{}, 0, plans.ErrNoSubscription
	}
	remaining, err := d.Subscriptions.Reveal(ctx, sub, viewer, p.AccountID, now)
	if err != nil {
		return profile.Contact{}, 0, err
	}
	return p.Contact, remaining, nil
}
