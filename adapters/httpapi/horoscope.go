package httpapi

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/birthplace"
	"github.com/reshimgathi/reshimgathi/domain/horoscope"
)

// The horoscope from birth details (docs/horoscope.md): the birth place picker and the
// calculation. The use cases decide; this file only translates.

func (s *server) SearchBirthPlaces(_ context.Context, req api.SearchBirthPlacesRequestObject) (api.SearchBirthPlacesResponseObject, error) {
	places, err := s.svc.Horoscope.Queries.Places.Handle(req.Params.Q)
	if err != nil {
		return nil, err
	}
	out := api.SearchBirthPlaces200JSONResponse{Places: make([]api.BirthPlace, 0, len(places))}
	for _, p := range places {
		out.Places = append(out.Places, birthPlaceOut(p))
	}
	return out, nil
}

func (s *server) CalculateHoroscope(ctx context.Context, req api.CalculateHoroscopeRequestObject) (api.CalculateHoroscopeResponseObject, error) {
	in := app.HoroscopeBirth{Date: req.Body.Dob, PlaceID: req.Body.BirthPlace}
	if req.Body.BirthTime != nil {
		in.Time = *req.Body.BirthTime
	}
	if req.Body.Clock != nil {
		in.Clock = string(*req.Body.Clock)
	}
	var r app.HoroscopeReading
	var err error
	if _, member := caller(ctx); member == nil {
		r, err = s.svc.Horoscope.Queries.Calculate.Handle(in)
	} else {
		// A visitor: the registration wizard, before the account exists.
		r, err = s.svc.Horoscope.Queries.CalculateForVisitor.Handle(ctx, ClientIP(ctx), in)
	}
	if err != nil {
		return nil, err
	}
	out := api.CalculateHoroscope200JSONResponse{Place: birthPlaceOut(r.Place)}
	if r.Chart != nil {
		out.Chart = chartOut(r.Birth, *r.Chart)
		if r.Kundali != nil {
			grahas := grahasOut(r.Kundali.Grahas)
			out.Chart.Grahas = &grahas
		}
	}
	if r.Day != nil {
		out.Day = dayOut(*r.Day)
	}
	return out, nil
}

func birthPlaceOut(p birthplace.Place) api.BirthPlace {
	out := api.BirthPlace{Id: p.ID, Label: api.LocalizedText{En: p.English, Mr: p.Marathi},
		Region:   api.LocalizedText{En: p.RegionEnglish, Mr: p.RegionMarathi},
		Latitude: p.Latitude, Longitude: p.Longitude, TimeZone: p.TimeZone, Approximate: p.Approximate}
	if p.District != "" {
		out.District, out.Taluka = &p.District, &p.Taluka
	}
	return out
}

func moonOut(m horoscope.MoonSign) api.MoonReading {
	out := api.MoonReading{Rashi: m.Rashi, Nakshatra: m.Nakshatra}
	if m.Charan != 0 {
		charan := m.Charan
		out.Charan = &charan
	}
	return out
}

func chartOut(birth time.Time, c horoscope.Chart) *api.HoroscopeChart {
	out := &api.HoroscopeChart{Birth: birth, Moon: moonOut(c.Moon), Lagna: c.Lagna,
		Manglik: api.HoroscopeChartManglik(c.Manglik.Status), ManglikAlternatives: append([]string{}, c.Manglik.Alternatives...),
		ManglikExceptedFrom: make([]api.HoroscopeChartManglikExceptedFrom, 0, len(c.Manglik.ExceptedFrom)),
		MarsRashi:           c.Mars, MarsHouseFromLagna: c.Manglik.HouseFromLagna, MarsHouseFromMoon: c.Manglik.HouseFromMoon,
		MoonLongitude: c.MoonLongitude, LagnaLongitude: c.LagnaLongitude, MarsLongitude: c.MarsLongitude,
		Ayanamsa: c.Ayanamsa, NearBoundaries: make([]api.HoroscopeNearBoundary, 0, len(c.NearBoundaries))}
	for _, from := range c.Manglik.ExceptedFrom {
		out.ManglikExceptedFrom = append(out.ManglikExceptedFrom, api.HoroscopeChartManglikExceptedFrom(from))
	}
	for _, n := range c.NearBoundaries {
		b := api.HoroscopeNearBoundary{Body: api.HoroscopeNearBoundaryBody(n.Body),
			Boundary: api.HoroscopeNearBoundaryBoundary(n.Boundary), Distance: n.Distance}
		switch n.Body {
		case "moon":
			m := moonOut(n.Moon)
			b.Moon = &m
		case "lagna":
			b.Lagna = &n.Lagna
		case "mars":
			b.Mars = &n.Mars
		}
		out.NearBoundaries = append(out.NearBoundaries, b)
	}
	return out
}

// grahasOut is the kundali's nine grahas, in horoscope.GrahaNames' order.
func grahasOut(grahas [9]horoscope.Graha) []api.Graha {
	out := make([]api.Graha, 0, len(grahas))
	for _, g := range grahas {
		retrograde := g.Retrograde
		out = append(out, api.Graha{Graha: api.GrahaGraha(g.Name), Longitude: g.Longitude, Rashi: g.Rashi, House: g.House,
			Retrograde: &retrograde})
	}
	return out
}

func kundaliOut(k horoscope.Kundali) *api.Kundali {
	return &api.Kundali{Lagna: k.Lagna, Grahas: grahasOut(k.Grahas)}
}

func dayOut(d horoscope.Day) *api.HoroscopeDay {
	out := &api.HoroscopeDay{Spans: make([]api.HoroscopeSpan, 0, len(d.Spans))}
	if r := d.Rashi(); r != "" {
		out.Rashi = &r
	}
	if n := d.Nakshatra(); n != "" {
		out.Nakshatra = &n
	}
	for _, sp := range d.Spans {
		span := api.HoroscopeSpan{From: sp.From, To: sp.To, Moon: moonOut(sp.Moon)}
		if sp.Manglik.HouseFromMoon != 0 {
			house, doshic := sp.Manglik.HouseFromMoon, sp.Manglik.FromMoon
			span.MarsHouseFromMoon, span.ManglikFromMoon = &house, &doshic
		}
		out.Spans = append(out.Spans, span)
	}
	return out
}
