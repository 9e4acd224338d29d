package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// ActOnReport takes an admin's decision on a report: a dismissal closes it; any action against
// the member (a warning, their picture removed, a suspension, their erasure) closes every open
// report about them. Each reporter is told the outcome in their notifications; the action is in
// the audit log (suspension and deletion under their own actions, ChangeMemberStatus and
// DeleteMember).
type ActOnReport struct {
	reports  SafetyStore
	profiles ProfileStore
	photos   PhotoStore
	status   *ChangeMemberStatus
	delete   *DeleteMember
	audit    auditor
	log      *slog.Logger
	now      func() time.Time
}

func NewActOnReport(reports SafetyStore, profiles ProfileStore, photos PhotoStore, status *ChangeMemberStatus,
	delete *DeleteMember, audit AuditWriter, log *slog.Logger, now func() time.Time) *ActOnReport {
	return mustHave(&ActOnReport{reports: reports, profiles: profiles, photos: photos, status: status, delete: delete,
		audit: newAuditor(audit, log, now), log: logOr(log), now: clockOr(now)})
}

func (c *ActOnReport) Handle(ctx context.Context, me identity.Account, id uuid.UUID, action, note string) error {
	d, err := safety.NewDecision(action, note)
	if err != nil {
		return err
	}
	r, err := c.reports.OpenReport(ctx, id)
	if err != nil {
		return err
	}
	ref := &memberRef{r.Reported, r.ReportedCode}
	now := c.now()
	closeReports := func() error {
		only := uuid.Nil
		if !d.ClosesAll() {
			only = r.ID
		}
		_, err := c.reports.CloseReports(ctx, r.Reported, only, d, me.ID, now)
		return err
	}
	switch d.Action {
	case safety.Dismiss:
		if err := closeReports(); err != nil {
			return err
		}
		return c.audit.record(ctx, me, admin.ActionReportDismissed, ref, nil)
	case safety.Warn:
		if err := c.reports.Notify(ctx, r.Reported, string(notifications.ModerationWarning), notifications.SubjectWarning, d.Note, now); err != nil {
			return err
		}
		if err := closeReports(); err != nil {
			return err
		}
		return c.audit.record(ctx, me, admin.ActionMemberWarned, ref, nil)
	case safety.RemovePhoto:
		photo, err := c.reports.RemovePhoto(ctx, r.Reported, now)
		if err != nil {
			return err
		}
		releasePhoto(ctx, c.profiles, c.photos, c.log, photo)
		if err := c.reports.Notify(ctx, r.Reported, string(notifications.ModerationWarning), notifications.SubjectPhotoGone, d.Note, now); err != nil {
			return err
		}
		if err := closeReports(); err != nil {
			return err
		}
		return c.audit.record(ctx, me, admin.ActionPhotoRemoved, ref, []string{"profilePicture"})
	case safety.Suspend:
		if _, err := c.status.Handle(ctx, me, r.ReportedCode, true, d.Note); err != nil && !errors.Is(err, errAlreadySuspended) {
			return err
		}
		return closeReports()
	case safety.Delete:
		// The reporters are told first: the reports go with the member's account.
		if err := closeReports(); err != nil {
			return err
		}
		return c.delete.Handle(ctx, me, r.ReportedCode)
	}
	return nil
}
