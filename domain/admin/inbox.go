package admin

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// InboxKind says which public form an inbox item came from.
type InboxKind string

const (
	InboxContact  InboxKind = "contact"
	InboxFeedback InboxKind = "feedback"
)

// InboxItem is one contact message or piece of feedback, as admins read and answer it.
type InboxItem struct {
	Kind      InboxKind
	ID        uuid.UUID
	Name      string
	Email     string
	Phone     string // contact messages only
	Gender    string // contact messages only
	Rating    int    // feedback only
	Message   string
	CreatedAt time.Time
	HandledAt *time.Time
	HandledBy string // the admin's e-mail
	Note      string
}

// ErrInboxItemNotFound is an unknown item.
var ErrInboxItemNotFound = errs.New(errs.ErrNotFound, "inbox_item_not_found", "This message does not exist.")

// MaxNoteLength bounds an admin's note on an inbox item, in characters.
const MaxNoteLength = 2000

// NewNote checks an admin's note (empty is allowed: the flag alone may be enough).
func NewNote(s string) (string, error) {
	s = strings.TrimSpace(s)
	var v errs.Validator
	v.Check(utf8.RuneCountInString(s) <= MaxNoteLength, "note", "The note must be at most 2000 characters.")
	return s, v.Err("Please fix the errors in the form.")
}
