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
