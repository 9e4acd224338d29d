package matching_test

import (
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

var day = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func born(age int) time.Time { return day.AddDate(-age, -1, 0) }

func groom() profile.Profile {
	return profile.Profile{AccountID: uuid.New(), Gender: "male", DOB: born(30), Religion: "hindu", Caste: "maratha",
		City: "Pune", HeightCM: 175, MaritalStatus: "single", MotherTongue: "marathi",
		Horoscope: profile.Horoscope{Nakshatra: "uttara-ashadha", Rashi: "makara", Manglik: "no"},
		Partner:   profile.Partner{AgeMin: 24, AgeMax: 29, Caste: "maratha", City: "Pune", HeightMin: 150, HeightMax: 170}}
}

func bride() profile.Profile {
	return profile.Profile{AccountID: uuid.New(), Gender: "female", DOB: born(27), Religion: "hindu", Caste: "maratha",
		City: "Pune", HeightCM: 160, MaritalStatus: "single", MotherTongue: "marathi",
		Horoscope: profile.Horoscope{Nakshatra: "revati", Rashi: "meena", Manglik: "no"},
		Partner:   profile.Partner{AgeMin: 27, AgeMax: 33, Religion: "hindu"}}
}

func TestFitsIsEveryHardPreference(t *testing.T) {
	g, b := groom(), bride()
	if !matching.Mutual(g, b, day) {
		t.Fatal("they fit each other")
	}
	for name, change := range map[string]func(*profile.Profile){
		"too young":       func(p *profile.Profile) { p.DOB = born(23) },
		"other caste":     func(p *profile.Profile) { p.Caste = "kunbi" },
		"other city":      func(p *profile.Profile) { p.City = "Nashik" },
		"too tall":        func(p *profile.Profile) { p.HeightCM = 171 },
		"same gender":     func(p *profile.Profile) { p.Gender = "male" },
		"marital status":  func(p *profile.Profile) { p.MaritalStatus = "divorce" },
		"manglik unknown": func(p *profile.Profile) { p.Horoscope.Manglik = "" },
	} {
		g, b := groom(), bride()
		g.Partner.MaritalStatuses, g.Partner.Manglik = []string{"single"}, "no"
		change(&b)
		if matching.Fits(g, b, day) {
			t.Errorf("%s: still fits", name)
		}
	}
	// The other way: she wants a Hindu of 27–33; he is 30.
	g.DOB = born(34)
	if matching.Fits(b, g, day) || matching.Mutual(g, b, day) {
		t.Error("a 34-year-old fits a preference of 27–33")
	}
}

func TestCompatibilityScoreAndReasons(t *testing.T) {
	g, b := groom(), bride()
	c := matching.Compatible(g, b, day)
	// Everything counts and is met: age, religion, caste, location, height, marital status,
	// manglik (both said), mother tongue, gun milan (20.5 ≥ 18), mutual.
	if c.Score != 100 || len(c.Reasons) != 10 {
		t.Fatalf("%+v", c)
	}
	if r := c.Reasons[8]; r.Criterion != matching.CritGunMilan || !r.Met || r.Value != "20.5" {
		t.Fatalf("gun milan reason %+v", r)
	}
	// A manglik bride for a non-manglik groom who set no manglik preference: the score counts
	// it, but no ✗ chip says she misses a preference he never set. Satara misses his city.
	b.Horoscope.Manglik = "yes"
	b.City = "Satara"
	c = matching.Compatible(g, b, day)
	want := 100 * (21 - 2 - 2) / 21 // weights 3+2+3+2+1+2+2+1+2+3
	if c.Score != want {
		t.Fatalf("score %d, want %d: %+v", c.Score, want, c.Reasons)
	}
	for _, r := range c.Reasons {
		if r.Criterion == matching.CritManglik || (r.Criterion == matching.CritLocation) == r.Met {
			t.Errorf("%+v", r)
		}
	}
	// Without horoscopes, neither manglik nor gun milan counts.
	b.Horoscope = profile.Horoscope{}
	for _, r := range matching.Compatible(g, b, day).Reasons {
		if r.Criterion == matching.CritGunMilan || r.Criterion == matching.CritManglik {
			t.Errorf("%s counted without the bride's horoscope", r.Criterion)
		}
	}
}

// A member who left caste at "Any" and gave no city sees no "Thane ✗" or "Dhangar ✗": a chip
// is shown for a preference they set, met or not, and otherwise only for a likeness that holds.
func TestChipsOnlyForPreferencesTheMemberSet(t *testing.T) {
	g, b := groom(), bride()
	g.Partner.Caste, g.Partner.City = "", ""
	b.Caste, b.City, b.MotherTongue = "dhangar", "Thane", "hindi"
	b.Horoscope = profile.Horoscope{}
	c := matching.Compatible(g, b, day)
	got := map[matching.Criterion]bool{}
	for _, r := range c.Reasons {
		got[r.Criterion] = r.Met
		if !r.Met && r.Criterion != matching.CritAge && r.Criterion != matching.CritHeight && r.Criterion != matching.CritMutual {
			t.Errorf("a ✗ chip for %s, a preference he never set", r.Criterion)
		}
	}
	for _, unset := range []matching.Criterion{matching.CritCaste, matching.CritLocation, matching.CritTongue} {
		if _, ok := got[unset]; ok {
			t.Errorf("a chip for %s: %+v", unset, c.Reasons)
		}
	}
	// What he did set still shows, met or not: his age and height range.
	b.HeightCM = 180
	c = matching.Compatible(g, b, day)
	if !slices.ContainsFunc(c.Reasons, func(r matching.Reason) bool { return r.Criterion == matching.CritHeight && !r.Met }) {
		t.Errorf("no ✗ for the height he asked for: %+v", c.Reasons)
	}
	// The score still prefers likeness where he said "Any" (his own caste and city rank first).
	if matching.Compatible(g, bride(), day).Score <= c.Score {
		t.Error("likeness no longer ranks")
	}
}

func TestAssembleShowsNoOneTwiceBestFirst(t *testing.T) {
	ids := make([]uuid.UUID, 20)
	for i := range ids {
		ids[i] = uuid.New()
	}
	c := func(i, score int) matching.Candidate {
		return matching.Candidate{Account: ids[i], Score: score, LastActive: day.Add(-time.Duration(i) * time.Hour)}
	}
	pools := map[matching.Dimension][]matching.Candidate{
		matching.ByCaste:    {c(0, 90), c(1, 80), c(2, 70)},
		matching.ByLocation: {c(1, 80), c(3, 60), c(0, 90), c(4, 60)},
		matching.ByAge:      {c(0, 90), c(1, 80), c(5, 95), c(6, 50), c(3, 60)},
	}
	out := matching.Assemble(pools, 2)
	seen := map[uuid.UUID]bool{}
	for _, d := range matching.Dimensions {
		for i, x := range out[d] {
			if seen[x.Account] {
				t.Fatalf("%v shown twice", x.Account)
			}
			seen[x.Account] = true
			if i > 0 && matching.Better(out[d][i-1], x) > 0 {
				t.Fatalf("%s out of order", d)
			}
		}
	}
	if got := out[matching.ByLocation]; len(got) != 2 || got[0].Account != ids[3] || got[1].Account != ids[4] {
		t.Fatalf("location: %v (3 and 4 tie on score; 3 was active more recently)", got)
	}
	if got := out[matching.ByAge]; len(got) != 2 || got[0].Account != ids[5] {
		t.Fatalf("age %v", got)
	}
	if !slices.Equal(matching.Dimensions[:3], []matching.Dimension{matching.ByCaste, matching.ByAge, matching.ByLocation}) {
		t.Fatal("the spec's carousels come first")
	}
}

func TestAManglikPreferenceOfYesTakesPartialToo(t *testing.T) {
	for pref, want := range map[string][]string{"no": {"no"}, "yes": {"yes", "partial"}, "": {}, "maybe": {}} {
		got := matching.ManglikStatuses(pref)
		if !slices.Equal(got, want) || got == nil {
			t.Errorf("%q: %#v, want %#v (never nil: it is a statement's array)", pref, got, want)
		}
		for _, status := range got {
			if matching.ManglikClass(status) != pref {
				t.Errorf("%q accepts %q, which ManglikClass puts in %q", pref, status, matching.ManglikClass(status))
			}
		}
	}
}
