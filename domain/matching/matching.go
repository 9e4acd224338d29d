// Package matching is discovery: searching members and matching them to a member's
// partner preferences.
package matching

import (
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// ResultCap bounds how far a search counts and pages: deep pages cost no more than the first.
const ResultCap = 1000

// Criteria is a validated search. It finds members of the gender Opposite the viewer's (so
// never the viewer); the store reads that gender in the search's own round trip.
type Criteria struct {
	Viewer       uuid.UUID
	MinAge       int // 0 = no bound
	MaxAge       int
	Caste        string
	Religion     string
	City         string
	MotherTongue string
	Page, Limit  int
	// VerifiedOnly keeps ID-verified members only (docs/adr/0016-trust-and-safety.md).
	VerifiedOnly bool
}

// Filters is what a member asks for; empty means "any".
type Filters struct {
	MinAge, MaxAge                      int
	Caste, Religion, City, MotherTongue string
	Page, Limit                         int
	VerifiedOnly                        bool
}

// The opposite-gender rule is the one rule of who meets whom, for every path that shows a member
// to another or connects them: search and matches filter on Opposite in their queries, and
// profile views, contact reveals and requests ask MayMeet. A member never sees nor contacts a
// member of their own gender.

// Opposite is the gender a member of gender g sees in search and matches.
func Opposite(g string) string {
	if g == "male" {
		return "female"
	}
	return "male"
}

// MayMeet reports whether members of genders a and b may see and contact each other.
func MayMeet(a, b string) bool {
	return (a == "male" || a == "female") && b == Opposite(a)
}

// NewCriteria validates filters for viewer with the product's messages.
func NewCriteria(viewer uuid.UUID, f Filters) (Criteria, error) {
	var v errs.Validator
	c := Criteria{Viewer: viewer, MinAge: f.MinAge, MaxAge: f.MaxAge,
		Page: max(f.Page, 1), Limit: f.Limit, VerifiedOnly: f.VerifiedOnly}
	if c.Limit <= 0 {
		c.Limit = 6
	}
	if f.MinAge != 0 && f.MaxAge != 0 {
		v.Check(f.MinAge <= f.MaxAge, "min_age", "Minimum age cannot be greater than maximum age")
	}
	var ok bool
	if f.Caste != "" {
		c.Caste, ok = profile.LookupCaste(f.Caste)
		v.Check(ok, "caste", "Please choose a caste from the list")
	}
	if f.Religion != "" {
		c.Religion, ok = profile.Lookup(profile.Options.Religions, f.Religion)
		v.Check(ok, "religion", "Please choose a religion from the list")
	}
	if f.City != "" {
		c.City, ok = profile.Lookup(profile.Options.Cities, f.City)
		v.Check(ok, "location", "Please choose a city from the list")
	}
	if f.MotherTongue != "" {
		c.MotherTongue, ok = profile.Lookup(profile.Options.MotherTongues, f.MotherTongue)
		v.Check(ok, "motherTongue", "Please choose a language from the list")
	}
	v.Check((c.Page-1)*c.Limit < ResultCap, "page", "Please narrow your search to see more results.")
	return c, v.Err("Please fix the search filters.")
}

// DOBRange turns an age range into the birth dates it covers on now's date: born after
// `after` (exclusive) and on or before `through`. Zero ages leave that side open.
func DOBRange(minAge, maxAge int, now time.Time) (after, through time.Time) {
	y, m, d := now.Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	through = today.AddDate(-max(minAge, 0), 0, 0)
	after = time.Time{}
	if maxAge > 0 {
		after = today.AddDate(-(maxAge + 1), 0, 0)
	}
	return after, through
}

// Card is a member as a list shows them: search results, matches, interests, connections.
type Card struct {
	AccountID uuid.UUID
	Code      string
	FullName  string
	DOB       time.Time
	Caste     string
	City      string
	PhotoID   string
	At        time.Time     // when the request was made or accepted, for those lists
	Request   requests.View // the viewer's side of the pair's request
	Badges    profile.Badges
}

// Dimension is one of the three match lists.
type Dimension string

const (
	ByCaste    Dimension = "caste"
	ByAge      Dimension = "age"
	ByLocation Dimension = "location"
)

// MatchesPerDimension is how many cards each match list shows.
const MatchesPerDimension = 6
