package profile

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

// Fields is a member's input for registration or an edit: nil means "not given" (an edit
// sends only what changed). Values may be in any of the accepted spellings.
type Fields struct {
	FullName, Gender, Religion, Caste, CustomCaste, MaritalStatus *string
	CustomReligion                                                *string
	DOB                                                           *time.Time
	Children                                                      *int
	City, Education, Profession                                   *string
	IncomeKMonth, HeightCM, WeightKG                              *int
	BloodGroup                                                    *string
	Languages, Hobbies                                            *[]string
	MotherTongue                                                  *string
	Father, FatherJob, Mother, MotherJob                          *string
	Siblings                                                      *int
	FoodPref, Disability, Drinking, Smoking, Language             *string
	// PreferredPlan arrives as `plan`, the name the spec's clients send: a preference only.
	PreferredPlan                              *string
	PartnerAgeMin, PartnerAgeMax               *int
	PartnerCity, PartnerCaste, PartnerReligion *string
	PartnerHeightMin, PartnerHeightMax         *int
	PartnerMaritalStatuses                     *[]string
	PartnerManglik                             *string
	Email, Phone                               *string

	AboutMe, CreatedBy, NativeDistrict, NativeTaluka, SubCaste, Gotra *string
	Rashi, Nakshatra, Manglik, BirthTime, BirthPlace                  *string
	// HoroscopeSource is the client's claim (calculated or typed): apply records it, so a changed
	// claim is a change, and the app then verifies it (app/horoscope_source.go).
	HoroscopeSource                                       *string
	Charan                                                *int
	Complexion, BodyType, WorkingSector, LivingWithFamily *string
	// AcceptTerms is the registration's explicit acceptance of the terms and privacy policy.
	AcceptTerms *bool
}

const formSummary = "Please fix the errors in the form."

// nameLettersMessage refuses a name without a letter (the HTTP edge says the same for every name field).
const nameLettersMessage = "A name must contain letters."

// apply copies every given field onto p, normalised.
func (f Fields) apply(p *Profile) {
	set := func(dst *string, src *string, norm func(string) string) {
		if src != nil {
			*dst = norm(*src)
		}
	}
	trim := strings.TrimSpace
	setInt := func(dst *int, src *int) {
		if src != nil {
			*dst = *src
		}
	}
	set(&p.FullName, f.FullName, trim)
	set(&p.Gender, f.Gender, func(s string) string { return canonical("gender", s) })
	set(&p.Religion, f.Religion, func(s string) string { return fromList(Options.Religions, s) })
	set(&p.Caste, f.Caste, casteValue)
	set(&p.CustomCaste, f.CustomCaste, trim)
	set(&p.CustomReligion, f.CustomReligion, trim)
	set(&p.MaritalStatus, f.MaritalStatus, func(s string) string { return canonical("maritalStatus", s) })
	if f.DOB != nil {
		y, m, d := f.DOB.Date()
		p.DOB = time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	}
	setInt(&p.Children, f.Children)
	set(&p.City, f.City, func(s string) string { return fromList(Options.Cities, s) })
	set(&p.Education, f.Education, func(s string) string { return fromList(Options.EducationLevels, s) })
	set(&p.Profession, f.Profession, func(s string) string { return fromList(Options.Professions, s) })
	setInt(&p.IncomeKMonth, f.IncomeKMonth)
	setInt(&p.HeightCM, f.HeightCM)
	setInt(&p.WeightKG, f.WeightKG)
	set(&p.BloodGroup, f.BloodGroup, func(s string) string { return strings.ToUpper(trim(s)) })
	if f.Languages != nil {
		p.Languages = cleanTags(*f.Languages)
	}
	if f.Hobbies != nil {
		p.Hobbies = cleanTags(*f.Hobbies)
	}
	set(&p.MotherTongue, f.MotherTongue, func(s string) string { return fromList(Options.MotherTongues, s) })
	if p.MotherTongue == "" && len(p.Languages) > 0 {
		// Members list their mother tongue first; the quick search filters on it.
		if v, ok := Lookup(Options.MotherTongues, p.Languages[0]); ok {
			p.MotherTongue = v
		}
	}
	set(&p.Father, f.Father, trim)
	set(&p.FatherJob, f.FatherJob, trim)
	set(&p.Mother, f.Mother, trim)
	set(&p.MotherJob, f.MotherJob, trim)
	setInt(&p.Siblings, f.Siblings)
	set(&p.FoodPref, f.FoodPref, func(s string) string { return canonical("foodPref", s) })
	set(&p.Disability, f.Disability, func(s string) string { return canonical("yesNo", s) })
	set(&p.Drinking, f.Drinking, func(s string) string { return canonical("habit", s) })
	set(&p.Smoking, f.Smoking, func(s string) string { return canonical("habit", s) })
	set(&p.PreferredPlan, f.PreferredPlan, func(s string) string { return canonical("plan", s) })
	set(&p.Language, f.Language, trim)
	setInt(&p.Partner.AgeMin, f.PartnerAgeMin)
	setInt(&p.Partner.AgeMax, f.PartnerAgeMax)
	set(&p.Partner.City, f.PartnerCity, func(s string) string { return fromList(Options.Cities, s) })
	set(&p.Partner.Caste, f.PartnerCaste, casteValue)
	set(&p.Partner.Religion, f.PartnerReligion, func(s string) string { return fromList(Options.Religions, s) })
	setInt(&p.Partner.HeightMin, f.PartnerHeightMin)
	setInt(&p.Partner.HeightMax, f.PartnerHeightMax)
	if f.PartnerMaritalStatuses != nil {
		var statuses []string
		for _, s := range cleanTags(*f.PartnerMaritalStatuses) {
			statuses = append(statuses, canonical("maritalStatus", s))
		}
		p.Partner.MaritalStatuses = cleanTags(statuses)
		if len(p.Partner.MaritalStatuses) == 0 {
			p.Partner.MaritalStatuses = nil // "any", as the database keeps it
		}
	}
	set(&p.Partner.Manglik, f.PartnerManglik, func(s string) string { return strings.ToLower(trim(s)) })
	set(&p.AboutMe, f.AboutMe, trim)
	set(&p.CreatedBy, f.CreatedBy, func(s string) string { return fromList(Options.CreatedBy, s) })
	set(&p.NativeDistrict, f.NativeDistrict, func(s string) string { v, _ := LookupDistrict(s); return v })
	set(&p.NativeTaluka, f.NativeTaluka, trim)
	if f.NativeDistrict != nil && f.NativeTaluka == nil && !HasTaluka(p.NativeDistrict, p.NativeTaluka) {
		p.NativeTaluka = "" // a new district without a taluka: the old district's taluka goes
	}
	if p.NativeTaluka != "" {
		p.NativeTaluka, _ = LookupTaluka(p.NativeDistrict, p.NativeTaluka)
	}
	set(&p.SubCaste, f.SubCaste, trim)
	set(&p.Gotra, f.Gotra, trim)
	set(&p.Horoscope.Rashi, f.Rashi, trim)
	set(&p.Horoscope.Nakshatra, f.Nakshatra, trim)
	setInt(&p.Horoscope.Charan, f.Charan)
	set(&p.Horoscope.Manglik, f.Manglik, trim)
	set(&p.Horoscope.BirthTime, f.BirthTime, trim)
	set(&p.Horoscope.BirthPlace, f.BirthPlace, trim)
	set(&p.Horoscope.Source, f.HoroscopeSource, trim)
	p.Horoscope.normalize()
	set(&p.Complexion, f.Complexion, func(s string) string { return fromList(Options.Complexions, s) })
	set(&p.BodyType, f.BodyType, func(s string) string { return fromList(Options.BodyTypes, s) })
	set(&p.WorkingSector, f.WorkingSector, func(s string) string { return fromList(Options.WorkingSectors, s) })
	set(&p.LivingWithFamily, f.LivingWithFamily, func(s string) string { return canonical("yesNo", s) })
	set(&p.Contact.Email, f.Email, func(s string) string { return strings.ToLower(trim(s)) })
	set(&p.Contact.Phone, f.Phone, trim)
	if p.MaritalStatus == "single" {
		p.Children = 0 // the field is hidden for never-married members
	}
	if p.Caste != "other" {
		p.CustomCaste = ""
	}
	if p.Religion != "other" {
		p.CustomReligion = ""
	}
	if p.Language == "" {
		p.Language = "en"
	}
}

// validate checks the whole profile with the wizard's messages (docs/product.md §5).
func (p *Profile) validate(v *errs.Validator, now time.Time) {
	required := func(value, field, message string) { v.Check(value != "", field, message) }
	if v.Check(utf8.RuneCountInString(p.FullName) >= 2 && utf8.RuneCountInString(p.FullName) <= 100, "fullName", "Full name is required") {
		v.Check(text.HasLetter(p.FullName), "fullName", nameLettersMessage)
	}
	v.Check(p.Gender == "male" || p.Gender == "female", "gender", "Gender is required")
	switch {
	case p.DOB.IsZero():
		v.Check(false, "dob", "Date of birth is required")
	case p.DOB.After(now):
		v.Check(false, "dob", "Date of birth cannot be in the future")
	case p.Gender == "male" && p.Age(now) < MinAgeMale:
		v.Check(false, "dob", "Male users must be at least 21 years old")
	case p.Gender == "female" && p.Age(now) < MinAgeFemale:
		v.Check(false, "dob", "Female users must be at least 18 years old")
	case p.Age(now) > 100:
		v.Check(false, "dob", "Please enter a valid date of birth")
	}
	if p.Religion == "" {
		v.Check(false, "religion", "Religion is required")
	} else {
		v.Check(Has(Options.Religions, p.Religion), "religion", "Please choose a religion from the list")
	}
	// Optional, so members who chose "other" before it existed keep saving their profile.
	if p.CustomReligion != "" {
		n := utf8.RuneCountInString(p.CustomReligion)
		v.Check(n >= 2 && n <= 60, "customReligion", "Please enter a valid religion name")
	}
	if p.Caste == "" {
		v.Check(false, "caste", "Caste is required")
	} else if v.Check(HasCaste(p.Caste), "caste", "Please choose a caste from the list") && p.Caste == "other" {
		v.Check(utf8.RuneCountInString(p.CustomCaste) >= 2 && utf8.RuneCountInString(p.CustomCaste) <= 60,
			"customCaste", "Please enter a valid caste name")
	}
	v.Check(Has(Options.MaritalStatuses, p.MaritalStatus), "maritalStatus", "Marital status is required")
	if p.MaritalStatus != "single" {
		v.Check(p.Children >= 0 && p.Children <= 10, "child", "Please enter number of children")
	}
	if p.City == "" {
		v.Check(false, "city", "City is required")
	} else {
		v.Check(Has(Options.Cities, p.City), "city", "Please choose a city from the list")
	}
	required(p.Education, "education", "Education is required")
	required(p.Profession, "profession", "Profession is required")
	v.Check(p.IncomeKMonth > 0 && p.IncomeKMonth <= 100000, "income", "Income must be greater than 0")
	v.Check(p.HeightCM >= 100 && p.HeightCM <= 250, "height", "Height must be a positive number of centimetres (100–250)")
	v.Check(p.WeightKG >= 30 && p.WeightKG <= 250, "weight", "Weight must be a positive number of kilograms (30–250)")
	v.Check(Has(Options.BloodGroups, p.BloodGroup), "bloodGroup", "Invalid blood group")
	v.Check(len(p.Languages) > 0 && len(p.Languages) <= 10 && shortTags(p.Languages), "languages", "Please enter valid language(s)")
	v.Check(p.MotherTongue == "" || Has(Options.MotherTongues, p.MotherTongue), "motherTongue", "Please choose a language from the list")
	// Hobbies are optional (docs/adr/0015-matching.md): many members leave them for later.
	v.Check(len(p.Hobbies) <= 20 && shortTags(p.Hobbies), "hobbies", "Please enter valid hobby/hobbies")
	required(p.Father, "father", "Father's name is required")
	v.Check(p.Father == "" || text.HasLetter(p.Father), "father", nameLettersMessage)
	required(p.FatherJob, "fatherOccupation", "Father's occupation is required")
	required(p.Mother, "mother", "Mother's name is required")
	v.Check(p.Mother == "" || text.HasLetter(p.Mother), "mother", nameLettersMessage)
	required(p.MotherJob, "motherOccupation", "Mother's occupation is required")
	v.Check(p.Siblings >= 0 && p.Siblings <= 20, "siblings", "Siblings must be a number, 0 or more")
	v.Check(Has(Options.FoodPrefs, p.FoodPref), "foodPref", "Food preference is required")
	v.Check(Has(Options.YesNo, p.Disability), "disability", "Please choose whether you have a disability")
	v.Check(Has(Options.Habits, p.Drinking), "isDrinking", "Please choose a drinking habit")
	v.Check(Has(Options.Habits, p.Smoking), "isSmoking", "Please choose a smoking habit")
	// The tier picked in registration is only a preference (docs/adr/0012-payments.md) and optional.
	v.Check(p.PreferredPlan == "" || Has(Options.Plans, p.PreferredPlan), "plan", "Please choose a plan from the list")
	v.Check(p.Language == "en" || p.Language == "mr", "preferredLanguage", "Language must be en or mr")
	p.validatePartner(v)
	p.validateFamilyProfile(v)
	if p.Contact.Email != "" || p.Contact.Phone != "" {
		v.Check(contactinfo.ValidEmail(p.Contact.Email), "email", "Invalid email format")
		v.Check(contactinfo.ValidPhone(p.Contact.Phone), "phone", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9")
	}
}

func (p *Profile) validatePartner(v *errs.Validator) {
	pp := p.Partner
	switch {
	case pp.AgeMin == 0 || pp.AgeMax == 0:
		v.Check(false, "partnerPreferences.age", "Age range is required")
	default:
		v.Check(pp.AgeMin >= MinPartnerAge, "partnerPreferences.age.min", "Minimum age must be at least 18.")
		v.Check(pp.AgeMax >= MinPartnerAge, "partnerPreferences.age.max", "Maximum age must be at least 18.")
		v.Check(pp.AgeMax <= 100, "partnerPreferences.age.max", "Maximum age must be at most 100.")
		if !v.Has("partnerPreferences.age.min") && !v.Has("partnerPreferences.age.max") {
			v.Check(pp.AgeMin <= pp.AgeMax, "partnerPreferences.age", "Minimum age cannot be greater than maximum age")
		}
	}
	v.Check(pp.City == "" || Has(Options.Cities, pp.City), "partnerPreferences.location.city", "Please choose a city from the list")
	v.Check(pp.Caste == "" || HasCaste(pp.Caste), "partnerPreferences.caste", "Please choose a caste from the list")
	v.Check(pp.Religion == "" || Has(Options.Religions, pp.Religion), "partnerPreferences.religion", "Please choose a religion from the list")
	for _, s := range pp.MaritalStatuses {
		if !v.Check(Has(Options.MaritalStatuses, s), "partnerPreferences.maritalStatus", "Please choose marital statuses from the list") {
			break
		}
	}
	v.Check(pp.Manglik == "" || Has(Options.PartnerManglik, pp.Manglik), "partnerPreferences.manglik", "Please choose a manglik preference from the list")
	if pp.HeightMin != 0 || pp.HeightMax != 0 {
		v.Check(pp.HeightMin == 0 || (pp.HeightMin >= 100 && pp.HeightMin <= 250), "partnerPreferences.height.min", "Height must be between 100 and 250 cm")
		v.Check(pp.HeightMax == 0 || (pp.HeightMax >= 100 && pp.HeightMax <= 250), "partnerPreferences.height.max", "Height must be between 100 and 250 cm")
		v.Check(pp.HeightMin == 0 || pp.HeightMax == 0 || pp.HeightMin <= pp.HeightMax, "partnerPreferences.height", "Minimum height cannot be greater than maximum height")
	}
}

func shortTags(tags []string) bool {
	return !slices.ContainsFunc(tags, func(t string) bool { return utf8.RuneCountInString(t) > 40 })
}

// Limits of the free-text fields families fill in.
const (
	AboutMeMin = 20
	AboutMeMax = 1000
	shortText  = 60
)

// validateFamilyProfile checks the optional fields: each is valid when empty.
func (p *Profile) validateFamilyProfile(v *errs.Validator) {
	n := utf8.RuneCountInString(p.AboutMe)
	if v.Check(p.AboutMe == "" || n >= AboutMeMin && n <= AboutMeMax, "aboutMe", "About me must be 20 to 1,000 characters") {
		v.Check(p.AboutMe == "" || text.HasLetter(p.AboutMe), "aboutMe", "About me must contain words")
	}
	v.Check(p.CreatedBy == "" || Has(Options.CreatedBy, p.CreatedBy), "createdBy", "Please choose who created the profile from the list")
	if p.NativeDistrict != "" || p.NativeTaluka != "" {
		if v.Check(HasDistrict(p.NativeDistrict), "nativePlace.district", "Please choose a district from the list") {
			v.Check(p.NativeTaluka == "" || HasTaluka(p.NativeDistrict, p.NativeTaluka), "nativePlace.taluka", "Please choose a taluka of this district")
		}
	}
	if p.SubCaste != "" && v.Check(utf8.RuneCountInString(p.SubCaste) <= shortText, "subCaste", "Sub-caste must be at most 60 characters") {
		v.Check(text.HasLetter(p.SubCaste), "subCaste", "Sub-caste must contain letters")
	}
	if p.Gotra != "" && v.Check(utf8.RuneCountInString(p.Gotra) <= shortText, "gotra", "Gotra must be at most 60 characters") {
		v.Check(text.HasLetter(p.Gotra), "gotra", "Gotra must contain letters")
	}
	p.Horoscope.validate(v)
	v.Check(p.Complexion == "" || Has(Options.Complexions, p.Complexion), "complexion", "Please choose a complexion from the list")
	v.Check(p.BodyType == "" || Has(Options.BodyTypes, p.BodyType), "bodyType", "Please choose a body type from the list")
	v.Check(p.WorkingSector == "" || Has(Options.WorkingSectors, p.WorkingSector), "workingSector", "Please choose a working sector from the list")
	v.Check(p.LivingWithFamily == "" || Has(Options.YesNo, p.LivingWithFamily), "livingWithFamily", "Please choose yes or no")
}
