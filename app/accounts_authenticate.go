package app

import (
	"context"
	"fmt"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// AuthenticateMember turns a bearer token into the member it belongs to, refusing revoked tokens.
type AuthenticateMember struct {
	tokens   identity.TokenIssuer
	accounts AccountFinder
	now      func() time.Time
}

func NewAuthenticateMember(tokens identity.TokenIssuer, accounts AccountFinder, now func() time.Time) *AuthenticateMember {
	return mustHave(&AuthenticateMember{tokens: tokens, accounts: accounts, now: clockOr(now)})
}

// Handle answers the account; the role comes from the database, never from the token.
func (q *AuthenticateMember) Handle(ctx context.Context, token string) (identity.Account, error) {
	acct, err := tokenAccount(ctx, q.tokens, q.accounts, q.now(), token)
	if err != nil {
		return identity.Account{}, err
	}
	// A member token of an account that is now an admin's, or suspended, opens nothing: the
	// role and the suspension come from the database on every request.
	if acct.Role != identity.RoleMember {
		return identity.Account{}, fmt.Errorf("%w: not a member", errs.ErrUnauthenticated)
	}
	if acct.Suspended {
		return identity.Account{}, fmt.Errorf("%w: suspended", errs.ErrUnauthenticated)
	}
	return acct, nil
}
