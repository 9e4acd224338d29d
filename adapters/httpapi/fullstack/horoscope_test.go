package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

// The horoscope from birth details (docs/horoscope.md) through the whole stack: the birth place
// picker and the calculation, with a time and without, and every bad input a 400 with its code.

func (e *env) calculate(t *testing.T, token string, body any) (int, string, *apiclient.HoroscopeReading) {
	t.Helper()
	raw, _ := json.Marshal(body)
	r, err := e.client.CalculateHoroscopeWithBodyWithResponse(context.Background(), "application/json", bytes.NewReader(raw), bearer(token))
	if err != nil {
		t.Fatal(err)
	}
	var problem struct{ Code string }
	_ = json.Unmarshal(r.Body, &problem)
	return r.StatusCode(), problem.Code, r.JSON200
}

func TestBirthPlacePickerSearchesInEnglishAndMarathi(t *testing.T) {
	e := newEnv(t)
	for _, q := range []string{"pun", "पुणे", "PUNE"} {
		r, err := e.client.SearchBirthPlacesWithResponse(context.Background(), &apiclient.SearchBirthPlacesParams{Q: q})
		if err != nil || r.StatusCode() != http.StatusOK {
			t.Fatalf("q=%s: %v %d %s", q, err, r.StatusCode(), r.Body)
		}
		places := r.JSON200.Places
		if len(places) == 0 || len(places) > 20 || places[0].Id != "mh-pune-pune-city" {
			t.Fatalf("q=%s: %d places, first %+v", q, len(places), places)
		}
		p := places[0]
		if p.TimeZone != "Asia/Kolkata" || p.Label.Mr != "पुणे शहर" || p.District == nil || *p.District != "pune" ||
			p.Latitude < 18.4 || p.Latitude > 18.6 || p.Longitude < 73.8 || p.Longitude > 73.95 {
			t.Errorf("Pune is %+v", p)
		}
	}
	r, _ := e.client.SearchBirthPlacesWithResponse(context.Background(), &apiclient.SearchBirthPlacesParams{Q: "a"})
	if r.StatusCode() != http.StatusOK || len(r.JSON200.Places) != 20 {
		t.Errorf("q=a: %d, %s", r.StatusCode(), r.Body)
	}
	for _, q := range []string{"", strings.Repeat("p", 61), "pu\x01ne", "pu\u202ene"} {
		res := e.do(t, http.MethodGet, "/api/places?q="+url.QueryEscape(q), "", nil)
		if res.StatusCode != http.StatusBadRequest {
			t.Errorf("q=%q: %d, want 400", q, res.StatusCode)
		}
	}
}

func TestCalculateHoroscopeWithATime(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	// 1992 April 12, noon at Pune: the Moon is in Ashlesha (Karka) all that afternoon (Meeus's
	// example 47.a worked by hand, docs/horoscope.md).
	status, code, got := e.calculate(t, token, map[string]any{"dob": "1992-04-12", "birthTime": "12:00", "birthPlace": "mh-pune-pune-city"})
	if status != http.StatusOK || got == nil || got.Chart == nil {
		t.Fatalf("%d %s", status, code)
	}
	c := got.Chart
	if c.Moon.Rashi != "karka" || c.Moon.Nakshatra != "ashlesha" || c.Moon.Charan == nil {
		t.Errorf("moon %+v", c.Moon)
	}
	if c.MoonLongitude < 106.66 || c.MoonLongitude >= 120 {
		t.Errorf("moon longitude %.4f outside Ashlesha", c.MoonLongitude)
	}
	if c.Lagna == "" || c.MarsHouseFromLagna < 1 || c.MarsHouseFromMoon < 1 {
		t.Errorf("lagna %q, Mars's houses %d, %d", c.Lagna, c.MarsHouseFromLagna, c.MarsHouseFromMoon)
	}
	if m := string(c.Manglik); m != "yes" && m != "partial" && m != "no" {
		t.Errorf("manglik %q", m)
	}
	if _, offset := c.Birth.Zone(); offset != 5*3600+1800 || !c.Birth.Equal(time.Date(1992, 4, 12, 6, 30, 0, 0, time.UTC)) {
		t.Errorf("birth read as %v", c.Birth)
	}
	if got.Day != nil || got.Place.Id != "mh-pune-pune-city" {
		t.Errorf("place %+v, day %+v", got.Place, got.Day)
	}

	// In 1943 India kept war time, UT+6:30: the same clock time is an hour earlier in UT.
	_, _, war := e.calculate(t, token, map[string]any{"dob": "1943-06-01", "birthTime": "12:00", "birthPlace": "mh-pune-pune-city"})
	if war == nil || war.Chart == nil || !war.Chart.Birth.Equal(time.Date(1943, 6, 1, 5, 30, 0, 0, time.UTC)) {
		t.Errorf("1943 birth read as %+v", war)
	}
}

func TestCalculateHoroscopeWithoutATimeGivesTheDaysReadings(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	status, code, got := e.calculate(t, token, map[string]any{"dob": "1992-04-12", "birthPlace": "mh-pune-pune-city"})
	if status != http.StatusOK || got == nil || got.Day == nil {
		t.Fatalf("%d %s", status, code)
	}
	var names []string
	for _, s := range got.Day.Spans {
		names = append(names, s.Moon.Nakshatra)
	}
	if strings.Join(names, ",") != "pushya,ashlesha,magha" || got.Chart != nil || got.Day.Nakshatra != nil {
		t.Errorf("spans %v, chart %v", names, got.Chart)
	}
}

func TestCalculateHoroscopeRefusesBadInputWithItsCode(t *testing.T) {
	e := newEnvOn(t, pgtest.NewDatabase(t, postgres.Migrate))
	_, token := e.member(t)
	cases := []struct {
		body map[string]any
		code string
	}{
		{map[string]any{"dob": "1992-04-12", "birthPlace": "mh-pune-nowhere"}, "birth_place_unknown"},
		{map[string]any{"dob": "1992-02-30", "birthPlace": "mh-pune-pune-city"}, "birth_date_invalid"},
		{map[string]any{"dob": "1992-13-01", "birthPlace": "mh-pune-pune-city"}, "birth_date_invalid"},
		{map[string]any{"dob": "1899-12-31", "birthPlace": "mh-pune-pune-city"}, "birth_date_out_of_range"},
		{map[string]any{"dob": "2101-01-01", "birthPlace": "mh-pune-pune-city"}, "birth_date_out_of_range"},
		{map[string]any{"dob": "1992-04-12", "birthTime": "24:00", "birthPlace": "mh-pune-pune-city"}, "validation_failed"},
		{map[string]any{"dob": "12/04/1992", "birthPlace": "mh-pune-pune-city"}, "validation_failed"},
		{map[string]any{"dob": "1992-04-12", "birthPlace": "mh-pune\u0000"}, ""},
		{map[string]any{"dob": "1992-04-12", "birthPlace": strings.Repeat("a", 81)}, "validation_failed"},
		{map[string]any{"dob": "1992-04-12"}, "validation_failed"},
		{map[string]any{"dob": "1992-04-12", "birthPlace": "mh-pune-pune-city", "extra": 1}, ""},
	}
	for _, c := range cases {
		status, code, _ := e.calculate(t, token, c.body)
		if status != http.StatusBadRequest || (c.code != "" && code != c.code) {
			t.Errorf("%v: %d %q, want 400 %q", c.body, status, code, c.code)
		}
	}
	if status, _, _ := e.calculate(t, "", map[string]any{"dob": "1992-04-12", "birthPlace": "mh-pune-pune-city"}); status != http.StatusUnauthorized {
		t.Errorf("without a token: %d", status)
	}
}

// Bombay Time (docs/horoscope.md): a Mumbai birth up to 1955 may be given by Bombay's clock,
// 39 minutes behind IST, and the answer's instant carries +04:51; elsewhere or later it is a
// 400 in the member's language.
func TestCalculateHoroscopeInBombayTime(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	body := map[string]any{"dob": "1950-03-14", "birthTime": "06:00", "birthPlace": "mh-mumbai-city-mumbai-city", "clock": "bombay"}
	raw, _ := json.Marshal(body)
	r, err := e.client.CalculateHoroscopeWithBodyWithResponse(context.Background(), "application/json", bytes.NewReader(raw), bearer(token))
	if err != nil || r.StatusCode() != http.StatusOK || r.JSON200.Chart == nil {
		t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
	}
	if !strings.Contains(string(r.Body), `"birth":"1950-03-14T06:00:00+04:51"`) {
		t.Errorf("the answer's birth does not show Bombay Time's offset: %s", r.Body)
	}
	bombay := r.JSON200.Chart
	_, _, ist := e.calculate(t, token, map[string]any{"dob": "1950-03-14", "birthTime": "06:39", "birthPlace": "mh-mumbai-city-mumbai-city", "clock": "standard"})
	if ist == nil || ist.Chart == nil || !ist.Chart.Birth.Equal(bombay.Birth) || ist.Chart.LagnaLongitude != bombay.LagnaLongitude {
		t.Errorf("06:00 Bombay Time %v (lagna %.3f) is not 06:39 IST %+v", bombay.Birth, bombay.LagnaLongitude, ist)
	}
	_, _, plain := e.calculate(t, token, map[string]any{"dob": "1950-03-14", "birthTime": "06:00", "birthPlace": "mh-mumbai-city-mumbai-city"})
	if plain == nil || plain.Chart == nil || !plain.Chart.Birth.Equal(bombay.Birth.Add(-39*time.Minute)) {
		t.Errorf("without clock the time is read in IST: %+v", plain)
	}

	refused := []map[string]any{
		{"dob": "1950-03-14", "birthTime": "06:00", "birthPlace": "mh-pune-pune-city", "clock": "bombay"},
		{"dob": "1956-01-01", "birthTime": "06:00", "birthPlace": "mh-mumbai-suburban-andheri", "clock": "bombay"},
	}
	for _, b := range refused {
		raw, _ := json.Marshal(b)
		for lang, want := range map[string]string{"en": "Bombay Time applies only", "mr": "मुंबई वेळ फक्त"} {
			r, err := e.client.CalculateHoroscopeWithBodyWithResponse(context.Background(), "application/json", bytes.NewReader(raw), bearer(token), acceptLanguage(lang))
			if err != nil || r.StatusCode() != http.StatusBadRequest || !strings.Contains(string(r.Body), `"bombay_time_not_kept"`) || !strings.Contains(string(r.Body), want) {
				t.Errorf("%v in %s: %d %s", b, lang, r.StatusCode(), r.Body)
			}
		}
	}
	if status, code, _ := e.calculate(t, token, map[string]any{"dob": "1950-03-14", "birthTime": "06:00", "birthPlace": "mh-mumbai-city-mumbai-city", "clock": "railway"}); status != http.StatusBadRequest || code != "validation_failed" {
		t.Errorf("an unknown clock: %d %q", status, code)
	}
}
