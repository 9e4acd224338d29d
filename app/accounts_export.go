package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// Export is the member's copy of everything stored about them, and the plan side of their
// profile as they see it (OwnPlan, of the subscription active at the export's moment).
type Export struct {
	MemberData
	Plan OwnPlan
}

// ExportData is the member's copy of everything stored about them.
type ExportData struct {
	privacy PrivacyStore
	log     *slog.Logger
	now     func() time.Time
}

func NewExportData(privacy PrivacyStore, log *slog.Logger, now func() time.Time) *ExportData {
	return mustHave(&ExportData{privacy: privacy, log: logOr(log), now: clockOr(now)})
}

func (q *ExportData) Handle(ctx context.Context, id uuid.UUID) (Export, error) {
	d, err := q.privacy.MemberData(ctx, id)
	if err != nil {
		return Export{}, err
	}
	now := q.now()
	q.log.Info("data exported", slog.String("account", id.String()))
	return Export{MemberData: d, Plan: ownPlanOf(d.Profile, plans.ActiveAmong(d.Subscriptions, now), now)}, nil
}
