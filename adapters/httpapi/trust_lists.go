package httpapi

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// Shortlists, who viewed a profile and photo requests (docs/adr/0016-trust-and-safety.md).

func (s *server) ListShortlist(ctx context.Context, req api.ListShortlistRequestObject) (api.ListShortlistResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	cards, pages, err := s.svc.Controls.Queries.Shortlist.Handle(ctx, me.ID, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	return api.ListShortlist200JSONResponse{UserProfiles: s.cards(cards, me.ID, time.Now()), TotalPages: pages}, nil
}

func (s *server) SaveToShortlist(ctx context.Context, req api.SaveToShortlistRequestObject) (api.SaveToShortlistResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Controls.Commands.Save.Handle(ctx, me.ID, req.UserId); err != nil {
		return nil, err
	}
	return api.SaveToShortlist200JSONResponse{Message: "Saved to your shortlist."}, nil
}

func (s *server) RemoveFromShortlist(ctx context.Context, req api.RemoveFromShortlistRequestObject) (api.RemoveFromShortlistResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Controls.Commands.Unsave.Handle(ctx, me.ID, req.UserId); err != nil {
		return nil, err
	}
	return api.RemoveFromShortlist200JSONResponse{Message: "Removed from your shortlist."}, nil
}

func (s *server) ListProfileViewers(ctx context.Context, req api.ListProfileViewersRequestObject) (api.ListProfileViewersResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	page, pages, err := s.svc.Controls.Queries.Viewers.Handle(ctx, me.ID, deref(req.Params.Page), deref(req.Params.Limit))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := api.ListProfileViewers200JSONResponse{Viewers: make([]api.ProfileViewer, 0, len(page.Viewers)),
		TotalPages: pages, Total: page.Total, Views: page.Views}
	for _, v := range page.Viewers {
		card := s.cards([]matching.Card{v.Card}, me.ID, now)[0]
		out.Viewers = append(out.Viewers, api.ProfileViewer{UserId: card.UserId, FullName: card.FullName, Age: card.Age,
			Caste: card.Caste, City: card.City, State: card.State, ProfilePicture: card.ProfilePicture,
			ProfilePhotoSrcset: card.ProfilePhotoSrcset, Badges: card.Badges,
			LastViewedAt: v.LastViewed, Days: v.Days})
	}
	return out, nil
}

func (s *server) ListPhotoRequests(ctx context.Context, _ api.ListPhotoRequestsRequestObject) (api.ListPhotoRequestsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	cards, err := s.svc.Controls.Queries.PhotoRequests.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	return api.ListPhotoRequests200JSONResponse{Requests: s.cards(cards, me.ID, time.Now())}, nil
}

func (s *server) RequestPhoto(ctx context.Context, req api.RequestPhotoRequestObject) (api.RequestPhotoResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	status, err := s.svc.Controls.Commands.RequestPhoto.Handle(ctx, me.ID, req.UserId)
	if err != nil {
		return nil, err
	}
	return api.RequestPhoto200JSONResponse{Status: api.PhotoRequestState(status)}, nil
}

func (s *server) AcceptPhotoRequest(ctx context.Context, req api.AcceptPhotoRequestRequestObject) (api.AcceptPhotoRequestResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Controls.Commands.DecidePhotoRequest.Handle(ctx, me.ID, req.UserId, true); err != nil {
		return nil, err
	}
	return api.AcceptPhotoRequest200JSONResponse{Message: "They can now see your photos."}, nil
}

func (s *server) DeclinePhotoRequest(ctx context.Context, req api.DeclinePhotoRequestRequestObject) (api.DeclinePhotoRequestResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Controls.Commands.DecidePhotoRequest.Handle(ctx, me.ID, req.UserId, false); err != nil {
		return nil, err
	}
	return api.DeclinePhotoRequest200JSONResponse{Message: "Request declined."}, nil
}
