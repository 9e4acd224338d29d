// Package site is the public-website context: what visitors read (success stories, blog)
// and what they send the office (contact messages, feedback).
package site

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

// ErrPostNotFound is answered for an unknown or unpublished article.
var ErrPostNotFound = errs.New(errs.ErrNotFound, "post_not_found", "This article does not exist.")

// Story is a couple who met on Reshimgathi.
type Story struct {
	ID          uuid.UUID
	CoupleNames string
	City        string
	Year        int
	Story       text.Localized
	PhotoURL    string
}

// Post is a blog article; Body is empty in list views.
type Post struct {
	Slug        string
	Title       text.Localized
	Excerpt     text.Localized
	Body        text.Localized
	Author      string
	PublishedAt time.Time
}

// ContactGender is the contact form's own gender list: unlike a profile it allows "other".
type ContactGender string

const (
	ContactMale   ContactGender = "male"
	ContactFemale ContactGender = "female"
	ContactOther  ContactGender = "other"
)

// ContactMessage is a visitor's message to the office.
type ContactMessage struct {
	ID        uuid.UUID
	Name      string
	Email     string
	Phone     string
	Gender    ContactGender
	Message   string
	CreatedAt time.Time
}

// Feedback is a visitor's rating of the service.
type Feedback struct {
	ID        uuid.UUID
	Name      string
	Email     string
	Rating    int
	Text      string
	CreatedAt time.Time
}

const formSummary = "Please fix the errors in the form."

// NewContactMessage validates a submission; the contract checks the same rules first, this
// keeps the domain correct for callers that do not come through HTTP.
func NewContactMessage(name, email, phone, gender, message string, now time.Time) (ContactMessage, error) {
	var v errs.Validator
	m := ContactMessage{
		ID: uuid.New(), Name: strings.TrimSpace(name), Email: strings.TrimSpace(email),
		Phone: strings.TrimSpace(phone), Gender: ContactGender(strings.ToLower(gender)),
		Message: strings.TrimSpace(message), CreatedAt: now,
	}
	checkName(&v, m.Name)
	checkEmail(&v, m.Email)
	v.Check(contactinfo.ValidPhone(m.Phone), "phone", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9")
	v.Check(m.Gender == ContactMale || m.Gender == ContactFemale || m.Gender == ContactOther,
		"gender", "Gender is required")
	v.Check(lengthBetween(m.Message, 5, 2000), "message", "Message must be 5 to 2000 characters")
	return m, v.Err(formSummary)
}

// NewFeedback validates a feedback submission.
func NewFeedback(name, email string, rating int, feedback string, now time.Time) (Feedback, error) {
	var v errs.Validator
	f := Feedback{
		ID: uuid.New(), Name: strings.TrimSpace(name), Email: strings.TrimSpace(email),
		Rating: rating, Text: strings.TrimSpace(feedback), CreatedAt: now,
	}
	checkName(&v, f.Name)
	checkEmail(&v, f.Email)
	v.Check(rating >= 1 && rating <= 5, "rating", "Rating must be between 1 and 5")
	v.Check(lengthBetween(f.Text, 2, 2000), "feedback", "Feedback must be 2 to 2000 characters")
	return f, v.Err(formSummary)
}

func checkName(v *errs.Validator, name string) {
	if v.Check(lengthBetween(name, 2, 100), "name", "Name must be 2 to 100 characters") {
		v.Check(text.HasLetter(name), "name", "A name must contain letters.")
	}
}

func checkEmail(v *errs.Validator, email string) {
	v.Check(contactinfo.ValidEmail(email), "email", "Invalid email format")
}

func lengthBetween(s string, lo, hi int) bool {
	n := utf8.RuneCountInString(s)
	return n >= lo && n <= hi
}
