package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// errWrongPassword refuses to erase an account when the password does not confirm it: a token
// left on a shared phone must not be enough to delete a member.
var errWrongPassword = &errs.ValidationError{
	Message: "Please fix the errors in the form.",
	Fields:  []errs.FieldError{{Field: "password", Message: "The password is not correct."}},
}

// DeleteAccount erases the member for good once their password confirms it.
type DeleteAccount struct {
	store     AccountStore
	profiles  ProfileStore
	photos    PhotoStore
	hasher    identity.PasswordHasher
	privacy   PrivacyStore
	documents DocumentStore
	passwords passwordThrottle
	log       *slog.Logger
}

func NewDeleteAccount(store AccountStore, profiles ProfileStore, photos PhotoStore, hasher identity.PasswordHasher,
	privacy PrivacyStore, documents DocumentStore, passwords passwordThrottle, log *slog.Logger) *DeleteAccount {
	return mustHave(&DeleteAccount{store: store, profiles: profiles, photos: photos, hasher: hasher, privacy: privacy,
		documents: documents, passwords: passwords, log: logOr(log)})
}

// Handle erases the account, profile, picture, requests, notifications, subscriptions, reveals,
// conversations and identity documents. Payment records stay, with the member's name and e-mail
// cleared. Their tokens stop working on every instance at once.
func (c *DeleteAccount) Handle(ctx context.Context, ip netip.Addr, id uuid.UUID, password string) error {
	acct, err := c.store.AccountByID(ctx, id)
	if err != nil {
		return err
	}
	// Password guesses through this door count like failed logins, by the same rules and in the
	// same counts (lockout.go): a stolen token is no better an oracle than the login form.
	if err := c.passwords.admit(ctx, acct.Email, ip); err != nil {
		return err
	}
	ok, _, err := c.hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil {
		return err
	}
	if !ok {
		c.log.Warn("account deletion refused", slog.String("account", id.String()), slog.String("reason", "wrong password"))
		return errWrongPassword
	}
	photo, documents, err := c.privacy.Erase(ctx, id)
	if errors.Is(err, errs.ErrNotFound) {
		return errs.ErrUnauthenticated // erased a moment ago by a concurrent call
	}
	if err != nil {
		return err
	}
	releasePhoto(ctx, c.profiles, c.photos, c.log, photo)
	deleteDocuments(ctx, c.documents, c.log, documents)
	c.log.Info("account deleted", slog.String("account", id.String()))
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
