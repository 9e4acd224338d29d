package app

import (
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/horoscope"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Calculated or typed (issue 25, docs/horoscope.md "Calculated or typed"): a profile records
// whether its rashi, nakshatra, charan and manglik are what its birth details compute or what the
// family typed from their kundali. The server decides; a client's "calculated" is a claim it
// checks by recomputing from the stored birth date, time and place. A birth place is a place's
// id from domain/birthplace (what the screens send) or, from an older client, text kept as typed:
// shown, never calculated from, and never rewritten to an id, since such a client shows it back.

var errHoroscopeSource = errs.New(errs.ErrInvalid, "horoscope_source_invalid",
	"The horoscope source must be calculated or typed.")

// settleHoroscopeSource sets p.Horoscope.Source from the client's claim ("" when the client did not
// say): "" without values; "typed" when the member says so (their own word wins); otherwise
// "calculated" exactly when the stored values are ones the birth details compute, else "typed".
func settleHoroscopeSource(p *profile.Profile, claim string) error {
	switch claim {
	case "", profile.SourceCalculated, profile.SourceTyped:
	default:
		return errHoroscopeSource
	}
	h := &p.Horoscope
	switch {
	case !h.Values():
		h.Source = ""
	case claim == profile.SourceTyped:
		h.Source = profile.SourceTyped
	case calculatedFrom(*p):
		h.Source = profile.SourceCalculated
	default:
		h.Source = profile.SourceTyped
	}
	return nil
}

// resettleHoroscopeSource settles the source after an edit, by the member or by an admin
// (docs/horoscope.md, "Calculated or typed"): an edit that touches neither the horoscope nor the
// birth date, from a client that does not say (written before the marker), keeps the source as it
// was; any other edit is checked again, so a corrected birth time or date can no longer leave
// values marked calculated that those details do not compute.
func resettleHoroscopeSource(p *profile.Profile, before profile.Profile, claim string) error {
	if err := settleHoroscopeSource(p, claim); err != nil {
		return err
	}
	unchanged := before.Horoscope
	unchanged.Source = p.Horoscope.Source
	if claim == "" && p.DOB.Equal(before.DOB) && unchanged == p.Horoscope && before.Horoscope.Source != "" {
		p.Horoscope.Source = before.Horoscope.Source
	}
	return nil
}

// calculatedFrom reports whether the profile's horoscope values are ones its birth details
// compute: the chart's (or, near a boundary, the reading across it the calculator offers) when
// the time is known, one of the day's readings without a time (no manglik then, since it needs
// the lagna). A value the member left out does not count against them, except that rashi and
// nakshatra must both be given.
func calculatedFrom(p profile.Profile) bool {
	h := p.Horoscope
	if h.Rashi == "" || h.Nakshatra == "" || p.DOB.IsZero() {
		return false
	}
	r, err := readHoroscope(HoroscopeBirth{Date: p.DOB.Format("2006-01-02"), Time: h.BirthTime,
		PlaceID: h.BirthPlace}, false)
	if err != nil {
		return false // a place not from the list, a date out of range: nothing to compare with
	}
	moonIs := func(m horoscope.MoonSign) bool {
		return m.Rashi == h.Rashi && m.Nakshatra == h.Nakshatra && (h.Charan == 0 || h.Charan == m.Charan)
	}
	if r.Day != nil {
		if h.Manglik != "" {
			return false
		}
		for _, s := range r.Day.Spans {
			if moonIs(s.Moon) {
				return true
			}
		}
		return false
	}
	c := r.Chart
	moon := moonIs(c.Moon)
	for _, n := range c.NearBoundaries {
		moon = moon || (n.Body == "moon" && moonIs(n.Moon))
	}
	manglik := h.Manglik == "" || h.Manglik == c.Manglik.Status
	for _, s := range c.Manglik.Alternatives {
		manglik = manglik || h.Manglik == s
	}
	return moon && manglik
}
