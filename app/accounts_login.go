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

// LoginResult is a fresh session token.
type LoginResult struct {
	Token     string
	ExpiresAt time.Time
	// Language is the member's own (en or mr, chosen at registration and on every switch while
	// logged in), so a fresh browser speaks it from the first screen; "" when it cannot be read.
	Language string
}

// MemberLogin checks a member's password and opens a session.
type MemberLogin struct {
	store     AccountStore
	profiles  ProfileStore
	hasher    identity.PasswordHasher
	tokens    identity.TokenIssuer
	passwords passwordThrottle
	log       *slog.Logger
	now       func() time.Time
}

func NewMemberLogin(store AccountStore, profiles ProfileStore, hasher identity.PasswordHasher, tokens identity.TokenIssuer,
	passwords passwordThrottle, log *slog.Logger, now func() time.Time) *MemberLogin {
	return mustHave(&MemberLogin{store: store, profiles: profiles, hasher: hasher, tokens: tokens, passwords: passwords,
		log: logOr(log), now: clockOr(now)})
}

// Handle checks the password. Unknown addresses cost one hash too, and get the same answer and
// the same throttling (lockout.go), so neither timing nor refusals tell which addresses exist.
func (c *MemberLogin) Handle(ctx context.Context, ip netip.Addr, email, password string) (LoginResult, error) {
	email = contactinfo.NormalizeEmail(email)
	if email == "" || password == "" {
		return LoginResult{}, &errs.ValidationError{Message: "Please enter both email and password."}
	}
	if err := c.passwords.admit(ctx, email, ip); err != nil {
		return LoginResult{}, err
	}
	acct, err := c.store.AccountByEmail(ctx, email)
	if errors.Is(err, errs.ErrNotFound) {
		_, _, _ = c.hasher.Verify(ctx, password, "")
		c.log.Warn("login failed", slog.String("reason", "unknown account"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	if err != nil {
		return LoginResult{}, err
	}
	ok, rehash, err := c.hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil {
		return LoginResult{}, err
	}
	if !ok {
		c.log.Warn("login failed", slog.String("account", acct.ID.String()), slog.String("reason", "wrong password"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	if acct.Role != identity.RoleMember {
		// Admins sign in at /api/admin/login; here their password opens nothing (and says nothing).
		c.log.Warn("login failed", slog.String("account", acct.ID.String()), slog.String("reason", "not a member"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	c.passwords.accepted(ctx, email, ip)
	if acct.Suspended {
		// Told only once the password is right: the reason is the member's business.
		c.log.Warn("login refused", slog.String("account", acct.ID.String()), slog.String("reason", "suspended"))
		return LoginResult{}, &identity.SuspendedError{Reason: acct.SuspensionReason}
	}
	if rehash {
		if h, err := c.hasher.Hash(ctx, password); err == nil {
			if err := c.store.SetPasswordHash(ctx, acct.ID, h); err != nil {
				c.log.Error("rehash not stored", slog.String("account", acct.ID.String()), slog.String("error", err.Error()))
			}
		}
	}
	token, exp, err := c.tokens.Issue(acct.ID, c.now())
	if err != nil {
		return LoginResult{}, err
	}
	c.log.Info("login", slog.String("account", acct.ID.String()), slog.String("role", string(acct.Role)))
	res := LoginResult{Token: token, ExpiresAt: exp}
	// The language is a courtesy: a login is not refused because it could not be read.
	if p, err := c.profiles.ProfileByAccount(ctx, acct.ID); err == nil {
		res.Language = p.Language
	} else {
		c.log.Warn("language not read at login", slog.String("account", acct.ID.String()), slog.String("error", err.Error()))
	}
	return res, nil
}
