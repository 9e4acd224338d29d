package httpapi

import (
	"context"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func (s *server) GetHealth(context.Context, api.GetHealthRequestObject) (api.GetHealthResponseObject, error) {
	return api.GetHealth200JSONResponse{Status: api.HealthStatusOk}, nil
}

func (s *server) GetReady(ctx context.Context, _ api.GetReadyRequestObject) (api.GetReadyResponseObject, error) {
	if err := s.svc.Health.Queries.Ready.Handle(ctx); err != nil {
		loggerFrom(ctx).Warn("not ready", "error", err.Error())
		return api.GetReady503ApplicationProblemPlusJSONResponse{UnavailableApplicationProblemPlusJSONResponse: api.UnavailableApplicationProblemPlusJSONResponse{
			Status: 503, Code: "unavailable", Message: "The database is not reachable."}}, nil
	}
	return api.GetReady200JSONResponse{Status: api.HealthStatusOk}, nil
}

// optionsResponse is built once: the catalog is fixed for the life of the process.
var optionsResponse = func() api.Options {
	c := profile.Options
	castes := make([]api.CasteOption, 0, len(c.Castes))
	for _, ct := range c.Castes {
		o := api.CasteOption{Value: ct.Value, Label: localized(ct.Label)}
		if ct.Religion != "" {
			o.Religion = &ct.Religion
		}
		castes = append(castes, o)
	}
	cities := make([]api.CityOption, 0, len(c.Cities))
	for _, o := range c.Cities {
		cities = append(cities, api.CityOption{Value: o.Value, Label: localized(o.Label), District: profile.DistrictOfCity(o.Value)})
	}
	districts := make([]api.DistrictOption, 0, len(profile.Districts()))
	for _, d := range profile.Districts() {
		districts = append(districts, api.DistrictOption{Value: d.Value, Label: localized(d.Label), Talukas: optionsToAPI(d.Talukas)})
	}
	nakshatras := make([]api.NakshatraOption, 0, len(c.Nakshatras))
	for i, o := range c.Nakshatras {
		var rashis []string
		for _, r := range profile.RashisOfNakshatra(i) {
			rashis = append(rashis, profile.RashiValue(r))
		}
		nakshatras = append(nakshatras, api.NakshatraOption{Value: o.Value, Label: localized(o.Label), Rashis: rashis})
	}
	incomes := make([]api.IncomeRangeOption, 0, len(c.IncomeRanges))
	for _, r := range c.IncomeRanges {
		o := api.IncomeRangeOption{Value: r.Value, Label: localized(r.Label), MinLakhs: float32(r.Min) / 100}
		if r.Max != 0 {
			m := float32(r.Max) / 100
			o.MaxLakhs = &m
		}
		incomes = append(incomes, o)
	}
	return api.Options{
		Genders: optionsToAPI(c.Genders), ContactGenders: optionsToAPI(c.ContactGenders),
		MaritalStatuses: optionsToAPI(c.MaritalStatuses), Religions: optionsToAPI(c.Religions),
		Castes: castes, Cities: cities, MotherTongues: optionsToAPI(c.MotherTongues),
		EducationLevels: optionsToAPI(c.EducationLevels), Professions: optionsToAPI(c.Professions),
		FoodPrefs: optionsToAPI(c.FoodPrefs), BloodGroups: optionsToAPI(c.BloodGroups),
		YesNo: optionsToAPI(c.YesNo), Habits: optionsToAPI(c.Habits), Plans: optionsToAPI(c.Plans),
		Districts: districts, CreatedBy: optionsToAPI(c.CreatedBy), Complexions: optionsToAPI(c.Complexions),
		BodyTypes: optionsToAPI(c.BodyTypes), WorkingSectors: optionsToAPI(c.WorkingSectors),
		Manglik: optionsToAPI(c.Manglik), PartnerManglik: optionsToAPI(c.PartnerManglik),
		Rashis: optionsToAPI(c.Rashis), Nakshatras: nakshatras, IncomeRanges: incomes,
	}
}()

func (s *server) GetOptions(context.Context, api.GetOptionsRequestObject) (api.GetOptionsResponseObject, error) {
	return api.GetOptions200JSONResponse{
		Body:    optionsResponse,
		Headers: api.GetOptions200ResponseHeaders{CacheControl: &publicHour},
	}, nil
}

var publicHour = "public, max-age=3600"

func optionsToAPI(list []profile.Option) []api.Option {
	out := make([]api.Option, 0, len(list))
	for _, o := range list {
		out = append(out, api.Option{Value: o.Value, Label: localized(o.Label)})
	}
	return out
}
