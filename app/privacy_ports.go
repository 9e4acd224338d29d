package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/biodatalink"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/push"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// PrivacyStore reads and erases everything stored about one member (docs/security.md 22).
type PrivacyStore interface {
	// MemberData gathers the member's data as one consistent snapshot.
	MemberData(ctx context.Context, id uuid.UUID) (MemberData, error)
	// Erase deletes the account and everything that hangs off it in one transaction, and tells
	// every instance to forget the account. Payments stay, without anything naming the member
	// (the law requires the records; docs/adr/0008-erasure.md). It answers the picture the profile showed ("" when
	// none) and the keys of identity documents still waiting for an admin (docs/adr/0016);
	// errs.ErrNotFound when there is no such account.
	Erase(ctx context.Context, id uuid.UUID) (photoID string, documents []string, err error)
}

// MemberData is everything stored about a member. Other members appear by member code only:
// their names and details are theirs, not part of this member's copy.
type MemberData struct {
	Account       identity.Account
	Profile       profile.Profile
	Requests      []RequestRecord
	Notifications []NotificationRecord
	Subscriptions []plans.Subscription
	Reveals       []RevealRecord
	Messages      []MessageRecord
	Calls         []CallView // docs/calls.md: the log, nothing of what was said
	Payments      []payments.Payment
	SavedSearches []matching.SavedSearch
	PushDevices   []push.Subscription // docs/push.md: the devices pushed to, with their choices
	BiodataLinks  []biodatalink.Link  // docs/biodata.md: every share link made, never a token
}

// RequestRecord is one connection request the member sent or received.
type RequestRecord struct {
	Other     string // the other member's code
	Sent      bool
	Status    requests.Status
	CreatedAt time.Time
	DecidedAt *time.Time
}

// NotificationRecord is one notification the member received.
type NotificationRecord struct {
	Kind      notifications.Kind
	Actor     string // member code
	CreatedAt time.Time
	ReadAt    *time.Time
}

// RevealRecord is one member whose contact details this member revealed.
type RevealRecord struct {
	Member     string
	RevealedAt time.Time
}

// MessageRecord is one message of the member's conversations, sent or received.
type MessageRecord struct {
	Other  string // the other member's code
	Sent   bool
	Text   string
	SentAt time.Time
	Read   bool // read by the member it went to
}
