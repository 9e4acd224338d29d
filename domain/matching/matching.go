// Package matching is discovery: searching members and matching them to a member's
// partner preferences.
package matching

import (
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// ResultCap bounds how far a search counts and pages: deep pages cost no more than the first.
const ResultCap = 1000

// Counted is how many members a search counted: N, at most ResultCap, and More when there are
// more than N, or may be: a refined search stops counting after a stretch of its index walk
// (docs/performance.md, "Counting a refined search").
type Counted struct {
	N    int
	More bool
}

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
	District     string // where they live (profile.DistrictOfCity)
	Page, Limit  int
	// VerifiedOnly keeps ID-verified members only (docs/adr/0016-trust-and-safety.md).
	VerifiedOnly bool
	Sort         Sort
	Refine       Refinements
	// Terms is the viewer's side of the score: set (by the use case, which reads the viewer) for
	// the best-match order and the gun milan filter.
	Terms *ScoreTerms
	// RegisteredAfter keeps members who joined after it (a saved search's alert); zero: anyone.
	RegisteredAfter time.Time
}

// Refinements are the filters checked on each member a search's index walk reads (they never
// lead it): zero values mean "any".
type Refinements struct {
	HeightMin, HeightMax int
	SubCaste             string // lower case
	MaritalStatuses      []string
	Education            []string
	Profession           []string
	MinIncomeK           int // thousands of rupees a month (profile.IncomeRangeMin)
	NativeDistrict       string
	Manglik              string // "no" or "yes" (yes or partial)
	WithPhoto            bool
	ActiveWithinDays     int
	HoroscopeMatch       bool // gun milan of 18 or more with the viewer (needs Terms)
}

// Any reports whether a refinement is set.
func (r Refinements) Any() bool {
	return r.HeightMin != 0 || r.HeightMax != 0 || r.SubCaste != "" || len(r.MaritalStatuses) > 0 ||
		len(r.Education) > 0 || len(r.Profession) > 0 || r.MinIncomeK != 0 || r.NativeDistrict != "" ||
		r.Manglik != "" || r.WithPhoto || r.ActiveWithinDays != 0 || r.HoroscopeMatch
}

// Sort is the order of search results.
type Sort string

const (
	SortRecent Sort = "recent" // recently active first (the default)
	SortNewest Sort = "newest" // newest members first
	SortBest   Sort = "best"   // best compatibility with the viewer first
)

// Filters is what a member asks for; empty means "any".
type Filters struct {
	MinAge, MaxAge                      int
	Caste, Religion, City, MotherTongue string
	District, NativeDistrict            string
	HeightMin, HeightMax                int
	SubCaste                            string
	MaritalStatuses                     []string
	Education, Profession               []string
	MinIncome                           string // an income range code: that range or higher
	Manglik                             string
	WithPhoto                           bool
	ActiveWithinDays                    int
	HoroscopeMatch                      bool
	Sort                                string
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
	if f.District != "" {
		c.District, ok = profile.LookupDistrict(f.District)
		v.Check(ok, "district", "Please choose a district from the list")
	}
	c.Refine, c.Sort = refinements(&v, f), SortRecent
	switch Sort(f.Sort) {
	case "", SortRecent:
	case SortNewest, SortBest:
		c.Sort = Sort(f.Sort)
	default:
		v.Check(false, "sort", "Please choose how to sort the results")
	}
	v.Check((c.Page-1)*c.Limit < ResultCap, "page", "Please narrow your search to see more results.")
	return c, v.Err("Please fix the search filters.")
}

func refinements(v *errs.Validator, f Filters) Refinements {
	r := Refinements{HeightMin: f.HeightMin, HeightMax: f.HeightMax, WithPhoto: f.WithPhoto,
		ActiveWithinDays: f.ActiveWithinDays, HoroscopeMatch: f.HoroscopeMatch,
		SubCaste: strings.ToLower(strings.TrimSpace(f.SubCaste))}
	if f.HeightMin != 0 && f.HeightMax != 0 {
		v.Check(f.HeightMin <= f.HeightMax, "heightMin", "Minimum height cannot be greater than maximum height")
	}
	list := func(field string, options []profile.Option, values []string) []string {
		var out []string
		for _, s := range values {
			value, ok := profile.Lookup(options, s)
			if !v.Check(ok, field, "Please choose from the list") {
				return nil
			}
			if !slices.Contains(out, value) {
				out = append(out, value)
			}
		}
		return out
	}
	r.MaritalStatuses = list("maritalStatus", profile.Options.MaritalStatuses, f.MaritalStatuses)
	r.Education = list("education", profile.Options.EducationLevels, f.Education)
	r.Profession = list("profession", profile.Options.Professions, f.Profession)
	if f.MinIncome != "" {
		var ok bool
		r.MinIncomeK, ok = profile.IncomeRangeMin(f.MinIncome)
		v.Check(ok, "minIncome", "Please choose an income range from the list")
	}
	if f.NativeDistrict != "" {
		var ok bool
		r.NativeDistrict, ok = profile.LookupDistrict(f.NativeDistrict)
		v.Check(ok, "nativeDistrict", "Please choose a district from the list")
	}
	if f.Manglik != "" {
		r.Manglik = strings.ToLower(strings.TrimSpace(f.Manglik))
		v.Check(profile.Has(profile.Options.PartnerManglik, r.Manglik), "manglik", "Please choose a manglik preference from the list")
	}
	v.Check(f.ActiveWithinDays >= 0 && f.ActiveWithinDays <= 365, "activeWithinDays", "Choose up to 365 days")
	return r
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
// Match and best-match cards carry the compatibility too.
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
	// Compatibility with the viewer: on match cards (with its reasons) and on search results
	// ranked by it (score only); nil otherwise.
	Compat   *Compatibility
	GunMilan *GunMilan // on match cards when both gave their stars
}

// Dimension is one of the match carousels (carousels.go).
type Dimension string

// MatchesPerDimension is how many cards each match list shows.
const MatchesPerDimension = 6
