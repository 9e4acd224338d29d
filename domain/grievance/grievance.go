// Package grievance is the grievance officer's desk (docs/adr/0016-trust-and-safety.md): anyone
// may complain, gets a ticket number at once and an acknowledgement by e-mail, and follows the
// ticket's status; the IT Rules 2021, rule 3(2), set the clocks. Standard library and uuid only.
package grievance

import (
	"crypto/rand"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

// The clocks of rule 3(2): a complaint is acknowledged within 24 hours and resolved within 15
// days; a complaint that a picture impersonates someone or is morphed is acted on within 24 hours.
const (
	AcknowledgeWithin = 24 * time.Hour
	ResolveWithin     = 15 * 24 * time.Hour
	TakedownWithin    = 24 * time.Hour
)

// Category is what the complaint is about.
type Category string

const (
	Impersonation Category = "impersonation"
	MorphedPhoto  Category = "morphed-photo"
	Harassment    Category = "harassment"
	Fraud         Category = "fraud"
	Privacy       Category = "privacy"
	Other         Category = "other"
)

// Categories lists them in the order the form shows them.
var Categories = []Category{Impersonation, MorphedPhoto, Harassment, Fraud, Privacy, Other}

// Status is where a ticket stands.
type Status string

const (
	Received   Status = "received"
	InProgress Status = "in-progress"
	Resolved   Status = "resolved"
	Rejected   Status = "rejected"
)

// Open reports whether the officer still owes an answer.
func (s Status) Open() bool { return s == Received || s == InProgress }

var (
	ErrNotFound = errs.New(errs.ErrNotFound, "grievance_not_found",
		"No complaint with this ticket number and e-mail address. Please check both.")
)

// Complaint is one ticket.
type Complaint struct {
	ID             uuid.UUID
	Ticket         string
	Name           string
	Email          string
	Phone          string
	MemberCode     string // the complainant's, when they are a member and say so
	AgainstCode    string // the profile complained about, if any
	Category       Category
	Description    string
	Status         Status
	CreatedAt      time.Time
	AcknowledgedAt *time.Time
	ResolvedAt     *time.Time
	Resolution     string
	UpdatedAt      time.Time
}

// AcknowledgeBy is when the complaint must have been acknowledged.
func (c Complaint) AcknowledgeBy() time.Time { return c.CreatedAt.Add(AcknowledgeWithin) }

// ResolveBy is when it must be resolved: 24 hours for impersonation and morphed pictures, 15 days
// for everything else.
func (c Complaint) ResolveBy() time.Time {
	if c.Category == Impersonation || c.Category == MorphedPhoto {
		return c.CreatedAt.Add(TakedownWithin)
	}
	return c.CreatedAt.Add(ResolveWithin)
}

// ticketAlphabet is the member codes' (no 0, 1, I, O: tickets are read out on the phone).
const ticketAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// NewTicket draws a ticket number like GR4K7Q2PXA: random, so numbers say nothing of volumes.
func NewTicket() string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	out := []byte("GR")
	for _, x := range b {
		out = append(out, ticketAlphabet[int(x)%len(ticketAlphabet)]) // 256 % 32 == 0: no bias
	}
	return string(out)
}

// ValidTicket reports whether s could be a ticket number.
func ValidTicket(s string) bool {
	if len(s) != 10 || !strings.HasPrefix(s, "GR") {
		return false
	}
	return strings.Trim(s[2:], ticketAlphabet) == ""
}

// Form is what the complaint form sends.
type Form struct {
	Name, Email, Phone, MemberCode, AgainstCode, Category, Description string
	Language                                                           string // of the acknowledgement: en or mr
}

// New validates a complaint and gives it a ticket.
func New(f Form, now time.Time) (Complaint, error) {
	c := Complaint{ID: uuid.New(), Ticket: NewTicket(), Name: strings.TrimSpace(f.Name),
		Email: contactinfo.NormalizeEmail(f.Email), Phone: strings.TrimSpace(f.Phone),
		MemberCode: strings.ToUpper(strings.TrimSpace(f.MemberCode)), AgainstCode: strings.ToUpper(strings.TrimSpace(f.AgainstCode)),
		Category: Category(f.Category), Description: strings.TrimSpace(f.Description), Status: Received,
		CreatedAt: now, UpdatedAt: now}
	var v errs.Validator
	n := utf8.RuneCountInString(c.Name)
	v.Check(n >= 2 && n <= 100 && text.HasLetter(c.Name), "name", "Name must be 2 to 100 characters")
	v.Check(contactinfo.ValidEmail(c.Email), "email", "Invalid email format")
	if c.Phone != "" {
		v.Check(contactinfo.ValidPhone(c.Phone), "phone", "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9")
	}
	known := false
	for _, x := range Categories {
		known = known || x == c.Category
	}
	v.Check(known, "category", "Please choose what your complaint is about.")
	d := utf8.RuneCountInString(c.Description)
	v.Check(d >= 10 && d <= 4000, "description", "Please describe your complaint in 10 to 4,000 characters.")
	return c, v.Err("Please fix the errors in the form.")
}

// Update is the officer's change of a ticket.
type Update struct {
	Status     Status
	Resolution string
}

// NewUpdate validates the officer's change: closing a ticket says how it was resolved.
func NewUpdate(status, resolution string) (Update, error) {
	u := Update{Status: Status(status), Resolution: strings.TrimSpace(resolution)}
	var v errs.Validator
	v.Check(u.Status == Received || u.Status == InProgress || u.Status == Resolved || u.Status == Rejected,
		"status", "Please choose a status.")
	n := utf8.RuneCountInString(u.Resolution)
	if u.Status == Resolved || u.Status == Rejected {
		v.Check(n >= 3 && n <= 2000, "resolution", "Please say how the complaint was resolved (3 to 2,000 characters).")
	} else {
		v.Check(n <= 2000, "resolution", "Please say how the complaint was resolved (3 to 2,000 characters).")
	}
	return u, v.Err("Please fix the errors in the form.")
}

// Officer is who answers complaints, as the grievance page names them (the advisory and rule
// 3(2) ask for a name and contact details).
type Officer struct {
	Name, Designation, Email, Phone string
	Address                         []string
	Hours                           string
}
