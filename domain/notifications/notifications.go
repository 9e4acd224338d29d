// Package notifications is what members are told, in their language: about requests, photo
// requests, and notices from the team (docs/adr/0016-trust-and-safety.md).
package notifications

import (
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
)

// Kind is what happened.
type Kind string

const (
	RequestReceived Kind = "request_received"
	RequestAccepted Kind = "request_accepted"
	RequestRejected Kind = "request_rejected"

	// A member asked to see the recipient's picture, or accepted the recipient's ask.
	PhotoRequestReceived Kind = "photo_request_received"
	PhotoRequestAccepted Kind = "photo_request_accepted"

	// Notices from the team: no actor. Subject says which (a Subject* constant), Note carries an
	// admin's own words where the notice quotes them.
	VerificationApproved Kind = "verification_approved"
	VerificationRejected Kind = "verification_rejected"
	ReportOutcome        Kind = "report_outcome"
	ModerationWarning    Kind = "moderation_warning"
	// SearchMatch tells a member that new members fit a saved search (its daily alert); Actor is
	// the newest of them and Count how many.
	SearchMatch Kind = "saved_search_match"
	// MissedCall tells the member called that Actor's call rang out or was given up unanswered
	// (docs/calls.md).
	MissedCall Kind = "missed_call"
)

// Kinds lists every kind (the contract's enumeration).
var Kinds = []Kind{RequestReceived, RequestAccepted, RequestRejected, SearchMatch, PhotoRequestReceived,
	PhotoRequestAccepted, VerificationApproved, VerificationRejected, ReportOutcome, ModerationWarning, MissedCall}

// Subjects of the team's notices.
const (
	SubjectID          = "id"           // a verification of the member's identity document
	SubjectPhoto       = "photo"        // a verification of the member's selfie
	SubjectActionTaken = "action_taken" // a report led to an action against the member reported
	SubjectNoAction    = "no_action"    // a report was reviewed and dismissed
	SubjectWarning     = "warning"      // an admin warned the member
	SubjectPhotoGone   = "photo_removed"
)

// Notification tells Recipient that Actor did Kind (to the request RequestID), or, without an
// Actor, is a notice from the team.
type Notification struct {
	ID        uuid.UUID
	Recipient uuid.UUID
	Actor     uuid.UUID // uuid.Nil for a notice from the team
	RequestID uuid.UUID // uuid.Nil unless Kind is about a connection request
	Kind      Kind
	Subject   string
	Note      string
	CreatedAt time.Time
	ReadAt    time.Time // zero while unread
	Seq       int64
	// SavedSearch and Count are an alert's (SearchMatch): RequestID is zero then.
	SavedSearch uuid.UUID
	Count       int
}

// MarkID is the id that marks a notification read in the spec's mark-as-read call: its request,
// or, for an alert or a notice (which have none), its own id.
func (n Notification) MarkID() uuid.UUID {
	if n.RequestID == uuid.Nil {
		return n.ID
	}
	return n.RequestID
}

// New is a notification about a connection request, created now.
func New(recipient, actor, request uuid.UUID, kind Kind, now time.Time) Notification {
	return Notification{ID: uuid.New(), Recipient: recipient, Actor: actor, RequestID: request, Kind: kind, CreatedAt: now}
}

// FromMember is a notification about something actor did that is not a connection request.
func FromMember(recipient, actor uuid.UUID, kind Kind, now time.Time) Notification {
	return Notification{ID: uuid.New(), Recipient: recipient, Actor: actor, Kind: kind, CreatedAt: now}
}

// Notice is a notice from the team: subject says which, note is the admin's words (may be "").
func Notice(recipient uuid.UUID, kind Kind, subject, note string, now time.Time) Notification {
	return Notification{ID: uuid.New(), Recipient: recipient, Kind: kind, Subject: subject, Note: note, CreatedAt: now}
}

// FromTeam reports whether the notification is a notice from the team (it has no actor).
func (n Notification) FromTeam() bool {
	return n.Actor == uuid.Nil && n.RequestID == uuid.Nil && n.Subject != ""
}

var messages = map[string]map[Kind]string{
	"en": {
		RequestReceived:      "%s sent you a connection request.",
		RequestAccepted:      "%s accepted your connection request.",
		RequestRejected:      "%s declined your connection request.",
		PhotoRequestReceived: "%s asked to see your photos.",
		PhotoRequestAccepted: "%s accepted your request to see their photos.",
		MissedCall:           "Missed call from %s.",
	},
	"mr": {
		RequestReceived:      "%s यांनी तुम्हाला जोडणीची विनंती पाठवली आहे.",
		RequestAccepted:      "%s यांनी तुमची जोडणीची विनंती स्वीकारली आहे.",
		RequestRejected:      "%s यांनी तुमची जोडणीची विनंती नाकारली आहे.",
		PhotoRequestReceived: "%s यांनी तुमचे फोटो पाहण्याची विनंती केली आहे.",
		PhotoRequestAccepted: "%s यांनी त्यांचे फोटो पाहण्याची तुमची विनंती स्वीकारली आहे.",
		MissedCall:           "%s यांचा कॉल चुकला.",
	},
}

// notices are the team's texts by kind and subject; a %s is the admin's note.
var notices = map[string]map[string]string{
	"en": {
		string(VerificationApproved) + "/" + SubjectID:     "Your identity has been verified. Your profile now shows the ID-verified badge.",
		string(VerificationApproved) + "/" + SubjectPhoto:  "Your photo has been verified. Your profile now shows the photo-verified badge.",
		string(VerificationRejected) + "/" + SubjectID:     "We could not verify your identity document: %s You can send another one from your dashboard.",
		string(VerificationRejected) + "/" + SubjectPhoto:  "We could not verify your selfie: %s You can send another one from your dashboard.",
		string(ReportOutcome) + "/" + SubjectActionTaken:   "Thank you for your report. We reviewed the profile and took action under our rules.",
		string(ReportOutcome) + "/" + SubjectNoAction:      "Thank you for your report. We reviewed the profile and found no breach of our rules.",
		string(ModerationWarning) + "/" + SubjectWarning:   "A warning from the Reshimgathi team: %s",
		string(ModerationWarning) + "/" + SubjectPhotoGone: "Your profile picture was removed because it broke our rules: %s",
	},
	"mr": {
		string(VerificationApproved) + "/" + SubjectID:     "तुमची ओळख पडताळली गेली आहे. तुमच्या प्रोफाइलवर आता ओळख-पडताळणीचा बॅज दिसतो.",
		string(VerificationApproved) + "/" + SubjectPhoto:  "तुमचा फोटो पडताळला गेला आहे. तुमच्या प्रोफाइलवर आता फोटो-पडताळणीचा बॅज दिसतो.",
		string(VerificationRejected) + "/" + SubjectID:     "तुमचे ओळखपत्र आम्ही पडताळू शकलो नाही: %s तुम्ही डॅशबोर्डवरून दुसरे पाठवू शकता.",
		string(VerificationRejected) + "/" + SubjectPhoto:  "तुमचा सेल्फी आम्ही पडताळू शकलो नाही: %s तुम्ही डॅशबोर्डवरून दुसरा पाठवू शकता.",
		string(ReportOutcome) + "/" + SubjectActionTaken:   "तुमच्या तक्रारीबद्दल धन्यवाद. आम्ही प्रोफाइल तपासले आणि आमच्या नियमांनुसार कारवाई केली.",
		string(ReportOutcome) + "/" + SubjectNoAction:      "तुमच्या तक्रारीबद्दल धन्यवाद. आम्ही प्रोफाइल तपासले; आमच्या नियमांचा भंग आढळला नाही.",
		string(ModerationWarning) + "/" + SubjectWarning:   "रेशीमगाठी टीमकडून इशारा: %s",
		string(ModerationWarning) + "/" + SubjectPhotoGone: "तुमचा प्रोफाइल फोटो आमच्या नियमांचा भंग करत असल्याने काढून टाकला आहे: %s",
	},
}

// Team is how a notice names its sender, in lang.
func Team(lang string) string {
	if lang == "mr" {
		return "रेशीमगाठी टीम"
	}
	return "Reshimgathi team"
}

// Message is the notification's text in lang (English when unknown), naming the actor (and, for
// an alert, the saved search).
func (n Notification) Message(lang, actorName, searchName string) string {
	if n.Kind == SearchMatch {
		return AlertText(lang, actorName, n.Count, searchName)
	}
	if _, ok := messages[lang]; !ok {
		lang = "en"
	}
	if text, ok := messages[lang][n.Kind]; ok {
		return fmt.Sprintf(text, actorName)
	}
	text, ok := notices[lang][string(n.Kind)+"/"+n.Subject]
	if !ok {
		return ""
	}
	if strings.Contains(text, "%s") {
		note := strings.TrimSpace(n.Note)
		if note != "" && !strings.ContainsAny(note[len(note)-1:], ".!?।") {
			note += "."
		}
		return fmt.Sprintf(text, note)
	}
	return text
}

// AlertText is a saved search's alert: "Priya Patil and 3 more new members fit your saved search
// “Pune, 25–30”." The number is written in the language's own digits.
func AlertText(lang, newest string, count int, search string) string {
	if lang == "mr" {
		if count == 1 {
			return fmt.Sprintf("%s या नव्या सदस्य तुमच्या जतन केलेल्या शोधात (“%s”) बसतात.", newest, search)
		}
		return fmt.Sprintf("%s आणि आणखी %s नवे सदस्य तुमच्या जतन केलेल्या शोधात (“%s”) बसतात.", newest, devanagari(count-1), search)
	}
	if count == 1 {
		return fmt.Sprintf("%s, a new member, fits your saved search “%s”.", newest, search)
	}
	return fmt.Sprintf("%s and %d more new members fit your saved search “%s”.", newest, count-1, search)
}

func devanagari(n int) string {
	out := []rune(fmt.Sprint(n))
	for i, r := range out {
		if r >= '0' && r <= '9' {
			out[i] = '०' + (r - '0')
		}
	}
	return string(out)
}
