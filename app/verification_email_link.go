package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// SendEmailLink mails the caller a link that verifies their address for 24 hours.
type SendEmailLink struct {
	profiles ProfileStore
	links    LinkSigner
	mail     TrustMailer
	limits   *RateLimiter
	sends    *mailQueue
	linkBase string
	log      *slog.Logger
	now      func() time.Time
}

func NewSendEmailLink(profiles ProfileStore, links LinkSigner, mail TrustMailer, limits *RateLimiter, sends *mailQueue,
	linkBase string, log *slog.Logger, now func() time.Time) *SendEmailLink {
	return mustHave(&SendEmailLink{profiles: profiles, links: links, mail: mail, limits: limits, sends: sends,
		linkBase: linkBase, log: logOr(log), now: clockOr(now)})
}

// Handle signs the link and mails it after the answer (a slow mail server must not hold the
// request).
func (c *SendEmailLink) Handle(ctx context.Context, me uuid.UUID) error {
	p, err := c.profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return err
	}
	if p.Badges.Email {
		return verification.ErrAlreadyVerified
	}
	if err := c.limits.Take(ctx, PolicyVerificationMails, me.String()); err != nil {
		return err
	}
	token := c.links.Sign(emailLinkPurpose, []string{me.String(), p.Contact.Email}, c.now().Add(verification.EmailLinkLifetime))
	link := c.linkBase + token
	c.sends.send(func(ctx context.Context) error {
		return c.mail.VerifyEmail(ctx, p.Contact.Email, p.Language, p.FullName, link)
	})
	c.log.Info("verification link mailed", slog.String("account", me.String()))
	return nil
}
