package profile

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Horoscope is what families exchange before a meeting: the Moon's sign (rashi) and lunar
// mansion (nakshatra) at birth with its quarter (charan), whether the member is manglik, and the
// time and place of birth. The time and place are for an astrologer and are shown only to
// connections; gun milan (domain/matching) needs the nakshatra and rashi alone.
type Horoscope struct {
	Rashi, Nakshatra string
	Charan           int    // 1–4; 0 when not given
	Manglik          string // no, yes, partial; "" when not given
	BirthTime        string // HH:MM, 24-hour
	BirthPlace       string // a place id from domain/birthplace, or text an older screen sent
	// Source says where the rashi, nakshatra, charan and manglik came from: SourceCalculated,
	// SourceTyped, or "" when none is given. The app sets it (app/horoscope_source.go).
	Source string
}

// Where a horoscope's values came from (docs/horoscope.md, "Calculated or typed").
const (
	SourceCalculated = "calculated"
	SourceTyped      = "typed"
)

// Values reports whether any of the values a kundali gives (not the birth details) is set.
func (h Horoscope) Values() bool {
	return h.Rashi != "" || h.Nakshatra != "" || h.Charan != 0 || h.Manglik != ""
}

// The twelve rashis in zodiac order (Mesha first) and the twenty-seven nakshatras in order
// (Ashwini first): their positions are what gun milan counts with.
var rashis = []Option{
	opt("mesha", "Mesha (Aries)", "मेष"), opt("vrishabha", "Vrishabha (Taurus)", "वृषभ"),
	opt("mithuna", "Mithuna (Gemini)", "मिथुन"), opt("karka", "Karka (Cancer)", "कर्क"),
	opt("simha", "Simha (Leo)", "सिंह"), opt("kanya", "Kanya (Virgo)", "कन्या"),
	opt("tula", "Tula (Libra)", "तूळ"), opt("vrishchika", "Vrishchika (Scorpio)", "वृश्चिक"),
	opt("dhanu", "Dhanu (Sagittarius)", "धनु"), opt("makara", "Makara (Capricorn)", "मकर"),
	opt("kumbha", "Kumbha (Aquarius)", "कुंभ"), opt("meena", "Meena (Pisces)", "मीन"),
}

var nakshatras = []Option{
	opt("ashwini", "Ashwini", "अश्विनी"), opt("bharani", "Bharani", "भरणी"), opt("krittika", "Krittika", "कृत्तिका"),
	opt("rohini", "Rohini", "रोहिणी"), opt("mrigashira", "Mrigashira", "मृगशीर्ष"), opt("ardra", "Ardra", "आर्द्रा"),
	opt("punarvasu", "Punarvasu", "पुनर्वसू"), opt("pushya", "Pushya", "पुष्य"), opt("ashlesha", "Ashlesha", "आश्लेषा"),
	opt("magha", "Magha", "मघा"), opt("purva-phalguni", "Purva Phalguni", "पूर्वा फाल्गुनी"),
	opt("uttara-phalguni", "Uttara Phalguni", "उत्तरा फाल्गुनी"), opt("hasta", "Hasta", "हस्त"), opt("chitra", "Chitra", "चित्रा"),
	opt("swati", "Swati", "स्वाती"), opt("vishakha", "Vishakha", "विशाखा"), opt("anuradha", "Anuradha", "अनुराधा"),
	opt("jyeshtha", "Jyeshtha", "ज्येष्ठा"), opt("mula", "Mula", "मूळ"), opt("purva-ashadha", "Purva Ashadha", "पूर्वाषाढा"),
	opt("uttara-ashadha", "Uttara Ashadha", "उत्तराषाढा"), opt("shravana", "Shravana", "श्रवण"), opt("dhanishta", "Dhanishta", "धनिष्ठा"),
	opt("shatabhisha", "Shatabhisha", "शततारका"), opt("purva-bhadrapada", "Purva Bhadrapada", "पूर्वा भाद्रपदा"),
	opt("uttara-bhadrapada", "Uttara Bhadrapada", "उत्तरा भाद्रपदा"), opt("revati", "Revati", "रेवती"),
}

// Each rashi spans 30° and each nakshatra 13°20′, a quarter (charan) being 3°20′: nine
// quarters make a rashi, so quarter q (0-based from Ashwini's first) lies in rashi q/9.
const quartersPerRashi = 9

// RashiOf is the rashi (0–11) that charan (1–4) of nakshatra (0–26) lies in.
func RashiOf(nakshatra, charan int) int { return (nakshatra*4 + charan - 1) / quartersPerRashi }

// RashisOfNakshatra are the rashis (0–11) a nakshatra (0–26) touches: one, or two when a rashi
// boundary falls inside it (Krittika, Mrigashira, Punarvasu, …).
func RashisOfNakshatra(nakshatra int) []int {
	first, last := RashiOf(nakshatra, 1), RashiOf(nakshatra, 4)
	if first == last {
		return []int{first}
	}
	return []int{first, last}
}

// RashiIndex and NakshatraIndex are a value's position (-1 when unknown).
func RashiIndex(value string) int     { return indexOf(rashis, value) }
func NakshatraIndex(value string) int { return indexOf(nakshatras, value) }

func indexOf(list []Option, value string) int {
	for i, o := range list {
		if o.Value == value {
			return i
		}
	}
	return -1
}

// RashiValue and NakshatraValue are the values at a position.
func RashiValue(i int) string     { return rashis[i].Value }
func NakshatraValue(i int) string { return nakshatras[i].Value }

// HoroscopeKeys is how many (nakshatra, rashi) keys there are; most are impossible pairs.
const HoroscopeKeys = 27 * 12

// Key identifies the pair gun milan is computed from: nakshatra×12 + rashi, or -1 when the
// member has not given both.
func (h Horoscope) Key() int {
	n, r := NakshatraIndex(h.Nakshatra), RashiIndex(h.Rashi)
	if n < 0 || r < 0 {
		return -1
	}
	return n*12 + r
}

// Given reports whether the member gave any of it.
func (h Horoscope) Given() bool { return h != Horoscope{} }

var birthTime = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)

func (h *Horoscope) normalize() {
	h.Rashi = fromList(rashis, h.Rashi)
	h.Nakshatra = fromList(nakshatras, h.Nakshatra)
	h.Manglik = strings.ToLower(strings.TrimSpace(h.Manglik))
	h.BirthTime = strings.TrimSpace(h.BirthTime)
	h.BirthPlace = strings.TrimSpace(h.BirthPlace)
}

// validate checks that the rashi is one the nakshatra touches (and the charan's own, when given):
// a pair that cannot occur in the sky would give a meaningless gun milan.
func (h Horoscope) validate(v *errs.Validator) {
	v.Check(h.Rashi == "" || Has(rashis, h.Rashi), "horoscope.rashi", "Please choose a rashi from the list")
	v.Check(h.Nakshatra == "" || Has(nakshatras, h.Nakshatra), "horoscope.nakshatra", "Please choose a nakshatra from the list")
	v.Check(h.Charan >= 0 && h.Charan <= 4, "horoscope.charan", "Charan must be 1, 2, 3 or 4")
	v.Check(h.Charan == 0 || h.Nakshatra != "", "horoscope.nakshatra", "Please choose the nakshatra of this charan")
	v.Check(h.Manglik == "" || Has(Options.Manglik, h.Manglik), "horoscope.manglik", "Please choose yes, no or partial")
	v.Check(h.BirthTime == "" || birthTime.MatchString(h.BirthTime), "horoscope.birthTime", "Time of birth must be like 06:45")
	v.Check(utf8.RuneCountInString(h.BirthPlace) <= 100, "horoscope.birthPlace", "Place of birth must be at most 100 characters")
	n, r := NakshatraIndex(h.Nakshatra), RashiIndex(h.Rashi)
	if n < 0 || r < 0 {
		v.Check(h.Rashi == "" || h.Nakshatra != "", "horoscope.nakshatra", "Please choose your nakshatra as well as your rashi")
		v.Check(h.Nakshatra == "" || h.Rashi != "", "horoscope.rashi", "Please choose your rashi as well as your nakshatra")
		return
	}
	if h.Charan >= 1 && h.Charan <= 4 {
		v.Check(RashiOf(n, h.Charan) == r, "horoscope.rashi", "This rashi does not match the nakshatra and charan")
		return
	}
	ok := false
	for _, x := range RashisOfNakshatra(n) {
		ok = ok || x == r
	}
	v.Check(ok, "horoscope.rashi", "This rashi does not match the nakshatra")
}
