package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// A viewer's facts are what their profile views depend on besides the profile and the request
// between the pair: their own gender and stars (and whether those were calculated or typed),
// blocks either way, shortlist, photo requests, subscriptions and reveals
// (docs/adr/0019-viewer-facts.md). A member looks at many profiles between two changes to those,
// so this instance keeps them and each view reads only their version with the profile row; the
// database raises the version in the transaction of every change
// (db/migrations/00057_viewer_facts_versions.sql), so a copy is never used once a change to it
// has committed. Requests are read with the profile instead (00061): they change far more often
// than the rest, and a member's list of them only grows.

// viewerFactsLimit bounds the rows one viewer's facts may hold in memory; a member with more (a
// very popular profile's blocks, or a long shortlist) is read the old way, all pair facts in the
// profile view's statement.
const viewerFactsLimit = 2_000

// viewerFactsEntries bounds the viewers an instance keeps; past it the cache starts over (an
// active member's facts are read again on their next view).
const viewerFactsEntries = 100_000

type viewerFacts struct {
	version int64
	tooMany bool // more than viewerFactsLimit rows: views use the full statement
	gender  string
	stars   int
	starsOf string                 // where the stars came from: profile.Horoscope.Source
	blocked map[uuid.UUID]struct{} // either way
	saved   map[uuid.UUID]struct{}
	photo   map[uuid.UUID]string      // the viewer's photo request to an owner: its status
	subs    []plans.Subscription      // not over when read; Used is filled per view
	reveals map[uuid.UUID][]uuid.UUID // subscription → members revealed in it
}

// viewerFactsCache is the facts kept, per viewer.
type viewerFactsCache struct {
	limit int // viewerFactsLimit; tests lower it (export_test.go)
	viewerMemory[*viewerFacts]
}

// loadViewerFacts reads viewer's facts at the version they were read at.
func loadViewerFacts(ctx context.Context, q *sqlcgen.Queries, viewer uuid.UUID, now time.Time, limit int) (*viewerFacts, error) {
	r, err := q.ViewerFacts(ctx, sqlcgen.ViewerFactsParams{Viewer: viewer, Now: now})
	if err != nil {
		return nil, wrap("ViewerFacts", err, nil)
	}
	f := &viewerFacts{version: r.Version, gender: r.Gender, stars: int(r.HoroscopeKey), starsOf: r.HoroscopeSource}
	rows := len(r.Blocked) + len(r.Shortlisted) + len(r.PhotoOwners) + len(r.SubscriptionIds) + len(r.RevealMembers)
	if rows > limit {
		f.tooMany = true
		return f, nil
	}
	f.blocked = setOf(r.Blocked)
	f.saved = setOf(r.Shortlisted)
	f.photo = make(map[uuid.UUID]string, len(r.PhotoOwners))
	for i, owner := range r.PhotoOwners {
		f.photo[owner] = r.PhotoStatuses[i]
	}
	for i, id := range r.SubscriptionIds {
		f.subs = append(f.subs, plans.Subscription{ID: id, Account: viewer, Plan: plans.Code(r.SubscriptionPlans[i]),
			StartsAt: r.SubscriptionStarts[i], EndsAt: r.SubscriptionEnds[i], Allowance: int(r.SubscriptionAllowances[i])})
	}
	f.reveals = make(map[uuid.UUID][]uuid.UUID, len(f.subs))
	for i, sub := range r.RevealSubscriptions {
		f.reveals[sub] = append(f.reveals[sub], r.RevealMembers[i])
	}
	return f, nil
}

func setOf(ids []uuid.UUID) map[uuid.UUID]struct{} {
	s := make(map[uuid.UUID]struct{}, len(ids))
	for _, id := range ids {
		s[id] = struct{}{}
	}
	return s
}

// activeSubscription is the viewer's subscription in force at now, the one ending last (as the
// profile view's statement orders them), with its reveals counted; ok is false without one.
func (f *viewerFacts) activeSubscription(now time.Time) (sub plans.Subscription, ok bool) {
	for _, s := range f.subs {
		if !s.StartsAt.After(now) && s.EndsAt.After(now) && (!ok || s.EndsAt.After(sub.EndsAt)) {
			sub, ok = s, true
		}
	}
	if ok {
		sub.Used = len(f.reveals[sub.ID])
	}
	return sub, ok
}

func (f *viewerFacts) revealed(sub uuid.UUID, member uuid.UUID) bool {
	for _, m := range f.reveals[sub] {
		if m == member {
			return true
		}
	}
	return false
}
