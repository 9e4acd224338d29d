// Package app holds the use cases: each loads domain objects through ports, lets the domain
// decide, and persists through the adapters. It knows nothing of HTTP or SQL.
package app

import (
	"context"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

// Site is the public website's use cases.
type Site struct {
	Store  SiteStore
	Plans  PlanStore
	Limits *RateLimiter
	Now    func() time.Time
}

// SiteDeps are what Site needs; Now has a default.
type SiteDeps struct {
	Store  SiteStore
	Plans  PlanStore
	Limits *RateLimiter
	Now    func() time.Time
}

// NewSite builds Site, naming every required dependency missing.
func NewSite(d SiteDeps) (*Site, error) {
	r := required{useCase: "Site"}
	r.need("Store", d.Store)
	r.need("Plans", d.Plans)
	r.need("Limits", d.Limits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Site{Store: d.Store, Plans: d.Plans, Limits: d.Limits, Now: clockOr(d.Now)}, nil
}

// Blog page sizes: the public list shows ten, an API user may ask for up to fifty.
const (
	blogDefaultLimit = 10
	blogMaxLimit     = 50
)

func (s *Site) Stories(ctx context.Context) ([]site.Story, error) { return s.Store.ListStories(ctx) }

func (s *Site) ListPlans(ctx context.Context) ([]plans.Plan, error) { return s.Plans.ListPlans(ctx) }

// Posts answers a page of articles with the page count.
func (s *Site) Posts(ctx context.Context, page, limit int) (posts []site.Post, total, pages int, err error) {
	p := paging.New(page, limit, blogDefaultLimit, blogMaxLimit)
	posts, total, err = s.Store.ListPosts(ctx, p)
	if err != nil {
		return nil, 0, 0, err
	}
	return posts, total, p.TotalPages(total), nil
}

func (s *Site) Post(ctx context.Context, slug string) (site.Post, error) {
	return s.Store.GetPost(ctx, slug)
}

// Contact stores a visitor's message for the office.
func (s *Site) Contact(ctx context.Context, ip netip.Addr, name, email, phone, gender, message string) (site.ContactMessage, error) {
	if err := s.Limits.Take(ctx, PolicyForms, ClientKey(ip)); err != nil {
		return site.ContactMessage{}, err
	}
	m, err := site.NewContactMessage(name, email, phone, gender, message, s.Now())
	if err != nil {
		return site.ContactMessage{}, err
	}
	return m, s.Store.SaveContactMessage(ctx, m)
}

// Feedback stores a visitor's rating.
func (s *Site) Feedback(ctx context.Context, ip netip.Addr, name, email string, rating int, text string) (site.Feedback, error) {
	if err := s.Limits.Take(ctx, PolicyForms, ClientKey(ip)); err != nil {
		return site.Feedback{}, err
	}
	f, err := site.NewFeedback(name, email, rating, text, s.Now())
	if err != nil {
		return site.Feedback{}, err
	}
	return f, s.Store.SaveFeedback(ctx, f)
}
