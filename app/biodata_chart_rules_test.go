package app

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/horoscope"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// TestBiodataDrawsTheKundaliWhenItCanBeCalculated: a listed birth place and a time give the
// horoscope section a North Indian chart (house 1 the lagna's rashi number, the next houses the
// next rashis, every graha once, in the document's language); without the time, or with a
// place kept as typed, the square stays empty as before.
func TestBiodataDrawsTheKundaliWhenItCanBeCalculated(t *testing.T) {
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	p := biodataProfile()
	p.Horoscope.BirthPlace = "mh-satara-wai"
	k := kundaliOf(p)
	if k == nil {
		t.Fatal("no kundali for a listed place and a time")
	}
	for lang, names := range map[string][]string{"en": {"Su", "Mo", "Ma", "Me", "Ju", "Ve", "Sa", "Ra", "Ke"},
		"mr": {"र", "चं", "मं", "बु", "गु", "शु", "श", "रा", "के"}} {
		doc := buildBiodata(p, biodataReader{birth: birthDetailsOf(p)}, lang, BiodataDesignTraditional, false, now)
		chart := horoscopeSection(t, doc).Chart
		if chart == nil {
			t.Fatalf("%s: no chart", lang)
		}
		first := rashiNumber(k.Lagna)
		var placed []string
		for house, h := range chart.Houses {
			if want := localDigits(strconv.Itoa((first-1+house)%12+1), lang); h.Rashi != want {
				t.Errorf("%s: house %d holds rashi %q, want %q (lagna %s)", lang, house+1, h.Rashi, want, k.Lagna)
			}
			placed = append(placed, h.Grahas...)
		}
		for i, g := range k.Grahas {
			if !slices.Contains(chart.Houses[g.House-1].Grahas, names[i]) {
				t.Errorf("%s: %s (%s) is not in house %d: %+v", lang, g.Name, names[i], g.House, chart.Houses[g.House-1])
			}
		}
		if len(placed) != 9 {
			t.Errorf("%s: %d grahas placed, want 9", lang, len(placed))
		}
	}
	if got := chartOfLang(biodataProfile(), "mr", now); got != nil {
		t.Errorf("a typed birth place gave a chart: %+v", got)
	}
	noTime := p
	noTime.Horoscope.BirthTime = ""
	if got := chartOfLang(noTime, "en", now); got != nil {
		t.Errorf("a birth without a time gave a chart: %+v", got)
	}
	if got := buildBiodata(p, biodataReader{}, "en", BiodataDesignTraditional, false, now); horoscopeSection(t, got).Chart != nil {
		t.Error("a reader who may not see the birth details got the chart")
	}
	if localDigits("12", "mr") != "१२" || localDigits("12", "en") != "12" || rashiNumber(horoscope.RashiAt(335)) != 12 {
		t.Error("the numbers of the chart")
	}
}

func chartOfLang(p profile.Profile, lang string, now time.Time) *BiodataChart {
	return horoscopeSection(nil, buildBiodata(p, biodataReader{birth: birthDetailsOf(p)}, lang, BiodataDesignSimple, false, now)).Chart
}

// horoscopeSection is the document's section with the chart's square.
func horoscopeSection(t *testing.T, doc BiodataDocument) BiodataSection {
	for _, s := range doc.Sections {
		if s.ChartNote != "" {
			return s
		}
	}
	if t != nil {
		t.Fatal("no horoscope section")
	}
	return BiodataSection{}
}
