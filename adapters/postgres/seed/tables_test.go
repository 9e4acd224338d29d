package seed

import (
	"bytes"
	"context"
	"image/jpeg"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The tables are hand-written; the catalog may change under them. Every value they can
// produce must still be a canonical catalog value.
func TestTablesUseCatalogValues(t *testing.T) {
	c := profile.Options
	inList := func(what string, list []profile.Option, values []string) {
		for _, v := range values {
			if !profile.Has(list, v) {
				t.Errorf("%s %q is not in the catalog", what, v)
			}
		}
	}
	inList("religion", c.Religions, religions.items)
	inList("city", c.Cities, cities.items)
	inList("education", c.EducationLevels, educations.items)
	inList("blood group", c.BloodGroups, bloodGroups.items)
	inList("plan", c.Plans, plans.items)
	for _, tb := range []table[string]{drinkingMen, drinkingWomen, smokingMen, smokingWomen} {
		inList("habit", c.Habits, tb.items)
	}
	for _, tb := range motherTongues {
		inList("mother tongue", c.MotherTongues, tb.items)
	}
	for _, tb := range foodByReligion {
		inList("food", c.FoodPrefs, tb.items)
	}
	for edu, tb := range professionsByEducation {
		inList("education", c.EducationLevels, []string{edu})
		inList("profession", c.Professions, tb.items)
		for _, p := range tb.items {
			if _, ok := medianIncome[p]; !ok {
				t.Errorf("no income for profession %q", p)
			}
		}
	}
	if len(cities.items) != len(c.Cities) {
		t.Errorf("%d of the catalog's %d cities are weighted", len(cities.items), len(c.Cities))
	}
	religionOf := map[string]string{}
	for _, cs := range c.Castes {
		religionOf[cs.Value] = cs.Religion
	}
	for _, rel := range religions.items {
		tb, ok := castesByReligion[rel]
		if !ok {
			t.Fatalf("no castes for religion %q", rel)
		}
		for _, cs := range tb.items {
			r, ok := religionOf[cs]
			switch {
			case !ok:
				t.Errorf("caste %q is not in the catalog", cs)
			case r != "" && r != rel:
				t.Errorf("caste %q belongs to %q, drawn for %q", cs, r, rel)
			case cs == "other" && len(customCastes[rel]) == 0:
				t.Errorf("religion %q draws caste other but has no custom castes", rel)
			}
		}
	}
}

func TestNamePoolsAreBigEnough(t *testing.T) {
	if len(marathiNames.female) < 60 || len(marathiNames.male) < 60 {
		t.Errorf("Marathi first names: %d female, %d male; want ≥ 60 each", len(marathiNames.female), len(marathiNames.male))
	}
	seen := map[string]bool{}
	for _, pool := range surnameGroup {
		for _, s := range pool {
			seen[s] = true
		}
	}
	if len(seen) < 80 {
		t.Errorf("%d distinct surnames, want ≥ 80", len(seen))
	}
}

func TestCodesAndPhonesAreUniqueAndWellFormed(t *testing.T) {
	code := regexp.MustCompile(`^MH[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$`)
	mobile := regexp.MustCompile(`^[789][0-9]{9}$`)
	codes, phones := map[string]bool{}, map[string]bool{}
	// A dense range and a far one: uniqueness must not depend on where a run starts.
	for _, start := range []int64{0, 2_999_000_000} {
		for i := start; i < start+200_000; i++ {
			c, p := memberCode(i), phone(i)
			if !code.MatchString(c) || !mobile.MatchString(p) {
				t.Fatalf("index %d: code %q phone %q", i, c, p)
			}
			if codes[c] || phones[p] {
				t.Fatalf("index %d: duplicate code %q or phone %q", i, c, p)
			}
			codes[c], phones[p] = true, true
		}
	}
	if memberCode(1)[:6] == memberCode(2)[:6] {
		t.Errorf("neighbouring codes look sequential: %s %s", memberCode(1), memberCode(2))
	}
}

func TestDemoPasswordPassesPolicy(t *testing.T) {
	if err := identity.CheckPassword(DemoPassword(), "Demo Member", DemoEmail); err != nil {
		t.Fatal(err)
	}
}

func TestDemoPhotos(t *testing.T) {
	var n int
	save := func(_ context.Context, p app.Photo) (string, error) {
		for want, b := range map[int][]byte{FullSize: p.Full, MediumSize: p.Medium, ThumbSize: p.Thumb} {
			img, err := jpeg.Decode(bytes.NewReader(b))
			if err != nil || img.Bounds().Dx() != want || img.Bounds().Dy() != want {
				t.Fatalf("photo %d: want %d×%d JPEG, err %v", n, want, want, err)
			}
		}
		n++
		return "photo" + strconv.Itoa(n), nil
	}
	female, male, err := DemoPhotos(context.Background(), save)
	if err != nil {
		t.Fatal(err)
	}
	if len(female) != 6 || len(male) != 6 {
		t.Fatalf("%d female and %d male photos", len(female), len(male))
	}
}

// Pure generation speed, without the database: the COPY is the bottleneck only if this is fast.
func BenchmarkMember(b *testing.B) {
	g := newGenerator(Options{Seed: 1, Now: time.Now(), PhotosFemale: []string{"f"}, PhotosMale: []string{"m"}})
	var m member
	for i := 0; b.Loop(); i++ {
		g.member(int64(i), &m)
	}
}

func TestMemberIsAFunctionOfSeedAndIndex(t *testing.T) {
	o := Options{Seed: 7, Now: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
	var a, b member
	newGenerator(o).member(41, &a)
	g := newGenerator(o)
	g.member(40, &b) // an earlier member must not change the next one
	g.member(41, &b)
	if a.code != b.code || a.fullName != b.fullName || a.id != b.id || !a.dob.Equal(b.dob) {
		t.Fatalf("member 41 differs: %+v vs %+v", a, b)
	}
}
