package app

import (
	"strconv"

	"github.com/reshimgathi/reshimgathi/domain/horoscope"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

// grahaShortNames are the abbreviations a printed kundali writes in its houses: English as
// astrologers' software prints them, Marathi as a family's hand-drawn kundali does (र for रवी,
// the Sun; श for शनी, Saturn).
var grahaShortNames = map[string]text.Localized{
	horoscope.Sun: {EN: "Su", MR: "र"}, horoscope.Moon: {EN: "Mo", MR: "चं"}, horoscope.Mars: {EN: "Ma", MR: "मं"},
	horoscope.Mercury: {EN: "Me", MR: "बु"}, horoscope.Jupiter: {EN: "Ju", MR: "गु"}, horoscope.Venus: {EN: "Ve", MR: "शु"},
	horoscope.Saturn: {EN: "Sa", MR: "श"}, horoscope.Rahu: {EN: "Ra", MR: "रा"}, horoscope.Ketu: {EN: "Ke", MR: "के"},
}

// biodataChartOf lays a kundali out as the North Indian chart's houses, in lang: house 1 holds
// the lagna's rashi, each next house the next rashi, and each graha goes in its whole-sign house
// in the kundali's order (the Sun first).
func biodataChartOf(k horoscope.Kundali, lang string) *BiodataChart {
	first := rashiNumber(k.Lagna)
	if first == 0 {
		return nil
	}
	var c BiodataChart
	for house := range c.Houses {
		c.Houses[house].Rashi = localDigits(strconv.Itoa((first-1+house)%12+1), lang)
	}
	for _, g := range k.Grahas {
		if g.House >= 1 && g.House <= 12 {
			c.Houses[g.House-1].Grahas = append(c.Houses[g.House-1].Grahas, grahaShortNames[g.Name].In(lang))
		}
	}
	return &c
}

// rashiNumber is a rashi value's number, 1 (mesha) to 12 (meena); 0 for no rashi.
func rashiNumber(rashi string) int {
	for i := range 12 {
		if profile.RashiValue(i) == rashi {
			return i + 1
		}
	}
	return 0
}

// localDigits writes ASCII digits as Devanagari ones (१२) for Marathi, as a Marathi kundali
// numbers its houses.
func localDigits(s, lang string) string {
	if lang != "mr" {
		return s
	}
	out := []rune(s)
	for i, r := range out {
		if r >= '0' && r <= '9' {
			out[i] = '०' + (r - '0')
		}
	}
	return string(out)
}
