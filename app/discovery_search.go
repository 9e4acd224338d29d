package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// SearchPage is one page of results with the capped count.
type SearchPage struct {
	Cards      []matching.Card
	Page       int
	TotalPages int
	Counted    int
	More       bool // more than Counted match
}

// SearchMembers finds members of the opposite gender by the filters.
type SearchMembers struct {
	profiles ProfileStore
	reads    *discoveryReads
	counts   *searchCounts // shared with JoinedSince
	now      func() time.Time
}

func (q *SearchMembers) Handle(ctx context.Context, viewer uuid.UUID, f matching.Filters) (SearchPage, error) {
	c, err := searchCriteria(ctx, q.profiles, q.now, viewer, f)
	if err != nil {
		return SearchPage{}, err
	}
	var cards []matching.Card
	var counted matching.Counted
	now := q.now()
	err = q.reads.read(viewer, func(s DiscoveryStore) (err error) {
		cards, counted, err = q.counts.search(ctx, s, c, now)
		return err
	})
	if err != nil {
		return SearchPage{}, err
	}
	return SearchPage{Cards: cards, Page: c.Page, Counted: counted.N, More: counted.More,
		TotalPages: (counted.N + c.Limit - 1) / c.Limit}, nil
}

// searchCriteria validates filters for viewer. Ranking by compatibility and the gun milan filter
// need the viewer's side of the score; the other searches resolve the viewer inside their one
// statement.
func searchCriteria(ctx context.Context, profiles ProfileStore, now func() time.Time, viewer uuid.UUID,
	f matching.Filters) (matching.Criteria, error) {
	c, err := matching.NewCriteria(viewer, f)
	if err != nil {
		return c, err
	}
	if c.Sort == matching.SortBest || c.Refine.HoroscopeMatch {
		me, err := profiles.ProfileByAccount(ctx, viewer)
		if err != nil {
			return c, err
		}
		if c.Refine.HoroscopeMatch && me.Horoscope.Key() < 0 {
			return c, errNoStars
		}
		terms := matching.TermsFor(me, now())
		c.Terms = &terms
	}
	return c, nil
}

// errNoStars refuses the gun milan filter to a member who has not given their own stars.
var errNoStars = &errs.ValidationError{Message: "Please fix the search filters.", Fields: []errs.FieldError{
	{Field: "horoscopeMatch", Message: "Add your nakshatra and rashi to your profile to filter by gun milan"}}}
