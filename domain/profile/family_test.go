package profile_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func familyFields() profile.Fields {
	f := validFields()
	f.AboutMe = ptr("  I teach mathematics in Pune and love trekking in the Sahyadris.  ")
	f.CreatedBy, f.NativeDistrict, f.NativeTaluka = ptr("Parent"), ptr("Satara"), ptr("karad")
	f.SubCaste, f.Gotra = ptr("96 Kuli"), ptr("Kashyap")
	f.Nakshatra, f.Rashi, f.Charan, f.Manglik = ptr("Krittika"), ptr("vrishabha"), ptr(2), ptr("Partial")
	f.BirthTime, f.BirthPlace = ptr("06:45"), ptr("Karad")
	f.Complexion, f.BodyType, f.WorkingSector, f.LivingWithFamily = ptr("wheatish"), ptr("Slim"), ptr("government"), ptr("Yes")
	f.PartnerMaritalStatuses, f.PartnerManglik = ptr([]string{"Never Married", "single", "divorced"}), ptr("yes")
	return f
}

func TestFamilyFieldsAreNormalised(t *testing.T) {
	p, err := profile.New(uuid.New(), familyFields(), now, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := p.Horoscope
	if p.AboutMe != "I teach mathematics in Pune and love trekking in the Sahyadris." || p.CreatedBy != "parent" ||
		p.NativeDistrict != "satara" || p.NativeTaluka != "karad" || h.Nakshatra != "krittika" || h.Rashi != "vrishabha" ||
		h.Manglik != "partial" || p.BodyType != "slim" || p.LivingWithFamily != "yes" || p.District() != "pune" {
		t.Fatalf("%+v", p)
	}
	if strings.Join(p.Partner.MaritalStatuses, ",") != "single,divorce" || p.Partner.Manglik != "yes" {
		t.Fatalf("partner %+v", p.Partner)
	}
	if h.Key() != 2*12+1 {
		t.Fatalf("key %d", h.Key())
	}
}

func TestFamilyFieldsAreOptional(t *testing.T) {
	f := validFields()
	f.Hobbies, f.PreferredPlan = nil, nil // optional since issue 12
	p, err := profile.New(uuid.New(), f, now, nil)
	if err != nil {
		t.Fatalf("a profile without the new fields, hobbies or a plan: %v", err)
	}
	if p.Horoscope.Key() != -1 || p.Horoscope.Given() {
		t.Fatal("no horoscope given")
	}
}

func TestFamilyFieldRules(t *testing.T) {
	for _, c := range []struct {
		name, field, message string
		mutate               func(*profile.Fields)
	}{
		{"about me short", "aboutMe", "About me must be 20 to 1,000 characters", func(f *profile.Fields) { f.AboutMe = ptr("Too short.") }},
		{"about me long", "aboutMe", "About me must be 20 to 1,000 characters", func(f *profile.Fields) { f.AboutMe = ptr(strings.Repeat("अ", 1001)) }},
		{"about me no words", "aboutMe", "About me must contain words", func(f *profile.Fields) { f.AboutMe = ptr(strings.Repeat("1 ", 12)) }},
		{"created by", "createdBy", "Please choose who created the profile from the list", func(f *profile.Fields) { f.CreatedBy = ptr("agent") }},
		{"district", "nativePlace.district", "Please choose a district from the list", func(f *profile.Fields) { f.NativeDistrict = ptr("Goa") }},
		{"taluka of another district", "nativePlace.taluka", "Please choose a taluka of this district", func(f *profile.Fields) {
			f.NativeTaluka = ptr("Haveli")
		}},
		{"rashi outside the nakshatra", "horoscope.rashi", "This rashi does not match the nakshatra", func(f *profile.Fields) {
			f.Charan, f.Rashi = nil, ptr("karka")
		}},
		{"rashi of another charan", "horoscope.rashi", "This rashi does not match the nakshatra and charan", func(f *profile.Fields) {
			f.Charan, f.Rashi = ptr(1), ptr("vrishabha") // Krittika's first quarter is in Mesha
		}},
		{"rashi without nakshatra", "horoscope.nakshatra", "Please choose your nakshatra as well as your rashi", func(f *profile.Fields) {
			f.Nakshatra, f.Charan = ptr(""), nil
		}},
		{"charan", "horoscope.charan", "Charan must be 1, 2, 3 or 4", func(f *profile.Fields) { f.Charan = ptr(5) }},
		{"manglik", "horoscope.manglik", "Please choose yes, no or partial", func(f *profile.Fields) { f.Manglik = ptr("maybe") }},
		{"birth time", "horoscope.birthTime", "Time of birth must be like 06:45", func(f *profile.Fields) { f.BirthTime = ptr("25:10") }},
		{"sub-caste letters", "subCaste", "Sub-caste must contain letters", func(f *profile.Fields) { f.SubCaste = ptr("96") }},
		{"gotra long", "gotra", "Gotra must be at most 60 characters", func(f *profile.Fields) { f.Gotra = ptr(strings.Repeat("g", 61)) }},
		{"complexion", "complexion", "Please choose a complexion from the list", func(f *profile.Fields) { f.Complexion = ptr("blue") }},
		{"living with family", "livingWithFamily", "Please choose yes or no", func(f *profile.Fields) { f.LivingWithFamily = ptr("sometimes") }},
		{"partner marital", "partnerPreferences.maritalStatus", "Please choose marital statuses from the list", func(f *profile.Fields) {
			f.PartnerMaritalStatuses = ptr([]string{"married"})
		}},
		{"partner manglik", "partnerPreferences.manglik", "Please choose a manglik preference from the list", func(f *profile.Fields) {
			f.PartnerManglik = ptr("partial")
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := familyFields()
			c.mutate(&f)
			_, err := profile.New(uuid.New(), f, now, nil)
			var ve *errs.ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("accepted: %v", err)
			}
			for _, fe := range ve.Fields {
				if fe.Field == c.field && fe.Message == c.message {
					return
				}
			}
			t.Fatalf("want %s=%q, got %+v", c.field, c.message, ve.Fields)
		})
	}
}

func TestEveryNakshatraQuarterHasItsRashi(t *testing.T) {
	// 27 nakshatras × 4 quarters = 108 quarters, 9 to each of the 12 rashis.
	per := map[int]int{}
	for n := range 27 {
		for c := 1; c <= 4; c++ {
			per[profile.RashiOf(n, c)]++
		}
	}
	for r := range 12 {
		if per[r] != 9 {
			t.Errorf("rashi %d has %d quarters", r, per[r])
		}
	}
	if got := profile.RashisOfNakshatra(profile.NakshatraIndex("uttara-ashadha")); len(got) != 2 || got[0] != 8 || got[1] != 9 {
		t.Errorf("Uttara Ashadha spans Dhanu and Makara: %v", got)
	}
}

func TestPlaces(t *testing.T) {
	if n := len(profile.Districts()); n != 36 {
		t.Fatalf("%d districts, Maharashtra has 36", n)
	}
	talukas := 0
	for _, d := range profile.Districts() {
		seen := map[string]bool{}
		for _, tk := range d.Talukas {
			if seen[tk.Value] || tk.Label.MR == "" {
				t.Errorf("%s: taluka %q repeated or without a Marathi name", d.Value, tk.Value)
			}
			seen[tk.Value] = true
		}
		talukas += len(d.Talukas)
	}
	if talukas < 350 {
		t.Errorf("%d talukas", talukas)
	}
	for _, c := range profile.Options.Cities {
		if !profile.HasDistrict(profile.DistrictOfCity(c.Value)) {
			t.Errorf("city %s lies in no district", c.Value)
		}
	}
}

func TestAnnualIncomeRange(t *testing.T) {
	for k, want := range map[int]string{10: "0-2.5", 21: "2.5-5", 42: "5-7.5", 85: "10-15", 300: "30-50", 500: "50+"} {
		if got := profile.AnnualIncomeRange(k); got != want {
			t.Errorf("%dk a month: %s, want %s", k, got, want)
		}
	}
	if k, ok := profile.IncomeRangeMin("5-7.5"); !ok || profile.AnnualIncomeRange(k) != "5-7.5" || profile.AnnualIncomeRange(k-1) != "2.5-5" {
		t.Errorf("range min %d", k)
	}
}

func TestCompleteness(t *testing.T) {
	bare, err := profile.New(uuid.New(), validFields(), now, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := profile.CompletenessOf(bare)
	if c.Percent != 28+4 || strings.Join(c.Next, ",") != "profilePicture,aboutMe,horoscope" {
		t.Fatalf("%+v", c)
	}
	full, err := profile.New(uuid.New(), familyFields(), now, nil)
	if err != nil {
		t.Fatal(err)
	}
	full.PhotoID = "x"
	if c := profile.CompletenessOf(full); c.Percent != 100 || len(c.Next) != 0 {
		t.Fatalf("%+v", c)
	}
}
