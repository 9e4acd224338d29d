package app

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/safety"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// The admins' side of trust and safety (docs/adr/0016-trust-and-safety.md): the verification
// queue, the moderation queue, the grievance officer's tickets, the harvesting alert and the
// dashboard's revenue. Every decision is audited; documents are deleted once decided.

// The harvesting alert names accounts that ran into a daily limit on at least alertDays of the
// last alertWindow.
const (
	alertDays   = 3
	alertWindow = 30 * 24 * time.Hour
	queuePage   = 20
)

// india is Asia/Kolkata: UTC+5:30 all year (no daylight saving), so a fixed zone is exact and
// needs no time-zone database on the machine.
var india = time.FixedZone("IST", 5*60*60+30*60)

// monthStart is when the month of t began in India.
func monthStart(t time.Time) time.Time {
	y, m, _ := t.In(india).Date()
	return time.Date(y, m, 1, 0, 0, 0, 0, india)
}

// TrustStats are the dashboard's revenue this month, queue lengths and harvesting alerts.
func (a *Admin) TrustStats(ctx context.Context) (TrustStats, error) {
	now := a.Now()
	return a.Trust.TrustStats(ctx, monthStart(now), now.Add(-alertWindow), alertDays)
}

// MemberExtras reads a member's payments (newest first) and trust. The member view itself is
// audited by Member.
func (a *Admin) MemberExtras(ctx context.Context, account uuid.UUID) (MemberExtras, error) {
	pays, err := a.Payments.History(ctx, account)
	if err != nil {
		return MemberExtras{}, err
	}
	trust, err := a.Trust.MemberTrust(ctx, account)
	if err != nil {
		return MemberExtras{}, err
	}
	return MemberExtras{Payments: pays, Trust: trust}, nil
}

// HarvestAlerts are the accounts that ran into a daily limit against harvesting on several days.
func (a *Admin) HarvestAlerts(ctx context.Context) ([]HarvestAlert, error) {
	return a.LimitHits.HarvestAlerts(ctx, a.Now().Add(-alertWindow), alertDays)
}

// QueuePage is one page of a queue with its size.
type QueuePage[T any] struct {
	Items      []T
	Page       int
	TotalPages int
	Total      int
}

// VerificationQueue is the pending documents, oldest first.
func (a *Admin) VerificationQueue(ctx context.Context, page int) (QueuePage[verification.Item], error) {
	p := paging.New(page, queuePage, queuePage, queuePage)
	items, total, err := a.Verification.Queue(ctx, p.Offset(), p.Limit)
	return QueuePage[verification.Item]{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, err
}

// VerificationDocument opens a pending document's image for an admin; the viewing is audited
// before a byte leaves.
func (a *Admin) VerificationDocument(ctx context.Context, me identity.Account, id uuid.UUID) (io.ReadCloser, error) {
	doc, err := a.Verification.Pending(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := a.audit(ctx, me, admin.ActionDocumentViewed, &memberRef{doc.Account, doc.MemberCode}, []string{string(doc.Kind)}); err != nil {
		return nil, err
	}
	rc, err := a.Documents.OpenDocument(ctx, doc.ImageKey)
	if err != nil {
		return nil, err
	}
	return rc, nil
}

// DecideVerification approves (the badge shows at once) or rejects (with a reason the member
// reads) a pending document, tells the member, and deletes the image.
func (a *Admin) DecideVerification(ctx context.Context, me identity.Account, id uuid.UUID, approve bool, reason string) error {
	if !approve {
		var err error
		if reason, err = verification.NewRejectionReason(reason); err != nil {
			return err
		}
	} else {
		reason = ""
	}
	doc, err := a.Verification.Pending(ctx, id)
	if err != nil {
		return err
	}
	if err := a.Verification.Decide(ctx, id, approve, reason, me.ID, a.Now()); err != nil {
		return err
	}
	if err := a.Documents.DeleteDocument(context.WithoutCancel(ctx), doc.ImageKey); err != nil {
		a.Log.Error("decided document not deleted", slog.String("request", id.String()), slog.String("error", err.Error()))
	}
	action := admin.ActionVerificationRejected
	if approve {
		action = admin.ActionVerificationApproved
	}
	return a.audit(ctx, me, action, &memberRef{doc.Account, doc.MemberCode}, []string{string(doc.Kind)})
}

// ReportQueue is the open reports, oldest first.
func (a *Admin) ReportQueue(ctx context.Context, page int) (QueuePage[safety.QueueItem], error) {
	p := paging.New(page, queuePage, queuePage, queuePage)
	items, total, err := a.Safety.ReportQueue(ctx, p.Offset(), p.Limit)
	return QueuePage[safety.QueueItem]{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, err
}

// ActOnReport takes an admin's decision on a report: a dismissal closes it; any action against
// the member (a warning, their picture removed, a suspension, their erasure) closes every open
// report about them. Each reporter is told the outcome in their notifications; the action is in
// the audit log (suspension and deletion under their own actions).
func (a *Admin) ActOnReport(ctx context.Context, me identity.Account, id uuid.UUID, action, note string) error {
	d, err := safety.NewDecision(action, note)
	if err != nil {
		return err
	}
	r, err := a.Safety.OpenReport(ctx, id)
	if err != nil {
		return err
	}
	ref := &memberRef{r.Reported, r.ReportedCode}
	now := a.Now()
	closeReports := func() error {
		only := uuid.Nil
		if !d.ClosesAll() {
			only = r.ID
		}
		_, err := a.Safety.CloseReports(ctx, r.Reported, only, d, me.ID, now)
		return err
	}
	switch d.Action {
	case safety.Dismiss:
		if err := closeReports(); err != nil {
			return err
		}
		return a.audit(ctx, me, admin.ActionReportDismissed, ref, nil)
	case safety.Warn:
		if err := a.Safety.Notify(ctx, r.Reported, string(notifications.ModerationWarning), notifications.SubjectWarning, d.Note, now); err != nil {
			return err
		}
		if err := closeReports(); err != nil {
			return err
		}
		return a.audit(ctx, me, admin.ActionMemberWarned, ref, nil)
	case safety.RemovePhoto:
		photo, err := a.Safety.RemovePhoto(ctx, r.Reported, now)
		if err != nil {
			return err
		}
		releasePhoto(ctx, a.Profiles, a.Photos, a.Log, photo)
		if err := a.Safety.Notify(ctx, r.Reported, string(notifications.ModerationWarning), notifications.SubjectPhotoGone, d.Note, now); err != nil {
			return err
		}
		if err := closeReports(); err != nil {
			return err
		}
		return a.audit(ctx, me, admin.ActionPhotoRemoved, ref, []string{"profilePicture"})
	case safety.Suspend:
		if _, err := a.SetSuspended(ctx, me, r.ReportedCode, true, d.Note); err != nil && !errors.Is(err, errAlreadySuspended) {
			return err
		}
		return closeReports()
	case safety.Delete:
		// The reporters are told first: the reports go with the member's account.
		if err := closeReports(); err != nil {
			return err
		}
		return a.DeleteMember(ctx, me, r.ReportedCode)
	}
	return nil
}

// GrievancePage is one page of tickets.
func (a *Admin) GrievancePage(ctx context.Context, openOnly bool, page int) (QueuePage[grievance.Complaint], error) {
	p := paging.New(page, queuePage, queuePage, queuePage)
	items, total, err := a.Grievances.Grievances(ctx, openOnly, p.Offset(), p.Limit)
	return QueuePage[grievance.Complaint]{Items: items, Page: p.Number, TotalPages: p.TotalPages(total), Total: total}, err
}

// UpdateGrievance moves a ticket on (in progress, resolved or rejected with how); the
// complainant sees it on the status page. Audited without the text.
func (a *Admin) UpdateGrievance(ctx context.Context, me identity.Account, id uuid.UUID, status, resolution string) (grievance.Complaint, error) {
	u, err := grievance.NewUpdate(status, resolution)
	if err != nil {
		return grievance.Complaint{}, err
	}
	c, err := a.Grievances.UpdateGrievance(ctx, id, u, me.ID, a.Now())
	if err != nil {
		return grievance.Complaint{}, err
	}
	fields := []string{"status"}
	if u.Resolution != "" {
		fields = append(fields, "resolution")
	}
	return c, a.audit(ctx, me, admin.ActionGrievanceUpdated, nil, fields)
}
