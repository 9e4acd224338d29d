// Package birthplace is the list of places a member can say they were born in, each with the
// latitude, longitude and time zone the horoscope needs (docs/horoscope.md, "The place list"):
// every taluka of Maharashtra at its headquarters town, India's main cities and the cities
// abroad where Marathi families live. The data (places_data.go) is generated from GeoNames by
// domain/birthplace/generate.
package birthplace

import (
	"strings"
	"time"
	_ "time/tzdata" // every place's zone must load on any host, with its historical offsets
	"unicode/utf8"

	"github.com/reshimgathi/reshimgathi/domain/horoscope"
)

// Place is one birth place. District and Taluka are domain/profile's values for a taluka of
// Maharashtra and empty elsewhere.
type Place struct {
	ID                           string
	English, Marathi             string
	RegionEnglish, RegionMarathi string // "Pune, Maharashtra", "Dubai, United Arab Emirates"
	District, Taluka             string
	Latitude, Longitude          float64 // degrees, north and east positive
	TimeZone                     string  // IANA name
	Source                       string  // the dataset record the coordinates come from
	// Approximate is a taluka whose headquarters town none of the datasets holds: it stands at its
	// district's town, so its coordinates can be tens of kilometres off (docs/horoscope.md).
	Approximate bool
}

// Horoscope is the place as domain/horoscope reads it.
func (p Place) Horoscope() horoscope.Place {
	return horoscope.Place{Latitude: p.Latitude, Longitude: p.Longitude}
}

// Location is the place's time zone, with the historical offsets Go's IANA data carries.
func (p Place) Location() (*time.Location, error) { return time.LoadLocation(p.TimeZone) }

var byID = func() map[string]Place {
	m := make(map[string]Place, len(places))
	for _, p := range places {
		m[p.ID] = p
	}
	return m
}()

// searchable is a place's names as Search compares them, lower-cased and split once, so a
// keystroke in the picker costs comparisons, not allocations.
type searchable struct {
	names       []string // English (lower case) and Marathi
	words       []string // the names' words
	regionWords []string
}

var index = func() []searchable {
	out := make([]searchable, len(places))
	for i, p := range places {
		en := strings.ToLower(p.English)
		out[i] = searchable{names: []string{en, p.Marathi},
			words:       append(words(en), words(p.Marathi)...),
			regionWords: append(words(strings.ToLower(p.RegionEnglish)), words(p.RegionMarathi)...)}
	}
	return out
}()

// All is every place, talukas of Maharashtra first.
func All() []Place { return places }

// ByID finds a place by its ID.
func ByID(id string) (Place, bool) {
	p, ok := byID[id]
	return p, ok
}

// MaxQuery is the longest search text accepted, in characters.
const MaxQuery = 60

// Search answers up to limit places whose English or Marathi name, or a word of it, begins with
// q (case-insensitive), then those whose region does (typing "Kolhapur" also finds Karvir, the
// taluka of Kolhapur city, and the district's other talukas); places whose whole name begins
// with q come first, and within each group the list's order (talukas of Maharashtra first).
func Search(q string, limit int) []Place {
	q = strings.ToLower(strings.TrimSpace(q))
	if q == "" || limit <= 0 || utf8.RuneCountInString(q) > MaxQuery {
		return nil
	}
	var first, second, third []Place
	for i, p := range places {
		switch at := index[i]; {
		case anyPrefix(at.names, q):
			first = append(first, p)
		case anyPrefix(at.words, q):
			second = append(second, p)
		case anyPrefix(at.regionWords, q):
			third = append(third, p)
		}
	}
	out := append(append(first, second...), third...)
	if len(out) > limit {
		out = out[:limit]
	}
	return out
}

func anyPrefix(list []string, q string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, q) {
			return true
		}
	}
	return false
}

func words(name string) []string {
	return strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '(' || r == ')' || r == ',' || r == '-' })
}
