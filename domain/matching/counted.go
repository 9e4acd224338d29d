package matching

import (
	"fmt"
	"time"
)

// ShownOnPage is the count once a page of the search is known: a count that says "at least N"
// (More) becomes exact when the page shows where the matches end. A page's own walk is not
// bounded the way a refined count is (docs/adr/0007-search-index.md, "The count's cost"), so a
// page shorter than asked for, and not cut by ResultCap, is the last one: the matches are the
// pages before it and what it shows. An empty first page means none. An empty later page says nothing of where
// the matches end (the member asked past them), so the count stays as it was.
func (n Counted) ShownOnPage(c Criteria, shown int) Counted {
	offset := (c.Page - 1) * c.Limit
	if !n.More || n.N >= ResultCap || offset+c.Limit > ResultCap || shown >= c.Limit {
		return n
	}
	if shown > 0 || c.Page == 1 {
		return Counted{N: offset + shown}
	}
	return n
}

// CountLimit is how many matches a search counts at most: one past ResultCap, which tells "more
// than ResultCap" apart from exactly ResultCap.
const CountLimit = ResultCap + 1

// CountedOf is the count a search's walk gives: counted matches (at most CountLimit), and
// whether the walk stopped at its stretch before the matches ended (a refined count is bounded,
// docs/adr/0007-search-index.md, "The count's cost"). Past ResultCap, or cut short, it says "at
// least N".
func CountedOf(counted int, stoppedShort bool) Counted {
	return Counted{N: min(counted, ResultCap), More: counted > ResultCap || stoppedShort}
}

// CountKey names what a search's count depends on: the filters, not the viewer, the page or the
// order; ages as the birth dates they mean on now's date; the viewer's stars only under the gun
// milan filter. The searched gender is not in it (the viewer's gender is read with the search).
func (c Criteria) CountKey(now time.Time) string {
	after, through := DOBRange(c.MinAge, c.MaxAge, now)
	if c.MaxAge == 0 {
		after = time.Time{}
	}
	key := fmt.Sprintf("|%s|%s|%s|%s|%s|%s|%s", after.Format(time.DateOnly), through.Format(time.DateOnly),
		c.Caste, c.Religion, c.City, c.MotherTongue, c.District)
	if c.VerifiedOnly {
		key += "|verified"
	}
	if r := c.Refine; r.Any() {
		stars := -1
		if r.HoroscopeMatch && c.Terms != nil {
			stars = c.Terms.Me.HoroscopeKey
		}
		key += fmt.Sprintf("|%d-%d|%s|%v|%v|%v|%d|%s|%s|%v|%d|%d", r.HeightMin, r.HeightMax, r.SubCaste, r.MaritalStatuses,
			r.Education, r.Profession, r.MinIncomeK, r.NativeDistrict, r.Manglik, r.WithPhoto, r.ActiveWithinDays, stars)
	}
	if !c.RegisteredAfter.IsZero() {
		key += "|since " + c.RegisteredAfter.Format(time.RFC3339Nano)
	}
	return key
}
