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
// next.
func Assemble(pools map[Dimension][]Candidate, per int) map[Dimension][]Candidate {
	taken := map[uuid.UUID]bool{}
	out := make(map[Dimension][]Candidate, len(Dimensions))
	for _, d := range fillOrder {
		pool := slices.Clone(pools[d])
		slices.SortFunc(pool, Better)
		list := make([]Candidate, 0, per)
		for _, c := range pool {
			if len(list) == per {
				break
			}
			if !taken[c.Account] {
				taken[c.Account] = true
				list = append(list, c)
			}
		}
		out[d] = list
	}
	return out
}
