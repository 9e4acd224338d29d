package profile_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

var now = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func ptr[T any](v T) *T { return &v }

func validFields() profile.Fields {
	return profile.Fields{
		FullName: ptr("Snehal Deshmukh"), Gender: ptr("female"), DOB: ptr(time.Date(1998, 5, 14, 0, 0, 0, 0, time.UTC)),
		Religion: ptr("Hindu"), Caste: ptr("Maratha"), MaritalStatus: ptr("Never Married"), City: ptr("pune"),
		Education: ptr("be-btech"), Profession: ptr("software-engineer"), IncomeKMonth: ptr(85), HeightCM: ptr(162),
		WeightKG: ptr(55), BloodGroup: ptr("b+"), Languages: ptr([]string{"Marathi", " marathi ", "", "English"}),
		Hobbies: ptr([]string{"Reading"}), Father: ptr("Sunil"), FatherJob: ptr("Teacher"), Mother: ptr("Asha"),
		MotherJob: ptr("Homemaker"), Siblings: ptr(1), FoodPref: ptr("non-Veg"), Disability: ptr("No"),
		PreferredPlan: ptr("premium"), PartnerAgeMin: ptr(26), PartnerAgeMax: ptr(32), Email: ptr("Snehal@Example.in"),
		Phone: ptr("9822012345"),
	}
}

func TestNewNormalisesSpellings(t *testing.T) {
	p, err := profile.New(uuid.New(), validFields(), now, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.Religion != "hindu" || p.Caste != "maratha" || p.MaritalStatus != "single" || p.City != "Pune" ||
		p.FoodPref != "non-veg" || p.Disability != "no" || p.BloodGroup != "B+" || p.Contact.Email != "snehal@example.in" {
		t.Fatalf("not normalised: %+v", p)
	}
	if strings.Join(p.Languages, ",") != "Marathi,English" {
		t.Fatalf("duplicate/empty tags kept: %v", p.Languages)
	}
	if len(p.Code) != 10 || !strings.HasPrefix(p.Code, "MH") || p.Age(now) != 28 {
		t.Fatalf("code %q age %d", p.Code, p.Age(now))
	}
}

func TestNewRulesAndMessages(t *testing.T) {
	cases := []struct {
		name, field, message string
		mutate               func(*profile.Fields)
	}{
		{"name required", "fullName", "Full name is required", func(f *profile.Fields) { f.FullName = ptr(" ") }},
		{"gender required", "gender", "Gender is required", func(f *profile.Fields) { f.Gender = nil }},
		{"dob required", "dob", "Date of birth is required", func(f *profile.Fields) { f.DOB = nil }},
		{"dob future", "dob", "Date of birth cannot be in the future", func(f *profile.Fields) { f.DOB = ptr(now.AddDate(0, 0, 1)) }},
		{"male under 21", "dob", "Male users must be at least 21 years old", func(f *profile.Fields) {
			f.Gender, f.DOB = ptr("male"), ptr(now.AddDate(-21, 0, 1))
		}},
		{"female under 18", "dob", "Female users must be at least 18 years old", func(f *profile.Fields) { f.DOB = ptr(now.AddDate(-18, 0, 1)) }},
		{"religion required", "religion", "Religion is required", func(f *profile.Fields) { f.Religion = nil }},
		{"caste required", "caste", "Caste is required", func(f *profile.Fields) { f.Caste = nil }},
		{"custom caste short", "customCaste", "Please enter a valid caste name", func(f *profile.Fields) {
			f.Caste, f.CustomCaste = ptr("other"), ptr("x")
		}},
		{"marital required", "maritalStatus", "Marital status is required", func(f *profile.Fields) { f.MaritalStatus = ptr("married") }},
		{"children for divorce", "child", "Please enter number of children", func(f *profile.Fields) {
			f.MaritalStatus, f.Children = ptr("Divorced"), ptr(-1)
		}},
		{"city required", "city", "City is required", func(f *profile.Fields) { f.City = nil }},
		{"phone digits", "phone", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9", func(f *profile.Fields) { f.Phone = ptr("98220-1234") }},
		{"phone not a mobile", "phone", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9", func(f *profile.Fields) { f.Phone = ptr("0000000000") }},
		{"name without letters", "fullName", "A name must contain letters.", func(f *profile.Fields) { f.FullName = ptr("12345 !!") }},
		{"father without letters", "father", "A name must contain letters.", func(f *profile.Fields) { f.Father = ptr("--") }},
		{"email format", "email", "Invalid email format", func(f *profile.Fields) { f.Email = ptr("snehal@") }},
		{"education", "education", "Education is required", func(f *profile.Fields) { f.Education = nil }},
		{"profession", "profession", "Profession is required", func(f *profile.Fields) { f.Profession = nil }},
		{"income positive", "income", "Income must be greater than 0", func(f *profile.Fields) { f.IncomeKMonth = ptr(0) }},
		{"blood group", "bloodGroup", "Invalid blood group", func(f *profile.Fields) { f.BloodGroup = ptr("Rh-positive") }},
		{"languages", "languages", "Please enter valid language(s)", func(f *profile.Fields) { f.Languages = ptr([]string{" ", ""}) }},
		{"hobbies", "hobbies", "Please enter valid hobby/hobbies", func(f *profile.Fields) {
			f.Hobbies = ptr([]string{strings.Repeat("x", 41)})
		}},
		{"father", "father", "Father's name is required", func(f *profile.Fields) { f.Father = nil }},
		{"mother occupation", "motherOccupation", "Mother's occupation is required", func(f *profile.Fields) { f.MotherJob = ptr("") }},
		{"siblings", "siblings", "Siblings must be a number, 0 or more", func(f *profile.Fields) { f.Siblings = ptr(-1) }},
		{"food", "foodPref", "Food preference is required", func(f *profile.Fields) { f.FoodPref = nil }},
		{"plan", "plan", "Please choose a plan from the list", func(f *profile.Fields) { f.PreferredPlan = ptr("diamond") }},
		{"age range required", "partnerPreferences.age", "Age range is required", func(f *profile.Fields) { f.PartnerAgeMax = nil }},
		{"age min > max", "partnerPreferences.age", "Minimum age cannot be greater than maximum age", func(f *profile.Fields) {
			f.PartnerAgeMin, f.PartnerAgeMax = ptr(35), ptr(30)
		}},
		{"partner min 18", "partnerPreferences.age.min", "Minimum age must be at least 18.", func(f *profile.Fields) { f.PartnerAgeMin = ptr(17) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := validFields()
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

func TestEdit(t *testing.T) {
	p, err := profile.New(uuid.New(), validFields(), now, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Edit(profile.Fields{City: ptr("Pune")}, false, now); !errors.Is(err, profile.ErrNoChanges) {
		t.Fatalf("same value counted as a change: %v", err)
	}
	if err := p.Edit(profile.Fields{City: ptr("Nashik"), HeightCM: ptr(163)}, false, now); err != nil || p.City != "Nashik" || p.HeightCM != 163 {
		t.Fatalf("edit: %v %+v", err, p)
	}
	before := p
	if err := p.Edit(profile.Fields{IncomeKMonth: ptr(0), City: ptr("Pune")}, false, now); err == nil || p.City != before.City {
		t.Fatal("invalid edit applied in part")
	}
	if err := p.Edit(profile.Fields{}, true, now); err != nil {
		t.Fatalf("a new picture alone is a change: %v", err)
	}
	if err := p.Edit(profile.Fields{MaritalStatus: ptr("widow"), Children: ptr(2)}, false, now); err != nil || p.Children != 2 {
		t.Fatalf("children: %v", err)
	}
	if err := p.Edit(profile.Fields{MaritalStatus: ptr("Single")}, false, now); err != nil || p.Children != 0 {
		t.Fatalf("single must reset children to 0: %v %d", err, p.Children)
	}
	other := "male"
	if p.Gender == "male" {
		other = "female"
	}
	var ve *errs.ValidationError
	if err := p.Edit(profile.Fields{Gender: &other}, false, now); !errors.As(err, &ve) || ve.Fields[0].Field != "gender" || p.Gender == other {
		t.Fatalf("a member changed their gender: %v", err)
	}
}

func TestMemberCodesAreRandom(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		c := profile.NewMemberCode()
		if seen[c] || strings.ContainsAny(c[2:], "01IO") {
			t.Fatalf("bad or repeated code %q", c)
		}
		seen[c] = true
	}
}
