package horoscope

import "github.com/reshimgathi/reshimgathi/domain/profile"

// Manglik (mangal dosha) from Mars's house, counted in whole signs from the lagna and from the
// Moon, by the rule docs/horoscope.md writes down with its source: Mars in the 1st, 4th, 7th, 8th
// or 12th house is doshic, except in the sign that house's exception names; "yes" when Mars is
// doshic counted from both the lagna and the Moon, "partial" (anshik) from one of them, "no" from
// neither. The statuses are domain/profile's values, which gun milan (domain/matching) reads.

// The statuses, domain/profile.Options.Manglik's values.
const (
	ManglikYes     = "yes"
	ManglikPartial = "partial"
	ManglikNo      = "no"
)

// doshaHouses are the houses from which Mars makes a chart manglik, and the sign in which Mars
// in that house does not (the Marathi reading; docs/horoscope.md).
var doshaHouses = map[int]string{1: "mesha", 4: "vrishchika", 7: "makara", 8: "karka", 12: "dhanu"}

// Manglik is the reading of Mars for marriage.
type Manglik struct {
	Status string // ManglikYes, ManglikPartial, ManglikNo; "" when not known (no lagna)
	// Mars's house counted from the lagna and from the Moon's rashi, 1–12; 0 when not known.
	HouseFromLagna, HouseFromMoon int
	// FromLagna and FromMoon: Mars is doshic counted from there (after the exceptions).
	FromLagna, FromMoon bool
	// ExceptedFrom names where Mars is in a dosha house but in the sign that excepts it
	// ("lagna", "moon"), so the member and their astrologer can see why it does not count.
	ExceptedFrom []string
	// Alternatives are the other statuses a reading within the margins of a boundary (the lagna's,
	// the Moon's rashi or Mars's rashi; Chart.NearBoundaries) would give.
	Alternatives []string
}

// House is the whole-sign house (1–12) of a body in rashi body counted from the rashi from, as
// the kundali places it: the same rashi is the 1st house, the next the 2nd. It is 0 when either
// is not a rashi value.
func House(from, body string) int {
	f, b := profile.RashiIndex(from), profile.RashiIndex(body)
	if f < 0 || b < 0 {
		return 0
	}
	return (b-f+12)%12 + 1
}

// doshic says whether Mars in rashi mars, in house house, makes the chart manglik, and whether a
// dosha house was excepted by Mars's sign.
func doshic(house int, mars string) (dosha, excepted bool) {
	exception, ok := doshaHouses[house]
	if !ok {
		return false, false
	}
	if mars == exception {
		return false, true
	}
	return true, false
}

// ManglikOf reads manglik from the lagna, the Moon's rashi and Mars's rashi (domain/profile
// values). Without the lagna (birth time not known) the status is not known, but the house from
// the Moon is still given.
func ManglikOf(lagna, moonRashi, mars string) Manglik {
	var m Manglik
	var exceptedLagna, exceptedMoon bool
	m.HouseFromLagna, m.HouseFromMoon = House(lagna, mars), House(moonRashi, mars)
	if m.HouseFromLagna != 0 {
		m.FromLagna, exceptedLagna = doshic(m.HouseFromLagna, mars)
	}
	if m.HouseFromMoon != 0 {
		m.FromMoon, exceptedMoon = doshic(m.HouseFromMoon, mars)
	}
	if exceptedLagna {
		m.ExceptedFrom = append(m.ExceptedFrom, "lagna")
	}
	if exceptedMoon {
		m.ExceptedFrom = append(m.ExceptedFrom, "moon")
	}
	switch {
	case m.HouseFromLagna == 0 || m.HouseFromMoon == 0:
		// Not known: the status needs both counts.
	case m.FromLagna && m.FromMoon:
		m.Status = ManglikYes
	case m.FromLagna || m.FromMoon:
		m.Status = ManglikPartial
	default:
		m.Status = ManglikNo
	}
	return m
}

// manglikAlternatives lists the statuses other than the chart's that a reading on the other
// side of a near boundary would give, trying every combination of the lagna, the Moon's rashi
// and Mars's rashi.
func manglikAlternatives(c Chart) []string {
	lagnas, moons, marses := []string{c.Lagna}, []string{c.Moon.Rashi}, []string{c.Mars}
	for _, near := range c.NearBoundaries {
		switch {
		case near.Body == "lagna":
			lagnas = append(lagnas, near.Lagna)
		case near.Body == "moon" && near.Boundary == "rashi":
			moons = append(moons, near.Moon.Rashi)
		case near.Body == "mars":
			marses = append(marses, near.Mars)
		}
	}
	var others []string
	for _, l := range lagnas {
		for _, moon := range moons {
			for _, mars := range marses {
				s := ManglikOf(l, moon, mars).Status
				if s != c.Manglik.Status && !contains(others, s) {
					others = append(others, s)
				}
			}
		}
	}
	return others
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
