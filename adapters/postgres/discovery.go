package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// DiscoveryStore implements app.DiscoveryStore.
type DiscoveryStore struct {
	pool  *pgxpool.Pool
	q     *sqlcgen.Queries
	stats columnStats
	// refinedWalk is RefinedCountWalk; tests shorten it (export_test.go).
	refinedWalk int
	// facts keeps each viewer's pair facts for their profile views (viewerfacts.go).
	facts viewerFactsCache
	// shown remembers each viewer's last check of their kept carousels (shownchecks.go).
	shown viewerMemory[*shownCheck]
	// memory is the in-memory search index, when the instance keeps one (searchmemory.go).
	memory *SearchMemory
}

func NewDiscoveryStore(pool *pgxpool.Pool) *DiscoveryStore {
	return &DiscoveryStore{pool: pool, q: sqlcgen.New(withScanPlanCache(pool)), refinedWalk: RefinedCountWalk,
		facts: viewerFactsCache{limit: viewerFactsLimit, viewerMemory: viewerMemory[*viewerFacts]{max: viewerFactsEntries}},
		shown: viewerMemory[*shownCheck]{max: shownCheckEntries}}
}

func orOwn(s, fallback string) string {
	if s != "" {
		return s
	}
	return fallback
}

func (s *DiscoveryStore) PhotoOwners(ctx context.Context, viewer uuid.UUID, photoID string) ([]app.PhotoOwner, string, error) {
	rows, err := s.q.PhotoOwners(ctx, sqlcgen.PhotoOwnersParams{Viewer: viewer, PhotoID: photoID})
	if err != nil {
		return nil, "", wrap("PhotoOwners", err, nil)
	}
	owners := make([]app.PhotoOwner, 0, len(rows))
	viewerGender := ""
	for _, r := range rows {
		owners = append(owners, app.PhotoOwner{Account: r.AccountID, Gender: r.Gender, Suspended: r.Suspended,
			Visibility: r.PhotoVisibility, Blocked: r.Blocked, Paused: r.Paused, Connected: r.Connected, Granted: r.Granted})
		viewerGender = r.ViewerGender
	}
	return owners, viewerGender, nil
}

// ViewProfile reads the member's row, the request between the pair and the viewer's facts
// version in one round trip and takes the viewer's other pair facts from memory while that
// version holds (viewerfacts.go); a changed version costs one more round trip, reading the facts
// again.
func (s *DiscoveryStore) ViewProfile(ctx context.Context, viewer uuid.UUID, code string, now time.Time) (app.ViewedProfile, error) {
	if f, _ := s.facts.get(viewer); f != nil && f.tooMany {
		return s.viewProfileAtOnce(ctx, viewer, code, now)
	}
	r, err := s.q.ViewProfileRow(ctx, sqlcgen.ViewProfileRowParams{Viewer: viewer, Now: now, Code: code})
	if err != nil {
		return app.ViewedProfile{}, wrap("ViewProfileRow", err, profile.ErrNotFound)
	}
	f, _ := s.facts.get(viewer)
	if f == nil || f.version != r.ViewerFactsVersion {
		if f, err = loadViewerFacts(ctx, s.q, viewer, now, s.facts.limit); err != nil {
			return app.ViewedProfile{}, err
		}
		if f.gender != "" { // a viewer without a profile (an admin) is read again every time
			s.facts.put(viewer, f)
		}
		if f.tooMany {
			return s.viewProfileAtOnce(ctx, viewer, code, now)
		}
	}
	member := r.Profile.AccountID
	v := app.ViewedProfile{Profile: profileToDomain(r.Profile, r.Email, r.Phone), MemberPlan: plans.Code(r.MemberPlan),
		ViewerGender: f.gender, ViewerStars: f.stars, ViewerStarsFrom: f.starsOf, PhotoRequest: f.photo[member]}
	v.Request, v.HasRequest = pairRequest(r.RequestSender, r.RequestStatus)
	_, v.Blocked = f.blocked[member]
	_, v.Shortlisted = f.saved[member]
	if sub, ok := f.activeSubscription(now); ok {
		v.Subscription, v.Revealed = sub, f.revealed(sub.ID, member)
	}
	return v, nil
}

// viewProfileAtOnce reads the member and every pair fact in one statement: for viewers whose
// facts are too many to keep.
func (s *DiscoveryStore) viewProfileAtOnce(ctx context.Context, viewer uuid.UUID, code string, now time.Time) (app.ViewedProfile, error) {
	r, err := s.q.ViewProfile(ctx, sqlcgen.ViewProfileParams{Viewer: viewer, Now: now, Code: code})
	if err != nil {
		return app.ViewedProfile{}, wrap("ViewProfile", err, profile.ErrNotFound)
	}
	v := app.ViewedProfile{Profile: profileToDomain(r.Profile, r.Email, r.Phone), Revealed: r.Revealed,
		MemberPlan: plans.Code(r.MemberPlan), ViewerGender: r.ViewerGender, ViewerStars: int(r.ViewerHoroscopeKey),
		ViewerStarsFrom: r.ViewerHoroscopeSource,
		Blocked:         r.Blocked, Shortlisted: r.Shortlisted, PhotoRequest: r.PhotoRequest}
	v.Request, v.HasRequest = pairRequest(r.RequestSender, r.RequestStatus)
	if r.SubscriptionID != uuid.Nil {
		v.Subscription = plans.Subscription{ID: r.SubscriptionID, Account: viewer, Plan: plans.Code(r.SubscriptionPlan),
			StartsAt: r.SubscriptionStarts, EndsAt: r.SubscriptionEnds, Allowance: int(value(r.ContactAllowance)),
			Used: int(r.RevealsUsed)}
	}
	return v, nil
}

// pairRequest is the request between a viewer and the member viewed, as a profile view's
// statement reads it (a left join: no status when there is none).
func pairRequest(sender uuid.NullUUID, status *string) (requests.Request, bool) {
	if status == nil {
		return requests.Request{}, false
	}
	return requests.Request{Sender: sender.UUID, Status: requests.Status(*status)}, true
}
