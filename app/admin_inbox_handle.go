package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// HandleInboxItem marks an item handled (or open again) with the admin's note.
type HandleInboxItem struct {
	inbox InboxStore
	audit auditor
	now   func() time.Time
}

func NewHandleInboxItem(inbox InboxStore, audit AuditWriter, log *slog.Logger, now func() time.Time) *HandleInboxItem {
	return mustHave(&HandleInboxItem{inbox: inbox, audit: newAuditor(audit, log, now), now: clockOr(now)})
}

// Handle audits the fields that changed (handled, note), never the note itself.
func (c *HandleInboxItem) Handle(ctx context.Context, me identity.Account, kind admin.InboxKind, id uuid.UUID, handled bool, note string) error {
	note, err := admin.NewNote(note)
	if err != nil {
		return err
	}
	changed, err := c.inbox.HandleInboxItem(ctx, kind, id, handled, note, me.ID, c.now())
	if err != nil {
		return err
	}
	return c.audit.record(ctx, me, admin.ActionInboxHandled, nil, changed)
}
