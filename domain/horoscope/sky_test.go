package horoscope

import (
	"math"
	"testing"
	"time"
)

// The worked examples of Meeus, Astronomical Algorithms (2nd ed.), checked to the digits the
// book prints: if a coefficient of the tables were mistyped these would move.

func TestMoonPositionMeeusExample47a(t *testing.T) {
	// 1992 April 12, 0h TD = JDE 2448724.5: λ = 133.162655°, β = −3.229126°, Δ = 368409.7 km.
	lon, lat, dist := moonPosition(2448724.5)
	if math.Abs(lon-133.162655) > 0.000002 || math.Abs(lat-(-3.229126)) > 0.000002 || math.Abs(dist-368409.7) > 0.1 {
		t.Errorf("moonPosition = %.6f°, %.6f°, %.1f km; Meeus: 133.162655°, -3.229126°, 368409.7 km", lon, lat, dist)
	}
}

func TestSiderealTimeMeeusExamples12(t *testing.T) {
	cases := []struct {
		utc  time.Time
		want float64
	}{
		{time.Date(1987, 4, 10, 0, 0, 0, 0, time.UTC), 197.693195},    // example 12.a: 13h10m46.3668s
		{time.Date(1987, 4, 10, 19, 21, 0, 0, time.UTC), 128.7378734}, // example 12.b: 8h34m57.0896s
	}
	for _, c := range cases {
		if got := meanSiderealTimeGreenwich(julianDay(c.utc)); math.Abs(got-c.want) > 0.000005 {
			t.Errorf("sidereal time at %s = %.7f°, Meeus %.7f°", c.utc, got, c.want)
		}
	}
}

func TestNutationAndObliquityMeeusExample22a(t *testing.T) {
	// 1987 April 10, 0h TD = JDE 2446895.5: Δψ = −3.788″, Δε = +9.443″, ε0 = 23°26′27.407″.
	// The short series is good to 0.5″ in Δψ and 0.1″ in Δε.
	tc := (2446895.5 - j2000) / julianCentury
	dPsi, dEps := nutation(tc)
	if math.Abs(dPsi/arcsecond-(-3.788)) > 0.5 || math.Abs(dEps/arcsecond-9.443) > 0.1 {
		t.Errorf("nutation = %.3f″, %.3f″; Meeus -3.788″, 9.443″", dPsi/arcsecond, dEps/arcsecond)
	}
	want := 23 + 26.0/60 + 27.407*arcsecond
	if got := meanObliquity(tc); math.Abs(got-want) > 0.001*arcsecond {
		t.Errorf("mean obliquity = %.7f°, Meeus %.7f°", got, want)
	}
}

func TestDeltaTFollowsTheObservedValues(t *testing.T) {
	// TT − UT observed at the start of each decade (Meeus table 10.A; IERS), within a second:
	// the polynomials fit the past to a few tenths, and the 2005–2050 piece, an extrapolation
	// made in 2006, was 0.6 s high by 2010 (0.0001° of the Moon's motion).
	observed := map[float64]float64{1940: 24.35, 1950: 29.15, 1960: 33.15, 1970: 40.18, 1980: 50.54, 1990: 56.86, 2000: 63.83, 2010: 66.07}
	for year, want := range observed {
		if got := deltaT(year); math.Abs(got-want) > 1 {
			t.Errorf("ΔT(%v) = %.2f s, observed %.2f s", year, got, want)
		}
	}
	// The pieces meet: no jump of more than a second at a join (a mistyped coefficient shows).
	for _, join := range []float64{1920, 1941, 1961, 1986, 2005, 2050} {
		if jump := math.Abs(deltaT(join) - deltaT(join-1e-9)); jump > 1 {
			t.Errorf("ΔT jumps by %.2f s at %v", jump, join)
		}
	}
}

func TestAscendantOnTheEquatorIsNinetyDegreesAheadOfTheMeridian(t *testing.T) {
	// With the pole of the ecliptic at the celestial pole (ε = 0) the horizon of the equator
	// rises exactly 90° after the meridian; for φ > 0 the rising point lies further on.
	for _, lst := range []float64{0, 45, 170, 300} {
		if got := ascendant(lst, 0, 0); angularDistance(got, lst+90) > 1e-9 {
			t.Errorf("ascendant(%v, 0, 0) = %v, want %v", lst, got, normalize(lst+90))
		}
	}
	if got := ascendant(0, 23.44, 19); got <= 90 || got >= 120 {
		t.Errorf("ascendant at RAMC 0 in Mumbai's latitude = %v, want a little past 90° (Karka rising)", got)
	}
}

func TestLahiriAyanamsa(t *testing.T) {
	// By definition 23°15′00.658″ on 1956 March 21, 0h TT.
	if got := LahiriAyanamsa(lahiriEpochJDE); math.Abs(got-(23+15.0/60+0.658*arcsecond)) > 0.001*arcsecond {
		t.Errorf("ayanamsa at the epoch = %.7f°", got)
	}
	// The mean value grows with the general precession, 50.29″ a year at J2000 (Meeus ch. 21).
	year := julianCentury / 100
	mean := func(jde float64) float64 {
		dPsi, _ := nutation((jde - j2000) / julianCentury)
		return LahiriAyanamsa(jde) - dPsi
	}
	rate := (mean(j2000+year/2) - mean(j2000-year/2)) / arcsecond
	if math.Abs(rate-50.29) > 0.01 {
		t.Errorf("ayanamsa moves %.2f″ a year, want about 50.29″", rate)
	}
	// Around 2000 it is the familiar 23°51′.
	if got := LahiriAyanamsa(j2000); got < 23.84 || got > 23.87 {
		t.Errorf("ayanamsa at J2000 = %.4f°, want 23°51′ (23.85°)", got)
	}
}
