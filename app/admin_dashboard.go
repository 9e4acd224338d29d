package app

import (
	"context"
	"time"
)

// The harvesting alert names accounts that ran into a daily limit on at least alertDays of the
// last alertWindow.
const (
	alertDays   = 3
	alertWindow = 30 * 24 * time.Hour
)

// india is Asia/Kolkata: UTC+5:30 all year (no daylight saving), so a fixed zone is exact and
// needs no time-zone database on the machine.
var india = time.FixedZone("IST", 5*60*60+30*60)

// monthStart is when the month of t began in India.
func monthStart(t time.Time) time.Time {
	y, m, _ := t.In(india).Date()
	return time.Date(y, m, 1, 0, 0, 0, 0, india)
}

// Dashboard is the admin dashboard's counts.
type Dashboard struct {
	Members AdminStats
	Trust   TrustStats
}

// DashboardCounts reads the dashboard's counts, real and current (docs/decisions.md §6): members,
// the revenue this month, queue lengths and harvesting alerts.
type DashboardCounts struct {
	members MemberAdminStore
	trust   AdminTrustStore
	now     func() time.Time
}

func NewDashboardCounts(members MemberAdminStore, trust AdminTrustStore, now func() time.Time) *DashboardCounts {
	return mustHave(&DashboardCounts{members: members, trust: trust, now: clockOr(now)})
}

func (q *DashboardCounts) Handle(ctx context.Context) (Dashboard, error) {
	now := q.now()
	members, err := q.members.Stats(ctx, now)
	if err != nil {
		return Dashboard{}, err
	}
	trust, err := q.trust.TrustStats(ctx, monthStart(now), now.Add(-alertWindow), alertDays)
	if err != nil {
		return Dashboard{}, err
	}
	return Dashboard{Members: members, Trust: trust}, nil
}
