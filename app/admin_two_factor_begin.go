package app

import (
	"context"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// BeginTwoFactor draws a new secret for the admin's authenticator app; it is on once confirmed.
type BeginTwoFactor struct {
	store TwoFactorStore
	totp  TOTPAuthenticator
}

func NewBeginTwoFactor(store TwoFactorStore, totp TOTPAuthenticator) *BeginTwoFactor {
	return mustHave(&BeginTwoFactor{store: store, totp: totp})
}

func (c *BeginTwoFactor) Handle(ctx context.Context, me identity.Account) (TOTPSetup, error) {
	st, err := c.store.TOTP(ctx, me.ID)
	if err != nil {
		return TOTPSetup{}, err
	}
	if st.Enabled {
		return TOTPSetup{}, errTOTPOn
	}
	sealed, setup, err := c.totp.New(me.Email)
	if err != nil {
		return TOTPSetup{}, err
	}
	return setup, c.store.SetPendingTOTP(ctx, me.ID, sealed)
}
