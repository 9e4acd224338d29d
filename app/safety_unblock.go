package app

import (
	"context"
	"log/slog"

	"github.com/google/uuid"
)

// UnblockMember lifts a block.
type UnblockMember struct {
	profiles ProfileStore
	store    SafetyStore
	reads    WriteNoter
	log      *slog.Logger
}

func NewUnblockMember(profiles ProfileStore, store SafetyStore, reads WriteNoter, log *slog.Logger) *UnblockMember {
	return mustHave(&UnblockMember{profiles: profiles, store: store, reads: reads, log: logOr(log)})
}

// Handle lifts the caller's block of the member with code; nothing that the block ended comes
// back, the two may simply meet again.
func (c *UnblockMember) Handle(ctx context.Context, me uuid.UUID, code string) error {
	other, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	if err := c.store.Unblock(ctx, me, other.AccountID); err != nil {
		return err
	}
	c.reads.Handle(ctx, other.AccountID)
	c.log.Info("member unblocked", slog.String("account", me.String()))
	return nil
}
