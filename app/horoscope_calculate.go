package app

import (
	"errors"
	"regexp"
	"strconv"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/birthplace"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/horoscope"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The birth years the calculation accepts: ΔT's polynomials hold from 1900 to 2050 and the
// method is measured from 1940 to 2015 (docs/horoscope.md); 2100 leaves room for a date typed
// ahead without offering the far past.
const (
	FirstBirthYear = 1900
	LastBirthYear  = 2100
)

var (
	errBirthPlaceUnknown = errs.New(errs.ErrInvalid, "birth_place_unknown",
		"Please choose the birth place from the list.")
	errBirthDateInvalid = errs.New(errs.ErrInvalid, "birth_date_invalid",
		"The birth date must be a date on the calendar, like 1995-08-15.")
	errBirthDateRange = errs.New(errs.ErrInvalid, "birth_date_out_of_range",
		"The birth date must be between 1900 and 2100.")
	errBirthTimeInvalid = errs.New(errs.ErrInvalid, "birth_time_invalid",
		"The birth time must be a time like 06:45.")
	errBombayTimeNotKept = errs.New(errs.ErrInvalid, "bombay_time_not_kept",
		"Bombay Time applies only to births in Mumbai up to 1955; give the time in the place's standard time.")
)

// HoroscopeBirth is what the member gives: the date, the local time at the place ("" when not
// known) and the place's ID from the birth place list.
type HoroscopeBirth struct {
	Date    string // YYYY-MM-DD
	Time    string // HH:MM in the place's local time, or ""
	PlaceID string
	// Clock is how Time was written: ClockStandard ("" too) for the place's own zone, or
	// ClockBombay for Bombay Time, accepted only where and when it was kept.
	Clock string
}

// The clocks a birth time may be given in (docs/horoscope.md, "Time zones and births before 1947").
const (
	ClockStandard = "standard"
	ClockBombay   = "bombay"
)

// HoroscopeReading is the answer: the chart when the time is known, the day's readings when it is
// not, and the place with its offset from UT at the birth.
type HoroscopeReading struct {
	Place birthplace.Place
	// Birth is the instant read (the local time at the place, with the offset Go's IANA data
	// gives for that date); zero without a time.
	Birth time.Time
	Chart *horoscope.Chart
	// Kundali is the nine grahas placed from the lagna, with the chart (nil without a time).
	Kundali *horoscope.Kundali
	Day     *horoscope.Day
}

// CalculateHoroscope computes the horoscope from birth details; it stores nothing.
type CalculateHoroscope struct{}

var (
	datePattern = regexp.MustCompile(`^([0-9]{4})-([0-9]{2})-([0-9]{2})$`)
	timePattern = regexp.MustCompile(`^([01][0-9]|2[0-3]):([0-5][0-9])$`)
)

// Handle reads the birth details. A time is read in the place's zone as the clock showed it:
// a time a daylight-saving change skipped is read as Go's time.Date reads it (an hour later).
func (CalculateHoroscope) Handle(in HoroscopeBirth) (HoroscopeReading, error) {
	return readHoroscope(in, true)
}

// readHoroscope is Handle; the kundali's nine grahas (about seven times the chart's cost,
// docs/horoscope.md) are computed only when withKundali, so checking a profile's values on save
// does not pay for them.
func readHoroscope(in HoroscopeBirth, withKundali bool) (HoroscopeReading, error) {
	place, ok := birthplace.ByID(in.PlaceID)
	if !ok {
		return HoroscopeReading{}, errBirthPlaceUnknown
	}
	m := datePattern.FindStringSubmatch(in.Date)
	if m == nil {
		return HoroscopeReading{}, errBirthDateInvalid
	}
	year, _ := strconv.Atoi(m[1])
	month, _ := strconv.Atoi(m[2])
	day, _ := strconv.Atoi(m[3])
	if year < FirstBirthYear || year > LastBirthYear {
		return HoroscopeReading{}, errBirthDateRange
	}
	if d := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC); d.Month() != time.Month(month) || d.Day() != day {
		return HoroscopeReading{}, errBirthDateInvalid // 30 February, month 13
	}
	zone, err := place.Location()
	if err != nil {
		return HoroscopeReading{}, err // the place list's zones are tested to load: a bug, not the member's
	}
	switch in.Clock {
	case "", ClockStandard:
	case ClockBombay:
		if !place.KeptBombayTime() || year > horoscope.BombayTimeLastYear {
			return HoroscopeReading{}, errBombayTimeNotKept
		}
		zone = horoscope.BombayTime
	default:
		return HoroscopeReading{}, errBombayTimeNotKept // the contract's enum refuses it first
	}
	out := HoroscopeReading{Place: place}
	if in.Time == "" {
		d, err := horoscope.CalculateDay(year, time.Month(month), day, zone, place.Horoscope())
		if err != nil {
			return HoroscopeReading{}, mapHoroscopeErr(err)
		}
		out.Day = &d
		return out, nil
	}
	t := timePattern.FindStringSubmatch(in.Time)
	if t == nil {
		return HoroscopeReading{}, errBirthTimeInvalid
	}
	hour, _ := strconv.Atoi(t[1])
	minute, _ := strconv.Atoi(t[2])
	out.Birth = time.Date(year, time.Month(month), day, hour, minute, 0, 0, zone)
	c, err := horoscope.Calculate(out.Birth, place.Horoscope())
	if err != nil {
		return HoroscopeReading{}, mapHoroscopeErr(err)
	}
	out.Chart = &c
	if withKundali {
		k, err := horoscope.KundaliOf(out.Birth, place.Horoscope())
		if err != nil {
			return HoroscopeReading{}, mapHoroscopeErr(err)
		}
		out.Kundali = &k
	}
	return out, nil
}

// kundaliOf is the profile's kundali when its birth date, time and a listed birth place are
// stored, nil otherwise (no time, a place kept as typed, a date the calculation refuses).
func kundaliOf(p profile.Profile) *horoscope.Kundali {
	h := p.Horoscope
	if p.DOB.IsZero() || h.BirthTime == "" || h.BirthPlace == "" {
		return nil
	}
	birth := HoroscopeBirth{Date: p.DOB.Format("2006-01-02"), Time: h.BirthTime, PlaceID: h.BirthPlace}
	return rememberedKundali(kundaliKey{birth.Date, birth.Time, birth.PlaceID}, func() *horoscope.Kundali {
		r, err := readHoroscope(birth, true)
		if err != nil {
			return nil
		}
		return r.Kundali
	})
}

// mapHoroscopeErr turns the domain's refusals into the API's codes; the place list only holds
// places the domain accepts, so these are a defence, not a path a member takes.
func mapHoroscopeErr(err error) error {
	switch {
	case errors.Is(err, horoscope.ErrDate):
		return errBirthDateInvalid
	case errors.Is(err, horoscope.ErrPlace):
		return errBirthPlaceUnknown
	}
	return err
}
