package httpapi

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func (s *server) SearchMembers(ctx context.Context, req api.SearchMembersRequestObject) (api.SearchMembersResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	b := req.Body
	page, err := s.svc.Discovery.Search(ctx, me.ID, matching.Filters{
		MinAge: deref(b.MinAge), MaxAge: deref(b.MaxAge), Caste: deref(b.Caste), Religion: deref(b.Religion),
		City: deref(b.Location), MotherTongue: deref(b.MotherTongue), Page: deref(b.Page), Limit: deref(b.Limit),
		VerifiedOnly: deref(b.Verified),
	})
	if err != nil {
		return nil, err
	}
	now := time.Now()
	list := make([]api.SearchResult, 0, len(page.Cards))
	for _, c := range page.Cards {
		r := api.SearchResult{UserId: c.Code, FullName: c.FullName, Age: profile.AgeOn(c.DOB, now), Caste: c.Caste,
			Location: c.City, RequestStatus: api.RequestState(c.Request.State), Badges: badgesToAPI(c.Badges)}
		dir := api.RequestDirection(c.Request.Direction)
		r.RequestDirection = &dir
		if link := s.media.link(c.PhotoID, "thumb", me.ID, now); link != "" {
			r.ProfilePicture = &link
		}
		list = append(list, r)
	}
	return api.SearchMembers200JSONResponse{UserList: list, Page: page.Page, TotalPages: page.TotalPages,
		SearchResults: page.Counted, MoreResults: page.More}, nil
}

func (s *server) GetMatches(ctx context.Context, req api.GetMatchesRequestObject) (api.GetMatchesResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	lists, err := s.svc.Discovery.Matches(ctx, me.ID, deref(req.Params.Verified))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	return api.GetMatches200JSONResponse{MatchedData: api.MatchedData{
		Caste: s.cards(lists[matching.ByCaste], me.ID, now), Age: s.cards(lists[matching.ByAge], me.ID, now),
		Location: s.cards(lists[matching.ByLocation], me.ID, now)}}, nil
}

func (s *server) RevealContact(ctx context.Context, req api.RevealContactRequestObject) (api.RevealContactResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	contact, remaining, err := s.svc.Discovery.RevealContact(ctx, me.ID, req.UserId)
	if err != nil {
		return nil, err
	}
	out := api.RevealContact200JSONResponse{Phone: contact.Phone, Email: contact.Email}
	if remaining >= 0 {
		out.Remaining = &remaining
	}
	return out, nil
}

// cards converts list entries; pictures are thumbnails with links signed for viewer.
func (s *server) cards(cs []matching.Card, viewer uuid.UUID, now time.Time) []api.MemberCard {
	out := make([]api.MemberCard, 0, len(cs))
	for _, c := range cs {
		card := api.MemberCard{UserId: c.Code, FullName: c.FullName, Age: profile.AgeOn(c.DOB, now), Caste: c.Caste,
			City: c.City, State: profile.State, Badges: badgesToAPI(c.Badges)}
		if link := s.media.link(c.PhotoID, "thumb", viewer, now); link != "" {
			card.ProfilePicture = &link
		}
		if !c.At.IsZero() {
			at := c.At
			card.RequestedAt = &at
		}
		out = append(out, card)
	}
	return out
}
