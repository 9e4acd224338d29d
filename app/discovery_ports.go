package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// MatchDraws keeps members' carousel pools drawn ahead of time, shared by every instance
// (docs/adr/0018-matches-drawn-ahead.md). A version is matchVersion's: the member's profile
// version and the date the pools were drawn for.
type MatchDraws interface {
	// Drawn answers the viewer's pools kept at version; ok is false when none are.
	Drawn(ctx context.Context, viewer uuid.UUID, version string) (pools map[matching.Dimension][]matching.Candidate, ok bool, err error)
	// Keep stores the viewer's pools drawn at version for day, replacing what was kept.
	Keep(ctx context.Context, viewer uuid.UUID, version string, day time.Time, pools map[matching.Dimension][]matching.Candidate) error
	// Claim claims for one drawer, until `until`, up to limit members after `after` in account
	// order who were active since activeSince, may be shown in discovery, and have no pools for
	// day; concurrent claims never answer the same member. Answered in account order.
	Claim(ctx context.Context, day time.Time, after uuid.UUID, activeSince time.Time, limit int, now, until time.Time) ([]uuid.UUID, error)
	// Sweep deletes the pools drawn for days before `before`.
	Sweep(ctx context.Context, before time.Time) (int64, error)
}

// DiscoveryStore answers searches and match lists.
type DiscoveryStore interface {
	// Search reads one page of members of the gender opposite the viewer's (the viewer's gender
	// is read in the same statement) and, when count asks it for the searched gender, counts
	// them up to matching.CountLimit (matching.CountedOf); profile.ErrNotFound when the viewer
	// has no profile. Whether a count is needed and how long one holds are the use case's
	// (app/search_counts.go).
	Search(ctx context.Context, c matching.Criteria, count SearchCounting, now time.Time) (SearchRows, error)
	// MatchPools answers, for each carousel (matching.Dimensions), up to a pool of viewer's mutual
	// matches that meet every preference viewer set, each scored with terms; never members blocked
	// either way or paused, and only ID-verified ones when verifiedOnly.
	MatchPools(ctx context.Context, viewer profile.Profile, terms matching.ScoreTerms, verifiedOnly bool, now time.Time) (map[matching.Dimension][]matching.Candidate, error)
	// MatchMembers reads of members what a match card and its reasons need (code, name, birth
	// date, caste, city, picture, badges, and what matching.ScoreTerms.Evaluate and
	// matching.Between read; not the whole profile), in any order, leaving out those viewer may
	// not be shown now: suspended, paused, blocked either way.
	MatchMembers(ctx context.Context, viewer uuid.UUID, ids []uuid.UUID) ([]profile.Profile, error)
	// CheckShown answers, in one round trip, what a viewer's kept carousels depend on: when the
	// viewer's profile last changed (its UpdatedAt), and which of ids the viewer may not be shown
	// now (erased, suspended, paused, blocked either way); profile.ErrNotFound when the viewer
	// has no profile.
	CheckShown(ctx context.Context, viewer uuid.UUID, ids []uuid.UUID) (viewerUpdated time.Time, hidden []uuid.UUID, err error)
	// PhotoOwners answers the profiles that show the picture (demo members share some) and the
	// viewer's gender ("" when the viewer has no profile), in one round trip.
	PhotoOwners(ctx context.Context, viewer uuid.UUID, photoID string) (owners []PhotoOwner, viewerGender string, err error)
	// ViewProfile reads the member with code and their active plan, together with the pair's
	// request and the viewer's active subscription (zero when none), in one round trip.
	ViewProfile(ctx context.Context, viewer uuid.UUID, code string, now time.Time) (ViewedProfile, error)
}

// SearchCounting says for which searched gender a search counts its matches: the use case asks
// only for a count it does not already have.
type SearchCounting struct{ Female, Male bool }

// SearchRows is one page of a search as the store read it.
type SearchRows struct {
	Cards  []matching.Card
	Gender string // the gender searched: the viewer's opposite
	// Counted is the count for Gender when Fresh (SearchCounting asked for it); zero otherwise.
	Counted matching.Counted
	Fresh   bool
}

// PhotoOwner is a profile showing a picture, as far as who may see it goes: the owner, their
// photo-privacy setting, and the viewer's standing with them (docs/adr/0016-trust-and-safety.md).
type PhotoOwner struct {
	Account    uuid.UUID
	Gender     string
	Suspended  bool
	Visibility string // profile.PhotoVisibilities
	Blocked    bool   // either has blocked the other
	Paused     bool   // the owner paused their profile
	Connected  bool
	Granted    bool // the owner accepted the viewer's photo request
}

// ViewedProfile is what a profile page needs to decide what the viewer sees.
type ViewedProfile struct {
	Profile      profile.Profile
	ViewerGender string // "" when the viewer has no profile
	ViewerStars  int    // the viewer's horoscope key (-1: none given)
	// ViewerStarsFrom is the viewer's profile.Horoscope.Source ("" when not recorded).
	ViewerStarsFrom string
	Request         requests.Request
	HasRequest      bool
	Subscription    plans.Subscription
	Revealed        bool // the viewer revealed this member's contact in that subscription
	// MemberPlan is the plan of the member's own active subscription ("" when none): their badge.
	MemberPlan plans.Code
	// Trust and safety (docs/adr/0016-trust-and-safety.md), read in the same round trip.
	Blocked      bool   // either has blocked the other: the profile does not exist for the viewer
	Shortlisted  bool   // the viewer saved the member
	PhotoRequest string // the viewer's photo request to the member: "", pending, accepted, declined
}
