package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

// SiteStore is the public website's persistence port.
type SiteStore interface {
	ListStories(ctx context.Context) ([]site.Story, error)
	// ListPosts answers one page of published posts (bodies empty) and how many exist.
	ListPosts(ctx context.Context, p paging.Page) ([]site.Post, int, error)
	GetPost(ctx context.Context, slug string) (site.Post, error)
	SaveContactMessage(ctx context.Context, m site.ContactMessage) error
	SaveFeedback(ctx context.Context, f site.Feedback) error
}

// PlanStore reads the plans, which are data rather than code.
type PlanStore interface {
	ListPlans(ctx context.Context) ([]plans.Plan, error)
}
