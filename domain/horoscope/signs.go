package horoscope

import (
	"math"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The divisions of the sidereal zodiac: 12 rashis of 30°, 27 nakshatras of 13°20′, each of four
// charans of 3°20′, so nine charans make a rashi (domain/profile.RashiOf counts the same way).

// quarterAt is the charan (0–107, counted from Ashwini's first) a sidereal longitude lies in.
// Multiplying by 3/10 rather than dividing by 10/3 keeps exact boundaries such as 30° exact.
func quarterAt(longitude float64) int {
	q := int(math.Floor(normalize(longitude) * 3 / 10))
	return max(0, min(q, 107)) // a NaN converts to any int; never index out of the lists
}

// MoonSignAt is the rashi, nakshatra and charan of a sidereal longitude (degrees); a longitude on
// a boundary belongs to the division it begins.
func MoonSignAt(longitude float64) MoonSign {
	q := quarterAt(longitude)
	return MoonSign{
		Rashi:     profile.RashiValue(q / 9),
		Nakshatra: profile.NakshatraValue(q / 4),
		Charan:    q%4 + 1,
	}
}

// RashiAt is the rashi of a sidereal longitude (degrees).
func RashiAt(longitude float64) string {
	return profile.RashiValue(max(0, min(int(math.Floor(normalize(longitude)/30)), 11)))
}

// moonNearBoundary reports a Moon longitude within MoonMargin of a charan boundary, naming the
// coarsest division that changes and the reading on the other side.
func moonNearBoundary(longitude float64) (NearBoundary, bool) {
	here := MoonSignAt(longitude)
	for _, other := range []float64{longitude - MoonMargin, longitude + MoonMargin} {
		there := MoonSignAt(other)
		if there == here {
			continue
		}
		boundary := "charan"
		switch {
		case there.Rashi != here.Rashi:
			boundary = "rashi"
		case there.Nakshatra != here.Nakshatra:
			boundary = "nakshatra"
		}
		edge := float64(quarterAt(max(longitude, other))) * 10 / 3
		return NearBoundary{Body: "moon", Boundary: boundary, Distance: angularDistance(longitude, edge), Moon: there}, true
	}
	return NearBoundary{}, false
}

// lagnaNearBoundary reports a lagna longitude within LagnaMargin of a rashi boundary.
func lagnaNearBoundary(longitude float64) (NearBoundary, bool) {
	other, distance, ok := rashiAcross(longitude, LagnaMargin)
	return NearBoundary{Body: "lagna", Boundary: "rashi", Distance: distance, Lagna: other}, ok
}

// marsNearBoundary reports a Mars longitude within MarsMargin of a rashi boundary: across it
// Mars is in the next house, counted from the lagna and from the Moon alike.
func marsNearBoundary(longitude float64) (NearBoundary, bool) {
	other, distance, ok := rashiAcross(longitude, MarsMargin)
	return NearBoundary{Body: "mars", Boundary: "rashi", Distance: distance, Mars: other}, ok
}

// rashiAcross is the rashi on the other side of a rashi boundary within margin of a longitude,
// and the distance to that boundary; ok is false when no boundary is that near.
func rashiAcross(longitude, margin float64) (other string, distance float64, ok bool) {
	here := RashiAt(longitude)
	for _, beyond := range []float64{longitude - margin, longitude + margin} {
		if there := RashiAt(beyond); there != here {
			return there, angularDistance(longitude, math.Round(longitude/30)*30), true
		}
	}
	return "", 0, false
}

// angularDistance is the separation of two longitudes in degrees, 0–180.
func angularDistance(a, b float64) float64 {
	d := math.Abs(normalize(a - b))
	return math.Min(d, 360-d)
}
