package horoscope

import (
	"encoding/csv"
	"errors"
	"math"
	"os"
	"strconv"
	"testing"
	"time"
	_ "time/tzdata" // the DST test needs America/New_York wherever it runs

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

var ist = time.FixedZone("IST", 5*3600+1800)

// Worked by hand from Meeus's example 47.a: at 1992 April 12, 0h TT (05:29 IST) the Moon's
// apparent longitude is 133.1673°; less the Lahiri ayanamsa of that day (23.754°) it is 109.41°
// sidereal, in Ashlesha (106.67°–120°) in Karka. The Moon was near perigee (368 409 km) and moved
// about 0.596° an hour, so it entered Ashlesha 2.75°/0.596 = 4.6 h earlier, at about 00:52 IST,
// and left Karka and Ashlesha for Simha and Magha 10.59°/0.596 = 17.8 h later, about 23:15 IST:
// one of the rare days with three readings.
func TestCalculateDayMeeusExample47a(t *testing.T) {
	d, err := CalculateDay(1992, time.April, 12, ist, Place{Latitude: 18.5204, Longitude: 73.8567})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		rashi, nakshatra string
		until            string // IST, ± 3 minutes
	}{{"karka", "pushya", "00:52"}, {"karka", "ashlesha", "23:15"}, {"simha", "magha", "24:00"}}
	if len(d.Spans) != len(want) || d.Known() {
		t.Fatalf("%d spans (%+v), want %d", len(d.Spans), d.Spans, len(want))
	}
	for i, w := range want {
		s := d.Spans[i]
		h, _ := strconv.Atoi(w.until[:2])
		m, _ := strconv.Atoi(w.until[3:])
		until := time.Date(1992, time.April, 12, h, m, 0, 0, ist)
		if s.Moon.Rashi != w.rashi || s.Moon.Nakshatra != w.nakshatra || math.Abs(s.To.Sub(until).Minutes()) > 3 {
			t.Errorf("span %d: %+v until %s, want %s %s until %s", i, s.Moon, s.To.Format("15:04:05"), w.rashi, w.nakshatra, w.until)
		}
	}
	if d.Rashi() != "" || d.Nakshatra() != "" {
		t.Errorf("rashi %q, nakshatra %q held all day; want neither", d.Rashi(), d.Nakshatra())
	}
	// Ashlesha spans 22 hours, so its charan changed within it: not known.
	if d.Spans[1].Moon.Charan != 0 {
		t.Errorf("Ashlesha's charan %d, want 0 (it changed during the span)", d.Spans[1].Moon.Charan)
	}
}

// Every reference birth, asked for by its local date alone (the zone of its mean solar hour),
// lies in a span whose reading is the chart's; the spans tile the day; each change is a real one.
func TestCalculateDayAgreesWithTheChartsOfTheReferenceBirths(t *testing.T) {
	f, err := os.Open("testdata/reference/reference.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	count := map[int]int{} // days by their number of readings
	rashiKnown := 0
	for _, row := range rows[1:] {
		birth, _ := time.Parse(time.RFC3339, row[0])
		lat, _ := strconv.ParseFloat(row[2], 64)
		lon, _ := strconv.ParseFloat(row[3], 64)
		place := Place{Latitude: lat, Longitude: lon}
		zone := time.FixedZone("", int(math.Round(lon/15))*3600)
		local := birth.In(zone)
		d, err := CalculateDay(local.Year(), local.Month(), local.Day(), zone, place)
		if err != nil {
			t.Fatal(err)
		}
		c, _ := Calculate(birth, place)
		count[len(d.Spans)]++
		if r := d.Rashi(); r != "" {
			rashiKnown++
			if r != c.Moon.Rashi {
				t.Errorf("%s %s: the day's rashi %s, the chart's %s", row[0], row[1], r, c.Moon.Rashi)
			}
		}
		if n := d.Nakshatra(); n != "" && n != c.Moon.Nakshatra {
			t.Errorf("%s %s: the day's nakshatra %s, the chart's %s", row[0], row[1], n, c.Moon.Nakshatra)
		}
		// Two nakshatra changes and a rashi change inside a nakshatra make four readings at most.
		if len(d.Spans) > 4 {
			t.Errorf("%s: %d spans in a day", row[0], len(d.Spans))
		}
		dayStart := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, zone)
		if !d.Spans[0].From.Equal(dayStart) || !d.Spans[len(d.Spans)-1].To.Equal(dayStart.AddDate(0, 0, 1)) {
			t.Errorf("%s: spans %v to %v do not cover the day", row[0], d.Spans[0].From, d.Spans[len(d.Spans)-1].To)
		}
		for i, s := range d.Spans {
			if i > 0 {
				prev := d.Spans[i-1]
				if !prev.To.Equal(s.From) || readingKey(s.From) == readingKey(s.From.Add(-time.Second)) ||
					[2]string{prev.Moon.Rashi, prev.Moon.Nakshatra} == [2]string{s.Moon.Rashi, s.Moon.Nakshatra} {
					t.Errorf("%s: span %d does not start at a change: %+v after %+v", row[0], i, s, prev)
				}
			}
			if birth.Before(s.From) || !birth.Before(s.To) {
				continue
			}
			if s.Moon.Rashi != c.Moon.Rashi || s.Moon.Nakshatra != c.Moon.Nakshatra || (s.Moon.Charan != 0 && s.Moon.Charan != c.Moon.Charan) {
				t.Errorf("%s %s: the day's span says %+v, the chart %+v", row[0], row[1], s.Moon, c.Moon)
			}
			if d.Mars != "" && (d.Mars != c.Mars || s.Manglik.HouseFromMoon != c.Manglik.HouseFromMoon || s.Manglik.FromMoon != c.Manglik.FromMoon || s.Manglik.Status != "") {
				t.Errorf("%s %s: the day's Mars %s %+v, the chart's %s %+v", row[0], row[1], d.Mars, s.Manglik, c.Mars, c.Manglik)
			}
		}
	}
	t.Logf("of %d birth dates, by how many readings the day held: %v; the rashi held all day on %d", len(rows)-1, count, rashiKnown)
	// The Moon moves 11.8°–15.4° a day and a nakshatra is 13.33° wide, so only its slow days
	// keep one nakshatra (and rashi) throughout: a few percent, but some.
	if count[1] == 0 || count[1] > (len(rows)-1)/4 {
		t.Errorf("%d of %d days known; expected a few percent", count[1], len(rows)-1)
	}
}

// The day is the local one, 23 hours long on the day New York moves its clocks forward.
func TestCalculateDayFollowsTheLocalDay(t *testing.T) {
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	d, err := CalculateDay(2015, time.March, 8, ny, Place{Latitude: 40.5187, Longitude: -74.4121})
	if err != nil {
		t.Fatal(err)
	}
	first, last := d.Spans[0].From, d.Spans[len(d.Spans)-1].To
	if hours := last.Sub(first).Hours(); hours != 23 || first.Hour() != 0 || first.Day() != 8 {
		t.Errorf("the day ran %v to %v (%v hours), want the 23 hours from local midnight", first, last, hours)
	}
}

func TestCalculateDayRefusesNoZoneNoDateAndPlacesOffTheMap(t *testing.T) {
	if _, err := CalculateDay(2000, 1, 1, nil, Place{}); !errors.Is(err, ErrZone) || !errors.Is(err, errs.ErrInvalid) {
		t.Errorf("nil zone: %v", err)
	}
	if _, err := CalculateDay(2001, time.February, 29, ist, Place{}); !errors.Is(err, ErrDate) || !errors.Is(err, errs.ErrInvalid) {
		t.Errorf("29 February 2001: %v", err)
	}
	if _, err := CalculateDay(2000, 1, 1, ist, Place{Latitude: 70}); !errors.Is(err, ErrPlace) || !errors.Is(err, errs.ErrInvalid) {
		t.Errorf("latitude 70: %v", err)
	}
}
