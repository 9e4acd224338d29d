// Package messages is the messaging context: text messages between connected members, who may
// send them, and what a message may hold (docs/decisions.md §4, docs/adr/0013-messaging.md).
package messages

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// MaxLength is the longest message, in characters (Unicode code points), after trimming.
const MaxLength = 2000

// A history page holds 30 messages unless an API user asks for up to 100; a list page 20
// conversations, up to 50.
const (
	MessagesPerPage         = 30
	MaxMessagesPerPage      = 100
	ConversationsPerPage    = 20
	MaxConversationsPerPage = 50
)

var (
	ErrSelf         = errs.New(errs.ErrInvalid, "message_self", "You cannot message yourself.")
	ErrNotConnected = errs.New(errs.ErrForbidden, "not_connected",
		"You can message only members you are connected with.")
	// ErrSubscriptionRequired words the gate as the spec does (docs/product.md §2, profile menu).
	ErrSubscriptionRequired = errs.New(errs.ErrPaymentRequired, "messaging_subscription_required",
		"Upgrade membership to call or message with matches")
	ErrConversationNotFound = errs.New(errs.ErrNotFound, "conversation_not_found", "This conversation does not exist.")
	ErrMessageNotFound      = errs.New(errs.ErrNotFound, "message_not_found", "This message is not part of the conversation.")
)

// textSummary is the summary of a refused message text.
const textSummary = "Please fix the errors in the form."

// NewText is a message's text as stored: surrounding white space trimmed, line breaks as "\n",
// 1 to MaxLength characters. It stays text — nothing is escaped or stripped, so what a member
// typed (HTML included) is exactly what the other member reads, rendered as text.
func NewText(s string) (string, error) {
	s = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n"))
	var v errs.Validator
	if v.Check(s != "", "text", "Please write a message.") &&
		v.Check(utf8.RuneCountInString(s) <= MaxLength, "text", "A message can be at most 2,000 characters.") {
		v.Check(!hasControl(s), "text", "A message cannot contain control characters.")
	}
	if err := v.Err(textSummary); err != nil {
		return "", err
	}
	return s, nil
}

// hasControl finds characters that are not text: C0 and C1 controls other than tab and line
// feed (PostgreSQL refuses NUL outright; the rest would be invisible or garble a screen).
func hasControl(s string) bool {
	for _, r := range s {
		if r == '\n' || r == '\t' {
			continue
		}
		if r < 0x20 || (r >= 0x7f && r < 0xa0) {
			return true
		}
	}
	return false
}

// Conversation is the one conversation of a pair of members.
type Conversation struct {
	ID        uuid.UUID
	StartedBy uuid.UUID // the member who sent the first message
	StartedAt time.Time
}

// Exists reports whether the pair has exchanged a message yet.
func (c Conversation) Exists() bool { return c.ID != uuid.Nil }

// Pair is what the send rule looks at, read in the transaction that stores the message.
type Pair struct {
	Connected    bool // an accepted connection request between the two
	Conversation Conversation
}

// MaySend decides whether sender may send a message within pair now. Messaging is for
// connections; it is unlocked by the sender's active subscription, and the other member can
// always reply to a conversation a subscriber started. Only a subscriber can start one, so
// "started by the other member" is "started by a subscriber".
func MaySend(sender uuid.UUID, subscribed bool, p Pair) error {
	switch {
	case !p.Connected:
		return ErrNotConnected
	case subscribed:
		return nil
	case p.Conversation.Exists() && p.Conversation.StartedBy != sender:
		return nil
	}
	return ErrSubscriptionRequired
}

// Message is one text message of a conversation. Seq is its position among everything a
// member's live stream carries (it orders history and resumes streams).
type Message struct {
	ID           uuid.UUID
	Conversation uuid.UUID
	Sender       uuid.UUID
	Text         string
	SentAt       time.Time
	Seq          int64
}
