package postgres

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// SetRefinedCountWalk shortens how many entries a refined search's count reads, so a test can
// reach the bound with a handful of members.
func SetRefinedCountWalk(s *DiscoveryStore, n int) { s.refinedWalk = n }

// ListenForRemovals runs only the search index's listener for deleted members (searchmemory.go),
// so a test reads the change log itself.
func ListenForRemovals(m *SearchMemory, ctx context.Context) {
	listening := make(chan struct{})
	go m.listen(ctx, listening)
	<-listening
}

// SetViewerFactsLimit lowers how many facts a viewer may have kept in memory (viewerfacts.go).
func SetViewerFactsLimit(s *DiscoveryStore, n int) { s.facts.limit = n }

// ScoreQuery scores every member of gender in the search index for terms: the tests' way to hold
// the SQL score to the domain's (matches_test.go).
func ScoreQuery(t matching.ScoreTerms, gender string) (string, []any) {
	var a sqlArgs
	score := scoreSQL(t, "w", &a)
	return "SELECT w.account_id, " + score + " FROM member_search w WHERE w.gender = " + a.add(gender) + "::text", a.values
}

// Lag is the replica's last measured replay lag; Healthy whether reads may go there.
func (r *ReadRouter) Lag() time.Duration { return time.Duration(r.lagMS.Load()) * time.Millisecond }
func (r *ReadRouter) Healthy() bool      { return r.healthy.Load() }
