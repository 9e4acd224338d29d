package app

import (
	"unicode/utf8"

	"github.com/reshimgathi/reshimgathi/domain/birthplace"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// MaxBirthPlaces is the most places the birth place picker is offered for one search.
const MaxBirthPlaces = 20

var errPlaceQuery = errs.New(errs.ErrInvalid, "place_query_invalid",
	"Type 1 to 60 letters of the birth place.")

// SearchBirthPlaces is the birth place picker's search: places whose English or Marathi name (or
// a word of it, or their district's) begins with the text typed.
type SearchBirthPlaces struct{}

// Handle answers at most MaxBirthPlaces places for q.
func (SearchBirthPlaces) Handle(q string) ([]birthplace.Place, error) {
	if n := utf8.RuneCountInString(q); n == 0 || n > birthplace.MaxQuery || !utf8.ValidString(q) {
		return nil, errPlaceQuery
	}
	return birthplace.Search(q, MaxBirthPlaces), nil
}
