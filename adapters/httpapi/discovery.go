package httpapi

import (
	"context"
	"strconv"
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
	f := filtersFromAPI(b.SearchFilters) // the same filters a saved search keeps (api/search_request.go)
	f.Page, f.Limit = deref(b.Page), deref(b.Limit)
	if b.Sort != nil {
		f.Sort = string(*b.Sort)
	}
	page, err := s.svc.Discovery.Queries.Search.Handle(ctx, me.ID, f)
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
		pic := s.media.picture(c.PhotoID, me.ID, now)
		r.ProfilePicture, r.ProfilePhotoSrcset = pic.thumbnail(), pic.srcset
		if c.Compat != nil {
			r.Score = &c.Compat.Score
		}
		list = append(list, r)
	}
	return encodeAnswer(1024*len(list)+128, &api.SearchPage{UserList: list, Page: page.Page,
		TotalPages: page.TotalPages, SearchResults: page.Counted, MoreResults: page.More}, api.AppendJSONSearchPage)
}

func (s *server) GetMatches(ctx context.Context, req api.GetMatchesRequestObject) (api.GetMatchesResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.svc.Discovery.Queries.Matches.Handle(ctx, me.ID, deref(req.Params.Verified))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	// Carousels the match cache keeps are encoded (and compressed) once per window of their
	// picture links and per date (the cards' ages): a repeated load signs no link, encodes
	// nothing and compresses nothing (docs/adr/0017-kept-carousels.md).
	key := strconv.FormatInt(linkExpiry(now), 10) + "@" + now.Format(time.DateOnly)
	if c.Rendition != nil {
		if kept, ok := c.Rendition.Get(key); ok {
			if a, ok := kept.(*matchesAnswer); ok {
				return a.answer(ctx), nil
			}
		}
	}
	lists := c.Lists
	why := func(d matching.Dimension) *api.CarouselEmpty {
		if r, ok := c.Empty[d]; ok {
			out := api.CarouselEmpty(r)
			return &out
		}
		return nil
	}
	answer := api.GetMatches200JSONResponse{MatchedData: api.MatchedData{
		Caste: s.cards(lists[matching.ByCaste], me.ID, now), Age: s.cards(lists[matching.ByAge], me.ID, now),
		Location: s.cards(lists[matching.ByLocation], me.ID, now), New: s.cards(lists[matching.ByNew], me.ID, now),
		Mutual: s.cards(lists[matching.ByMutual], me.ID, now), Near: s.cards(lists[matching.ByNear], me.ID, now),
		Horoscope: s.cards(lists[matching.ByHoroscope], me.ID, now),
		WhyEmpty: api.EmptyCarousels{Caste: why(matching.ByCaste), Age: why(matching.ByAge), Location: why(matching.ByLocation),
			New: why(matching.ByNew), Mutual: why(matching.ByMutual), Near: why(matching.ByNear), Horoscope: why(matching.ByHoroscope)}}}
	if c.Rendition == nil {
		return answer, nil
	}
	body, err := encodeAnswer(32<<10, &answer, api.AppendJSONGetMatches200JSONResponse)
	if err != nil {
		return nil, err
	}
	a := newMatchesAnswer(body)
	c.Rendition.Put(key, a)
	return a.answer(ctx), nil
}

// filtersFromAPI reads the search filters (a search's, or a saved search's).
func filtersFromAPI(b api.SearchFilters) matching.Filters {
	return matching.Filters{
		MinAge: deref(b.MinAge), MaxAge: deref(b.MaxAge), Caste: deref(b.Caste), Religion: deref(b.Religion),
		City: deref(b.Location), MotherTongue: deref(b.MotherTongue), District: deref(b.District),
		NativeDistrict: deref(b.NativeDistrict), HeightMin: deref(b.HeightMin), HeightMax: deref(b.HeightMax),
		SubCaste: deref(b.SubCaste), MaritalStatuses: deref(b.MaritalStatus), Education: deref(b.Education),
		Profession: deref(b.Profession), MinIncome: deref(b.MinIncome), Manglik: deref(b.Manglik),
		WithPhoto: deref(b.WithPhoto), ActiveWithinDays: deref(b.ActiveWithinDays), HoroscopeMatch: deref(b.HoroscopeMatch),
		VerifiedOnly: deref(b.Verified),
	}
}

func (s *server) RevealContact(ctx context.Context, req api.RevealContactRequestObject) (api.RevealContactResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	contact, remaining, err := s.svc.Discovery.Commands.RevealContact.Handle(ctx, me.ID, req.UserId)
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
		pic := s.media.picture(c.PhotoID, viewer, now)
		card.ProfilePicture, card.ProfilePhotoSrcset = pic.thumbnail(), pic.srcset
		if !c.At.IsZero() {
			at := c.At
			card.RequestedAt = &at
		}
		if c.Compat != nil {
			card.Score = &c.Compat.Score
			reasons := make([]api.MatchReason, 0, len(c.Compat.Reasons))
			for _, r := range c.Compat.Reasons {
				reason := api.MatchReason{Criterion: api.MatchReasonCriterion(r.Criterion), Met: r.Met}
				if r.Value != "" {
					reason.Value = &r.Value
				}
				reasons = append(reasons, reason)
			}
			card.Reasons = &reasons
		}
		if c.GunMilan != nil {
			points := float32(c.GunMilan.Points())
			card.GunMilan = &points
		}
		out = append(out, card)
	}
	return out
}
