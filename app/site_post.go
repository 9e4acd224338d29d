package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/site"
)

// ReadPost answers one article by its slug.
type ReadPost struct{ store SiteStore }

func NewReadPost(store SiteStore) *ReadPost { return mustHave(&ReadPost{store: store}) }

func (q *ReadPost) Handle(ctx context.Context, slug string) (site.Post, error) {
	return q.store.GetPost(ctx, slug)
}
