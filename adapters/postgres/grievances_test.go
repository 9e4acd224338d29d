package postgres_test

import (
	"errors"
	"fmt"
	"net/netip"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/safety"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// fileGrievance stores a valid complaint of category made at at.
func fileGrievance(t *testing.T, pool *pgxpool.Pool, category grievance.Category, at time.Time) grievance.Complaint {
	t.Helper()
	c, err := grievance.New(grievance.Form{Name: "Meera Kulkarni", Email: fmt.Sprintf("Meera%d@Example.in", memberSeq.Add(1)),
		Phone: "9876543210", MemberCode: "rg12345", AgainstCode: "rg54321", Category: string(category),
		Description: "Someone is using my pictures on their profile."}, at)
	if err != nil {
		t.Fatal(err)
	}
	if err := postgres.NewGrievanceStore(pool).CreateGrievance(t.Context(), c); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestGrievanceStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewGrievanceStore(pool)
	ctx := t.Context()
	tickets := func(cs []grievance.Complaint) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Ticket)
		}
		return out
	}

	t.Run("CreateGrievance", func(t *testing.T) {
		t.Parallel()
		c := fileGrievance(t, pool, grievance.Impersonation, testNow)
		got, err := store.GrievanceByTicket(ctx, c.Ticket, c.Email)
		if err != nil || got.ID != c.ID || got.Name != c.Name || got.Email != c.Email || got.Phone != c.Phone ||
			got.MemberCode != "RG12345" || got.AgainstCode != "RG54321" || got.Category != grievance.Impersonation ||
			got.Description != c.Description || got.Status != grievance.Received || !got.CreatedAt.Equal(testNow) ||
			!got.UpdatedAt.Equal(testNow) || got.AcknowledgedAt != nil || got.ResolvedAt != nil || got.Resolution != "" {
			t.Fatalf("read back %+v (%v), want %+v", got, err, c)
		}
		// Optional fields stay empty.
		bare, _ := grievance.New(grievance.Form{Name: "Anon Person", Email: "anon@example.in", Category: "other",
			Description: "A general complaint about the site."}, testNow)
		if err := store.CreateGrievance(ctx, bare); err != nil {
			t.Fatal(err)
		}
		if got, err := store.GrievanceByTicket(ctx, bare.Ticket, bare.Email); err != nil || got.Phone != "" || got.MemberCode != "" || got.AgainstCode != "" {
			t.Fatalf("a bare complaint %+v (%v)", got, err)
		}
		// A ticket number is never given twice: a complaint drawn onto a stored ticket is refused
		// as ErrTicketTaken, answered 503 rather than 500 should app.FileGrievance stop redrawing,
		// and is stored once it draws a fresh ticket.
		dup, _ := grievance.New(grievance.Form{Name: "Ravi Joshi", Email: "ravi@example.in", Category: "fraud",
			Description: "Someone asked me for money on the site."}, testNow)
		dup.Ticket = bare.Ticket
		if err := store.CreateGrievance(ctx, dup); !errors.Is(err, app.ErrTicketTaken) || !errors.Is(err, errs.ErrUnavailable) {
			t.Fatalf("a second complaint with the same ticket: %v, want app.ErrTicketTaken", err)
		}
		if got, err := store.GrievanceByTicket(ctx, bare.Ticket, bare.Email); err != nil || got.ID != bare.ID {
			t.Fatalf("the ticket's complaint after the collision: %+v (%v)", got, err)
		}
		dup.Ticket = grievance.NewTicket()
		if err := store.CreateGrievance(ctx, dup); err != nil {
			t.Fatalf("the complaint with a fresh ticket: %v", err)
		}
		if got, err := store.GrievanceByTicket(ctx, dup.Ticket, dup.Email); err != nil || got.ID != dup.ID {
			t.Fatalf("read back after a fresh ticket: %+v (%v)", got, err)
		}
		// The complaint's id taken is no ticket collision: redrawing would not help.
		again := dup
		again.Ticket = grievance.NewTicket()
		if err := store.CreateGrievance(ctx, again); err == nil || errors.Is(err, app.ErrTicketTaken) {
			t.Fatalf("a complaint stored twice under one id: %v", err)
		}
	})

	t.Run("AcknowledgeGrievance", func(t *testing.T) {
		t.Parallel()
		c := fileGrievance(t, pool, grievance.Fraud, testNow)
		at := testNow.Add(time.Minute)
		if err := store.AcknowledgeGrievance(ctx, c.ID, at); err != nil {
			t.Fatal(err)
		}
		// A second acknowledgement keeps the first time.
		if err := store.AcknowledgeGrievance(ctx, c.ID, at.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		got, _ := store.GrievanceByTicket(ctx, c.Ticket, c.Email)
		if got.AcknowledgedAt == nil || !got.AcknowledgedAt.Equal(at) || got.Status != grievance.Received {
			t.Fatalf("acknowledged at %v status %q, want %v", got.AcknowledgedAt, got.Status, at)
		}
		if err := store.AcknowledgeGrievance(ctx, uuid.New(), at); !errors.Is(err, grievance.ErrNotFound) || !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("acknowledging an unknown complaint: %v, want grievance.ErrNotFound", err)
		}
	})

	t.Run("GrievanceByTicket", func(t *testing.T) {
		t.Parallel()
		c := fileGrievance(t, pool, grievance.Privacy, testNow)
		other := fileGrievance(t, pool, grievance.Privacy, testNow)
		if got, err := store.GrievanceByTicket(ctx, c.Ticket, c.Email); err != nil || got.ID != c.ID {
			t.Fatalf("the ticket with its e-mail: %+v (%v)", got, err)
		}
		// A ticket number alone shows nothing: it is read with its own e-mail address.
		for _, probe := range [][2]string{{c.Ticket, other.Email}, {c.Ticket, ""}, {grievance.NewTicket(), c.Email}} {
			if _, err := store.GrievanceByTicket(ctx, probe[0], probe[1]); !errors.Is(err, grievance.ErrNotFound) {
				t.Fatalf("ticket %s with %q: %v", probe[0], probe[1], err)
			}
		}
	})

	t.Run("Grievances", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t) // the list is everyone's: a database of its own
		store := postgres.NewGrievanceStore(pool)
		admin := createAdmin(t, pool)
		var cs []grievance.Complaint
		for i := range 4 {
			cs = append(cs, fileGrievance(t, pool, grievance.Harassment, testNow.Add(time.Duration(i)*time.Minute)))
		}
		store.UpdateGrievance(ctx, cs[1].ID, grievance.Update{Status: grievance.Resolved, Resolution: "Removed."}, admin.ID, testNow.Add(time.Hour))
		store.UpdateGrievance(ctx, cs[2].ID, grievance.Update{Status: grievance.InProgress}, admin.ID, testNow.Add(time.Hour))
		open, n, err := store.Grievances(ctx, true, 0, 10)
		if err != nil || n != 3 || !slices.Equal(tickets(open), tickets([]grievance.Complaint{cs[0], cs[2], cs[3]})) {
			t.Fatalf("open: %d %v (%v), want the open ones oldest first", n, tickets(open), err)
		}
		if open, _, _ := store.Grievances(ctx, true, 1, 1); !slices.Equal(tickets(open), []string{cs[2].Ticket}) {
			t.Fatalf("open, second page: %v", tickets(open))
		}
		all, n, err := store.Grievances(ctx, false, 0, 3)
		if err != nil || n != 4 || !slices.Equal(tickets(all), tickets([]grievance.Complaint{cs[3], cs[2], cs[1]})) {
			t.Fatalf("all: %d %v (%v), want every one newest first", n, tickets(all), err)
		}
		if all, _, _ := store.Grievances(ctx, false, 3, 3); !slices.Equal(tickets(all), []string{cs[0].Ticket}) {
			t.Fatalf("all, second page: %v", tickets(all))
		}
	})

	t.Run("UpdateGrievance", func(t *testing.T) {
		t.Parallel()
		admin := createAdmin(t, pool)
		c := fileGrievance(t, pool, grievance.MorphedPhoto, testNow)
		t1, t2, t3 := testNow.Add(time.Hour), testNow.Add(2*time.Hour), testNow.Add(3*time.Hour)
		got, err := store.UpdateGrievance(ctx, c.ID, grievance.Update{Status: grievance.InProgress}, admin.ID, t1)
		if err != nil || got.Status != grievance.InProgress || got.AcknowledgedAt == nil || !got.AcknowledgedAt.Equal(t1) ||
			got.ResolvedAt != nil || !got.UpdatedAt.Equal(t1) || got.Ticket != c.Ticket {
			t.Fatalf("in progress: %+v (%v)", got, err)
		}
		got, err = store.UpdateGrievance(ctx, c.ID, grievance.Update{Status: grievance.Resolved, Resolution: "The picture was taken down."}, admin.ID, t2)
		if err != nil || got.Status != grievance.Resolved || got.Resolution != "The picture was taken down." ||
			got.ResolvedAt == nil || !got.ResolvedAt.Equal(t2) || !got.AcknowledgedAt.Equal(t1) {
			t.Fatalf("resolved: %+v (%v)", got, err)
		}
		var handledBy uuid.UUID
		if err := pool.QueryRow(ctx, "SELECT handled_by FROM grievances WHERE id = $1", c.ID).Scan(&handledBy); err != nil || handledBy != admin.ID {
			t.Fatalf("handled by %v (%v), want %v", handledBy, err, admin.ID)
		}
		// Reopening clears the resolution time.
		got, err = store.UpdateGrievance(ctx, c.ID, grievance.Update{Status: grievance.InProgress}, admin.ID, t3)
		if err != nil || got.ResolvedAt != nil || got.Resolution != "" || !got.UpdatedAt.Equal(t3) {
			t.Fatalf("reopened: %+v (%v)", got, err)
		}
		if _, err := store.UpdateGrievance(ctx, uuid.New(), grievance.Update{Status: grievance.Rejected}, admin.ID, t3); !errors.Is(err, grievance.ErrNotFound) {
			t.Fatalf("an unknown complaint: %v", err)
		}
	})

	t.Run("TrustStats", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t) // the counts are everyone's: a database of its own
		store := postgres.NewGrievanceStore(pool)
		empty, err := store.TrustStats(ctx, testNow.Add(-time.Hour), testNow.Add(-7*24*time.Hour), 2)
		if err != nil || empty != (app.TrustStats{}) {
			t.Fatalf("an empty site: %+v (%v)", empty, err)
		}
		// One captured payment, two documents waiting, one open report, an open grievance and a
		// member who hit a limit on two days.
		a, b := couple(t, pool)
		basic := planOf(t, pool, plans.Basic)
		pay := payments.NewPayment(a.AccountID, basic, "razorpay", "order_"+uuid.NewString(), a.FullName, a.Contact.Email, testNow)
		payStore := postgres.NewPaymentStore(pool)
		if err := payStore.CreatePayment(ctx, pay); err != nil {
			t.Fatal(err)
		}
		if _, _, err := payStore.Settle(ctx, pay.OrderID, payments.Report{EventID: uuid.NewString(), Source: "checkout",
			PaymentID: "pay_" + pay.OrderID, AmountPaise: pay.AmountPaise, Currency: pay.Currency, Status: payments.Captured}, testNow); err != nil {
			t.Fatal(err)
		}
		ver := postgres.NewVerificationStore(pool)
		ver.CreateRequest(ctx, uuid.New(), a.AccountID, verification.Document{Kind: verification.KindPhoto}, "k1", testNow.Add(-2*time.Hour))
		ver.CreateRequest(ctx, uuid.New(), b.AccountID, verification.Document{Kind: verification.KindPhoto}, "k2", testNow.Add(-time.Hour))
		r, _ := safety.NewReport(a.AccountID, b.AccountID, string(safety.ReasonFake), "", testNow)
		if _, err := postgres.NewSafetyStore(pool).Report(ctx, r); err != nil {
			t.Fatal(err)
		}
		fileGrievance(t, pool, grievance.Other, testNow)
		closed := fileGrievance(t, pool, grievance.Other, testNow)
		store.UpdateGrievance(ctx, closed.ID, grievance.Update{Status: grievance.Rejected}, createAdmin(t, pool).ID, testNow)
		limits := postgres.NewControlStore(pool)
		limits.RecordLimitHits(ctx, "profile_views", []uuid.UUID{a.AccountID, b.AccountID}, testNow.Add(-24*time.Hour))
		limits.RecordLimitHits(ctx, "profile_views", []uuid.UUID{a.AccountID}, testNow)
		got, err := store.TrustStats(ctx, testNow.Add(-time.Hour), testNow.Add(-7*24*time.Hour), 2)
		if err != nil || got.RevenueMonthPaise != int64(pay.AmountPaise) || got.PaymentsMonth != 1 || got.PendingVerifications != 2 ||
			got.OldestVerification == nil || !got.OldestVerification.Equal(testNow.Add(-2*time.Hour)) ||
			got.OpenReports != 1 || got.OpenGrievances != 1 || got.HarvestAlerts != 1 {
			t.Fatalf("stats %+v (%v)", got, err)
		}
		// A payment captured before the month began is not this month's revenue.
		if got, _ := store.TrustStats(ctx, testNow.Add(time.Hour), testNow.Add(-7*24*time.Hour), 2); got.RevenueMonthPaise != 0 || got.PaymentsMonth != 0 {
			t.Fatalf("a later month: %d paise in %d payments", got.RevenueMonthPaise, got.PaymentsMonth)
		}
	})

	t.Run("MemberTrust", func(t *testing.T) {
		t.Parallel()
		member := registerMember(t, pool, "male")
		if got, err := store.MemberTrust(ctx, member.AccountID); err != nil || got.DeclaredAt != nil || got.DeclaredFrom.IsValid() ||
			got.ReportsTotal != 0 || got.ReportsOpen != 0 || got.BlockedBy != 0 {
			t.Fatalf("a member with nothing: %+v (%v)", got, err)
		}
		ip := netip.MustParseAddr("203.0.113.7")
		if err := postgres.NewAccountStore(pool).RecordDeclarations(ctx, member.AccountID, testNow, ip); err != nil {
			t.Fatal(err)
		}
		safe := postgres.NewSafetyStore(pool)
		r1, r2, blocker := registerMember(t, pool, "female"), registerMember(t, pool, "female"), registerMember(t, pool, "female")
		for _, r := range []uuid.UUID{r1.AccountID, r2.AccountID} {
			rep, _ := safety.NewReport(r, member.AccountID, string(safety.ReasonAskingMoney), "", testNow)
			if _, err := safe.Report(ctx, rep); err != nil {
				t.Fatal(err)
			}
		}
		safe.Block(ctx, blocker.AccountID, member.AccountID, testNow)
		open, _, _ := safe.ReportQueue(ctx, 0, 1000)
		for _, q := range open {
			if q.Reported == member.AccountID && q.ReporterCode == r1.Code {
				if _, err := safe.CloseReports(ctx, member.AccountID, q.ID, safety.Decision{Action: safety.Dismiss}, createAdmin(t, pool).ID, testNow); err != nil {
					t.Fatal(err)
				}
			}
		}
		got, err := store.MemberTrust(ctx, member.AccountID)
		if err != nil || got.DeclaredAt == nil || !got.DeclaredAt.Equal(testNow) || got.DeclaredFrom != ip ||
			got.ReportsTotal != 2 || got.ReportsOpen != 1 || got.BlockedBy != 3 {
			t.Fatalf("trust %+v (%v), want declared from %v, 2 reports (1 open), blocked by 3", got, err, ip)
		}
	})
}
