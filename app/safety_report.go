package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// ReportMember files a report for the moderation queue.
type ReportMember struct {
	profiles ProfileStore
	store    SafetyStore
	limits   *RateLimiter
	reads    WriteNoter
	log      *slog.Logger
	now      func() time.Time
}

func NewReportMember(profiles ProfileStore, store SafetyStore, limits *RateLimiter, reads WriteNoter, log *slog.Logger,
	now func() time.Time) *ReportMember {
	return mustHave(&ReportMember{profiles: profiles, store: store, limits: limits, reads: reads, log: logOr(log),
		now: clockOr(now)})
}

// Handle files a report of the member with code, and blocks them. A member already blocked can
// still be reported (from the blocked list, or a conversation kept as evidence), so only the
// opposite-gender and suspension rules decide who can be.
func (c *ReportMember) Handle(ctx context.Context, me uuid.UUID, code, reason, details string) error {
	p, err := c.profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	if p.AccountID == me {
		return safety.ErrReportSelf
	}
	if _, err := shown(ctx, c.profiles, me, code); err != nil {
		return err
	}
	r, err := safety.NewReport(me, p.AccountID, reason, details, c.now())
	if err != nil {
		return err
	}
	if err := c.limits.Take(ctx, PolicyReports, me.String()); err != nil {
		return err
	}
	created, err := c.store.Report(ctx, r)
	if err != nil {
		return err
	}
	c.reads.Handle(ctx, p.AccountID)
	c.log.Info("member reported", slog.String("account", me.String()), slog.Bool("new", created),
		slog.String("reason", string(r.Reason)))
	return nil
}
