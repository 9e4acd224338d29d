package app

import (
	"context"
	"log/slog"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// MakeDeclarations records the advisory's declarations for a member who registered without them
// (a client that did not ask): when, and from which address.
type MakeDeclarations struct {
	declarations DeclarationStore
	log          *slog.Logger
	now          func() time.Time
}

func NewMakeDeclarations(declarations DeclarationStore, log *slog.Logger, now func() time.Time) *MakeDeclarations {
	return mustHave(&MakeDeclarations{declarations: declarations, log: logOr(log), now: clockOr(now)})
}

// Handle records all three; declaring again changes nothing.
func (c *MakeDeclarations) Handle(ctx context.Context, me uuid.UUID, ip netip.Addr, d identity.Declarations) error {
	if !d.Complete() {
		return identity.ErrDeclarationsIncomplete
	}
	if err := c.declarations.RecordDeclarations(ctx, me, c.now(), ip); err != nil {
		return err
	}
	c.log.Info("declarations made", slog.String("account", me.String()))
	return nil
}
