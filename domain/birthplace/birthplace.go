// Package birthplace is the list of places a member can say they were born in, each with the
// latitude, longitude and time zone the horoscope needs (docs/horoscope.md, "The place list"):
// every taluka of Maharashtra at its headquarters town, India's main cities and the cities
// abroad where Marathi families live, and the district headquarters of India's other states. The
// data (places_*.go) is generated from GeoNames by domain/birthplace/generate.
package birthplace

import (
	"slices"
	"sort"
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

// places is the whole list in the order Search ranks equals by: Maharashtra's talukas, India's
// main cities, the other states' district headquarters, the cities abroad.
var places = slices.Concat(maharashtraPlaces, indiaCities, indiaDistrictHeadquarters1, indiaDistrictHeadquarters2, indiaDistrictHeadquarters3, abroadPlaces)

var byID = func() map[string]Place {
	m := make(map[string]Place, len(places))
	for _, p := range places {
		m[p.ID] = p
	}
	return m
}()

// How a place's name meets the text typed, best first.
const (
	wholeName  uint8 = iota // the English (lower case) or Marathi name begins with it
	nameWord                // a word of a name does
	regionWord              // a word of its district or state does
)

// searchKey is one string a place can be found by. The keys are sorted, so the places a prefix
// finds are one run of the list, found by binary search: a keystroke costs a lookup and the
// matches, not a pass over every place (docs/horoscope.md, "The place list").
type searchKey struct {
	text  string
	place int32 // index in places
	how   uint8
}

var searchKeys = func() []searchKey {
	var keys []searchKey
	for i, p := range places {
		add := func(how uint8, texts ...string) {
			for _, t := range texts {
				keys = append(keys, searchKey{text: t, place: int32(i), how: how})
			}
		}
		en := strings.ToLower(p.English)
		add(wholeName, en, p.Marathi)
		add(nameWord, words(en)...)
		add(nameWord, words(p.Marathi)...)
		add(regionWord, words(strings.ToLower(p.RegionEnglish))...)
		add(regionWord, words(p.RegionMarathi)...)
	}
	sort.Slice(keys, func(a, b int) bool { return keys[a].text < keys[b].text })
	return keys
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
// with q come first, and within each group the list's order (talukas of Maharashtra first, then
// India's main cities, the other district headquarters, the cities abroad).
func Search(q string, limit int) []Place {
	q = strings.ToLower(strings.TrimSpace(q))
	if q == "" || limit <= 0 || utf8.RuneCountInString(q) > MaxQuery {
		return nil
	}
	from := sort.Search(len(searchKeys), func(i int) bool { return searchKeys[i].text >= q })
	if from == len(searchKeys) || !strings.HasPrefix(searchKeys[from].text, q) {
		return nil
	}
	// A place found by several keys counts by its best one: rank[i] is 1 + its best way, 0 when
	// not found (a byte per place; no map, since one letter finds hundreds).
	rank := make([]uint8, len(places))
	for _, k := range searchKeys[from:] {
		if !strings.HasPrefix(k.text, q) {
			break
		}
		if r := rank[k.place]; r == 0 || k.how+1 < r {
			rank[k.place] = k.how + 1
		}
	}
	var out []Place
	for r := wholeName + 1; r <= regionWord+1 && len(out) < limit; r++ {
		for i, got := range rank {
			if got == r {
				out = append(out, places[i])
				if len(out) == limit {
					break
				}
			}
		}
	}
	return out
}

func words(name string) []string {
	return strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '(' || r == ')' || r == ',' || r == '-' })
}

// KeptBombayTime says whether a birth here may have been written in Bombay Time before 1956
// (horoscope.BombayTime): the city's own time, so Mumbai City's and Mumbai Suburban's places
// only; the rest of the Bombay Presidency is not offered it (docs/horoscope.md).
func (p Place) KeptBombayTime() bool {
	return p.District == "mumbai-city" || p.District == "mumbai-suburban"
}
