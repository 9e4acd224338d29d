package horoscope

import (
	"errors"
	"math"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// The kundali chart: the nine grahas (navagraha) of Jyotish, their sidereal (Lahiri) longitudes,
// rashis and whole-sign houses from the lagna, and whether each is retrograde (vakri).
// docs/horoscope.md ("The kundali chart") gives the method and the accuracy measured.

// The grahas in the order a kundali lists them; the values are the contract's Graha enum.
const (
	Sun     = "sun"
	Moon    = "moon"
	Mars    = "mars"
	Mercury = "mercury"
	Jupiter = "jupiter"
	Venus   = "venus"
	Saturn  = "saturn"
	Rahu    = "rahu"
	Ketu    = "ketu"
)

// GrahaNames lists the nine grahas in the order of Kundali.Grahas.
var GrahaNames = [9]string{Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu}

// Graha is one graha's place in the kundali.
type Graha struct {
	Name      string  // one of GrahaNames
	Longitude float64 // sidereal (Lahiri), degrees in [0, 360)
	Tropical  float64 // apparent geocentric, true equinox of date (for Rahu and Ketu the mean node + nutation)
	Rashi     string  // a domain/profile rashi value
	House     int     // whole-sign house from the lagna, 1–12
	// DailyMotion is the sidereal longitude's motion in degrees a day; Retrograde is its being
	// negative (Rahu and Ketu, the mean node, always are; the Sun and the Moon never).
	DailyMotion float64
	Retrograde  bool
}

// Kundali is the birth chart: the lagna and the nine grahas placed from it.
type Kundali struct {
	Lagna          string  // the ascendant's rashi
	LagnaLongitude float64 // sidereal, degrees
	Grahas         [9]Graha
}

// motionStep is half the interval (days) over which a graha's daily motion is measured.
const motionStep = 0.5

// KundaliOf computes the kundali of a birth at the instant birth (any zone; read as UT) at place.
// It refuses a place as Calculate does (ErrPlace).
func KundaliOf(birth time.Time, place Place) (Kundali, error) {
	if !(math.Abs(place.Latitude) <= MaxLatitude) || !(math.Abs(place.Longitude) <= 180) {
		return Kundali{}, errors.Join(ErrPlace, errs.ErrInvalid)
	}
	jdUT := julianDay(birth)
	jde := jdUT + deltaT(decimalYear(birth.UTC()))/86400
	t := (jde - j2000) / julianCentury
	dPsi, dEps := nutation(t)
	ayanamsa := LahiriAyanamsa(jde)
	obliquity := meanObliquity(t) + dEps
	apparentSidereal := meanSiderealTimeGreenwich(jdUT) + dPsi*math.Cos(rad(obliquity))
	lagnaTropical := ascendant(normalize(apparentSidereal+place.Longitude), obliquity, place.Latitude)

	k := Kundali{LagnaLongitude: normalize(lagnaTropical - ayanamsa)}
	k.Lagna = RashiAt(k.LagnaLongitude)
	// The sidereal longitude moves as the tropical one less the precession of the ayanamsa.
	precessionPerDay := (generalPrecession(t+1/julianCentury) - generalPrecession(t))
	tropical := grahaTropical(jde, dPsi)
	for i, name := range GrahaNames {
		g := Graha{Name: name, Tropical: tropical[i].longitude, Longitude: normalize(tropical[i].longitude - ayanamsa)}
		g.DailyMotion = tropical[i].dailyMotion - precessionPerDay
		g.Retrograde = g.DailyMotion < 0
		g.Rashi = RashiAt(g.Longitude)
		g.House = House(k.Lagna, g.Rashi)
		k.Grahas[i] = g
	}
	return k, nil
}

type tropicalReading struct{ longitude, dailyMotion float64 }

// grahaTropical is each graha's apparent tropical longitude (degrees, true equinox of date) and
// its daily motion (degrees a day, of date), in the order of GrahaNames.
func grahaTropical(jde, dPsi float64) [9]tropicalReading {
	var out [9]tropicalReading
	tau := (jde - j2000) / 365250
	step := motionStep / 365250
	earth, before, after := earthAt(tau), earthAt(tau-step), earthAt(tau+step)

	// By GrahaNames' index; the Moon and the nodes are computed below.
	planets := [...]func(float64) heliocentric{sunAt, nil, marsAt, mercuryAt, jupiterAt, venusAt, saturnAt}
	for i, at := range planets {
		if at == nil {
			continue
		}
		longitude, _, _ := apparentFrom(earth, at, tau, dPsi)
		motion := angleDifference(deg(geometricLongitude(after, at, tau+step)), deg(geometricLongitude(before, at, tau-step)))
		out[i] = tropicalReading{longitude, motion / (2 * motionStep)}
	}

	moon, _, _ := moonPosition(jde)
	moonBefore, _, _ := moonPosition(jde - motionStep)
	moonAfter, _, _ := moonPosition(jde + motionStep)
	out[1] = tropicalReading{normalize(moon + dPsi), angleDifference(moonAfter, moonBefore) / (2 * motionStep)}

	node := meanLunarNode(jde)
	nodeMotion := angleDifference(meanLunarNode(jde+motionStep), meanLunarNode(jde-motionStep)) / (2 * motionStep)
	out[7] = tropicalReading{normalize(node + dPsi), nodeMotion}
	out[8] = tropicalReading{normalize(node + 180 + dPsi), nodeMotion}
	return out
}

// meanLunarNode is the longitude (degrees, mean equinox of date) of the Moon's mean ascending
// node, Rahu, at jde (TT): Meeus eq. 47.7. Ketu is the point opposite.
func meanLunarNode(jde float64) float64 {
	t := (jde - j2000) / julianCentury
	return normalize(polynomial(t, 125.0445479, -1934.1362891, 0.0020754, 1.0/467441, -1.0/60616000))
}

// angleDifference is a − b brought into (−180°, 180°].
func angleDifference(a, b float64) float64 {
	d := math.Mod(a-b, 360)
	switch {
	case d > 180:
		d -= 360
	case d <= -180:
		d += 360
	}
	return d
}
