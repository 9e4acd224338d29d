package profile_test

import (
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestCatalogSizesAndUniqueness(t *testing.T) {
	c := profile.Options
	if len(c.Cities) != 34 || len(c.MotherTongues) != 30 || len(c.Religions) != 11 || len(c.Plans) != 4 {
		t.Fatalf("sizes: cities %d, tongues %d, religions %d, plans %d",
			len(c.Cities), len(c.MotherTongues), len(c.Religions), len(c.Plans))
	}
	lists := map[string][]profile.Option{"cities": c.Cities, "tongues": c.MotherTongues,
		"education": c.EducationLevels, "professions": c.Professions, "religions": c.Religions}
	for name, list := range lists {
		seen := map[string]bool{}
		for _, o := range list {
			if seen[o.Value] || o.Label.EN == "" || o.Label.MR == "" {
				t.Errorf("%s: duplicate or unlabelled %q", name, o.Value)
			}
			seen[o.Value] = true
		}
	}
	if !profile.HasCaste("maratha") || !profile.HasCaste("other") || profile.HasCaste("Shudra") {
		t.Error("caste list is not Maharashtra's communities with other")
	}
	for _, c := range c.Castes {
		if c.Religion != "" && !profile.Has(profile.Options.Religions, c.Religion) {
			t.Errorf("caste %s names unknown religion %s", c.Value, c.Religion)
		}
	}
}
