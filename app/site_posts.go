package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

// Blog page sizes: the public list shows ten, an API user may ask for up to fifty.
const (
	blogDefaultLimit = 10
	blogMaxLimit     = 50
)

// ListPosts answers a page of articles (bodies empty) with the page count.
type ListPosts struct{ store SiteStore }

func NewListPosts(store SiteStore) *ListPosts { return mustHave(&ListPosts{store: store}) }

func (q *ListPosts) Handle(ctx context.Context, page, limit int) (posts []site.Post, total, pages int, err error) {
	p := paging.New(page, limit, blogDefaultLimit, blogMaxLimit)
	posts, total, err = q.store.ListPosts(ctx, p)
	if err != nil {
		return nil, 0, 0, err
	}
	return posts, total, p.TotalPages(total), nil
}
