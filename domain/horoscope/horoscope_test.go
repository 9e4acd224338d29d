package horoscope

import (
	"errors"
	"math"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

var allahabad = Place{Latitude: 25.4358, Longitude: 81.8463}

// Two charts published many times over, read the way the families' astrologers read them:
// Indira Gandhi (1917-11-19, 23:11 IST, Allahabad) — Karka lagna, Moon in Makara, Uttara
// Ashadha; Jawaharlal Nehru (1889-11-14, 23:30 local mean time, Allahabad) — Karka lagna,
// Moon in Karka, Ashlesha. They are a check of the whole reading, not of its precision: that
// is the reference table's (testdata/reference).
func TestPublishedCharts(t *testing.T) {
	ist := time.FixedZone("IST", 5*3600+30*60)
	allahabadMeanTime := time.FixedZone("LMT", int(math.Round(allahabad.Longitude*240)))
	cases := []struct {
		name             string
		birth            time.Time
		lagna, rashi, nk string
	}{
		{"Indira Gandhi", time.Date(1917, 11, 19, 23, 11, 0, 0, ist), "karka", "makara", "uttara-ashadha"},
		{"Jawaharlal Nehru", time.Date(1889, 11, 14, 23, 30, 0, 0, allahabadMeanTime), "karka", "karka", "ashlesha"},
	}
	for _, c := range cases {
		chart, err := Calculate(c.birth, allahabad)
		if err != nil {
			t.Fatal(err)
		}
		if chart.Lagna != c.lagna || chart.Moon.Rashi != c.rashi || chart.Moon.Nakshatra != c.nk {
			t.Errorf("%s: lagna %s, Moon %+v; published: lagna %s, Moon in %s, %s", c.name, chart.Lagna, chart.Moon, c.lagna, c.rashi, c.nk)
		}
	}
}

func TestCalculateIsTheSameInstantInAnyZone(t *testing.T) {
	ist := time.FixedZone("IST", 5*3600+30*60)
	a, _ := Calculate(time.Date(1985, 7, 3, 6, 45, 0, 0, ist), Place{18.5204, 73.8567})
	b, _ := Calculate(time.Date(1985, 7, 3, 1, 15, 0, 0, time.UTC), Place{18.5204, 73.8567})
	if a.MoonLongitude != b.MoonLongitude || a.LagnaLongitude != b.LagnaLongitude {
		t.Errorf("the same instant read %v/%v in IST and %v/%v in UTC", a.MoonLongitude, a.LagnaLongitude, b.MoonLongitude, b.LagnaLongitude)
	}
}

func TestCalculateSiderealIsTropicalLessTheAyanamsa(t *testing.T) {
	c, err := Calculate(time.Date(1990, 1, 26, 8, 0, 0, 0, time.UTC), Place{19.0760, 72.8777})
	if err != nil {
		t.Fatal(err)
	}
	if angularDistance(c.MoonLongitude+c.Ayanamsa, c.MoonTropical) > 1e-9 || angularDistance(c.LagnaLongitude+c.Ayanamsa, c.LagnaTropical) > 1e-9 {
		t.Errorf("sidereal and tropical disagree: %+v", c)
	}
	if c.Moon != MoonSignAt(c.MoonLongitude) || c.Lagna != RashiAt(c.LagnaLongitude) {
		t.Errorf("readings do not follow the longitudes: %+v", c)
	}
}

func TestCalculateRefusesPlacesOffTheMap(t *testing.T) {
	birth := time.Date(1990, 1, 26, 8, 0, 0, 0, time.UTC)
	for _, p := range []Place{{70, 20}, {-67, 0}, {19, 181}, {19, -200}, {math.NaN(), 73}, {19, math.Inf(1)}} {
		if _, err := Calculate(birth, p); !errors.Is(err, ErrPlace) || !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("Calculate at %+v: err = %v, want ErrPlace (invalid input)", p, err)
		}
	}
	if _, err := Calculate(birth, Place{-66, -180}); err != nil {
		t.Errorf("the edge of the allowed map was refused: %v", err)
	}
}

// A birth whose Moon lies just past a rashi boundary is reported as near it, with the reading on
// the other side; a few hours later it is not. The moment is found by bisection on Calculate
// itself, so the test holds whatever the ephemeris says.
func TestCalculateReportsABirthNearABoundary(t *testing.T) {
	pune := Place{18.5204, 73.8567}
	moonAt := func(t0 time.Time) float64 {
		c, _ := Calculate(t0, pune)
		return c.MoonLongitude
	}
	// Bracket the moment the Moon enters Vrishabha (30° sidereal) after 2001-01-01: hour by
	// hour (the Moon moves 0.5–0.7° an hour) to the last degree of Mesha, then four hours on.
	lo := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC)
	for m := moonAt(lo); m < 29 || m >= 30; m = moonAt(lo) {
		lo = lo.Add(time.Hour)
	}
	hi := lo.Add(4 * time.Hour)
	for hi.Sub(lo) > time.Second {
		mid := lo.Add(hi.Sub(lo) / 2)
		if m := moonAt(mid); m < 30 {
			lo = mid
		} else {
			hi = mid
		}
	}
	justAfter := hi.Add(time.Minute) // about 0.009° on, inside the 0.02° margin
	c, _ := Calculate(justAfter, pune)
	if c.Moon.Rashi != "vrishabha" || len(c.NearBoundaries) == 0 {
		t.Fatalf("a minute after the Moon entered Vrishabha: %+v", c)
	}
	near := c.NearBoundaries[0]
	if near.Body != "moon" || near.Boundary != "rashi" || near.Moon.Rashi != "mesha" || near.Moon.Nakshatra != "krittika" || near.Moon.Charan != 1 {
		t.Errorf("near boundary = %+v, want Mesha/Krittika 1 on the other side", near)
	}
	later, _ := Calculate(hi.Add(3*time.Hour), pune)
	for _, n := range later.NearBoundaries {
		if n.Body == "moon" {
			t.Errorf("three hours on, the Moon (%v°) is still reported near a boundary: %+v", later.MoonLongitude, n)
		}
	}
}
