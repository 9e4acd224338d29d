package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// ConfirmPhone checks a texted code.
type ConfirmPhone struct {
	profiles ProfileStore
	store    VerificationStore
	limits   *RateLimiter
	log      *slog.Logger
	now      func() time.Time
}

func NewConfirmPhone(profiles ProfileStore, store VerificationStore, limits *RateLimiter, log *slog.Logger,
	now func() time.Time) *ConfirmPhone {
	return mustHave(&ConfirmPhone{profiles: profiles, store: store, limits: limits, log: logOr(log), now: clockOr(now)})
}

// Handle: a right code is used up and the phone badge is earned; wrong or dead,
// verification.ErrCodeInvalid. Tries are limited per code and per member.
func (c *ConfirmPhone) Handle(ctx context.Context, me uuid.UUID, code string) error {
	if err := c.limits.Take(ctx, PolicyPhoneCodeChecks, me.String()); err != nil {
		return err
	}
	if !identity.ValidOTPFormat(code) {
		return verification.ErrCodeInvalid
	}
	p, err := c.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return err
	}
	matched, verified, live, err := c.store.ConfirmPhoneCode(ctx, me, verification.HashPhoneCode(me, p.Contact.Phone, code), c.now())
	if err != nil {
		return err
	}
	if !live || !matched || !verified {
		c.log.Warn("phone code refused", slog.String("account", me.String()), slog.Bool("live", live))
		return verification.ErrCodeInvalid
	}
	c.log.Info("phone verified", slog.String("account", me.String()))
	return nil
}
