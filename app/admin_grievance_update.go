package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// UpdateGrievance moves a ticket on (in progress, resolved or rejected with how); the
// complainant sees it on the status page. Audited without the text.
type UpdateGrievance struct {
	store GrievanceStore
	audit auditor
	now   func() time.Time
}

func NewUpdateGrievance(store GrievanceStore, audit AuditWriter, log *slog.Logger, now func() time.Time) *UpdateGrievance {
	return mustHave(&UpdateGrievance{store: store, audit: newAuditor(audit, log, now), now: clockOr(now)})
}

func (c *UpdateGrievance) Handle(ctx context.Context, me identity.Account, id uuid.UUID, status, resolution string) (grievance.Complaint, error) {
	u, err := grievance.NewUpdate(status, resolution)
	if err != nil {
		return grievance.Complaint{}, err
	}
	complaint, err := c.store.UpdateGrievance(ctx, id, u, me.ID, c.now())
	if err != nil {
		return grievance.Complaint{}, err
	}
	fields := []string{"status"}
	if u.Resolution != "" {
		fields = append(fields, "resolution")
	}
	return complaint, c.audit.record(ctx, me, admin.ActionGrievanceUpdated, nil, fields)
}
