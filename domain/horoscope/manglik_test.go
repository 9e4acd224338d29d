package horoscope

import (
	"slices"
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestHouseCountsWholeSignsFromTheReference(t *testing.T) {
	for _, c := range []struct {
		from, body string
		want       int
	}{
		{"mesha", "mesha", 1}, {"mesha", "vrishabha", 2}, {"mesha", "meena", 12},
		{"meena", "mesha", 2}, {"karka", "makara", 7}, {"tula", "mesha", 7},
		{"kanya", "mesha", 8}, {"dhanu", "karka", 8}, {"", "mesha", 0}, {"mesha", "aries", 0},
	} {
		if got := House(c.from, c.body); got != c.want {
			t.Errorf("House(%q, %q) = %d, want %d", c.from, c.body, got, c.want)
		}
	}
}

// Worked by hand from the rule in docs/horoscope.md: houses 1, 4, 7, 8, 12 from the lagna and
// from the Moon, each excepted when Mars is in its named sign (1 Mesha, 4 Vrishchika, 7 Makara,
// 8 Karka, 12 Dhanu).
func TestManglikRule(t *testing.T) {
	for _, c := range []struct {
		name                    string
		lagna, moon, mars       string
		status                  string
		fromLagna, fromMoon     int
		excepted                []string
		doshaLagna, doshaMoonOK bool
	}{
		{"7th from both", "mesha", "mesha", "tula", ManglikYes, 7, 7, nil, true, true},
		{"7th from the lagna, 3rd from the Moon", "mesha", "simha", "tula", ManglikPartial, 7, 3, nil, true, false},
		{"3rd from both", "mesha", "mesha", "mithuna", ManglikNo, 3, 3, nil, false, false},
		{"2nd house is not counted", "mesha", "mesha", "vrishabha", ManglikNo, 2, 2, nil, false, false},
		{"1st in Mesha excepted from both", "mesha", "mesha", "mesha", ManglikNo, 1, 1, []string{"lagna", "moon"}, false, false},
		{"7th from Tula lagna, 8th from Kanya Moon", "tula", "kanya", "mesha", ManglikYes, 7, 8, nil, true, true},
		{"8th in Karka excepted from the lagna, 1st from the Moon", "dhanu", "karka", "karka", ManglikPartial, 8, 1, []string{"lagna"}, false, true},
		{"12th in Dhanu excepted from the Moon only", "simha", "makara", "dhanu", ManglikNo, 5, 12, []string{"moon"}, false, false},
		{"4th in Vrishchika excepted, 12th from the Moon", "simha", "dhanu", "vrishchika", ManglikPartial, 4, 12, []string{"lagna"}, false, true},
		{"7th in Makara excepted, 4th from the Moon", "karka", "tula", "makara", ManglikPartial, 7, 4, []string{"lagna"}, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := ManglikOf(c.lagna, c.moon, c.mars)
			if m.Status != c.status || m.HouseFromLagna != c.fromLagna || m.HouseFromMoon != c.fromMoon ||
				m.FromLagna != c.doshaLagna || m.FromMoon != c.doshaMoonOK || !slices.Equal(m.ExceptedFrom, c.excepted) {
				t.Errorf("ManglikOf(%q, %q, %q) = %+v", c.lagna, c.moon, c.mars, m)
			}
			if !profile.Has(profile.Options.Manglik, m.Status) {
				t.Errorf("status %q is not one the profile accepts", m.Status)
			}
		})
	}
}

func TestManglikWithoutTheLagnaIsNotKnownButCountsFromTheMoon(t *testing.T) {
	m := ManglikOf("", "mesha", "tula")
	if m.Status != "" || m.HouseFromLagna != 0 || m.HouseFromMoon != 7 || !m.FromMoon {
		t.Errorf("ManglikOf without a lagna = %+v, want no status, 7th from the Moon, doshic from it", m)
	}
}

// A chart whose Mars lies just short of a rashi boundary says so, and names the status Mars a
// sign on would give: the lagna and Moon are Mesha, so Mars in Kumbha is 11th (no) and in Meena
// the 12th from both (yes).
func TestManglikAlternativesFromNearBoundaries(t *testing.T) {
	c := Chart{Lagna: "mesha", Moon: MoonSign{Rashi: "mesha"}, Mars: "kumbha", MarsLongitude: 329.99}
	near, ok := marsNearBoundary(c.MarsLongitude)
	if !ok || near.Mars != "meena" || near.Boundary != "rashi" || near.Distance > 0.0101 {
		t.Fatalf("marsNearBoundary(329.99) = %+v, %v", near, ok)
	}
	c.NearBoundaries = []NearBoundary{near}
	c.Manglik = ManglikOf(c.Lagna, c.Moon.Rashi, c.Mars)
	if got := manglikAlternatives(c); c.Manglik.Status != ManglikNo || !slices.Equal(got, []string{ManglikYes}) {
		t.Errorf("status %q, alternatives %v; want no, [yes]", c.Manglik.Status, got)
	}
	// A lagna near its boundary too: Meena lagna puts Meena Mars in the 1st from it (doshic) and
	// Kumbha Mars in the 12th (doshic), so "partial" and "yes" are both possible.
	c.NearBoundaries = append(c.NearBoundaries, NearBoundary{Body: "lagna", Boundary: "rashi", Lagna: "meena"})
	if got := manglikAlternatives(c); !slices.Equal(got, []string{ManglikYes, ManglikPartial}) {
		t.Errorf("alternatives with the lagna near Meena too: %v, want [yes partial]", got)
	}
	if _, ok := marsNearBoundary(329.97); ok {
		t.Error("329.97° is 0.03° from Meena, outside MarsMargin, yet flagged")
	}
}

func TestManglikWithoutTheMoonCountsFromTheLagnaOnly(t *testing.T) {
	m := ManglikOf("mesha", "", "karka")
	if m.Status != "" || m.HouseFromLagna != 4 || !m.FromLagna || m.HouseFromMoon != 0 {
		t.Errorf("ManglikOf without the Moon = %+v, want no status, 4th from the lagna, doshic", m)
	}
}
