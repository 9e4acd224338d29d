package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// MediaViewer is the account a media ticket names.
type MediaViewer struct{ accounts AccountFinder }

func NewMediaViewer(accounts AccountFinder) *MediaViewer {
	return mustHave(&MediaViewer{accounts: accounts})
}

// Handle answers the account id names while it still accepts what was issued at issued: a
// logout or a password reset ends tickets as it ends tokens.
func (q *MediaViewer) Handle(ctx context.Context, id uuid.UUID, issued time.Time) (identity.Account, error) {
	acct, err := q.accounts.AccountByID(ctx, id)
	if errors.Is(err, errs.ErrNotFound) {
		return identity.Account{}, fmt.Errorf("%w: account gone", errs.ErrUnauthenticated)
	}
	if err != nil {
		return identity.Account{}, err
	}
	if !acct.Accepts(issued) {
		return identity.Account{}, fmt.Errorf("%w: ticket revoked", errs.ErrUnauthenticated)
	}
	return acct, nil
}
