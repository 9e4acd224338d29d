package matching

import (
	"cmp"
	"slices"
	"time"

	"github.com/google/uuid"
)

// The matches screen is a row of carousels. The spec's three (caste, age, location) and the four
// beside them each hold only mutual matches that meet every preference the member set; each
// shows a different side of them.
const (
	ByCaste     Dimension = "caste"     // of the preferred caste, or the member's own when none is set
	ByAge       Dimension = "age"       // every match (all are in the preferred ages), best first
	ByLocation  Dimension = "location"  // in the preferred city, or the member's own when none is set
	ByNew       Dimension = "new"       // registered in the last seven days
	ByMutual    Dimension = "mutual"    // whose own caste or city preference names the member's
	ByNear      Dimension = "near"      // living in the member's district
	ByHoroscope Dimension = "horoscope" // gun milan of 18 or more (members who gave their stars)
)

// Dimensions are the carousels in the order the screen shows them.
var Dimensions = []Dimension{ByCaste, ByAge, ByLocation, ByNew, ByMutual, ByNear, ByHoroscope}

// fillOrder is who gets a member found by several carousels: the spec's three first, the
// narrowest of them before "age", which would otherwise take everyone.
var fillOrder = []Dimension{ByCaste, ByLocation, ByAge, ByNear, ByHoroscope, ByMutual, ByNew}

// NewMemberWindow is how recent "new this week" is.
const NewMemberWindow = 7 * 24 * time.Hour

// Candidate is a match found for a carousel, with what orders it.
type Candidate struct {
	Account    uuid.UUID
	Score      int
	LastActive time.Time
}

// Better orders candidates: the higher score first, then the more recently active, then by id
// so that equal candidates keep one order.
func Better(a, b Candidate) int {
	if c := cmp.Compare(b.Score, a.Score); c != 0 {
		return c
	}
	if c := b.LastActive.Compare(a.LastActive); c != 0 {
		return c
	}
	return slices.Compare(a.Account[:], b.Account[:])
}

// Assemble fills each carousel with up to per of its candidates, best first, no member in two
// carousels: carousels take their best in fillOrder, and a member taken by one is skipped by the
// next. A carousel left empty while its candidates are shown elsewhere then borrows its best one
// from a carousel that can spare them (one that keeps another member or refills from its own
// pool), so a broad carousel filled first does not empty a narrow one: with few matches, more
// carousels show someone.
func Assemble(pools map[Dimension][]Candidate, per int) map[Dimension][]Candidate {
	sorted := make(map[Dimension][]Candidate, len(pools))
	for d, pool := range pools {
		pool = slices.Clone(pool)
		slices.SortFunc(pool, Better)
		sorted[d] = pool
	}
	holder := map[uuid.UUID]Dimension{}
	out := make(map[Dimension][]Candidate, len(Dimensions))
	// take gives d its best candidates no carousel holds, until it holds n.
	take := func(d Dimension, n int) {
		for _, c := range sorted[d] {
			if len(out[d]) >= n {
				break
			}
			if _, held := holder[c.Account]; !held {
				holder[c.Account] = d
				out[d] = append(out[d], c)
			}
		}
		slices.SortFunc(out[d], Better)
	}
	for _, d := range fillOrder {
		out[d] = make([]Candidate, 0, per)
		take(d, per)
	}
	for _, d := range fillOrder {
		if len(out[d]) > 0 || per < 1 {
			continue
		}
		for _, c := range sorted[d] {
			donor := holder[c.Account]
			refill := slices.ContainsFunc(sorted[donor], func(x Candidate) bool { _, held := holder[x.Account]; return !held })
			if len(out[donor]) < 2 && !refill {
				continue
			}
			out[donor] = slices.DeleteFunc(out[donor], func(x Candidate) bool { return x.Account == c.Account })
			holder[c.Account] = d
			out[d] = append(out[d], c)
			take(donor, len(out[donor])+1)
			break
		}
	}
	return out
}

// Empty says why a carousel shows nobody, so the screen can say it and offer what would help.
type Empty string

const (
	// ShownElsewhere: everyone who fits the carousel is shown in another one (nobody is shown
	// twice); a search by the carousel's basis finds them and more.
	ShownElsewhere Empty = "shownElsewhere"
	// NoneFit: no mutual match fits the carousel; changing one's preferences would help.
	NoneFit Empty = "noneFit"
	// NoStars: the horoscope carousel needs the member's own nakshatra and rashi.
	NoStars Empty = "noStars"
)

// WhyEmpty answers, for each carousel lists leaves empty, why: ShownElsewhere when a candidate of
// its pool is shown in another carousel, else NoneFit (NoStars for the horoscope carousel of a
// member without stars).
func WhyEmpty(pools map[Dimension][]Candidate, lists map[Dimension][]uuid.UUID, hasStars bool) map[Dimension]Empty {
	shown := map[uuid.UUID]bool{}
	for _, l := range lists {
		for _, id := range l {
			shown[id] = true
		}
	}
	out := map[Dimension]Empty{}
	for _, d := range Dimensions {
		if len(lists[d]) > 0 {
			continue
		}
		switch {
		case d == ByHoroscope && !hasStars:
			out[d] = NoStars
		case slices.ContainsFunc(pools[d], func(c Candidate) bool { return shown[c.Account] }):
			out[d] = ShownElsewhere
		default:
			out[d] = NoneFit
		}
	}
	return out
}
