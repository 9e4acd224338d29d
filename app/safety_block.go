package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// BlockMember hides a member from the caller and the caller from them.
type BlockMember struct {
	profiles ProfileStore
	store    SafetyStore
	reads    WriteNoter
	log      *slog.Logger
	now      func() time.Time
}

func NewBlockMember(profiles ProfileStore, store SafetyStore, reads WriteNoter, log *slog.Logger, now func() time.Time) *BlockMember {
	return mustHave(&BlockMember{profiles: profiles, store: store, reads: reads, log: logOr(log), now: clockOr(now)})
}

// Handle hides the member with code from the caller and the caller from them, everywhere, and
// ends what was between them (their request or connection, photo requests, shortlists, views).
func (c *BlockMember) Handle(ctx context.Context, me uuid.UUID, code string) error {
	other, err := shown(ctx, c.profiles, me, code)
	if err != nil {
		return err
	}
	if other.AccountID == me {
		return safety.ErrBlockSelf
	}
	if err := c.store.Block(ctx, me, other.AccountID, c.now()); err != nil {
		return err
	}
	c.reads.Handle(ctx, other.AccountID)
	c.log.Info("member blocked", slog.String("account", me.String()))
	return nil
}
