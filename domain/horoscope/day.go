package horoscope

import (
	"errors"
	"math"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// A birth date without a time (issue 25): the Moon moves 11.8°–15.4° a day and a nakshatra is
// 13.33° wide, so only on the Moon's slow days (a few percent of them) does it stay in one
// nakshatra and rashi from midnight to midnight, and then those are known from the date alone; on
// the others the member picks from the readings the day held (two, or three or four when a rashi
// boundary falls inside a nakshatra), told when the Moon moved from one to the next. The lagna turns through all twelve rashis in a day, so it
// and the manglik status are not known; Mars's house from the Moon still is (docs/horoscope.md).

// MoonSpan is a part of a local day during which the Moon stayed in one rashi and nakshatra.
type MoonSpan struct {
	From, To time.Time // in the place's zone; To is the next span's From
	// Moon is the reading; its Charan is 0 when the charan changed within the span.
	Moon MoonSign
	// Manglik counted from the Moon alone: HouseFromMoon and FromMoon, Status "" (not known
	// without the lagna). HouseFromMoon is 0 when Mars changed rashi within the span.
	Manglik Manglik
}

// Day is what a date without a birth time tells.
type Day struct {
	// Spans are the Moon's readings through the day, in order: one when the day's rashi and
	// nakshatra are known, else two to four for the member to choose from.
	Spans []MoonSpan
	// Mars is Mars's rashi when it stayed in one all day, else "".
	Mars string
}

// Known says whether the date alone gives the rashi and nakshatra.
func (d Day) Known() bool { return len(d.Spans) == 1 }

// Rashi is the Moon's rashi when it held all day (often so even when the nakshatra changed), else
// "".
func (d Day) Rashi() string {
	return d.common(func(m MoonSign) string { return m.Rashi })
}

// Nakshatra is the Moon's nakshatra when it held all day (the rashi may still have changed), else
// "".
func (d Day) Nakshatra() string {
	return d.common(func(m MoonSign) string { return m.Nakshatra })
}

func (d Day) common(of func(MoonSign) string) string {
	for _, s := range d.Spans[1:] {
		if of(s.Moon) != of(d.Spans[0].Moon) {
			return ""
		}
	}
	return of(d.Spans[0].Moon)
}

// ErrZone is a birth day asked for without the place's time zone.
var ErrZone = errors.New("horoscope: a birth day needs the place's time zone")

// ErrDate is a day that is not on the calendar.
var ErrDate = errors.New("horoscope: not a date on the calendar")

// dayStep is how often the day is sampled for a change of reading: the Moon moves at most 0.64°
// an hour, so at most 0.33° a step, far less than a charan (3°20′), and no change is missed.
const dayStep = 30 * time.Minute

// CalculateDay reads the local day year-month-day in zone at place, for a birth whose time is
// not known. The change times are found to a second; the Moon's position is good to 0.02°
// (MoonMargin), which the Moon covers in about two minutes, so a birth within a few minutes of a
// change should still be asked about.
func CalculateDay(year int, month time.Month, day int, zone *time.Location, place Place) (Day, error) {
	if zone == nil {
		return Day{}, errors.Join(ErrZone, errs.ErrInvalid)
	}
	if !(math.Abs(place.Latitude) <= MaxLatitude) || !(math.Abs(place.Longitude) <= 180) {
		return Day{}, errors.Join(ErrPlace, errs.ErrInvalid)
	}
	start := time.Date(year, month, day, 0, 0, 0, 0, zone)
	if start.Year() != year || start.Month() != month || start.Day() != day {
		return Day{}, errors.Join(ErrDate, errs.ErrInvalid) // 30 February, month 13
	}
	end := time.Date(year, month, day+1, 0, 0, 0, 0, zone) // 23 or 25 hours across a DST change

	var d Day
	if marsStart, marsEnd := RashiAt(marsSiderealAt(start)), RashiAt(marsSiderealAt(end)); marsStart == marsEnd {
		d.Mars = marsStart
	}
	from := start
	for t := start; t.Before(end); {
		next := t.Add(dayStep)
		if next.After(end) {
			next = end
		}
		if readingKey(t) != readingKey(next) {
			change := firstChange(t, next)
			d.Spans = append(d.Spans, span(from, change, d.Mars))
			from = change
		}
		t = next
	}
	d.Spans = append(d.Spans, span(from, end, d.Mars))
	return d, nil
}

// readingKey is the rashi and nakshatra at an instant (the charan is left out: it changes every
// six hours and does not split a span).
func readingKey(t time.Time) [2]string {
	m := MoonSignAt(moonSiderealAt(t))
	return [2]string{m.Rashi, m.Nakshatra}
}

// firstChange is the first second in (a, b] whose reading differs from a's; a and b differ.
func firstChange(a, b time.Time) time.Time {
	before := readingKey(a)
	for b.Sub(a) > time.Second {
		mid := a.Add(b.Sub(a) / 2).Truncate(time.Second)
		if !mid.After(a) {
			mid = a.Add(time.Second)
		}
		if readingKey(mid) == before {
			a = mid
		} else {
			b = mid
		}
	}
	return b
}

// span reads the Moon over [from, to): the reading at its start, the charan only when it held to
// the end, and Mars's house from the Moon when Mars's rashi is known.
func span(from, to time.Time, mars string) MoonSpan {
	first := quarterAt(moonSiderealAt(from))
	s := MoonSpan{From: from, To: to, Moon: MoonSignAt(moonSiderealAt(from))}
	if last := quarterAt(moonSiderealAt(to.Add(-time.Second))); last != first {
		s.Moon.Charan = 0
	}
	if mars != "" {
		s.Manglik = ManglikOf("", s.Moon.Rashi, mars)
	}
	return s
}
