package horoscope

import (
	"math"
	"time"
)

// The Earth's side of the sky: time scales, nutation, obliquity, sidereal time and the
// ascendant, after Meeus, Astronomical Algorithms (2nd ed., 1998), chapters 7, 12, 13 and 22.

const (
	j2000         = 2451545.0 // JD of 2000 January 1.5 TT
	julianCentury = 36525.0
	arcsecond     = 1.0 / 3600
)

// julianDay is the Julian Day of an instant, read on the scale the instant is given in (UT for
// a birth time). time.Time carries no leap seconds, so this is UT to well under a second.
func julianDay(t time.Time) float64 {
	const unixEpochJD = 2440587.5
	return unixEpochJD + float64(t.UnixNano())/(86400*1e9)
}

// deltaT is TT − UT in seconds by the polynomials of Espenak and Meeus (NASA's Five Millennium
// Canon of Solar Eclipses, 2006; eclipse.gsfc.nasa.gov/SEcat5/deltatpoly.html), piecewise from
// 1900 to 2150; before and after, their long-term parabola. y is the decimal year.
func deltaT(y float64) float64 {
	switch {
	case y >= 1900 && y < 1920:
		t := y - 1900
		return -2.79 + 1.494119*t - 0.0598939*t*t + 0.0061966*t*t*t - 0.000197*t*t*t*t
	case y >= 1920 && y < 1941:
		t := y - 1920
		return 21.20 + 0.84493*t - 0.076100*t*t + 0.0020936*t*t*t
	case y >= 1941 && y < 1961:
		t := y - 1950
		return 29.07 + 0.407*t - t*t/233 + t*t*t/2547
	case y >= 1961 && y < 1986:
		t := y - 1975
		return 45.45 + 1.067*t - t*t/260 - t*t*t/718
	case y >= 1986 && y < 2005:
		t := y - 2000
		return 63.86 + 0.3345*t - 0.060374*t*t + 0.0017275*t*t*t + 0.000651814*t*t*t*t + 0.00002373599*t*t*t*t*t
	case y >= 2005 && y < 2050:
		t := y - 2000
		return 62.92 + 0.32217*t + 0.005589*t*t
	case y >= 2050 && y < 2150:
		u := (y - 1820) / 100
		return -20 + 32*u*u - 0.5628*(2150-y)
	}
	u := (y - 1820) / 100
	return -20 + 32*u*u
}

// decimalYear is the year Espenak and Meeus evaluate ΔT at: the year plus the middle of the month.
func decimalYear(t time.Time) float64 {
	return float64(t.Year()) + (float64(t.Month())-0.5)/12
}

// nutation is the nutation in longitude Δψ and in obliquity Δε (degrees) by the short series of
// Meeus ch. 22 (good to 0.5″ and 0.1″), T in Julian centuries of TT from J2000.
func nutation(t float64) (inLongitude, inObliquity float64) {
	node := rad(125.04452 - 1934.136261*t)
	sunMean := rad(280.4665 + 36000.7698*t)
	moonMean := rad(218.3165 + 481267.8813*t)
	inLongitude = (-17.20*math.Sin(node) - 1.32*math.Sin(2*sunMean) - 0.23*math.Sin(2*moonMean) + 0.21*math.Sin(2*node)) * arcsecond
	inObliquity = (9.20*math.Cos(node) + 0.57*math.Cos(2*sunMean) + 0.10*math.Cos(2*moonMean) - 0.09*math.Cos(2*node)) * arcsecond
	return inLongitude, inObliquity
}

// meanObliquity is the obliquity of the ecliptic (degrees) by the IAU formula, Meeus eq. 22.2.
func meanObliquity(t float64) float64 {
	return 23 + 26.0/60 + polynomial(t, 21.448, -46.8150, -0.00059, 0.001813)*arcsecond
}

// meanSiderealTimeGreenwich is Greenwich mean sidereal time (degrees) at a Julian Day of UT,
// Meeus eq. 12.4.
func meanSiderealTimeGreenwich(jdUT float64) float64 {
	t := (jdUT - j2000) / julianCentury
	return normalize(280.46061837 + 360.98564736629*(jdUT-j2000) + 0.000387933*t*t - t*t*t/38710000)
}

// ascendant is the tropical ecliptic longitude (degrees) rising on the eastern horizon, for the
// local apparent sidereal time (the right ascension of the meridian), the true obliquity and the
// geographic latitude, all in degrees: tan λ = −cos θ / (sin ε tan φ + cos ε sin θ) (Meeus
// ch. 13's relation between horizon and ecliptic, with the point on the horizon due east of the
// meridian); atan2 picks the eastern of the two intersections.
func ascendant(localSiderealTime, obliquity, latitude float64) float64 {
	theta, eps, phi := rad(localSiderealTime), rad(obliquity), rad(latitude)
	return normalize(deg(math.Atan2(math.Cos(theta), -(math.Sin(eps)*math.Tan(phi) + math.Cos(eps)*math.Sin(theta)))))
}

// polynomial evaluates c0 + c1·t + c2·t² + … by Horner's rule.
func polynomial(t float64, coefficients ...float64) float64 {
	sum := 0.0
	for i := len(coefficients) - 1; i >= 0; i-- {
		sum = sum*t + coefficients[i]
	}
	return sum
}

func rad(degrees float64) float64 { return degrees * math.Pi / 180 }
func deg(radians float64) float64 { return radians * 180 / math.Pi }

// normalize brings an angle in degrees into [0, 360).
func normalize(degrees float64) float64 {
	x := math.Mod(degrees, 360)
	if x < 0 {
		x += 360
	}
	if x >= 360 { // a tiny negative x rounds up to 360 when shifted
		x = 0
	}
	return x
}
