package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
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

	// MatchCache keeps each viewer's carousel pools for a short while; nil draws them on every
	// request.
	MatchCache *MatchCache
	// Draws are the pools drawn ahead of time (MatchDrawer), read before drawing and kept after;
	// nil draws them on the member's first load.
	Draws MatchDraws
}

// DiscoveryDeps are what Discovery needs. Profiles, Store and Subscriptions are required; the
// rest is optional, nil meaning off: Replica with Routing (both or neither), the trust and safety
// checks, and MatchCache. Now has a default.
type DiscoveryDeps struct {
	Profiles      ProfileStore
	Store         DiscoveryStore
	Subscriptions SubscriptionStore
	Now           func() time.Time

	Replica    DiscoveryStore
	Routing    ReadRouting
	Safety     SafetyStore
	Views      ViewLog
	ViewQuota  *BatchedLimit
	Limits     *RateLimiter
	LimitHits  LimitHits
	MatchCache *MatchCache
	Draws      MatchDraws
}

// NewDiscovery builds Discovery, naming every required dependency missing.
func NewDiscovery(d DiscoveryDeps) (*Discovery, error) {
	r := required{useCase: "Discovery"}
	r.need("Profiles", d.Profiles)
	r.need("Store", d.Store)
	r.need("Subscriptions", d.Subscriptions)
	if isNil(d.Replica) != isNil(d.Routing) {
		r.missing = append(r.missing, "Replica and Routing together")
	}
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Discovery{Profiles: d.Profiles, Store: d.Store, Subscriptions: d.Subscriptions, Now: clockOr(d.Now),
		Replica: d.Replica, Routing: d.Routing, Safety: d.Safety, Views: d.Views, ViewQuota: d.ViewQuota,
		Limits: d.Limits, LimitHits: d.LimitHits, MatchCache: d.MatchCache, Draws: d.Draws}, nil
}

// SearchPage is one page of results with the capped count.
type SearchPage struct {
	Cards      []matching.Card
	Page       int
	TotalPages int
	Counted    int
	More       bool // more than Counted match
}

// criteria validates filters for viewer. Ranking by compatibility and the gun milan filter need
// the viewer's side of the score; the other searches resolve the viewer inside their one
// statement.
func (d *Discovery) criteria(ctx context.Context, viewer uuid.UUID, f matching.Filters) (matching.Criteria, error) {
	c, err := matching.NewCriteria(viewer, f)
	if err != nil {
		return c, err
	}
	if c.Sort == matching.SortBest || c.Refine.HoroscopeMatch {
		me, err := d.Profiles.ProfileByAccount(ctx, viewer)
		if err != nil {
			return c, err
		}
		if c.Refine.HoroscopeMatch && me.Horoscope.Key() < 0 {
			return c, errNoStars
		}
		terms := matching.TermsFor(me, d.Now())
		c.Terms = &terms
	}
	return c, nil
}

// JoinedSince counts the members who registered after since and fit a saved search of owner's,
// and answers the newest of them (a saved search's alert). It reads the primary: the alert
// moves the search on in the same breath.
func (d *Discovery) JoinedSince(ctx context.Context, owner uuid.UUID, f matching.Filters, since time.Time) (int, matching.Card, error) {
	f.Page, f.Limit, f.Sort = 1, 1, string(matching.SortNewest)
	c, err := d.criteria(ctx, owner, f)
	if err != nil {
		return 0, matching.Card{}, err
	}
	c.RegisteredAfter = since
	cards, counted, err := d.Store.Search(ctx, c, d.Now())
	if err != nil || len(cards) == 0 {
		return 0, matching.Card{}, err
	}
	return counted.N, cards[0], nil
}

// Search finds members of the opposite gender by the filters.
func (d *Discovery) Search(ctx context.Context, viewer uuid.UUID, f matching.Filters) (SearchPage, error) {
	c, err := d.criteria(ctx, viewer, f)
	if err != nil {
		return SearchPage{}, err
	}
	var cards []matching.Card
	var counted matching.Counted
	err = d.read(viewer, func(s DiscoveryStore) (err error) {
		cards, counted, err = s.Search(ctx, c, d.Now())
		return err
	})
	if err != nil {
		return SearchPage{}, err
	}
	return SearchPage{Cards: cards, Page: c.Page, Counted: counted.N, More: counted.More,
		TotalPages: (counted.N + c.Limit - 1) / c.Limit}, nil
}

// errNoStars refuses the gun milan filter to a member who has not given their own stars.
var errNoStars = &errs.ValidationError{Message: "Please fix the search filters.", Fields: []errs.FieldError{
	{Field: "horoscopeMatch", Message: "Add your nakshatra and rashi to your profile to filter by gun milan"}}}

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
	// GunMilan is the viewer's and the member's, when both gave their stars.
	GunMilan *matching.GunMilan
	// Connected: the two accepted each other's request; the time and place of birth are theirs to see.
	Connected bool
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
		v.Connected = vp.Request.Status == requests.Accepted
	}
	if g, ok := matching.BetweenKeys(vp.ViewerGender, vp.ViewerStars, p.Gender, p.Horoscope.Key()); ok {
		v.GunMilan = &g
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
