package postgres

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// Each statement binds exactly the arguments SearchStatement passes, and only the leading
// filter (with the gender) is written so that an index can use it.
func TestSearchStatementsBindTheirArguments(t *testing.T) {
	s := &DiscoveryStore{}
	s.stats.at = time.Now() // statistics "loaded" and empty: the fallback order leads, no refresh
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	for mask := range 32 {
		c := matching.Criteria{Viewer: uuid.New(), Page: 2, Limit: 6}
		if mask&1 != 0 {
			c.MinAge, c.MaxAge = 25, 30
		}
		if mask&2 != 0 {
			c.Caste = "maratha"
		}
		if mask&4 != 0 {
			c.Religion = "hindu"
		}
		if mask&8 != 0 {
			c.City = "Pune"
		}
		if mask&16 != 0 {
			c.MotherTongue = "marathi"
		}
		sql, args := s.SearchStatement(context.Background(), c, now, 1001, 1001)
		if !strings.Contains(sql, fmt.Sprintf("$%d", len(args))) || strings.Contains(sql, fmt.Sprintf("$%d", len(args)+1)) {
			t.Fatalf("mask %05b: %d arguments for\n%s", mask, len(args), sql)
		}
		indexable := 0
		for _, col := range []string{"caste", "religion", "city", "mother_tongue"} {
			if strings.Contains(sql, "p."+col+" = $") { // in the walk; checked ones are w.col
				indexable++
			}
		}
		want := 0
		switch {
		case c.Caste != "" && c.City != "":
			want = 2
		case c.Caste != "" || c.City != "" || c.Religion != "" || c.MotherTongue != "":
			want = 1
		}
		if indexable != want {
			t.Errorf("mask %05b: %d indexable filters, want %d:\n%s", mask, indexable, want, sql)
		}
	}
}

// The rarest value leads: a religion few members hold beats a common city.
func TestTheRarestValueLeads(t *testing.T) {
	var cs columnStats
	cs.at = time.Now()
	cs.freq = map[string]map[string]float64{"religion": {"hindu": 0.8, "parsi": 0.001}, "city": {"Mumbai": 0.1}}
	cs.remainder = map[string]float64{"religion": 0, "city": 0.01}
	for _, tc := range []struct {
		c    matching.Criteria
		want lead
	}{
		{matching.Criteria{Religion: "hindu", City: "Mumbai"}, leadCity},
		{matching.Criteria{Religion: "parsi", City: "Mumbai"}, leadReligion},
		{matching.Criteria{Religion: "hindu", City: "Atpadi"}, leadCity}, // unlisted: the remainder
		{matching.Criteria{Caste: "maratha", City: "Mumbai"}, leadCityCaste},
		{matching.Criteria{MinAge: 25, MaxAge: 30}, leadNone},
	} {
		if got := cs.lead(context.Background(), nil, tc.c, time.Now()); got != tc.want {
			t.Errorf("%+v: lead %q, want %q", tc.c, got, tc.want)
		}
	}
}
