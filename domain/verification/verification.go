// Package verification is how members earn their badges (docs/adr/0016-trust-and-safety.md):
// an e-mail proved by a signed link, a phone by a texted 6-digit code, and an identity document
// or a selfie checked by an admin. Standard library and uuid only.
package verification

import (
	"crypto/sha256"
	"encoding/binary"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// Phone codes follow the reset codes' rules (docs/security.md 5): 6 digits from crypto/rand
// (identity.NewOTP), only a hash stored, 10 minutes, 5 wrong tries, used once, a new code
// cancels the old. At most CodesPerHour are texted to one account in an hour: each one costs
// an SMS.
const (
	CodeLifetime    = identity.OTPLifetime
	CodeMaxAttempts = identity.OTPMaxAttempts
	CodesPerHour    = 3
	// EmailLinkLifetime is how long a mailed verification link works.
	EmailLinkLifetime = 24 * time.Hour
	// ReviewPromise is how soon an admin decides a document: the site promises 24 hours.
	ReviewPromise = 24 * time.Hour
)

// phoneCodeDomain separates these digests from the reset codes' (and any other SHA-256 use).
const phoneCodeDomain = "reshimgathi/verification/phone-code/v1"

// HashPhoneCode is what is stored instead of a texted code, bound to the account and the number
// it went to, so a row copied elsewhere never matches.
func HashPhoneCode(account uuid.UUID, phone, code string) []byte {
	h := sha256.New()
	h.Write([]byte(phoneCodeDomain))
	h.Write([]byte{0})
	h.Write(account[:])
	for _, s := range []string{phone, code} {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], uint32(len(s)))
		h.Write(n[:])
		h.Write([]byte(s))
	}
	return h.Sum(nil)
}

// Kind is what a document proves.
type Kind string

const (
	KindID    Kind = "id"    // a government identity document
	KindPhoto Kind = "photo" // a selfie, compared with the profile picture
)

// Status is where a document stands in the admins' queue.
type Status string

const (
	Pending  Status = "pending"
	Approved Status = "approved"
	Rejected Status = "rejected"
)

// DocumentTypes are the identity documents accepted in India.
var DocumentTypes = []string{"aadhaar", "pan", "passport", "voter-id", "driving-licence"}

var (
	ErrAlreadyVerified = errs.New(errs.ErrConflict, "already_verified", "This is already verified.")
	ErrPending         = errs.New(errs.ErrConflict, "verification_pending", "We are already checking a document you sent. We will tell you within 24 hours.")
	ErrLinkInvalid     = errs.New(errs.ErrGone, "verification_link_invalid", "This verification link is invalid or has expired. Please ask for a new one from your dashboard.")
	ErrCodeInvalid     = errs.New(errs.ErrGone, "verification_code_invalid", "The code is wrong or has expired. Please ask for a new one.")
	ErrNotFound        = errs.New(errs.ErrNotFound, "verification_not_found", "This verification request is not waiting for a decision.")
	ErrNoPhone         = errs.New(errs.ErrConflict, "phone_missing", "Add a mobile number to your profile first.")
)

// Document is a member's request for an admin to check an image.
type Document struct {
	Kind         Kind
	DocumentType string // for KindID: one of DocumentTypes
}

// NewDocument validates what the member says they send.
func NewDocument(kind, documentType string) (Document, error) {
	var v errs.Validator
	d := Document{Kind: Kind(kind), DocumentType: strings.TrimSpace(documentType)}
	v.Check(d.Kind == KindID || d.Kind == KindPhoto, "kind", "Please choose what you are sending.")
	if d.Kind == KindID {
		ok := false
		for _, t := range DocumentTypes {
			ok = ok || t == d.DocumentType
		}
		v.Check(ok, "documentType", "Please choose the type of identity document.")
	} else {
		d.DocumentType = ""
	}
	return d, v.Err("Please fix the errors in the form.")
}

// Decision limits: a rejection says why, in the admin's words the member will read.
const (
	MinReasonLength = 3
	MaxReasonLength = 500
)

// NewRejectionReason is an admin's reason for rejecting a document, trimmed.
func NewRejectionReason(s string) (string, error) {
	s = strings.TrimSpace(s)
	var v errs.Validator
	n := utf8.RuneCountInString(s)
	v.Check(n >= MinReasonLength && n <= MaxReasonLength, "reason", "Please give a reason (3 to 500 characters).")
	return s, v.Err("Please fix the errors in the form.")
}

// Item is a pending document in the admins' queue.
type Item struct {
	ID           uuid.UUID
	Kind         Kind
	DocumentType string
	SubmittedAt  time.Time
	Member       uuid.UUID
	MemberCode   string
	MemberName   string
	PhotoID      string // the profile picture a selfie is compared with
}

// DueAt is when the 24-hour promise runs out for an item submitted at t.
func DueAt(t time.Time) time.Time { return t.Add(ReviewPromise) }

// Record is the newest request of one kind a member made, as their dashboard shows it.
type Record struct {
	ID           uuid.UUID
	Kind         Kind
	DocumentType string
	Status       Status
	SubmittedAt  time.Time
	DecidedAt    *time.Time
	Reason       string // a rejection's reason
}
