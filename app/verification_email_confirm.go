package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// ConfirmEmail verifies the address a link was mailed to.
type ConfirmEmail struct {
	store VerificationStore
	links LinkSigner
	log   *slog.Logger
	now   func() time.Time
}

func NewConfirmEmail(store VerificationStore, links LinkSigner, log *slog.Logger, now func() time.Time) *ConfirmEmail {
	return mustHave(&ConfirmEmail{store: store, links: links, log: logOr(log), now: clockOr(now)})
}

// Handle verifies the address, if the account still has it. Anyone holding the link may open it
// (it proves the mailbox, not a session).
func (c *ConfirmEmail) Handle(ctx context.Context, token string) error {
	fields, ok := c.links.Verify(emailLinkPurpose, token, c.now())
	if !ok || len(fields) != 2 {
		return verification.ErrLinkInvalid
	}
	account, err := uuid.Parse(fields[0])
	if err != nil {
		return verification.ErrLinkInvalid
	}
	done, err := c.store.MarkEmailVerified(ctx, account, fields[1], c.now())
	if err != nil {
		return err
	}
	if !done {
		return verification.ErrLinkInvalid // the address changed since, or the account is gone
	}
	c.log.Info("e-mail verified", slog.String("account", account.String()))
	return nil
}
