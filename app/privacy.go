package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

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
	if err := a.passwords().admit(ctx, acct.Email, ip); err != nil {
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
