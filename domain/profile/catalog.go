// Package profile is the member-profile context. This file is its vocabulary: every option
// list a form or filter offers, with the canonical wire value and English and Marathi labels.
// GET /api/meta/options serves these lists; validation checks against the same lists.
package profile

import "github.com/reshimgathi/reshimgathi/domain/text"

// Option is one choice of a list.
type Option struct {
	Value string
	Label text.Localized
}

// Caste is a community; Religion is empty when it spans religions.
type Caste struct {
	Option
	Religion string
}

func opt(value, en, mr string) Option {
	return Option{Value: value, Label: text.Localized{EN: en, MR: mr}}
}

func caste(religion, value, en, mr string) Caste {
	return Caste{Option: opt(value, en, mr), Religion: religion}
}

// Catalog is every option list of the product.
type Catalog struct {
	Genders, MaritalStatuses, Religions, Cities, MotherTongues []Option
	EducationLevels, Professions, FoodPrefs, BloodGroups       []Option
	YesNo, Habits, Plans, ContactGenders                       []Option
	Castes                                                     []Caste
	// The profile families expect (docs/adr/0015-matching.md): who created it, looks, work, the
	// horoscope's vocabulary, income as ranges of lakhs a year.
	CreatedBy, Complexions, BodyTypes, WorkingSectors []Option
	Manglik, PartnerManglik, Rashis, Nakshatras       []Option
	IncomeRanges                                      []IncomeRange
}

// IncomeRange is a band of annual income, in thousands of rupees a year (a lakh is 100):
// [Min, Max), Max 0 meaning no upper end.
type IncomeRange struct {
	Option
	Min, Max int
}

// Options is the catalog the whole product uses.
var Options = Catalog{
	Genders: []Option{opt("male", "Male", "पुरुष"), opt("female", "Female", "स्त्री")},
	ContactGenders: []Option{opt("male", "Male", "पुरुष"), opt("female", "Female", "स्त्री"),
		opt("other", "Other", "इतर")},
	MaritalStatuses: []Option{
		opt("single", "Never Married", "अविवाहित"), opt("divorce", "Divorced", "घटस्फोटित"),
		opt("widow", "Widowed", "विधवा/विधुर"), opt("awaiting-divorce", "Awaiting Divorce", "घटस्फोट प्रलंबित"),
	},
	Religions: []Option{
		opt("hindu", "Hindu", "हिंदू"), opt("muslim", "Muslim", "मुस्लिम"), opt("christian", "Christian", "ख्रिश्चन"),
		opt("sikh", "Sikh", "शीख"), opt("jain", "Jain", "जैन"), opt("buddhist", "Buddhist", "बौद्ध"),
		opt("parsi", "Parsi", "पारशी"), opt("jewish", "Jewish", "ज्यू"), opt("spiritual", "Spiritual", "आध्यात्मिक"),
		opt("atheist", "Atheist", "निरीश्वरवादी"), opt("other", "Other", "इतर"),
	},
	Castes:          castes,
	Cities:          cities,
	MotherTongues:   motherTongues,
	EducationLevels: educationLevels,
	Professions:     professions,
	FoodPrefs: []Option{
		opt("veg", "Vegetarian", "शाकाहारी"), opt("non-veg", "Non-Vegetarian", "मांसाहारी"),
		opt("eggetarian", "Eggetarian", "अंडाहारी"), opt("vegan", "Vegan", "वीगन"),
	},
	BloodGroups: []Option{
		opt("A+", "A+", "A+"), opt("A-", "A-", "A-"), opt("B+", "B+", "B+"), opt("B-", "B-", "B-"),
		opt("O+", "O+", "O+"), opt("O-", "O-", "O-"), opt("AB+", "AB+", "AB+"), opt("AB-", "AB-", "AB-"),
	},
	YesNo:  []Option{opt("no", "No", "नाही"), opt("yes", "Yes", "होय")},
	Habits: []Option{opt("no", "No", "नाही"), opt("yes", "Yes", "होय"), opt("occasionally", "Occasionally", "कधीकधी")},
	Plans: []Option{
		opt("basic", "Basic", "बेसिक"), opt("standard", "Standard", "स्टँडर्ड"),
		opt("premium", "Premium", "प्रीमियम"), opt("elite", "Elite", "एलिट"),
	},
	CreatedBy: []Option{
		opt("self", "Self", "स्वतः"), opt("parent", "Parent", "आई-वडील"), opt("sibling", "Sibling", "भाऊ/बहीण"),
		opt("relative", "Relative", "नातेवाईक"), opt("friend", "Friend", "मित्र/मैत्रीण"),
	},
	Complexions: []Option{
		opt("very-fair", "Very fair", "अतिशय गोरा"), opt("fair", "Fair", "गोरा"), opt("wheatish", "Wheatish", "गव्हाळ"),
		opt("wheatish-brown", "Wheatish brown", "सावळा"), opt("dark", "Dark", "काळा-सावळा"),
	},
	BodyTypes: []Option{
		opt("slim", "Slim", "सडपातळ"), opt("average", "Average", "मध्यम"), opt("athletic", "Athletic", "कसलेला"),
		opt("heavy", "Heavy", "भरदार"),
	},
	WorkingSectors: []Option{
		opt("private", "Private company", "खासगी कंपनी"), opt("government", "Government / public sector", "सरकारी / निमसरकारी"),
		opt("business", "Business", "व्यवसाय"), opt("self-employed", "Self-employed / professional", "स्वयंरोजगार / व्यावसायिक"),
		opt("defence", "Defence / police", "संरक्षण दल / पोलीस"), opt("agriculture", "Agriculture", "शेती"),
		opt("not-working", "Not working", "नोकरी करत नाही"),
	},
	Manglik: []Option{opt("no", "No", "नाही"), opt("yes", "Yes", "होय"), opt("partial", "Partial (anshik)", "अंशिक")},
	PartnerManglik: []Option{
		opt("no", "Non-manglik only", "फक्त अमांगलिक"), opt("yes", "Manglik (or partial) only", "फक्त मांगलिक (अंशिकसह)"),
	},
	Rashis:     rashis,
	Nakshatras: nakshatras,
	IncomeRanges: []IncomeRange{
		{opt("0-2.5", "Up to ₹2.5 lakh", "₹२.५ लाखांपर्यंत"), 0, 250},
		{opt("2.5-5", "₹2.5–5 lakh", "₹२.५–५ लाख"), 250, 500},
		{opt("5-7.5", "₹5–7.5 lakh", "₹५–७.५ लाख"), 500, 750},
		{opt("7.5-10", "₹7.5–10 lakh", "₹७.५–१० लाख"), 750, 1000},
		{opt("10-15", "₹10–15 lakh", "₹१०–१५ लाख"), 1000, 1500},
		{opt("15-20", "₹15–20 lakh", "₹१५–२० लाख"), 1500, 2000},
		{opt("20-30", "₹20–30 lakh", "₹२०–३० लाख"), 2000, 3000},
		{opt("30-50", "₹30–50 lakh", "₹३०–५० लाख"), 3000, 5000},
		{opt("50+", "₹50 lakh and above", "₹५० लाख व अधिक"), 5000, 0},
	},
}

// AnnualIncomeRange is the band (a lakh-range code) that an income of kMonth thousands of rupees a
// month falls in: the profile keeps the spec's monthly figure, members read it per year in lakhs.
func AnnualIncomeRange(kMonth int) string {
	perYear := kMonth * 12
	for _, r := range Options.IncomeRanges {
		if perYear >= r.Min && (r.Max == 0 || perYear < r.Max) {
			return r.Value
		}
	}
	return ""
}

// IncomeRangeMin is the monthly income (thousands of rupees) from which a range starts, false
// for an unknown code: what "at least this range" filters on.
func IncomeRangeMin(code string) (kMonth int, ok bool) {
	for _, r := range Options.IncomeRanges {
		if r.Value == code {
			return (r.Min + 11) / 12, true
		}
	}
	return 0, false
}

// Has reports whether value is one of the list's canonical values.
func Has(list []Option, value string) bool {
	for _, o := range list {
		if o.Value == value {
			return true
		}
	}
	return false
}

// HasCaste reports whether value is a listed community.
func HasCaste(value string) bool {
	for _, c := range castes {
		if c.Value == value {
			return true
		}
	}
	return false
}
