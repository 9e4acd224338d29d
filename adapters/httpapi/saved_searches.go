package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/matching"
)

func (s *server) ListSavedSearches(ctx context.Context, _ api.ListSavedSearchesRequestObject) (api.ListSavedSearchesResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	list, err := s.svc.SavedSearches.Queries.List.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	out := make([]api.SavedSearch, 0, len(list))
	for _, ss := range list {
		out = append(out, savedSearchToAPI(ss))
	}
	return api.ListSavedSearches200JSONResponse{SavedSearches: out}, nil
}

func (s *server) CreateSavedSearch(ctx context.Context, req api.CreateSavedSearchRequestObject) (api.CreateSavedSearchResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	f := filtersFromAPI(req.Body.Filters)
	if req.Body.Sort != nil {
		f.Sort = string(*req.Body.Sort)
	}
	ss, err := s.svc.SavedSearches.Commands.Create.Handle(ctx, me.ID, req.Body.Name, f, deref(req.Body.Alert))
	if err != nil {
		return nil, err
	}
	return api.CreateSavedSearch201JSONResponse(savedSearchToAPI(ss)), nil
}

func (s *server) UpdateSavedSearch(ctx context.Context, req api.UpdateSavedSearchRequestObject) (api.UpdateSavedSearchResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	ss, err := s.svc.SavedSearches.Commands.Update.Handle(ctx, me.ID, req.SearchId, req.Body.Name, req.Body.Alert)
	if err != nil {
		return nil, err
	}
	return api.UpdateSavedSearch200JSONResponse(savedSearchToAPI(ss)), nil
}

func (s *server) DeleteSavedSearch(ctx context.Context, req api.DeleteSavedSearchRequestObject) (api.DeleteSavedSearchResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.svc.SavedSearches.Commands.Delete.Handle(ctx, me.ID, req.SearchId); err != nil {
		return nil, err
	}
	return api.DeleteSavedSearch200JSONResponse{Message: "Saved search deleted."}, nil
}

func savedSearchToAPI(ss matching.SavedSearch) api.SavedSearch {
	sort := api.SavedSearchSort(ss.Filters.Sort)
	if sort == "" {
		sort = api.SavedSearchSortRecent
	}
	return api.SavedSearch{Id: ss.ID, Name: ss.Name, Filters: filtersToAPI(ss.Filters), Sort: sort, Alert: ss.Alert,
		CreatedAt: ss.CreatedAt}
}

// filtersToAPI writes filters back in the request's names (empty ones left out).
func filtersToAPI(f matching.Filters) api.SearchFilters {
	str := func(v string) *string {
		if v == "" {
			return nil
		}
		return &v
	}
	num := func(v int) *int {
		if v == 0 {
			return nil
		}
		return &v
	}
	list := func(v []string) *[]string {
		if len(v) == 0 {
			return nil
		}
		return &v
	}
	flag := func(v bool) *bool {
		if !v {
			return nil
		}
		return &v
	}
	return api.SearchFilters{MinAge: num(f.MinAge), MaxAge: num(f.MaxAge), Caste: str(f.Caste), Religion: str(f.Religion),
		Location: str(f.City), MotherTongue: str(f.MotherTongue), District: str(f.District),
		NativeDistrict: str(f.NativeDistrict), HeightMin: num(f.HeightMin), HeightMax: num(f.HeightMax),
		SubCaste: str(f.SubCaste), MaritalStatus: list(f.MaritalStatuses), Education: list(f.Education),
		Profession: list(f.Profession), MinIncome: str(f.MinIncome), Manglik: str(f.Manglik), WithPhoto: flag(f.WithPhoto),
		ActiveWithinDays: num(f.ActiveWithinDays), HoroscopeMatch: flag(f.HoroscopeMatch), Verified: flag(f.VerifiedOnly)}
}
