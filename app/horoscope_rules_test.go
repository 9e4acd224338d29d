package app_test

import (
	"context"
	"errors"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// The horoscope use cases' rules (app/horoscope_*.go): what a member may send and what each kind
// of answer holds. Their one port is the rate limiter for visitors, on a counter in memory.
func horoscopeApp(t *testing.T) *app.HoroscopeApplication {
	t.Helper()
	h, err := app.NewHoroscopeApplication(app.HoroscopePorts{Limits: acctLimiter(time.Now)})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestHoroscopeCalculationRules(t *testing.T) {
	h := horoscopeApp(t)
	calculate := h.Queries.Calculate

	t.Run("a time gives the chart read at the place's clock", func(t *testing.T) {
		got, err := calculate.Handle(app.HoroscopeBirth{Date: "1992-04-12", Time: "05:30", PlaceID: "mh-pune-pune-city"})
		if err != nil {
			t.Fatal(err)
		}
		if got.Chart == nil || got.Day != nil {
			t.Fatalf("want a chart and no day, got %+v", got)
		}
		if _, offset := got.Birth.Zone(); offset != 5*3600+1800 {
			t.Errorf("birth read at offset %d s, want India's +05:30", offset)
		}
		if got.Birth.UTC().Hour() != 0 {
			t.Errorf("05:30 in Pune is %s UT, want midnight", got.Birth.UTC())
		}
	})

	t.Run("Bombay Time is read 39 minutes behind IST in Mumbai up to 1955", func(t *testing.T) {
		for _, id := range []string{"mh-mumbai-city-mumbai-city", "mh-mumbai-suburban-andheri"} {
			got, err := calculate.Handle(app.HoroscopeBirth{Date: "1955-12-31", Time: "06:00", PlaceID: id, Clock: app.ClockBombay})
			if err != nil {
				t.Fatal(err)
			}
			if _, offset := got.Birth.Zone(); offset != 4*3600+51*60 {
				t.Errorf("%s: birth read at offset %d s, want Bombay Time's +04:51", id, offset)
			}
			ist, err := calculate.Handle(app.HoroscopeBirth{Date: "1955-12-31", Time: "06:39", PlaceID: id, Clock: app.ClockStandard})
			if err != nil {
				t.Fatal(err)
			}
			if !got.Birth.Equal(ist.Birth) || got.Chart.LagnaLongitude != ist.Chart.LagnaLongitude {
				t.Errorf("%s: 06:00 Bombay Time is %s, lagna %.3f; want 06:39 IST %s, lagna %.3f", id, got.Birth, got.Chart.LagnaLongitude, ist.Birth, ist.Chart.LagnaLongitude)
			}
		}
	})

	t.Run("no time gives the local day's readings and no chart", func(t *testing.T) {
		got, err := calculate.Handle(app.HoroscopeBirth{Date: "1992-04-12", PlaceID: "mh-pune-pune-city"})
		if err != nil {
			t.Fatal(err)
		}
		if got.Chart != nil || got.Day == nil || len(got.Day.Spans) == 0 || !got.Birth.IsZero() {
			t.Fatalf("want the day's spans only, got %+v", got)
		}
	})

	refused := []struct {
		name string
		in   app.HoroscopeBirth
		code string
	}{
		{"unknown place", app.HoroscopeBirth{Date: "1992-04-12", PlaceID: "mh-pune-nowhere"}, "birth_place_unknown"},
		{"no place", app.HoroscopeBirth{Date: "1992-04-12"}, "birth_place_unknown"},
		{"30 February", app.HoroscopeBirth{Date: "1992-02-30", PlaceID: "mh-pune-pune-city"}, "birth_date_invalid"},
		{"month 13", app.HoroscopeBirth{Date: "1992-13-01", PlaceID: "mh-pune-pune-city"}, "birth_date_invalid"},
		{"not a date", app.HoroscopeBirth{Date: "12/04/1992", PlaceID: "mh-pune-pune-city"}, "birth_date_invalid"},
		{"before 1900", app.HoroscopeBirth{Date: "1899-12-31", PlaceID: "mh-pune-pune-city"}, "birth_date_out_of_range"},
		{"after 2100", app.HoroscopeBirth{Date: "2101-01-01", PlaceID: "mh-pune-pune-city"}, "birth_date_out_of_range"},
		{"24:00", app.HoroscopeBirth{Date: "1992-04-12", Time: "24:00", PlaceID: "mh-pune-pune-city"}, "birth_time_invalid"},
		{"Bombay Time outside Mumbai", app.HoroscopeBirth{Date: "1950-03-14", Time: "06:00", PlaceID: "mh-pune-pune-city", Clock: app.ClockBombay}, "bombay_time_not_kept"},
		{"Bombay Time after 1955", app.HoroscopeBirth{Date: "1956-01-01", Time: "06:00", PlaceID: "mh-mumbai-city-mumbai-city", Clock: app.ClockBombay}, "bombay_time_not_kept"},
		{"an unknown clock", app.HoroscopeBirth{Date: "1950-03-14", Time: "06:00", PlaceID: "mh-mumbai-city-mumbai-city", Clock: "railway"}, "bombay_time_not_kept"},
		{"a time with a control character", app.HoroscopeBirth{Date: "1992-04-12", Time: "06:4\x005", PlaceID: "mh-pune-pune-city"}, "birth_time_invalid"},
	}
	for _, c := range refused {
		t.Run("refuses "+c.name, func(t *testing.T) {
			_, err := calculate.Handle(c.in)
			if !errors.Is(err, errs.ErrInvalid) || codeOf(err) != c.code {
				t.Fatalf("got %v (code %q), want an invalid-input error coded %s", err, codeOf(err), c.code)
			}
		})
	}
}

func TestBirthPlaceSearchRules(t *testing.T) {
	places := horoscopeApp(t).Queries.Places
	found, err := places.Handle("Pu")
	if err != nil || len(found) == 0 || len(found) > app.MaxBirthPlaces {
		t.Fatalf("Pu: %d places, %v; want 1 to %d", len(found), err, app.MaxBirthPlaces)
	}
	for _, q := range []string{"", strings.Repeat("p", 61), "\xff\xfe"} {
		if _, err := places.Handle(q); !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%q: %v, want an invalid-input error", q, err)
		}
	}
}

// codeOf is the stable code an error carries for the API (errs.Coded), or "".
func codeOf(err error) string {
	var coded *errs.Coded
	if errors.As(err, &coded) {
		return coded.Code
	}
	return ""
}

// A visitor (the registration wizard) may calculate, as often as PolicyHoroscopeVisitors allows
// one client; another client is counted apart.
func TestVisitorsCalculationsAreLimitedPerClient(t *testing.T) {
	ctx := context.Background()
	visitor := horoscopeApp(t).Queries.CalculateForVisitor
	in := app.HoroscopeBirth{Date: "1992-04-12", Time: "05:30", PlaceID: "mh-pune-pune-city"}
	one, other := netip.MustParseAddr("203.0.113.7"), netip.MustParseAddr("198.51.100.9")
	for i := 0; i < app.PolicyHoroscopeVisitors.Limit; i++ {
		if r, err := visitor.Handle(ctx, one, in); err != nil || r.Chart == nil {
			t.Fatalf("calculation %d: %v", i+1, err)
		}
	}
	var limited *errs.RateLimitedError
	if _, err := visitor.Handle(ctx, one, in); !errors.As(err, &limited) {
		t.Fatalf("one more from the same client: %v, want rate limited", err)
	}
	if _, err := visitor.Handle(ctx, other, in); err != nil {
		t.Fatalf("another client: %v", err)
	}
}
