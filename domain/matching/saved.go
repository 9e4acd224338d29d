package matching

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

// A saved search keeps a member's filters under a name, and may alert them once a day when
// members who joined since fit it (docs/adr/0015-matching.md).

// MaxSavedSearches a member may keep.
const MaxSavedSearches = 10

// AlertEvery is how often a saved search's alert runs.
const AlertEvery = 24 * time.Hour

var (
	ErrSavedSearchLimit    = errs.New(errs.ErrConflict, "saved_search_limit", "You can keep up to 10 saved searches. Delete one to save another.")
	ErrSavedSearchNotFound = errs.New(errs.ErrNotFound, "saved_search_not_found", "This saved search does not exist.")
)

// SavedSearch is a member's named search.
type SavedSearch struct {
	ID        uuid.UUID
	Owner     uuid.UUID
	Name      string
	Filters   Filters // with their sort, without page and limit
	Alert     bool
	CreatedAt time.Time
}

// NewSavedSearch checks a search to save: a name and filters a search would accept. The sort is
// kept (running it again shows the results in the order they were saved in); page and limit
// are not.
func NewSavedSearch(owner uuid.UUID, name string, f Filters, alert bool, now time.Time) (SavedSearch, error) {
	f.Page, f.Limit = 0, 0
	if f.Sort == string(SortRecent) {
		f.Sort = "" // the default, stored as nothing
	}
	s := SavedSearch{ID: uuid.New(), Owner: owner, Name: strings.TrimSpace(name), Filters: f, Alert: alert, CreatedAt: now}
	var v errs.Validator
	checkName(&v, s.Name)
	if _, err := NewCriteria(owner, f); err != nil {
		return SavedSearch{}, err
	}
	return s, v.Err("Please fix the errors in the form.")
}

// Rename changes the name, checked like a new one's.
func (s *SavedSearch) Rename(name string) error {
	var v errs.Validator
	checkName(&v, strings.TrimSpace(name))
	if err := v.Err("Please fix the errors in the form."); err != nil {
		return err
	}
	s.Name = strings.TrimSpace(name)
	return nil
}

func checkName(v *errs.Validator, name string) {
	n := utf8.RuneCountInString(name)
	if v.Check(n >= 1 && n <= 60, "name", "A name of 1 to 60 characters, please.") {
		v.Check(text.HasLetter(name) || strings.ContainsAny(name, "0123456789"), "name", "A name of 1 to 60 characters, please.")
	}
}
