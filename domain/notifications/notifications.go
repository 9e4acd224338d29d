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

// Message is the notification's text in lang (English when unknown), naming the actor.
func (n Notification) Message(lang, actorName string) string {
	m, ok := messages[lang]
	if !ok {
		m = messages["en"]
	}
	return fmt.Sprintf(m[n.Kind], actorName)
}
