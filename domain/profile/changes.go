package profile

import (
	"slices"
	"time"
)

// EditByAdmin is Edit for the admin team, who may also correct a member's gender (a member
// cannot change it once registered, docs/adr/0011-admin.md). The whole profile is validated
// again with the registration rules, the new gender's minimum age included.
func (p *Profile) EditByAdmin(f Fields, photoChanged bool, now time.Time) error {
	next := *p
	genderChanged := false
	if f.Gender != nil {
		g := canonical("gender", *f.Gender)
		genderChanged = g != p.Gender
		next.Gender = g
		f.Gender = nil // Edit never sees a gender, whatever it allows members
	}
	if err := next.Edit(f, photoChanged || genderChanged, now); err != nil {
		return err
	}
	*p = next
	return nil
}

// fieldsByName are the profile's fields by their wire names (the contract's), each with how to
// read it, so a change can be reported by name without its value.
var fieldsByName = []struct {
	name string
	get  func(Profile) any
}{
	{"fullName", func(p Profile) any { return p.FullName }},
	{"gender", func(p Profile) any { return p.Gender }},
	{"dob", func(p Profile) any { return p.DOB }},
	{"religion", func(p Profile) any { return p.Religion }},
	{"caste", func(p Profile) any { return p.Caste }},
	{"customCaste", func(p Profile) any { return p.CustomCaste }},
	{"customReligion", func(p Profile) any { return p.CustomReligion }},
	{"maritalStatus", func(p Profile) any { return p.MaritalStatus }},
	{"child", func(p Profile) any { return p.Children }},
	{"city", func(p Profile) any { return p.City }},
	{"education", func(p Profile) any { return p.Education }},
	{"profession", func(p Profile) any { return p.Profession }},
	{"income", func(p Profile) any { return p.IncomeKMonth }},
	{"height", func(p Profile) any { return p.HeightCM }},
	{"weight", func(p Profile) any { return p.WeightKG }},
	{"bloodGroup", func(p Profile) any { return p.BloodGroup }},
	{"languages", func(p Profile) any { return p.Languages }},
	{"motherTongue", func(p Profile) any { return p.MotherTongue }},
	{"hobbies", func(p Profile) any { return p.Hobbies }},
	{"father", func(p Profile) any { return p.Father }},
	{"fatherOccupation", func(p Profile) any { return p.FatherJob }},
	{"mother", func(p Profile) any { return p.Mother }},
	{"motherOccupation", func(p Profile) any { return p.MotherJob }},
	{"siblings", func(p Profile) any { return p.Siblings }},
	{"foodPref", func(p Profile) any { return p.FoodPref }},
	{"disability", func(p Profile) any { return p.Disability }},
	{"isDrinking", func(p Profile) any { return p.Drinking }},
	{"isSmoking", func(p Profile) any { return p.Smoking }},
	{"plan", func(p Profile) any { return p.PreferredPlan }},
	{"preferredLanguage", func(p Profile) any { return p.Language }},
	{"partnerPreferences.age", func(p Profile) any { return [2]int{p.Partner.AgeMin, p.Partner.AgeMax} }},
	{"partnerPreferences.location.city", func(p Profile) any { return p.Partner.City }},
	{"partnerPreferences.caste", func(p Profile) any { return p.Partner.Caste }},
	{"partnerPreferences.religion", func(p Profile) any { return p.Partner.Religion }},
	{"partnerPreferences.height", func(p Profile) any { return [2]int{p.Partner.HeightMin, p.Partner.HeightMax} }},
	{"partnerPreferences.maritalStatus", func(p Profile) any { return p.Partner.MaritalStatuses }},
	{"partnerPreferences.manglik", func(p Profile) any { return p.Partner.Manglik }},
	{"aboutMe", func(p Profile) any { return p.AboutMe }},
	{"createdBy", func(p Profile) any { return p.CreatedBy }},
	{"nativePlace", func(p Profile) any { return [2]string{p.NativeDistrict, p.NativeTaluka} }},
	{"subCaste", func(p Profile) any { return p.SubCaste }},
	{"gotra", func(p Profile) any { return p.Gotra }},
	{"horoscope", func(p Profile) any { return p.Horoscope }},
	{"complexion", func(p Profile) any { return p.Complexion }},
	{"bodyType", func(p Profile) any { return p.BodyType }},
	{"workingSector", func(p Profile) any { return p.WorkingSector }},
	{"livingWithFamily", func(p Profile) any { return p.LivingWithFamily }},
	{"profilePicture", func(p Profile) any { return p.PhotoID }},
	{"email", func(p Profile) any { return p.Contact.Email }},
	{"phone", func(p Profile) any { return p.Contact.Phone }},
}

// ChangedFields names, in the contract's words, the fields that differ between two versions
// of a profile: what the audit log records of an edit (names, never values).
func ChangedFields(before, after Profile) []string {
	var out []string
	for _, f := range fieldsByName {
		a, b := f.get(before), f.get(after)
		switch av := a.(type) {
		case []string:
			if !slices.Equal(av, b.([]string)) {
				out = append(out, f.name)
			}
		case time.Time:
			if !av.Equal(b.(time.Time)) {
				out = append(out, f.name)
			}
		default:
			if a != b {
				out = append(out, f.name)
			}
		}
	}
	return out
}
