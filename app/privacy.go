package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
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
	Payments      []payments.Payment
	SavedSearches []matching.SavedSearch
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

// errWrongPassword refuses to erase an account when the password does not confirm it: a token
// left on a shared phone must not be enough to delete a member.
var errWrongPassword = &errs.ValidationError{
	Message: "Please fix the errors in the form.",
	Fields:  []errs.FieldError{{Field: "password", Message: "The password is not correct."}},
}

// ExportData is the member's copy of everything stored about them.
func (a *Accounts) ExportData(ctx context.Context, id uuid.UUID) (MemberData, error) {
	d, err := a.Privacy.MemberData(ctx, id)
	if err != nil {
		return MemberData{}, err
	}
	a.Log.Info("data exported", slog.String("account", id.String()))
	return d, nil
}

// DeleteAccount erases the member for good once their password confirms it: the account,
// profile, picture, requests, notifications, subscriptions, reveals and conversations. Payment
// records stay, with the member's name and e-mail cleared. Their tokens stop
// working on every instance at once.
func (a *Accounts) DeleteAccount(ctx context.Context, ip netip.Addr, id uuid.UUID, password string) error {
	acct, err := a.Store.AccountByID(ctx, id)
	if err != nil {
		return err
	}
	// Password guesses through this door count like failed logins, by the same rules and in the
	// same counts (lockout.go): a stolen token is no better an oracle than the login form.
	if err := a.admitPasswordAttempt(ctx, acct.Email, ip); err != nil {
		return err
	}
	ok, _, err := a.Hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil {
		return err
	}
	if !ok {
		a.Log.Warn("account deletion refused", slog.String("account", id.String()), slog.String("reason", "wrong password"))
		return errWrongPassword
	}
	photo, documents, err := a.Privacy.Erase(ctx, id)
	if errors.Is(err, errs.ErrNotFound) {
		return errs.ErrUnauthenticated // erased a moment ago by a concurrent call
	}
	if err != nil {
		return err
	}
	releasePhoto(ctx, a.Profiles, a.Photos, a.Log, photo)
	deleteDocuments(ctx, a.Documents, a.Log, documents)
	a.Log.Info("account deleted", slog.String("account", id.String()))
	return nil
}

// deleteDocuments deletes identity documents of an erased member from storage (the rows went
// with the account). A failure is logged: the rows are already gone.
func deleteDocuments(ctx context.Context, store DocumentStore, log *slog.Logger, keys []string) {
	if store == nil {
		return
	}
	ctx = context.WithoutCancel(ctx)
	for _, key := range keys {
		if err := store.DeleteDocument(ctx, key); err != nil {
			log.Error("document not deleted", slog.String("error", err.Error()))
		}
	}
}
