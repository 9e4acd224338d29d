package horoscope

import (
	"math"
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestMoonSignAtTheBoundaries(t *testing.T) {
	cases := []struct {
		longitude float64
		want      MoonSign
	}{
		{0, MoonSign{"mesha", "ashwini", 1}},
		{3.33, MoonSign{"mesha", "ashwini", 1}},
		{3.34, MoonSign{"mesha", "ashwini", 2}},
		{13.33, MoonSign{"mesha", "ashwini", 4}},
		{13.34, MoonSign{"mesha", "bharani", 1}},
		{29.999999, MoonSign{"mesha", "krittika", 1}},
		{30, MoonSign{"vrishabha", "krittika", 2}}, // Krittika straddles Mesha and Vrishabha
		{40, MoonSign{"vrishabha", "rohini", 1}},
		{120, MoonSign{"simha", "magha", 1}},
		{240, MoonSign{"dhanu", "mula", 1}},
		{300, MoonSign{"kumbha", "dhanishta", 3}},
		{359.999999, MoonSign{"meena", "revati", 4}},
		{360, MoonSign{"mesha", "ashwini", 1}},
		{-0.001, MoonSign{"meena", "revati", 4}},
	}
	for _, c := range cases {
		if got := MoonSignAt(c.longitude); got != c.want {
			t.Errorf("MoonSignAt(%v) = %+v, want %+v", c.longitude, got, c.want)
		}
	}
}

// Every one of the 108 charans maps to the rashi domain/profile's validation expects of it, so a
// computed horoscope is always one a member could have typed.
func TestEveryCharanAgreesWithTheProfilesRashi(t *testing.T) {
	for q := 0; q < 108; q++ {
		for _, offset := range []float64{1e-9, 10.0 / 3 / 2, 10.0/3 - 1e-9} {
			s := MoonSignAt(float64(q)*10/3 + offset)
			n := profile.NakshatraIndex(s.Nakshatra)
			if n != q/4 || s.Charan != q%4+1 || profile.RashiValue(profile.RashiOf(n, s.Charan)) != s.Rashi {
				t.Fatalf("charan %d (+%v°) reads %+v", q, offset, s)
			}
		}
	}
}

func TestRashiAt(t *testing.T) {
	cases := map[float64]string{0: "mesha", 29.999999: "mesha", 30: "vrishabha", 89.9: "mithuna", 90: "karka", 330: "meena", 359.9999: "meena", 360: "mesha"}
	for longitude, want := range cases {
		if got := RashiAt(longitude); got != want {
			t.Errorf("RashiAt(%v) = %q, want %q", longitude, got, want)
		}
	}
}

func TestMoonNearBoundary(t *testing.T) {
	cases := []struct {
		longitude float64
		near      bool
		boundary  string
		other     MoonSign
		distance  float64
	}{
		{30.01, true, "rashi", MoonSign{"mesha", "krittika", 1}, 0.01},
		{29.985, true, "rashi", MoonSign{"vrishabha", "krittika", 2}, 0.015},
		{39.995, true, "nakshatra", MoonSign{"vrishabha", "rohini", 1}, 0.005},
		{43.35, true, "charan", MoonSign{"vrishabha", "rohini", 1}, 43.35 - 130.0/3},
		{359.995, true, "rashi", MoonSign{"mesha", "ashwini", 1}, 0.005},
		{0.004, true, "rashi", MoonSign{"meena", "revati", 4}, 0.004},
		{45, false, "", MoonSign{}, 0},
		{30.021, false, "", MoonSign{}, 0},
	}
	for _, c := range cases {
		got, near := moonNearBoundary(c.longitude)
		if near != c.near {
			t.Errorf("moonNearBoundary(%v) near = %v, want %v", c.longitude, near, c.near)
			continue
		}
		if !near {
			continue
		}
		if got.Body != "moon" || got.Boundary != c.boundary || got.Moon != c.other || math.Abs(got.Distance-c.distance) > 1e-9 {
			t.Errorf("moonNearBoundary(%v) = %+v, want the %s boundary %v° away, %+v beyond it", c.longitude, got, c.boundary, c.distance, c.other)
		}
	}
}

func TestLagnaNearBoundary(t *testing.T) {
	if got, near := lagnaNearBoundary(59.95); !near || got.Lagna != "mithuna" || got.Boundary != "rashi" || math.Abs(got.Distance-0.05) > 1e-9 {
		t.Errorf("lagnaNearBoundary(59.95) = %+v, %v; want Mithuna 0.05° beyond", got, near)
	}
	if got, near := lagnaNearBoundary(0.08); !near || got.Lagna != "meena" || math.Abs(got.Distance-0.08) > 1e-9 {
		t.Errorf("lagnaNearBoundary(0.08) = %+v, %v; want Meena 0.08° behind", got, near)
	}
	if got, near := lagnaNearBoundary(60.2); near {
		t.Errorf("lagnaNearBoundary(60.2) = %+v; 0.2° is beyond the margin", got)
	}
}

// A longitude that is not a number reads as some sign rather than indexing out of the lists.
func TestReadingsOfNotANumberStayInTheLists(t *testing.T) {
	if s := MoonSignAt(math.NaN()); s.Rashi == "" || s.Nakshatra == "" || s.Charan < 1 || s.Charan > 4 {
		t.Errorf("MoonSignAt(NaN) = %+v", s)
	}
	if r := RashiAt(math.NaN()); r == "" {
		t.Errorf("RashiAt(NaN) = %q", r)
	}
}
