package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// auditor writes the audit log for the admin use cases that change or read a member: every
// admin action is recorded, or fails (docs/adr/0011-admin.md).
type auditor struct {
	store AuditWriter
	log   *slog.Logger
	now   func() time.Time
}

func newAuditor(store AuditWriter, log *slog.Logger, now func() time.Time) auditor {
	return auditor{store: store, log: logOr(log), now: clockOr(now)}
}

// memberRef names the member an audited action concerns.
type memberRef struct {
	id   uuid.UUID
	code string
}

// record records an action. A failure is logged with what the entry would have said (no values)
// and returned: the caller's request fails rather than pass unrecorded.
func (a auditor) record(ctx context.Context, by identity.Account, action admin.Action, m *memberRef, fields []string) error {
	e := admin.Entry{At: a.now(), AdminID: by.ID, AdminEmail: by.Email, Action: action, Fields: fields}
	if m != nil {
		e.MemberID, e.MemberCode = m.id, m.code
	}
	if e.Fields == nil {
		e.Fields = []string{}
	}
	if err := a.store.Audit(ctx, e); err != nil {
		a.log.Error("audit entry not written", slog.String("admin", by.ID.String()), slog.String("action", string(action)),
			slog.String("member", e.MemberCode), slog.String("error", err.Error()))
		return err
	}
	a.log.Info("admin action", slog.String("admin", by.ID.String()), slog.String("action", string(action)),
		slog.String("member", e.MemberCode))
	return nil
}
