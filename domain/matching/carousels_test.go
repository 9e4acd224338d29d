package matching_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

func ids(n int) []uuid.UUID {
	out := make([]uuid.UUID, n)
	for i := range out {
		out[i] = uuid.New()
	}
	return out
}

func shownIDs(lists map[matching.Dimension][]matching.Candidate) map[matching.Dimension][]uuid.UUID {
	out := map[matching.Dimension][]uuid.UUID{}
	for d, l := range lists {
		for _, c := range l {
			out[d] = append(out[d], c.Account)
		}
	}
	return out
}

// Issue 26: "No matches in your district yet" showed while another carousel listed members of
// that district. A broad carousel that took a narrow one's only candidates gives one back when
// it can spare them, and never goes empty doing so.
func TestAssembleLetsANarrowCarouselBorrowFromABroadOne(t *testing.T) {
	m := ids(4)
	c := func(i, score int) matching.Candidate {
		return matching.Candidate{Account: m[i], Score: score, LastActive: day.Add(-time.Duration(i) * time.Hour)}
	}
	pools := map[matching.Dimension][]matching.Candidate{
		matching.ByCaste:     {c(0, 90), c(1, 80), c(2, 70), c(3, 60)},
		matching.ByNear:      {c(0, 90)},           // the caste carousel took her first
		matching.ByHoroscope: {c(1, 80)},           // and him
		matching.ByMutual:    {c(0, 90), c(1, 80)}, // nothing left to lend: stays empty
	}
	out := matching.Assemble(pools, 6)
	if got := out[matching.ByNear]; len(got) != 1 || got[0].Account != m[0] {
		t.Fatalf("near: %v, want the member of the district", got)
	}
	if got := out[matching.ByHoroscope]; len(got) != 1 || got[0].Account != m[1] {
		t.Fatalf("horoscope: %v", got)
	}
	if got := out[matching.ByCaste]; len(got) != 2 || got[0].Account != m[2] || got[1].Account != m[3] {
		t.Fatalf("caste keeps the rest, best first: %v", got)
	}
	seen := map[uuid.UUID]bool{}
	for _, l := range out {
		for _, x := range l {
			if seen[x.Account] {
				t.Fatalf("%v shown twice", x.Account)
			}
			seen[x.Account] = true
		}
	}
	why := matching.WhyEmpty(pools, shownIDs(out), true)
	if why[matching.ByMutual] != matching.ShownElsewhere {
		t.Errorf("mutual: %q, want shownElsewhere (its members are in other carousels)", why[matching.ByMutual])
	}
	if why[matching.ByNew] != matching.NoneFit || why[matching.ByAge] != matching.NoneFit {
		t.Errorf("nobody fits new or age: %v", why)
	}
	if _, ok := why[matching.ByCaste]; ok {
		t.Error("a carousel with members has no reason")
	}
}

// A carousel's only member is not taken from a carousel that would be left empty by it.
func TestAssembleNeverEmptiesADonor(t *testing.T) {
	m := ids(1)
	one := []matching.Candidate{{Account: m[0], Score: 50, LastActive: day}}
	out := matching.Assemble(map[matching.Dimension][]matching.Candidate{matching.ByCaste: one, matching.ByNear: one}, 6)
	if len(out[matching.ByCaste]) != 1 || len(out[matching.ByNear]) != 0 {
		t.Fatalf("caste %v near %v", out[matching.ByCaste], out[matching.ByNear])
	}
	why := matching.WhyEmpty(map[matching.Dimension][]matching.Candidate{matching.ByCaste: one, matching.ByNear: one}, shownIDs(out), false)
	if why[matching.ByNear] != matching.ShownElsewhere || why[matching.ByHoroscope] != matching.NoStars {
		t.Fatalf("%v", why)
	}
}
