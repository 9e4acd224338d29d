package app

import (
	"context"
	"log/slog"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// RegisterAndSignIn registers like RegisterMember and opens the new member's first session, the
// same token MemberLogin gives, so the wizard ends signed in (issue 26).
type RegisterAndSignIn struct {
	register *RegisterMember
	tokens   identity.TokenIssuer
	log      *slog.Logger
	now      func() time.Time
}

func NewRegisterAndSignIn(register *RegisterMember, tokens identity.TokenIssuer, log *slog.Logger,
	now func() time.Time) *RegisterAndSignIn {
	return mustHave(&RegisterAndSignIn{register: register, tokens: tokens, log: logOr(log), now: clockOr(now)})
}

func (c *RegisterAndSignIn) Handle(ctx context.Context, ip netip.Addr, r Registration) (profile.Profile, LoginResult, error) {
	p, err := c.register.Handle(ctx, ip, r)
	if err != nil {
		return profile.Profile{}, LoginResult{}, err
	}
	token, exp, err := c.tokens.Issue(p.AccountID, c.now())
	if err != nil {
		return profile.Profile{}, LoginResult{}, err
	}
	c.log.Info("login", slog.String("account", p.AccountID.String()), slog.String("role", string(identity.RoleMember)),
		slog.String("after", "registration"))
	return p, LoginResult{Token: token, ExpiresAt: exp}, nil
}
