package horoscope

import (
	"errors"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

var pune = Place{Latitude: 18.5204, Longitude: 73.8567}

// TestRetrogradeMatchesThe2020Stations checks the direction of motion against the published
// retrograde spells of 2020 (station retrograde to station direct, UT dates): Venus May 13 –
// June 25, Saturn May 11 – September 29, Jupiter May 14 – September 13, Mars September 9 –
// November 14, Mercury October 14 – November 3. Mid-spell a planet is retrograde; a month
// before the spell begins it is not.
func TestRetrogradeMatchesThe2020Stations(t *testing.T) {
	spells := []struct {
		graha               string
		middle, monthBefore string
	}{
		{Venus, "2020-06-03", "2020-04-10"},
		{Saturn, "2020-07-20", "2020-04-10"},
		{Jupiter, "2020-07-15", "2020-04-10"},
		{Mars, "2020-10-10", "2020-08-05"},
		{Mercury, "2020-10-24", "2020-09-14"},
	}
	for _, s := range spells {
		for date, want := range map[string]bool{s.middle: true, s.monthBefore: false} {
			day, _ := time.Parse(time.DateOnly, date)
			k, err := KundaliOf(day.Add(12*time.Hour), pune)
			if err != nil {
				t.Fatal(err)
			}
			if g := grahaNamed(k, s.graha); g.Retrograde != want {
				t.Errorf("%s on %s: retrograde %v (daily motion %.4f°), want %v", s.graha, date, g.Retrograde, g.DailyMotion, want)
			}
		}
	}
}

// TestKundaliPlacesEveryGrahaFromTheLagna: nine grahas in order, Ketu opposite Rahu, the Sun and
// Moon never retrograde, each house the whole-sign count from the lagna.
func TestKundaliPlacesEveryGrahaFromTheLagna(t *testing.T) {
	k, err := KundaliOf(time.Date(1990, 8, 15, 6, 30, 0, 0, time.UTC), pune)
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range k.Grahas {
		if g.Name != GrahaNames[i] {
			t.Errorf("graha %d is %q, want %q", i, g.Name, GrahaNames[i])
		}
		if g.House != House(k.Lagna, g.Rashi) || g.House < 1 || g.House > 12 {
			t.Errorf("%s in %s, house %d from a %s lagna", g.Name, g.Rashi, g.House, k.Lagna)
		}
		if g.Rashi != RashiAt(g.Longitude) {
			t.Errorf("%s at %.4f° in %s", g.Name, g.Longitude, g.Rashi)
		}
	}
	rahu, ketu := grahaNamed(k, Rahu), grahaNamed(k, Ketu)
	if d := angularDistance(rahu.Longitude, ketu.Longitude); d < 179.9999 {
		t.Errorf("Rahu %.4f° and Ketu %.4f° are %.4f° apart", rahu.Longitude, ketu.Longitude, d)
	}
	if (rahu.House+5)%12+1 != ketu.House {
		t.Errorf("Rahu in house %d, Ketu in %d: not the 7th from it", rahu.House, ketu.House)
	}
	if grahaNamed(k, Sun).Retrograde || grahaNamed(k, Moon).Retrograde {
		t.Error("the Sun or the Moon retrograde")
	}
	// The same instant's chart agrees on the lagna, the Moon and Mars.
	c, _ := Calculate(time.Date(1990, 8, 15, 6, 30, 0, 0, time.UTC), pune)
	if c.Lagna != k.Lagna || c.Moon.Rashi != grahaNamed(k, Moon).Rashi || c.MarsLongitude != grahaNamed(k, Mars).Longitude {
		t.Errorf("Calculate: lagna %s, Moon %s, Mars %.6f; KundaliOf: %s, %s, %.6f", c.Lagna, c.Moon.Rashi, c.MarsLongitude,
			k.Lagna, grahaNamed(k, Moon).Rashi, grahaNamed(k, Mars).Longitude)
	}
}

func TestKundaliRefusesAPlaceOffTheGlobe(t *testing.T) {
	for _, p := range []Place{{Latitude: 70, Longitude: 10}, {Latitude: 10, Longitude: 181}} {
		if _, err := KundaliOf(time.Now(), p); !errors.Is(err, ErrPlace) || !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%+v: %v, want ErrPlace and ErrInvalid", p, err)
		}
	}
}

func grahaNamed(k Kundali, name string) Graha {
	for _, g := range k.Grahas {
		if g.Name == name {
			return g
		}
	}
	return Graha{}
}

// BenchmarkKundaliOf measures computing the nine grahas (docs/horoscope.md reports it).
func BenchmarkKundaliOf(b *testing.B) {
	birth := time.Date(1990, 8, 15, 6, 30, 0, 0, time.UTC)
	for b.Loop() {
		if _, err := KundaliOf(birth, pune); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCalculate is the chart without the other grahas, for comparison.
func BenchmarkCalculate(b *testing.B) {
	birth := time.Date(1990, 8, 15, 6, 30, 0, 0, time.UTC)
	for b.Loop() {
		if _, err := Calculate(birth, pune); err != nil {
			b.Fatal(err)
		}
	}
}
