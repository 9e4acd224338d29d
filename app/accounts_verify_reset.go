package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// VerifyResetCode checks a reset code.
type VerifyResetCode struct {
	store     AccountStore
	limits    *RateLimiter
	passwords passwordThrottle
	log       *slog.Logger
	now       func() time.Time
}

func NewVerifyResetCode(store AccountStore, limits *RateLimiter, passwords passwordThrottle, log *slog.Logger,
	now func() time.Time) *VerifyResetCode {
	return mustHave(&VerifyResetCode{store: store, limits: limits, passwords: passwords, log: logOr(log), now: clockOr(now)})
}

// Handle checks the code; five wrong tries kill it. A right code also unlocks the account for
// this client (lockout.go): it proves the mailbox, which strangers do not have.
func (c *VerifyResetCode) Handle(ctx context.Context, ip netip.Addr, email, code string) error {
	email = contactinfo.NormalizeEmail(email) // as the lockout keys it (lockout.go)
	acct, err := resetAccount(ctx, c.limits, c.store, ip, email)
	if err != nil {
		return err
	}
	matched, live, err := c.store.VerifyReset(ctx, acct.ID, identity.HashOTP(acct.ID, code), c.now())
	if err != nil {
		return err
	}
	if !live || !matched {
		c.log.Warn("reset code rejected", slog.String("account", acct.ID.String()), slog.Bool("live", live))
		return identity.ErrCodeInvalid
	}
	c.passwords.unlock(ctx, email, ip)
	return nil
}

// resetAccount is the account a reset code was mailed to (email normalised), for a client within
// PolicyResets: an address with no account answers as a wrong code does, so the reset steps tell
// no one who is registered.
func resetAccount(ctx context.Context, limits *RateLimiter, store AccountStore, ip netip.Addr, email string) (identity.Account, error) {
	if err := limits.Take(ctx, PolicyResets, ClientKey(ip)); err != nil {
		return identity.Account{}, err
	}
	acct, err := store.AccountByEmail(ctx, email)
	if errors.Is(err, errs.ErrNotFound) {
		return identity.Account{}, identity.ErrCodeInvalid
	}
	return acct, err
}
