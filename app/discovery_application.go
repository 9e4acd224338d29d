package app

import (
	"time"
)

// The discovery use cases (searching, matching and viewing other members), one command or query
// to a file (discovery_*.go), each holding only the ports it uses. The read routing
// (discoveryReads), the search counts (search_counts.go) and the match cache (matchcache.go) are
// built once and shared by the queries that use them. DiscoveryApplication is their index: the
// HTTP adapter calls Commands.X.Handle and Queries.X.Handle.
type DiscoveryApplication struct {
	Commands DiscoveryCommands
	Queries  DiscoveryQueries
}

// DiscoveryCommands change something.
type DiscoveryCommands struct {
	RevealContact *RevealContact
	NoteWrite     *NoteWrite
}

// DiscoveryQueries read.
type DiscoveryQueries struct {
	Search       *SearchMembers
	JoinedSince  *JoinedSince // saved searches' alerts
	ViewProfile  *ViewProfile
	Preview      *PreviewProfile
	Matches      *ListMatches
	MayViewPhoto *MayViewPhoto
	OwnPlan      *ReadOwnPlan // the plan side of the member's own profile
}

// DiscoveryPorts are every port the discovery use cases use between them. Profiles, Store (on
// the primary) and Subscriptions are required; the rest is optional, nil meaning off: Replica
// with Routing (both or neither; app/reads.go), the trust and safety checks
// (docs/adr/0016-trust-and-safety.md; discovery_trust.go), MatchCache (nil draws the carousel
// pools on every request) and Draws (the pools drawn ahead by MatchDrawer; nil draws them on the
// member's first load). Now is the wall clock when nil.
type DiscoveryPorts struct {
	Profiles      ProfileStore
	Store         DiscoveryStore
	Subscriptions SubscriptionStore

	Replica    DiscoveryStore
	Routing    ReadRouting
	Safety     SafetyStore
	Views      ViewLog       // who viewed whom
	ViewQuota  *BatchedLimit // PolicyProfileViewsDaily, counted without a write per view
	Limits     *RateLimiter  // PolicyContactRevealsDaily
	LimitHits  LimitHits
	MatchCache *MatchCache
	Draws      MatchDraws
	Now        func() time.Time
}

// NewDiscoveryApplication builds every discovery use case, naming every port missing.
func NewDiscoveryApplication(p DiscoveryPorts) (*DiscoveryApplication, error) {
	r := required{useCase: "DiscoveryApplication"}
	r.need("Profiles", p.Profiles)
	r.need("Store", p.Store)
	r.need("Subscriptions", p.Subscriptions)
	if isNil(p.Replica) != isNil(p.Routing) {
		r.missing = append(r.missing, "Replica and Routing together")
	}
	if err := r.err(); err != nil {
		return nil, err
	}
	now := clockOr(p.Now)
	reads := &discoveryReads{primary: p.Store}
	if !isNil(p.Replica) {
		reads.replica, reads.routing = p.Replica, p.Routing
	}
	counts := &searchCounts{}
	return &DiscoveryApplication{
		Commands: DiscoveryCommands{
			RevealContact: &RevealContact{profiles: p.Profiles, subscriptions: p.Subscriptions, safety: p.Safety,
				limits: p.Limits, limitHits: p.LimitHits, now: now},
			NoteWrite: &NoteWrite{routing: reads.routing},
		},
		Queries: DiscoveryQueries{
			Search:       &SearchMembers{profiles: p.Profiles, reads: reads, counts: counts, now: now},
			JoinedSince:  &JoinedSince{profiles: p.Profiles, primary: p.Store, counts: counts, now: now},
			ViewProfile:  &ViewProfile{profiles: p.Profiles, reads: reads, quota: p.ViewQuota, views: p.Views, now: now},
			Preview:      &PreviewProfile{profiles: p.Profiles, subscriptions: p.Subscriptions, now: now},
			Matches:      &ListMatches{profiles: p.Profiles, reads: reads, cache: p.MatchCache, draws: p.Draws, now: now},
			MayViewPhoto: &MayViewPhoto{store: p.Store},
			OwnPlan:      &ReadOwnPlan{subscriptions: p.Subscriptions, now: now},
		},
	}, nil
}
