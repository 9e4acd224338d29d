package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/site"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

func (s *server) ListPlans(ctx context.Context, _ api.ListPlansRequestObject) (api.ListPlansResponseObject, error) {
	ps, err := s.svc.Site.Queries.Plans.Handle(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]api.Plan, 0, len(ps))
	for _, p := range ps {
		out = append(out, planToAPI(p))
	}
	return api.ListPlans200JSONResponse{Plans: out}, nil
}

func planToAPI(p plans.Plan) api.Plan {
	out := api.Plan{Code: api.PlanCode(p.Code), Title: localized(p.Title), Price: p.Price,
		ValidityMonths: p.ValidityMonths, MostPopular: p.MostPopular, Features: []api.LocalizedText{}}
	if p.OriginalPrice > 0 {
		out.OriginalPrice = &p.OriginalPrice
	}
	if !p.Unlimited() {
		out.ContactAllowance = &p.ContactAllowance
	}
	for _, f := range p.Features {
		out.Features = append(out.Features, localized(f))
	}
	return out
}

func (s *server) ListSuccessStories(ctx context.Context, _ api.ListSuccessStoriesRequestObject) (api.ListSuccessStoriesResponseObject, error) {
	stories, err := s.svc.Site.Queries.Stories.Handle(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]api.SuccessStory, 0, len(stories))
	for _, st := range stories {
		out = append(out, api.SuccessStory{Id: st.ID, CoupleNames: st.CoupleNames, City: st.City,
			Year: st.Year, Story: localized(st.Story), PhotoUrl: st.PhotoURL})
	}
	return api.ListSuccessStories200JSONResponse{Stories: out}, nil
}

func (s *server) ListBlogPosts(ctx context.Context, req api.ListBlogPostsRequestObject) (api.ListBlogPostsResponseObject, error) {
	posts, total, pages, err := s.svc.Site.Queries.Posts.Handle(ctx, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	out := make([]api.BlogPostSummary, 0, len(posts))
	for _, p := range posts {
		out = append(out, postSummaryToAPI(p))
	}
	return api.ListBlogPosts200JSONResponse{Posts: out, Count: total, TotalPages: pages}, nil
}

func (s *server) GetBlogPost(ctx context.Context, req api.GetBlogPostRequestObject) (api.GetBlogPostResponseObject, error) {
	p, err := s.svc.Site.Queries.Post.Handle(ctx, req.Slug)
	if err != nil {
		return nil, err
	}
	sum := postSummaryToAPI(p)
	return api.GetBlogPost200JSONResponse{Slug: sum.Slug, Title: sum.Title, Excerpt: sum.Excerpt,
		Author: sum.Author, PublishedAt: sum.PublishedAt, Body: localized(p.Body)}, nil
}

func postSummaryToAPI(p site.Post) api.BlogPostSummary {
	return api.BlogPostSummary{Slug: p.Slug, Title: localized(p.Title), Excerpt: localized(p.Excerpt),
		Author: p.Author, PublishedAt: p.PublishedAt}
}

func (s *server) SubmitContact(ctx context.Context, req api.SubmitContactRequestObject) (api.SubmitContactResponseObject, error) {
	b := req.Body
	m, err := s.svc.Site.Commands.Contact.Handle(ctx, ClientIP(ctx), b.Name, b.Email, b.Phone, string(b.Gender), b.Message)
	if err != nil {
		return nil, err
	}
	return api.SubmitContact201JSONResponse{Id: m.ID, Message: "Thank you! Our office will get back to you within one working day."}, nil
}

func (s *server) SubmitFeedback(ctx context.Context, req api.SubmitFeedbackRequestObject) (api.SubmitFeedbackResponseObject, error) {
	b := req.Body
	f, err := s.svc.Site.Commands.Feedback.Handle(ctx, ClientIP(ctx), b.Name, b.Email, b.Rating, b.Feedback)
	if err != nil {
		return nil, err
	}
	return api.SubmitFeedback201JSONResponse{Id: f.ID, Message: "Thank you for your feedback!"}, nil
}

func localized(t text.Localized) api.LocalizedText { return api.LocalizedText{En: t.EN, Mr: t.MR} }

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
