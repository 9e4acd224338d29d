package postgres

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// GrievanceStore implements app.GrievanceStore and app.AdminTrustStore
// (docs/adr/0016-trust-and-safety.md).
type GrievanceStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewGrievanceStore(pool *pgxpool.Pool) *GrievanceStore {
	return &GrievanceStore{pool: pool, q: sqlcgen.New(pool)}
}

func complaintToDomain(g sqlcgen.Grievance) grievance.Complaint {
	return grievance.Complaint{ID: g.ID, Ticket: g.Ticket, Name: g.Name, Email: g.Email, Phone: value(g.Phone),
		MemberCode: value(g.MemberCode), AgainstCode: value(g.AgainstCode), Category: grievance.Category(g.Category),
		Description: g.Description, Status: grievance.Status(g.Status), CreatedAt: g.CreatedAt,
		AcknowledgedAt: g.AcknowledgedAt, ResolvedAt: g.ResolvedAt, Resolution: value(g.Resolution), UpdatedAt: g.UpdatedAt}
}

func (s *GrievanceStore) CreateGrievance(ctx context.Context, c grievance.Complaint) error {
	err := s.q.InsertGrievance(ctx, sqlcgen.InsertGrievanceParams{ID: c.ID, Ticket: c.Ticket,
		Name: c.Name, Email: c.Email, Phone: optional(c.Phone), MemberCode: optional(c.MemberCode),
		AgainstCode: optional(c.AgainstCode), Category: string(c.Category), Description: c.Description,
		CreatedAt: c.CreatedAt})
	// Tickets are random (domain/grievance): the caller draws another one and files again.
	if uniqueViolation(err, "grievances_ticket_key") {
		return app.ErrTicketTaken
	}
	return wrap("CreateGrievance", err, nil)
}

func (s *GrievanceStore) AcknowledgeGrievance(ctx context.Context, id uuid.UUID, now time.Time) error {
	n, err := s.q.AcknowledgeGrievance(ctx, sqlcgen.AcknowledgeGrievanceParams{ID: id, Now: now})
	if err != nil {
		return wrap("AcknowledgeGrievance", err, nil)
	}
	if n == 0 {
		return grievance.ErrNotFound
	}
	return nil
}

func (s *GrievanceStore) GrievanceByTicket(ctx context.Context, ticket, email string) (grievance.Complaint, error) {
	g, err := s.q.GrievanceByTicket(ctx, sqlcgen.GrievanceByTicketParams{Ticket: ticket, Email: email})
	if err != nil {
		return grievance.Complaint{}, wrap("GrievanceByTicket", err, grievance.ErrNotFound)
	}
	return complaintToDomain(g), nil
}

func (s *GrievanceStore) Grievances(ctx context.Context, openOnly bool, offset, limit int) ([]grievance.Complaint, int, error) {
	var (
		rows  []sqlcgen.Grievance
		total int64
		err   error
	)
	if openOnly {
		if total, err = s.q.CountOpenGrievances(ctx); err == nil {
			rows, err = s.q.OpenGrievances(ctx, sqlcgen.OpenGrievancesParams{PageOffset: int32(offset), PageLimit: int32(limit)})
		}
	} else {
		if total, err = s.q.CountGrievances(ctx); err == nil {
			rows, err = s.q.AllGrievances(ctx, sqlcgen.AllGrievancesParams{PageOffset: int32(offset), PageLimit: int32(limit)})
		}
	}
	if err != nil {
		return nil, 0, wrap("Grievances", err, nil)
	}
	out := make([]grievance.Complaint, 0, len(rows))
	for _, r := range rows {
		out = append(out, complaintToDomain(r))
	}
	return out, int(total), nil
}

func (s *GrievanceStore) UpdateGrievance(ctx context.Context, id uuid.UUID, u grievance.Update, admin uuid.UUID, now time.Time) (grievance.Complaint, error) {
	g, err := s.q.UpdateGrievance(ctx, sqlcgen.UpdateGrievanceParams{Status: string(u.Status), Resolution: optional(u.Resolution),
		Admin: admin, Now: now, ID: id})
	if err != nil {
		return grievance.Complaint{}, wrap("UpdateGrievance", err, grievance.ErrNotFound)
	}
	return complaintToDomain(g), nil
}

func (s *GrievanceStore) TrustStats(ctx context.Context, monthStart, alertsSince time.Time, alertDays int) (app.TrustStats, error) {
	r, err := s.q.AdminTrustStats(ctx, sqlcgen.AdminTrustStatsParams{MonthStart: monthStart, Since: dayOf(alertsSince),
		MinDays: int32(alertDays)})
	if err != nil {
		return app.TrustStats{}, wrap("TrustStats", err, nil)
	}
	st := app.TrustStats{RevenueMonthPaise: r.RevenueMonthPaise, PaymentsMonth: int(r.PaymentsMonth),
		PendingVerifications: int(r.PendingVerifications), OpenReports: int(r.OpenReports),
		OpenGrievances: int(r.OpenGrievances), HarvestAlerts: int(r.HarvestAlerts)}
	if r.PendingVerifications > 0 {
		oldest := r.OldestVerification
		st.OldestVerification = &oldest
	}
	return st, nil
}

func (s *GrievanceStore) MemberTrust(ctx context.Context, account uuid.UUID) (app.MemberTrust, error) {
	r, err := s.q.AdminMemberTrust(ctx, account)
	if err != nil {
		return app.MemberTrust{}, wrap("MemberTrust", err, nil)
	}
	t := app.MemberTrust{DeclaredAt: r.DeclaredAt, ReportsTotal: int(r.ReportsTotal), ReportsOpen: int(r.ReportsOpen),
		BlockedBy: int(r.BlockedBy)}
	if r.DeclaredIp != nil {
		t.DeclaredFrom = *r.DeclaredIp
	}
	return t, nil
}
