package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// tokenAccount turns a bearer token into the account it names, refusing a token nobody issued
// (with this issuer: members and admins have one each), of an account gone, or revoked since. The
// account is read on every request (through the account cache every change evicts), so what the
// caller then decides from its role and suspension is current. Members (AuthenticateMember)
// and admins (AuthenticateAdmin) share it.
func tokenAccount(ctx context.Context, tokens identity.TokenIssuer, accounts AccountFinder, now time.Time, token string) (identity.Account, error) {
	claims, err := tokens.Parse(token, now)
	if err != nil {
		return identity.Account{}, fmt.Errorf("%w: %w", errs.ErrUnauthenticated, err)
	}
	acct, err := accounts.AccountByID(ctx, claims.Subject)
	if errors.Is(err, errs.ErrNotFound) {
		return identity.Account{}, fmt.Errorf("%w: account gone", errs.ErrUnauthenticated)
	}
	if err != nil {
		return identity.Account{}, err
	}
	if !acct.Accepts(claims.IssuedAt) {
		return identity.Account{}, fmt.Errorf("%w: token revoked", errs.ErrUnauthenticated)
	}
	return acct, nil
}
