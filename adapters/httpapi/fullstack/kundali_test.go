package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// The kundali (docs/horoscope.md, "The kundali chart") through the whole stack: the calculation
// answers the nine grahas with the chart; a profile answers its kundali to a connection, who may
// see the birth details, and to nobody else; a profile without a birth time, or with a typed
// place not from the list, has none.

var grahaOrder = []apiclient.GrahaGraha{"sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"}

func TestTheCalculationAnswersTheNineGrahas(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	status, code, got := e.calculate(t, token, map[string]any{"dob": "1992-04-12", "birthTime": "12:00", "birthPlace": "mh-pune-pune-city"})
	if status != http.StatusOK || got == nil || got.Chart == nil || got.Chart.Grahas == nil {
		t.Fatalf("%d %s %+v", status, code, got)
	}
	c := got.Chart
	checkGrahas(t, *c.Grahas, c.Lagna)
	moon, mars := (*c.Grahas)[1], (*c.Grahas)[2]
	if moon.Rashi != c.Moon.Rashi || moon.Longitude != c.MoonLongitude || mars.Rashi != c.MarsRashi || mars.House != c.MarsHouseFromLagna {
		t.Errorf("the grahas' Moon %+v and Mars %+v disagree with the chart's %+v", moon, mars, c)
	}
	_, _, day := e.calculate(t, token, map[string]any{"dob": "1992-04-12", "birthPlace": "mh-pune-pune-city"})
	if day == nil || day.Chart != nil {
		t.Errorf("without a time there is no chart, so no grahas: %+v", day)
	}
}

func checkGrahas(t *testing.T, grahas []apiclient.Graha, lagna string) {
	t.Helper()
	if len(grahas) != len(grahaOrder) {
		t.Fatalf("%d grahas, want 9", len(grahas))
	}
	rashis := []string{"mesha", "vrishabha", "mithuna", "karka", "simha", "kanya", "tula", "vrishchika", "dhanu", "makara", "kumbha", "meena"}
	index := func(r string) int {
		for i, x := range rashis {
			if x == r {
				return i
			}
		}
		t.Fatalf("rashi %q is not an option value", r)
		return 0
	}
	for i, g := range grahas {
		if g.Graha != grahaOrder[i] || g.Retrograde == nil {
			t.Errorf("graha %d: %+v, want %s with retrograde said", i, g, grahaOrder[i])
		}
		if g.Longitude < 0 || g.Longitude >= 360 || rashis[int(g.Longitude/30)] != g.Rashi ||
			g.House != (index(g.Rashi)-index(lagna)+12)%12+1 {
			t.Errorf("%s at %.3f° in %s, house %d from a %s lagna", g.Graha, g.Longitude, g.Rashi, g.House, lagna)
		}
	}
	if !*grahas[7].Retrograde || !*grahas[8].Retrograde || *grahas[0].Retrograde || *grahas[1].Retrograde {
		t.Errorf("Rahu and Ketu always retrograde, the Sun and Moon never: %+v", grahas)
	}
}

func TestTheKundaliIsForThoseWhoMaySeeTheBirthDetails(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	bride := e.chatter(t, func(d map[string]any) {
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "rashi": "vrishabha", "birthTime": "06:45", "birthPlace": "mh-satara-wai"}
	})
	noTime := e.chatter(t, func(d map[string]any) {
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "rashi": "vrishabha", "birthPlace": "mh-satara-wai"}
	})
	typedPlace := e.chatter(t, func(d map[string]any) {
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "rashi": "vrishabha", "birthTime": "06:45", "birthPlace": "Wai, near the ghat"}
	})
	connection := e.chatter(t, groom)
	stranger := e.chatter(t, groom)
	for _, b := range []chatter{bride, noTime, typedPlace} {
		e.connect(t, connection, b)
	}
	view := func(who chatter, code string) apiclient.UserData {
		t.Helper()
		r, err := e.client.GetUserProfileWithResponse(ctx, code, bearer(who.token))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("view %s: %v %d %s", code, err, r.StatusCode(), r.Body)
		}
		return r.JSON200.UserData
	}

	seen := view(connection, bride.code)
	if seen.Horoscope == nil || seen.Horoscope.Kundali == nil {
		t.Fatalf("a connection does not see the kundali: %s", deref(seen.Horoscope.BirthTime))
	}
	k := seen.Horoscope.Kundali
	checkGrahas(t, k.Grahas, k.Lagna)
	if k.Lagna == "" || k.Grahas[1].Rashi == "" {
		t.Errorf("kundali %+v", k)
	}
	if own := view(bride, "none"); own.Horoscope == nil || own.Horoscope.Kundali == nil || own.Horoscope.Kundali.Lagna != k.Lagna {
		t.Errorf("the member's own profile does not carry the kundali their connection sees: %+v", own.Horoscope)
	}
	if s := view(stranger, bride.code); s.Horoscope != nil && (s.Horoscope.Kundali != nil || s.Horoscope.BirthTime != nil) {
		t.Errorf("a stranger sees the kundali or the birth time: %+v", s.Horoscope)
	}
	for name, b := range map[string]chatter{"no birth time": noTime, "a typed birth place": typedPlace} {
		if s := view(connection, b.code); s.Horoscope == nil || s.Horoscope.Kundali != nil || s.Horoscope.BirthPlace == nil {
			t.Errorf("%s: the connection sees %+v, want the birth details and no kundali", name, s.Horoscope)
		}
	}
}

// TestTheBiodataDrawsTheKundali: a connection's biodata of a member whose kundali can be
// calculated prints the chart's nine short names; one whose birth place was typed keeps the
// square empty.
func TestTheBiodataDrawsTheKundali(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	withChart := e.chatter(t, func(d map[string]any) {
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "rashi": "vrishabha", "birthTime": "06:45", "birthPlace": "mh-satara-wai"}
	})
	typedPlace := e.chatter(t, func(d map[string]any) {
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "rashi": "vrishabha", "birthTime": "06:45", "birthPlace": "Wai, near the ghat"}
	})
	connection := e.chatter(t, groom)
	e.connect(t, connection, withChart)
	e.connect(t, connection, typedPlace)
	names := []string{"Su", "Mo", "Ma", "Me", "Ju", "Ve", "Sa", "Ra", "Ke"}
	for _, c := range []struct {
		member chatter
		chart  bool
	}{{withChart, true}, {typedPlace, false}} {
		r, err := e.client.GetMemberBiodataWithResponse(ctx, c.member.code,
			&apiclient.GetMemberBiodataParams{Lang: apiclient.GetMemberBiodataParamsLangEn}, bearer(connection.token))
		if err != nil || r.StatusCode() != http.StatusOK {
			t.Fatalf("biodata: %v %d %s", err, r.StatusCode(), r.Body)
		}
		words := map[string]bool{}
		for _, w := range strings.Fields(pdfText(t, r.Body)) {
			words[w] = true
		}
		printed := 0
		for _, n := range names {
			if words[n] {
				printed++
			}
		}
		if (printed == len(names)) != c.chart {
			t.Errorf("chart expected %v: %d of the nine short names printed", c.chart, printed)
		}
	}
}
