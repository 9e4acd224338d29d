// Package horoscope computes what a family astrologer reads from a birth moment and place: the
// Moon's sidereal longitude (Lahiri ayanamsa) and from it the rashi, nakshatra and charan, the
// ascendant (lagna) and its rashi, Mars's rashi and from its houses the manglik status; and for a
// birth date without a time, the Moon's readings through that day. It is pure arithmetic from
// published algorithms (Meeus, Astronomical Algorithms; VSOP87), measured against
// astronomy-engine in its test; docs/horoscope.md gives the sources, the ayanamsa's definition,
// the manglik rule and the accuracy. The rashi and nakshatra values
// are domain/profile's, the ones gun milan (domain/matching) reads.
package horoscope

import (
	"errors"
	"math"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Place is where a birth happened, in degrees: latitude north positive, longitude east positive.
type Place struct{ Latitude, Longitude float64 }

// MaxLatitude is the farthest from the equator a birth may be: beyond the polar circles part of
// the ecliptic never rises and the ascendant leaps, so no lagna is meaningful there.
const MaxLatitude = 66

// The error the method is held to by its test against astronomy-engine (issue 25's bounds; the
// measured errors are far smaller, docs/horoscope.md): a longitude nearer than this to a boundary
// could lie on either side of it, so the member is asked to confirm. The Moon's margin also
// covers a birth time rounded to the minute (the Moon moves 0.009° a minute); the lagna moves
// 0.25° a minute, so its margin covers the method, not a clock that is a minute off.
const (
	MoonMargin  = 0.02 // degrees
	LagnaMargin = 0.1  // degrees
	// Mars moves at most 0.8° a day, so a birth time a minute off moves it 0.0006°; its margin
	// is the method's bound alone.
	MarsMargin = 0.02 // degrees
)

// ErrPlace is a place that is not on the Earth or lies beyond MaxLatitude.
var ErrPlace = errors.New("horoscope: a place needs a latitude within ±66° and a longitude within ±180°")

// MoonSign is the Moon's sidereal position as families name it: rashi and nakshatra are
// domain/profile's values ("mesha", "ashwini"), charan is 1–4.
type MoonSign struct {
	Rashi, Nakshatra string
	Charan           int
}

// Chart is the computed horoscope. Longitudes are in degrees in [0, 360): the sidereal ones
// (Lahiri) are what families read, the tropical ones what an ephemeris checks.
type Chart struct {
	Moon           MoonSign
	Lagna          string // the ascendant's rashi, a domain/profile rashi value
	MoonLongitude  float64
	LagnaLongitude float64
	MoonTropical   float64 // apparent, of date
	LagnaTropical  float64
	Mars           string // Mars's rashi, a domain/profile rashi value
	Manglik        Manglik
	MarsLongitude  float64 // sidereal (Lahiri)
	MarsTropical   float64 // apparent geocentric, of date
	Ayanamsa       float64 // Lahiri, true (with nutation), of date
	// NearBoundaries lists each reading that lies within the method's error of a boundary, with
	// the reading on the other side, so the member is asked which one their kundali shows.
	NearBoundaries []NearBoundary
}

// NearBoundary is a reading within the method's margin of a boundary.
type NearBoundary struct {
	Body     string  // "moon", "lagna" or "mars"
	Boundary string  // the coarsest division that changes across it: "rashi", "nakshatra" or "charan"
	Distance float64 // degrees from the boundary
	// The reading on the other side: Moon for the body "moon", Lagna for "lagna", Mars (its
	// rashi, so its houses) for "mars".
	Moon  MoonSign
	Lagna string
	Mars  string
}

// Calculate reads the horoscope of a birth at the instant birth (any zone; it is converted to
// UT) at place.
func Calculate(birth time.Time, place Place) (Chart, error) {
	if !(math.Abs(place.Latitude) <= MaxLatitude) || !(math.Abs(place.Longitude) <= 180) {
		return Chart{}, errors.Join(ErrPlace, errs.ErrInvalid)
	}
	jdUT := julianDay(birth)
	jde := jdUT + deltaT(decimalYear(birth.UTC()))/86400
	t := (jde - j2000) / julianCentury
	dPsi, dEps := nutation(t)

	moonMean, _, _ := moonPosition(jde)
	marsTropical, _, _ := marsApparent(jde, dPsi)
	ayanamsa := LahiriAyanamsa(jde)
	obliquity := meanObliquity(t) + dEps
	apparentSidereal := meanSiderealTimeGreenwich(jdUT) + dPsi*math.Cos(rad(obliquity))
	lagnaTropical := ascendant(normalize(apparentSidereal+place.Longitude), obliquity, place.Latitude)

	c := Chart{
		MoonTropical:   normalize(moonMean + dPsi),
		LagnaTropical:  lagnaTropical,
		Ayanamsa:       ayanamsa,
		MoonLongitude:  normalize(moonMean + dPsi - ayanamsa),
		LagnaLongitude: normalize(lagnaTropical - ayanamsa),
		MarsTropical:   marsTropical,
		MarsLongitude:  normalize(marsTropical - ayanamsa),
	}
	c.Moon = MoonSignAt(c.MoonLongitude)
	c.Lagna = RashiAt(c.LagnaLongitude)
	c.Mars = RashiAt(c.MarsLongitude)
	if near, ok := moonNearBoundary(c.MoonLongitude); ok {
		c.NearBoundaries = append(c.NearBoundaries, near)
	}
	if near, ok := lagnaNearBoundary(c.LagnaLongitude); ok {
		c.NearBoundaries = append(c.NearBoundaries, near)
	}
	if near, ok := marsNearBoundary(c.MarsLongitude); ok {
		c.NearBoundaries = append(c.NearBoundaries, near)
	}
	c.Manglik = ManglikOf(c.Lagna, c.Moon.Rashi, c.Mars)
	c.Manglik.Alternatives = manglikAlternatives(c)
	return c, nil
}

// moonSiderealAt and marsSiderealAt are the bodies' sidereal longitudes (Lahiri, degrees) at an
// instant, as Calculate reads them.
func moonSiderealAt(t time.Time) float64 {
	jde, dPsi := terrestrialTime(t)
	moonMean, _, _ := moonPosition(jde)
	return normalize(moonMean + dPsi - LahiriAyanamsa(jde))
}

func marsSiderealAt(t time.Time) float64 {
	jde, dPsi := terrestrialTime(t)
	mars, _, _ := marsApparent(jde, dPsi)
	return normalize(mars - LahiriAyanamsa(jde))
}

// terrestrialTime is an instant's Julian Ephemeris Day (TT) and the nutation in longitude then.
func terrestrialTime(t time.Time) (jde, dPsi float64) {
	jde = julianDay(t) + deltaT(decimalYear(t.UTC()))/86400
	dPsi, _ = nutation((jde - j2000) / julianCentury)
	return jde, dPsi
}

// Lahiri (Chitrapaksha) ayanamsa, as the Indian Astronomical Ephemeris defines it: 23°15′00.658″
// on 1956 March 21, 0h TT, a true value (it includes that day's nutation), moving with the
// general precession in longitude. The mean value at the epoch is the stated one less that day's
// nutation in longitude, and the general precession since J2000 is the IAU 1976 (Lieske) p of
// Meeus ch. 21: 5029.0966″·T + 1.11113″·T² − 0.000006″·T³.
const lahiriEpochJDE = 2435553.5 // 1956-03-21 00:00 TT

var lahiriAtEpochMean = func() float64 {
	dPsi, _ := nutation((lahiriEpochJDE - j2000) / julianCentury)
	return 23 + 15.0/60 + 0.658*arcsecond - dPsi
}()

func generalPrecession(t float64) float64 {
	return polynomial(t, 0, 5029.0966, 1.11113, -0.000006) * arcsecond
}

// LahiriAyanamsa is the true Lahiri ayanamsa (degrees) at jde (TT): the mean value plus the
// nutation in longitude, so that apparent tropical longitude − ayanamsa is the sidereal longitude
// free of nutation.
func LahiriAyanamsa(jde float64) float64 {
	t := (jde - j2000) / julianCentury
	dPsi, _ := nutation(t)
	return lahiriAtEpochMean + generalPrecession(t) - generalPrecession((lahiriEpochJDE-j2000)/julianCentury) + dPsi
}
