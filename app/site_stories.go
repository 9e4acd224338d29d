package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/site"
)

// ListStories answers the success stories.
type ListStories struct{ store SiteStore }

func NewListStories(store SiteStore) *ListStories { return mustHave(&ListStories{store: store}) }

func (q *ListStories) Handle(ctx context.Context) ([]site.Story, error) {
	return q.store.ListStories(ctx)
}
