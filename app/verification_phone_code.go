package app

import (
	"context"
	"log/slog"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// SendPhoneCode texts a 6-digit code to the caller's phone.
type SendPhoneCode struct {
	profiles ProfileStore
	store    VerificationStore
	texts    PhoneTexter
	limits   *RateLimiter
	sends    *mailQueue
	log      *slog.Logger
	now      func() time.Time
}

func NewSendPhoneCode(profiles ProfileStore, store VerificationStore, texts PhoneTexter, limits *RateLimiter,
	sends *mailQueue, log *slog.Logger, now func() time.Time) *SendPhoneCode {
	return mustHave(&SendPhoneCode{profiles: profiles, store: store, texts: texts, limits: limits, sends: sends,
		log: logOr(log), now: clockOr(now)})
}

// Handle texts the code: a new code cancels the old, at most verification.CodesPerHour an hour
// per account and PolicyPhoneCodesClient per client. Like a reset code, an account over its
// hourly cap is answered as if a code went (nothing says so).
func (c *SendPhoneCode) Handle(ctx context.Context, me uuid.UUID, ip netip.Addr) error {
	p, err := c.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return err
	}
	switch {
	case p.Badges.Phone:
		return verification.ErrAlreadyVerified
	case p.Contact.Phone == "":
		return verification.ErrNoPhone
	}
	if err := c.limits.Take(ctx, PolicyPhoneCodesClient, ClientKey(ip)); err != nil {
		return err
	}
	code, err := identity.NewOTP()
	if err != nil {
		return err
	}
	issued, err := c.store.StartPhoneCode(ctx, me, p.Contact.Phone, verification.HashPhoneCode(me, p.Contact.Phone, code),
		c.now(), verification.CodesPerHour)
	if err != nil {
		return err
	}
	if !issued {
		c.log.Warn("phone code not sent", slog.String("account", me.String()), slog.String("reason", "hourly cap"))
		return nil
	}
	phone, lang := p.Contact.Phone, p.Language
	c.sends.send(func(ctx context.Context) error { return c.texts.PhoneCode(ctx, phone, lang, code) })
	c.log.Info("phone code sent", slog.String("account", me.String()))
	return nil
}
