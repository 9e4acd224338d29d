package postgres

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/site"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

// SiteStore implements app.SiteStore and app.PlanStore.
type SiteStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewSiteStore(pool *pgxpool.Pool) *SiteStore {
	return &SiteStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *SiteStore) ListPlans(ctx context.Context) ([]plans.Plan, error) {
	rows, err := s.q.ListPlans(ctx)
	if err != nil {
		return nil, wrap("ListPlans", err, nil)
	}
	out := make([]plans.Plan, 0, len(rows))
	for _, r := range rows {
		p, err := planToDomain(r)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func planToDomain(r sqlcgen.ListPlansRow) (plans.Plan, error) {
	var features []struct{ EN, MR string }
	if err := json.Unmarshal(r.Features, &features); err != nil {
		return plans.Plan{}, fmt.Errorf("plan %s: features: %w", r.Code, err)
	}
	p := plans.Plan{
		Code:           plans.Code(r.Code),
		Title:          text.Localized{EN: r.TitleEn, MR: r.TitleMr},
		Price:          int(r.PriceRupees),
		ValidityMonths: int(r.ValidityMonths),
		MostPopular:    r.MostPopular,
	}
	if r.OriginalPriceRupees != nil {
		p.OriginalPrice = int(*r.OriginalPriceRupees)
	}
	if r.ContactAllowance != nil {
		p.ContactAllowance = int(*r.ContactAllowance)
	}
	for _, f := range features {
		p.Features = append(p.Features, text.Localized{EN: f.EN, MR: f.MR})
	}
	return p, nil
}

func (s *SiteStore) ListStories(ctx context.Context) ([]site.Story, error) {
	rows, err := s.q.ListSuccessStories(ctx)
	if err != nil {
		return nil, wrap("ListStories", err, nil)
	}
	out := make([]site.Story, 0, len(rows))
	for _, r := range rows {
		out = append(out, site.Story{
			ID: r.ID, CoupleNames: r.CoupleNames, City: r.City, Year: int(r.Year),
			Story: text.Localized{EN: r.StoryEn, MR: r.StoryMr}, PhotoURL: r.PhotoUrl,
		})
	}
	return out, nil
}

func (s *SiteStore) ListPosts(ctx context.Context, p paging.Page) ([]site.Post, int, error) {
	total, err := s.q.CountBlogPosts(ctx)
	if err != nil {
		return nil, 0, wrap("ListPosts", err, nil)
	}
	rows, err := s.q.ListBlogPosts(ctx, sqlcgen.ListBlogPostsParams{PageLimit: int32(p.Limit), PageOffset: int32(p.Offset())})
	if err != nil {
		return nil, 0, wrap("ListPosts", err, nil)
	}
	out := make([]site.Post, 0, len(rows))
	for _, r := range rows {
		out = append(out, site.Post{
			Slug: r.Slug, Title: text.Localized{EN: r.TitleEn, MR: r.TitleMr},
			Excerpt: text.Localized{EN: r.ExcerptEn, MR: r.ExcerptMr}, Author: r.Author, PublishedAt: r.PublishedAt,
		})
	}
	return out, int(total), nil
}

func (s *SiteStore) GetPost(ctx context.Context, slug string) (site.Post, error) {
	r, err := s.q.GetBlogPost(ctx, slug)
	if err != nil {
		return site.Post{}, wrap(fmt.Sprintf("GetPost(%q)", slug), err, site.ErrPostNotFound)
	}
	return site.Post{
		Slug: r.Slug, Title: text.Localized{EN: r.TitleEn, MR: r.TitleMr},
		Excerpt: text.Localized{EN: r.ExcerptEn, MR: r.ExcerptMr},
		Body:    text.Localized{EN: r.BodyEn, MR: r.BodyMr}, Author: r.Author, PublishedAt: r.PublishedAt,
	}, nil
}

func (s *SiteStore) SaveContactMessage(ctx context.Context, m site.ContactMessage) error {
	return wrap("SaveContactMessage", s.q.InsertContactMessage(ctx, sqlcgen.InsertContactMessageParams{
		ID: m.ID, Name: m.Name, Email: m.Email, Phone: m.Phone, Gender: string(m.Gender),
		Message: m.Message, CreatedAt: m.CreatedAt,
	}), nil)
}

func (s *SiteStore) SaveFeedback(ctx context.Context, f site.Feedback) error {
	return wrap("SaveFeedback", s.q.InsertFeedback(ctx, sqlcgen.InsertFeedbackParams{
		ID: f.ID, Name: f.Name, Email: f.Email, Rating: int16(f.Rating), Feedback: f.Text, CreatedAt: f.CreatedAt,
	}), nil)
}
