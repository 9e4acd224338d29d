package app

import (
	"context"
	"fmt"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// AuthenticateAdmin turns an admin token into the admin's account.
type AuthenticateAdmin struct {
	tokens   identity.TokenIssuer // the admin audience's
	accounts AccountFinder
	now      func() time.Time
}

func NewAuthenticateAdmin(tokens identity.TokenIssuer, accounts AccountFinder, now func() time.Time) *AuthenticateAdmin {
	return mustHave(&AuthenticateAdmin{tokens: tokens, accounts: accounts, now: clockOr(now)})
}

// Handle answers the admin the token names. The role is read from the database on every request
// (tokenAccount), so an account no longer an admin's is forbidden at once.
func (q *AuthenticateAdmin) Handle(ctx context.Context, token string) (identity.Account, error) {
	acct, err := tokenAccount(ctx, q.tokens, q.accounts, q.now(), token)
	if err != nil {
		return identity.Account{}, err
	}
	if acct.Role != identity.RoleAdmin {
		return identity.Account{}, fmt.Errorf("%w: not an admin", errs.ErrForbidden)
	}
	return acct, nil
}
