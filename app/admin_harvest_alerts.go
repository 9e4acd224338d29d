package app

import (
	"context"
	"time"
)

// ListHarvestAlerts reads the accounts that ran into a daily limit against harvesting on several days.
type ListHarvestAlerts struct {
	hits LimitHits
	now  func() time.Time
}

func NewListHarvestAlerts(hits LimitHits, now func() time.Time) *ListHarvestAlerts {
	return mustHave(&ListHarvestAlerts{hits: hits, now: clockOr(now)})
}

func (q *ListHarvestAlerts) Handle(ctx context.Context) ([]HarvestAlert, error) {
	return q.hits.HarvestAlerts(ctx, q.now().Add(-alertWindow), alertDays)
}
