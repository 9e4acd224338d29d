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
	if err := s.svc.Health.Ready(ctx); err != nil {
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
	return api.Options{
		Genders: optionsToAPI(c.Genders), ContactGenders: optionsToAPI(c.ContactGenders),
		MaritalStatuses: optionsToAPI(c.MaritalStatuses), Religions: optionsToAPI(c.Religions),
		Castes: castes, Cities: optionsToAPI(c.Cities), MotherTongues: optionsToAPI(c.MotherTongues),
		EducationLevels: optionsToAPI(c.EducationLevels), Professions: optionsToAPI(c.Professions),
		FoodPrefs: optionsToAPI(c.FoodPrefs), BloodGroups: optionsToAPI(c.BloodGroups),
		YesNo: optionsToAPI(c.YesNo), Habits: optionsToAPI(c.Habits), Plans: optionsToAPI(c.Plans),
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
