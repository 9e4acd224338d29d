package horoscope

import "math"

// Heliocentric positions of the Earth and the planets from the planetary theory VSOP87 (P. Bretagnon and
// G. Francou, "Planetary theories in rectangular and spherical variables: VSOP87 solutions",
// Astronomy and Astrophysics 202, 309–315, 1988), version D: heliocentric ecliptic longitude L,
// latitude B and radius R referred to the mean dynamical ecliptic and equinox of date, as Meeus,
// Astronomical Algorithms (2nd ed., 1998), ch. 32 uses it. Each coordinate is
// Σ_k τ^k Σ A·cos(B + C·τ), τ in Julian millennia of TT from J2000.
//
// Meeus's appendix III prints the series truncated; vsop87_terms.go (the Earth and Mars) and
// vsop87_<planet>_terms.go truncate them the same way (testdata/vsop87/truncate.py writes them),
// by size: a term of order k is kept when A·0.1^k ≥ 2·10⁻⁷ (0.04″, or 2·10⁻⁷ AU in R), 0.1 being
// τ a century from J2000. The terms left out shift Mars by well under an arcsecond; the test
// against astronomy-engine measures the whole chain (docs/horoscope.md).

// vsopTerm is one periodic term: amplitude A (10⁻⁸ rad or 10⁻⁸ AU), phase B (rad) and frequency
// C (rad per Julian millennium).
type vsopTerm struct{ a, b, c float64 }

// vsopSum evaluates one coordinate's series at tau (Julian millennia from J2000), in radians or AU.
func vsopSum(series [][]vsopTerm, tau float64) float64 {
	total, power := 0.0, 1.0
	for _, terms := range series {
		sum := 0.0
		for _, t := range terms {
			sum += t.a * math.Cos(t.b+t.c*tau)
		}
		total += sum * power
		power *= tau
	}
	return total * 1e-8
}

// heliocentric is a body's VSOP87D position: longitude and latitude in radians, radius in AU.
type heliocentric struct{ longitude, latitude, radius float64 }

func earthAt(tau float64) heliocentric {
	return heliocentric{vsopSum(earthL, tau), vsopSum(earthB, tau), vsopSum(earthR, tau)}
}

func marsAt(tau float64) heliocentric {
	return heliocentric{vsopSum(marsL, tau), vsopSum(marsB, tau), vsopSum(marsR, tau)}
}

func mercuryAt(tau float64) heliocentric {
	return heliocentric{vsopSum(mercuryL, tau), vsopSum(mercuryB, tau), vsopSum(mercuryR, tau)}
}

func venusAt(tau float64) heliocentric {
	return heliocentric{vsopSum(venusL, tau), vsopSum(venusB, tau), vsopSum(venusR, tau)}
}

func jupiterAt(tau float64) heliocentric {
	return heliocentric{vsopSum(jupiterL, tau), vsopSum(jupiterB, tau), vsopSum(jupiterR, tau)}
}

func saturnAt(tau float64) heliocentric {
	return heliocentric{vsopSum(saturnL, tau), vsopSum(saturnB, tau), vsopSum(saturnR, tau)}
}

// rectangular turns the heliocentric spherical position into ecliptic x, y, z (AU).
func (h heliocentric) rectangular() (x, y, z float64) {
	return h.radius * math.Cos(h.latitude) * math.Cos(h.longitude),
		h.radius * math.Cos(h.latitude) * math.Sin(h.longitude),
		h.radius * math.Sin(h.latitude)
}
