package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// JoinedSince counts the members who registered after since and fit a saved search of owner's,
// and answers the newest of them (a saved search's alert). It reads the primary: the alert
// moves the search on in the same breath.
type JoinedSince struct {
	profiles ProfileStore
	primary  DiscoveryStore
	counts   *searchCounts // shared with SearchMembers
	now      func() time.Time
}

func (q *JoinedSince) Handle(ctx context.Context, owner uuid.UUID, f matching.Filters, since time.Time) (int, matching.Card, error) {
	f.Page, f.Limit, f.Sort = 1, 1, string(matching.SortNewest)
	c, err := searchCriteria(ctx, q.profiles, q.now, owner, f)
	if err != nil {
		return 0, matching.Card{}, err
	}
	c.RegisteredAfter = since
	cards, counted, err := q.counts.search(ctx, q.primary, c, q.now())
	if err != nil || len(cards) == 0 {
		return 0, matching.Card{}, err
	}
	return counted.N, cards[0], nil
}
