package matching

import (
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestShownOnPageMakesAnOpenCountExactWhereThePageEnds(t *testing.T) {
	page := func(p int) Criteria { return Criteria{Page: p, Limit: 6} }
	for _, tc := range []struct {
		name  string
		n     Counted
		c     Criteria
		shown int
		want  Counted
	}{
		{"an exact count stays", Counted{N: 40}, page(1), 3, Counted{N: 40}},
		{"a full page says nothing of the end", Counted{N: 40, More: true}, page(2), 6, Counted{N: 40, More: true}},
		{"a short first page is every match", Counted{N: 40, More: true}, page(1), 4, Counted{N: 4}},
		{"a short later page ends the matches", Counted{N: 12, More: true}, page(3), 5, Counted{N: 17}},
		{"an empty first page means none", Counted{N: 0, More: true}, page(1), 0, Counted{N: 0}},
		{"an empty later page may be past the end", Counted{N: 3, More: true}, page(4), 0, Counted{N: 3, More: true}},
		{"past the cap the count stays open", Counted{N: ResultCap, More: true}, page(1), 2, Counted{N: ResultCap, More: true}},
		{"a page the cap cuts stays open", Counted{N: 30, More: true}, Criteria{Page: 167, Limit: 6}, 4, Counted{N: 30, More: true}},
	} {
		if got := tc.n.ShownOnPage(tc.c, tc.shown); got != tc.want {
			t.Errorf("%s: %+v on page %d showing %d = %+v, want %+v", tc.name, tc.n, tc.c.Page, tc.shown, got, tc.want)
		}
	}
}

func TestCountedOfSaysAtLeastPastTheCapOrWhenTheWalkStoppedShort(t *testing.T) {
	for _, tc := range []struct {
		counted int
		stopped bool
		want    Counted
	}{
		{0, false, Counted{}},
		{ResultCap, false, Counted{N: ResultCap}},
		{CountLimit, false, Counted{N: ResultCap, More: true}},
		{12, true, Counted{N: 12, More: true}},
	} {
		if got := CountedOf(tc.counted, tc.stopped); got != tc.want {
			t.Errorf("CountedOf(%d, %v) = %+v, want %+v", tc.counted, tc.stopped, got, tc.want)
		}
	}
}

func TestCountKeyNamesTheFiltersNotTheViewerPageOrOrder(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	base := Criteria{Viewer: uuid.New(), Caste: "maratha", MinAge: 25, MaxAge: 30, Page: 1, Limit: 6, Sort: SortRecent}
	same := base
	same.Viewer, same.Page, same.Limit, same.Sort = uuid.New(), 4, 24, SortNewest
	if base.CountKey(now) != same.CountKey(now) {
		t.Errorf("another viewer, page or order changed the key: %q, %q", base.CountKey(now), same.CountKey(now))
	}
	for name, edit := range map[string]func(*Criteria){
		"caste":    func(c *Criteria) { c.Caste = "koli" },
		"age":      func(c *Criteria) { c.MaxAge = 31 },
		"verified": func(c *Criteria) { c.VerifiedOnly = true },
		"refined":  func(c *Criteria) { c.Refine.HeightMin = 170 },
		"since":    func(c *Criteria) { c.RegisteredAfter = now.Add(-time.Hour) },
	} {
		other := base
		edit(&other)
		if other.CountKey(now) == base.CountKey(now) {
			t.Errorf("another %s kept the key %q", name, base.CountKey(now))
		}
	}
}
