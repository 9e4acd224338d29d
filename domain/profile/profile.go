package profile

import (
	"crypto/rand"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Fixed for every member: the service is Maharashtra's (docs/decisions.md §3).
const (
	State   = "Maharashtra"
	Country = "India"
)

// Minimum ages for members, by gender, and for a partner preference.
const (
	MinAgeFemale  = 18
	MinAgeMale    = 21
	MinPartnerAge = 18
)

var (
	ErrNotFound   = errs.New(errs.ErrNotFound, "member_not_found", "This member does not exist.")
	ErrNoChanges  = errs.New(errs.ErrInvalid, "no_changes", "No changes detected.")
	ErrEmailTaken = errs.New(errs.ErrConflict, "email_taken", "This e-mail is already registered. Please log in or use another e-mail.")
	ErrPhoneTaken = errs.New(errs.ErrConflict, "phone_taken", "This phone number is already registered. Please use another number.")
)

// Partner is what a member looks for; empty strings, empty lists and zero heights mean "any".
// Every set preference is a hard one: matches meet all of them (domain/matching).
type Partner struct {
	AgeMin, AgeMax       int
	City, Caste          string
	Religion             string
	HeightMin, HeightMax int
	MaritalStatuses      []string // any of these; empty: any status
	Manglik              string   // "no": non-manglik only, "yes": manglik or partial; "": either
}

// Contact is what a paying viewer may reveal; it lives with the account.
type Contact struct {
	Email string
	Phone string
}

// Profile is a member as other members see them (contact details aside).
type Profile struct {
	AccountID   uuid.UUID
	Code        string
	FullName    string
	Gender      string
	DOB         time.Time
	Religion    string
	Caste       string
	CustomCaste string
	// CustomReligion names a religion of "other" (docs/product.md §3); empty otherwise.
	CustomReligion string
	MaritalStatus  string
	Children       int
	City           string
	Education      string
	Profession     string
	IncomeKMonth   int
	HeightCM       int
	WeightKG       int
	BloodGroup     string
	Languages      []string
	MotherTongue   string // a catalog value; the first language when the member gave none
	Hobbies        []string
	Father         string
	FatherJob      string
	Mother         string
	MotherJob      string
	Siblings       int
	FoodPref       string
	Disability     string
	Drinking       string
	Smoking        string
	// PreferredPlan is the plan the member picked when registering (or on the edit screen): it
	// pre-selects /buy and is never shown to others. The plan a member has is their active paid
	// subscription (domain/plans), never this.
	PreferredPlan string
	Partner       Partner
	// The profile Maharashtrian families expect (docs/adr/0015-matching.md); all optional, so
	// members who registered before them keep working with them empty.
	AboutMe          string
	CreatedBy        string // self, parent, sibling, relative, friend
	NativeDistrict   string // native place: a district and one of its talukas
	NativeTaluka     string
	SubCaste, Gotra  string
	Horoscope        Horoscope
	Complexion       string
	BodyType         string
	WorkingSector    string
	LivingWithFamily string // yes, no; "" when not said
	// TermsAcceptedAt is when the member accepted the terms and the privacy policy at
	// registration (zero for those who registered through an API client that did not send it).
	TermsAcceptedAt time.Time
	PhotoID         string
	Language        string
	Contact         Contact
	RegisteredAt    time.Time
	UpdatedAt       time.Time
	LastActiveAt    time.Time
	Suspended       bool // hidden from everyone but the member
	// Trust and safety (docs/adr/0016-trust-and-safety.md): what the member proved, who sees
	// their picture (PhotoVisibilities), and whether they paused their profile (hidden from
	// discovery; they still log in).
	Badges          Badges
	PhotoVisibility string
	Paused          bool
}

// District is where the member lives: the district of their city (DistrictOfCity).
func (p Profile) District() string { return DistrictOfCity(p.City) }

// AnnualIncome is the member's income as a range of lakhs a year (AnnualIncomeRange).
func (p Profile) AnnualIncome() string { return AnnualIncomeRange(p.IncomeKMonth) }

// Age in whole years on the given day.
func (p Profile) Age(now time.Time) int { return AgeOn(p.DOB, now) }

// AgeOn is the age in whole years of someone born on dob, on now's date.
func AgeOn(dob, now time.Time) int {
	y1, m1, d1 := dob.Date()
	y2, m2, d2 := now.Date()
	age := y2 - y1
	if m2 < m1 || (m2 == m1 && d2 < d1) {
		age--
	}
	return age
}

// codeAlphabet leaves out 0, 1, I and O, which members misread when they type a code heard on the phone.
const codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// NewMemberCode draws a public member code like MH4K7Q2PXA: random, so codes reveal nothing about
// order or volume of sign-ups.
func NewMemberCode() string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	code := []byte("MH")
	for _, x := range b {
		code = append(code, codeAlphabet[int(x)%len(codeAlphabet)]) // 256 % 32 == 0: no bias
	}
	return string(code)
}
