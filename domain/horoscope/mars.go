package horoscope

import "math"

// A planet's apparent geocentric position by Meeus, Astronomical Algorithms (2nd ed., 1998),
// ch. 33 ("Elliptic motion", the method with VSOP87 of ch. 32): the Earth at the moment of
// observation and the planet at the moment its light left it (light-time, iterated), their
// difference turned into geocentric longitude and latitude; then the small correction from
// VSOP87's dynamical frame to FK5 (eq. 32.3), the annual aberration (ch. 23, eq. 23.2) and the
// nutation in longitude (ch. 22). The result is referred to the true equinox of date, as the
// Moon's is. The Sun is the same arithmetic with the planet at the origin (ch. 25's method: its
// light-time is folded into the aberration, −20.5″).

// lightTimePerAU is the light-time for one astronomical unit, in days (Meeus eq. 33.3).
const lightTimePerAU = 0.0057755183

// marsApparent is Mars's apparent geocentric ecliptic longitude and latitude (degrees, true
// equinox of date) and its distance (AU) at jde (TT), given the nutation in longitude dPsi
// (degrees).
func marsApparent(jde, dPsi float64) (longitude, latitude, distance float64) {
	tau := (jde - j2000) / 365250
	return apparentFrom(earthAt(tau), marsAt, tau, dPsi)
}

// sunAt is the Sun in heliocentric coordinates: the origin.
func sunAt(float64) heliocentric { return heliocentric{} }

// apparentFrom is the apparent geocentric longitude, latitude (degrees, true equinox of date)
// and distance (AU) of the body whose heliocentric position at is, seen from earth (the Earth at
// tau, Julian millennia of TT from J2000), given the nutation in longitude dPsi (degrees).
func apparentFrom(earth heliocentric, at func(float64) heliocentric, tau, dPsi float64) (longitude, latitude, distance float64) {
	ex, ey, ez := earth.rectangular()

	// Light-time: the body as it was when the light seen at tau left it; three passes converge
	// far below a millisecond of light-time.
	var x, y, z float64
	delay := 0.0
	for range 3 {
		px, py, pz := at(tau - delay/365250).rectangular()
		x, y, z = px-ex, py-ey, pz-ez
		distance = math.Sqrt(x*x + y*y + z*z)
		delay = lightTimePerAU * distance
	}
	lambda := math.Atan2(y, x)
	beta := math.Atan2(z, math.Hypot(x, y))

	t := tau * 10 // Julian centuries

	// From VSOP87's dynamical ecliptic and equinox to FK5 (Meeus eq. 32.3).
	lambdaPrime := lambda - rad(1.397*t+0.00031*t*t)
	fk5 := (-0.09033 + 0.03916*(math.Cos(lambdaPrime)+math.Sin(lambdaPrime))*math.Tan(beta)) * arcsecond

	// Annual aberration (Meeus eq. 23.2): κ the constant of aberration, e the eccentricity of the
	// Earth's orbit and ϖ the longitude of its perihelion; the Sun's true longitude is the
	// Earth's heliocentric longitude + 180°.
	const kappa = 20.49552 * arcsecond
	e := polynomial(t, 0.016708634, -0.000042037, -0.0000001267)
	perihelion := rad(polynomial(t, 102.93735, 1.71946, 0.00046))
	sun := earth.longitude + math.Pi
	aberration := (-kappa*math.Cos(sun-lambda) + e*kappa*math.Cos(perihelion-lambda)) / math.Cos(beta)

	return normalize(deg(lambda) + fk5 + aberration + dPsi), deg(beta), distance
}

// geometricLongitude is the body's geocentric longitude (radians, mean equinox of date) without
// light-time or aberration: what the direction of its daily motion is read from.
func geometricLongitude(earth heliocentric, at func(float64) heliocentric, tau float64) float64 {
	ex, ey, _ := earth.rectangular()
	px, py, _ := at(tau).rectangular()
	return math.Atan2(py-ey, px-ex)
}
