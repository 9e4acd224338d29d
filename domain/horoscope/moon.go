package horoscope

import "math"

// The Moon's geocentric position by Jean Meeus, Astronomical Algorithms (2nd ed., 1998),
// chapter 47: the truncated ELP-2000/82 series of the book's tables 47.A (longitude and
// distance) and 47.B (latitude), with the additive terms A1–A3 and the eccentricity factor E.
// Meeus puts its error at about 10″ in longitude; the test against astronomy-engine measures it
// (docs/horoscope.md).

// lunarTerm is one row of table 47.A: the multiples of D, M, M′ and F, and the coefficients of
// the sine in longitude (Σl, 0.000001°) and of the cosine in distance (Σr, 0.001 km).
type lunarTerm struct {
	d, m, mPrime, f int
	sumL, sumR      float64
}

var longitudeDistanceTerms = [...]lunarTerm{
	{0, 0, 1, 0, 6288774, -20905355}, {2, 0, -1, 0, 1274027, -3699111},
	{2, 0, 0, 0, 658314, -2955968}, {0, 0, 2, 0, 213618, -569925},
	{0, 1, 0, 0, -185116, 48888}, {0, 0, 0, 2, -114332, -3149},
	{2, 0, -2, 0, 58793, 246158}, {2, -1, -1, 0, 57066, -152138},
	{2, 0, 1, 0, 53322, -170733}, {2, -1, 0, 0, 45758, -204586},
	{0, 1, -1, 0, -40923, -129620}, {1, 0, 0, 0, -34720, 108743},
	{0, 1, 1, 0, -30383, 104755}, {2, 0, 0, -2, 15327, 10321},
	{0, 0, 1, 2, -12528, 0}, {0, 0, 1, -2, 10980, 79661},
	{4, 0, -1, 0, 10675, -34782}, {0, 0, 3, 0, 10034, -23210},
	{4, 0, -2, 0, 8548, -21636}, {2, 1, -1, 0, -7888, 24208},
	{2, 1, 0, 0, -6766, 30824}, {1, 0, -1, 0, -5163, -8379},
	{1, 1, 0, 0, 4987, -16675}, {2, -1, 1, 0, 4036, -12831},
	{2, 0, 2, 0, 3994, -10445}, {4, 0, 0, 0, 3861, -11650},
	{2, 0, -3, 0, 3665, 14403}, {0, 1, -2, 0, -2689, -7003},
	{2, 0, -1, 2, -2602, 0}, {2, -1, -2, 0, 2390, 10056},
	{1, 0, 1, 0, -2348, 6322}, {2, -2, 0, 0, 2236, -9884},
	{0, 1, 2, 0, -2120, 5751}, {0, 2, 0, 0, -2069, 0},
	{2, -2, -1, 0, 2048, -4950}, {2, 0, 1, -2, -1773, 4130},
	{2, 0, 0, 2, -1595, 0}, {4, -1, -1, 0, 1215, -3958},
	{0, 0, 2, 2, -1110, 0}, {3, 0, -1, 0, -892, 3258},
	{2, 1, 1, 0, -810, 2616}, {4, -1, -2, 0, 759, -1897},
	{0, 2, -1, 0, -713, -2117}, {2, 2, -1, 0, -700, 2354},
	{2, 1, -2, 0, 691, 0}, {2, -1, 0, -2, 596, 0},
	{4, 0, 1, 0, 549, -1423}, {0, 0, 4, 0, 537, -1117},
	{4, -1, 0, 0, 520, -1571}, {1, 0, -2, 0, -487, -1739},
	{2, 1, 0, -2, -399, 0}, {0, 0, 2, -2, -381, -4421},
	{1, 1, 1, 0, 351, 0}, {3, 0, -2, 0, -340, 0},
	{4, 0, -3, 0, 330, 0}, {2, -1, 2, 0, 327, 0},
	{0, 2, 1, 0, -323, 1165}, {1, 1, -1, 0, 299, 0},
	{2, 0, 3, 0, 294, 0}, {2, 0, -1, -2, 0, 8752},
}

// latitudeTerm is one row of table 47.B: the coefficient of the sine in latitude (0.000001°).
type latitudeTerm struct {
	d, m, mPrime, f int
	sumB            float64
}

var latitudeTerms = [...]latitudeTerm{
	{0, 0, 0, 1, 5128122}, {0, 0, 1, 1, 280602}, {0, 0, 1, -1, 277693}, {2, 0, 0, -1, 173237},
	{2, 0, -1, 1, 55413}, {2, 0, -1, -1, 46271}, {2, 0, 0, 1, 32573}, {0, 0, 2, 1, 17198},
	{2, 0, 1, -1, 9266}, {0, 0, 2, -1, 8822}, {2, -1, 0, -1, 8216}, {2, 0, -2, -1, 4324},
	{2, 0, 1, 1, 4200}, {2, 1, 0, -1, -3359}, {2, -1, -1, 1, 2463}, {2, -1, 0, 1, 2211},
	{2, -1, -1, -1, 2065}, {0, 1, -1, -1, -1870}, {4, 0, -1, -1, 1828}, {0, 1, 0, 1, -1794},
	{0, 0, 0, 3, -1749}, {0, 1, -1, 1, -1565}, {1, 0, 0, 1, -1491}, {0, 1, 1, 1, -1475},
	{0, 1, 1, -1, -1410}, {0, 1, 0, -1, -1344}, {1, 0, 0, -1, -1335}, {0, 0, 3, 1, 1107},
	{4, 0, 0, -1, 1021}, {4, 0, -1, 1, 833}, {0, 0, 1, -3, 777}, {4, 0, -2, 1, 671},
	{2, 0, 0, -3, 607}, {2, 0, 2, -1, 596}, {2, -1, 1, -1, 491}, {2, 0, -2, 1, -451},
	{0, 0, 3, -1, 439}, {2, 0, 2, 1, 422}, {2, 0, -3, -1, 421}, {2, 1, -1, 1, -366},
	{2, 1, 0, 1, -351}, {4, 0, 0, 1, 331}, {2, -1, 1, 1, 315}, {2, -2, 0, -1, 302},
	{0, 0, 1, 3, -283}, {2, 1, 1, -1, -229}, {1, 1, 0, -1, 223}, {1, 1, 0, 1, 223},
	{0, 1, -2, -1, -220}, {2, 1, -1, -1, -220}, {1, 0, 1, 1, -185}, {2, -1, -2, -1, 181},
	{0, 1, 2, 1, -177}, {4, 0, -2, -1, 176}, {4, -1, -1, -1, 166}, {1, 0, 1, -1, -164},
	{4, 0, 1, -1, 132}, {1, 0, -1, -1, -119}, {4, -1, 0, -1, 115}, {2, -2, 0, 1, 107},
}

// moonPosition is the Moon's geocentric ecliptic longitude and latitude (degrees, referred to the
// mean equinox of date, without nutation) and its distance (km), at jde (Julian Ephemeris Day,
// TT). The longitude is in [0, 360).
func moonPosition(jde float64) (longitude, latitude, distanceKm float64) {
	t := (jde - j2000) / julianCentury
	// Mean longitude, elongation, the Sun's and the Moon's mean anomaly, argument of latitude
	// (eq. 47.1–47.5).
	meanLongitude := polynomial(t, 218.3164477, 481267.88123421, -0.0015786, 1.0/538841, -1.0/65194000)
	d := rad(polynomial(t, 297.8501921, 445267.1114034, -0.0018819, 1.0/545868, -1.0/113065000))
	m := rad(polynomial(t, 357.5291092, 35999.0502909, -0.0001536, 1.0/24490000))
	mPrime := rad(polynomial(t, 134.9633964, 477198.8675055, 0.0087414, 1.0/69699, -1.0/14712000))
	f := rad(polynomial(t, 93.2720950, 483202.0175233, -0.0036539, -1.0/3526000, 1.0/863310000))
	a1 := rad(119.75 + 131.849*t)
	a2 := rad(53.09 + 479264.290*t)
	a3 := rad(313.45 + 481266.484*t)
	// The Earth's orbit's decreasing eccentricity scales the terms that hold M (eq. 47.6).
	e := polynomial(t, 1, -0.002516, -0.0000074)
	eccentricity := func(mMultiple int) float64 {
		switch mMultiple {
		case 1, -1:
			return e
		case 2, -2:
			return e * e
		}
		return 1
	}
	lp := rad(meanLongitude)

	sumL := 3958*math.Sin(a1) + 1962*math.Sin(lp-f) + 318*math.Sin(a2)
	sumR := 0.0
	for _, term := range longitudeDistanceTerms {
		arg := float64(term.d)*d + float64(term.m)*m + float64(term.mPrime)*mPrime + float64(term.f)*f
		sin, cos := math.Sincos(arg)
		scale := eccentricity(term.m)
		sumL += term.sumL * scale * sin
		sumR += term.sumR * scale * cos
	}
	sumB := -2235*math.Sin(lp) + 382*math.Sin(a3) + 175*math.Sin(a1-f) + 175*math.Sin(a1+f) +
		127*math.Sin(lp-mPrime) - 115*math.Sin(lp+mPrime)
	for _, term := range latitudeTerms {
		arg := float64(term.d)*d + float64(term.m)*m + float64(term.mPrime)*mPrime + float64(term.f)*f
		sumB += term.sumB * eccentricity(term.m) * math.Sin(arg)
	}
	return normalize(meanLongitude + sumL/1e6), sumB / 1e6, 385000.56 + sumR/1e3
}
