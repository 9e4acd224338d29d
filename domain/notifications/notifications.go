// Package notifications is what members are told about requests, in their language.
package notifications

import (
	"fmt"
	"time"

	"github.com/google/uuid"
)

// Kind is what happened.
type Kind string

const (
	RequestReceived Kind = "request_received"
	RequestAccepted Kind = "request_accepted"
	RequestRejected Kind = "request_rejected"
	// SearchMatch tells a member that new members fit a saved search (its daily alert); Actor is
	// the newest of them and Count how many.
	SearchMatch Kind = "saved_search_match"
)

// Notification tells Recipient that Actor did Kind to the request RequestID.
type Notification struct {
	ID        uuid.UUID
	Recipient uuid.UUID
	Actor     uuid.UUID
	RequestID uuid.UUID
	Kind      Kind
	CreatedAt time.Time
	ReadAt    time.Time // zero while unread
	Seq       int64
	// SavedSearch and Count are an alert's (SearchMatch): RequestID is zero then.
	SavedSearch uuid.UUID
	Count       int
}

// Subject is the id that marks a notification read in the spec's mark-as-read call: its request,
// or, for an alert (which has none), its own id.
func (n Notification) Subject() uuid.UUID {
	if n.Kind == SearchMatch {
		return n.ID
	}
	return n.RequestID
}

// New is a notification created now.
func New(recipient, actor, request uuid.UUID, kind Kind, now time.Time) Notification {
	return Notification{ID: uuid.New(), Recipient: recipient, Actor: actor, RequestID: request, Kind: kind, CreatedAt: now}
}

var messages = map[string]map[Kind]string{
	"en": {
		RequestReceived: "%s sent you a connection request.",
		RequestAccepted: "%s accepted your connection request.",
		RequestRejected: "%s declined your connection request.",
	},
	"mr": {
		RequestReceived: "%s यांनी तुम्हाला जोडणीची विनंती पाठवली आहे.",
		RequestAccepted: "%s यांनी तुमची जोडणीची विनंती स्वीकारली आहे.",
		RequestRejected: "%s यांनी तुमची जोडणीची विनंती नाकारली आहे.",
	},
}

// Message is the notification's text in lang (English when unknown), naming the actor (and, for
// an alert, the saved search).
func (n Notification) Message(lang, actorName, searchName string) string {
	if n.Kind == SearchMatch {
		return AlertText(lang, actorName, n.Count, searchName)
	}
	m, ok := messages[lang]
	if !ok {
		m = messages["en"]
	}
	return fmt.Sprintf(m[n.Kind], actorName)
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
