package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// SafetyStore implements app.SafetyStore: blocks and reports (docs/adr/0016-trust-and-safety.md).
type SafetyStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewSafetyStore(pool *pgxpool.Pool) *SafetyStore {
	return &SafetyStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *SafetyStore) Blocked(ctx context.Context, a, b uuid.UUID) (bool, error) {
	blocked, err := s.q.BlockedBetween(ctx, sqlcgen.BlockedBetweenParams{A: a, B: b})
	return blocked, wrap("Blocked", err, nil)
}

func (s *SafetyStore) Block(ctx context.Context, blocker, blocked uuid.UUID, now time.Time) error {
	return inTx(ctx, s.pool, "Block", func(q *sqlcgen.Queries) error {
		return wrap("Block", block(ctx, q, blocker, blocked, now), nil)
	})
}

// block records the block and ends what was between the two, inside the caller's transaction.
// It takes both members' stream locks first, as a request sent between them does (positions.go):
// a request and a block of the same pair happen one after the other, never half of each.
func block(ctx context.Context, q *sqlcgen.Queries, blocker, blocked uuid.UUID, now time.Time) error {
	if err := lockStreams(ctx, q, blocker, blocked); err != nil {
		return err
	}
	if err := q.InsertBlock(ctx, sqlcgen.InsertBlockParams{BlockerID: blocker, BlockedID: blocked, CreatedAt: now}); err != nil {
		return err
	}
	if err := q.EndRequestBetween(ctx, sqlcgen.EndRequestBetweenParams{A: blocker, B: blocked, Now: now}); err != nil {
		return err
	}
	if err := q.DeleteNotificationsBetween(ctx, sqlcgen.DeleteNotificationsBetweenParams{A: blocker, B: blocked}); err != nil {
		return err
	}
	if err := q.DeletePhotoRequestsBetween(ctx, sqlcgen.DeletePhotoRequestsBetweenParams{A: blocker, B: blocked}); err != nil {
		return err
	}
	if err := q.DeleteShortlistsBetween(ctx, sqlcgen.DeleteShortlistsBetweenParams{A: blocker, B: blocked}); err != nil {
		return err
	}
	if err := q.DeleteProfileViewsBetween(ctx, sqlcgen.DeleteProfileViewsBetweenParams{A: blocker, B: blocked}); err != nil {
		return err
	}
	// Their streams re-read their state: notifications and conversations just went.
	return wakeStreams(ctx, q, blocker, blocked)
}

func (s *SafetyStore) Unblock(ctx context.Context, blocker, blocked uuid.UUID) error {
	n, err := s.q.DeleteBlock(ctx, sqlcgen.DeleteBlockParams{BlockerID: blocker, BlockedID: blocked})
	if err != nil {
		return wrap("Unblock", err, nil)
	}
	if n == 0 {
		return safety.ErrNotBlocked
	}
	return nil
}

func (s *SafetyStore) Blocks(ctx context.Context, blocker uuid.UUID) ([]safety.Blocked, error) {
	rows, err := s.q.BlockList(ctx, blocker)
	if err != nil {
		return nil, wrap("Blocks", err, nil)
	}
	out := make([]safety.Blocked, 0, len(rows))
	for _, r := range rows {
		out = append(out, safety.Blocked{Code: r.MemberCode, FullName: r.FullName, BlockedAt: r.CreatedAt})
	}
	return out, nil
}

func (s *SafetyStore) Report(ctx context.Context, r safety.Report) (bool, error) {
	var created bool
	err := inTx(ctx, s.pool, "Report", func(q *sqlcgen.Queries) error {
		if err := block(ctx, q, r.Reporter, r.Reported, r.CreatedAt); err != nil {
			return wrap("Report", err, nil)
		}
		n, err := q.InsertReport(ctx, sqlcgen.InsertReportParams{ID: r.ID, ReporterID: r.Reporter, ReportedID: r.Reported,
			Reason: string(r.Reason), Details: r.Details, CreatedAt: r.CreatedAt})
		created = n == 1
		return wrap("Report", err, nil)
	})
	return created, err
}

func (s *SafetyStore) ReportQueue(ctx context.Context, offset, limit int) ([]safety.QueueItem, int, error) {
	total, err := s.q.CountReportQueue(ctx)
	if err != nil {
		return nil, 0, wrap("ReportQueue", err, nil)
	}
	rows, err := s.q.ReportQueue(ctx, sqlcgen.ReportQueueParams{PageOffset: int32(offset), PageLimit: int32(limit)})
	if err != nil {
		return nil, 0, wrap("ReportQueue", err, nil)
	}
	out := make([]safety.QueueItem, 0, len(rows))
	for _, r := range rows {
		out = append(out, safety.QueueItem{
			Report:       safety.Report{ID: r.ID, Reported: r.ReportedID, Reason: safety.Reason(r.Reason), Details: r.Details, CreatedAt: r.CreatedAt},
			ReporterCode: r.ReporterCode, ReportedCode: r.ReportedCode, ReportedName: r.ReportedName,
			ReportedPhoto: value(r.PhotoID), ReportedSuspended: r.ReportedSuspended, OpenReports: int(r.OpenReports),
		})
	}
	return out, int(total), nil
}

func (s *SafetyStore) OpenReport(ctx context.Context, id uuid.UUID) (app.OpenReport, error) {
	r, err := s.q.OpenReport(ctx, id)
	if err != nil {
		return app.OpenReport{}, wrap("OpenReport", err, safety.ErrReportNotFound)
	}
	return app.OpenReport{ID: r.ID, Reporter: r.ReporterID, Reported: r.ReportedID, ReportedCode: r.ReportedCode}, nil
}

func (s *SafetyStore) CloseReports(ctx context.Context, reported, only uuid.UUID, d safety.Decision, admin uuid.UUID, now time.Time) (int, error) {
	status, subject := "actioned", notifications.SubjectActionTaken
	if d.Action == safety.Dismiss {
		status, subject = "dismissed", notifications.SubjectNoAction
	}
	action := string(d.Action)
	var closed int
	err := inTx(ctx, s.pool, "CloseReports", func(q *sqlcgen.Queries) error {
		// Every reporter's stream lock first, in key order (positions.go), then the notices.
		reporters, err := q.OpenReporters(ctx, sqlcgen.OpenReportersParams{Reported: reported, OnlyID: nullUUID(only)})
		if err != nil {
			return wrap("CloseReports", err, nil)
		}
		if err := lockStreams(ctx, q, reporters...); err != nil {
			return wrap("CloseReports", err, nil)
		}
		rows, err := q.CloseReports(ctx, sqlcgen.CloseReportsParams{Status: status, Action: &action, Now: now, Admin: admin,
			Note: optional(d.Note), Reported: reported, OnlyID: nullUUID(only)})
		if err != nil {
			return wrap("CloseReports", err, nil)
		}
		if len(rows) == 0 {
			return safety.ErrReportNotFound
		}
		told := map[uuid.UUID]bool{}
		for _, r := range rows {
			if told[r.ReporterID] {
				continue
			}
			told[r.ReporterID] = true
			if err := notify(ctx, q, notifications.Notice(r.ReporterID, notifications.ReportOutcome, subject, "", now)); err != nil {
				return wrap("CloseReports", err, nil)
			}
		}
		closed = len(rows)
		return nil
	})
	return closed, err
}

func (s *SafetyStore) Notify(ctx context.Context, member uuid.UUID, kind, subject, note string, now time.Time) error {
	return inTx(ctx, s.pool, "Notify", func(q *sqlcgen.Queries) error {
		return wrap("Notify", notify(ctx, q, notifications.Notice(member, notifications.Kind(kind), subject, note, now)), nil)
	})
}

func (s *SafetyStore) RemovePhoto(ctx context.Context, member uuid.UUID, now time.Time) (string, error) {
	old, err := s.q.RemoveProfilePhoto(ctx, sqlcgen.RemoveProfilePhotoParams{Account: member, Now: now})
	if errors.Is(err, pgx.ErrNoRows) {
		return "", safety.ErrReportNotFound // the member is gone
	}
	if err != nil {
		return "", wrap("RemovePhoto", err, nil)
	}
	if old == nil {
		return "", safety.ErrNoPhotoToRemove
	}
	return *old, nil
}
