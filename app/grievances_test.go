package app_test

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// grievanceStore refuses the first taken complaints as ErrTicketTaken (or with err, when set)
// and keeps the rest.
type grievanceStore struct {
	app.GrievanceStore
	taken int
	err   error
	tried []string
	filed []grievance.Complaint
	acked []uuid.UUID
	// lookups counts GrievanceByTicket's reads.
	lookups int
}

func (s *grievanceStore) CreateGrievance(_ context.Context, c grievance.Complaint) error {
	s.tried = append(s.tried, c.Ticket)
	switch {
	case s.err != nil:
		return s.err
	case len(s.tried) <= s.taken:
		return app.ErrTicketTaken
	}
	s.filed = append(s.filed, c)
	return nil
}

// GrievanceByTicket finds a filed complaint by its ticket and the address it was filed under,
// as the port promises (grievance.ErrNotFound otherwise).
func (s *grievanceStore) GrievanceByTicket(_ context.Context, ticket, email string) (grievance.Complaint, error) {
	s.lookups++
	for _, c := range s.filed {
		if c.Ticket == ticket && c.Email == email {
			return c, nil
		}
	}
	return grievance.Complaint{}, grievance.ErrNotFound
}

func (s *grievanceStore) AcknowledgeGrievance(_ context.Context, id uuid.UUID, _ time.Time) error {
	s.acked = append(s.acked, id)
	return nil
}

type grievanceMailer struct {
	app.TrustMailer
	sent []string
}

func (m *grievanceMailer) GrievanceReceived(_ context.Context, _, _, _ string, c grievance.Complaint, _ string) error {
	m.sent = append(m.sent, c.Ticket)
	return nil
}

func TestGrievanceFiling(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 11, 0, 0, 0, time.UTC)
	ip := netip.MustParseAddr("198.51.100.20")
	form := grievance.Form{Name: "Meera Kulkarni", Email: "meera@example.in", Category: string(grievance.Impersonation),
		Description: "Someone is using my pictures on their profile.", Language: "en"}
	setup := func(store *grievanceStore) (*app.GrievancesApplication, *grievanceMailer) {
		t.Helper()
		clock := func() time.Time { return now }
		mail := &grievanceMailer{}
		g, err := app.NewGrievancesApplication(app.GrievancesPorts{Store: store, Mail: mail, Limits: acctLimiter(clock),
			Log: slog.New(slog.DiscardHandler), Now: clock})
		if err != nil {
			t.Fatal(err)
		}
		return g, mail
	}

	t.Run("a ticket already given is drawn again, and the complainant gets the one stored", func(t *testing.T) {
		store := &grievanceStore{taken: 1}
		g, mail := setup(store)
		c, err := g.Commands.File.Handle(ctx, ip, form)
		g.WaitForMail()
		if err != nil || len(store.tried) != 2 || store.tried[0] == store.tried[1] || len(store.filed) != 1 {
			t.Fatalf("filed %+v (%v) after trying %v", c, err, store.tried)
		}
		if c.Ticket != store.filed[0].Ticket || c.Ticket != store.tried[1] || !grievance.ValidTicket(c.Ticket) {
			t.Fatalf("answered ticket %q, stored %q", c.Ticket, store.filed[0].Ticket)
		}
		if len(mail.sent) != 1 || mail.sent[0] != c.Ticket || len(store.acked) != 1 || store.acked[0] != c.ID {
			t.Fatalf("acknowledged %v for %v, want ticket %s", mail.sent, store.acked, c.Ticket)
		}
	})

	t.Run("when every draw is taken the complainant is asked to try again, not shown a server error", func(t *testing.T) {
		store := &grievanceStore{taken: 1 << 30}
		g, mail := setup(store)
		_, err := g.Commands.File.Handle(ctx, ip, form)
		g.WaitForMail()
		if !errors.Is(err, app.ErrTicketTaken) || !errors.Is(err, errs.ErrUnavailable) {
			t.Fatalf("got %v, want ErrTicketTaken answered as unavailable", err)
		}
		if len(store.tried) < 2 || len(store.tried) > 10 || len(store.filed) != 0 || len(mail.sent) != 0 {
			t.Fatalf("tried %d tickets, filed %d, mailed %d: want a few draws, nothing filed or mailed",
				len(store.tried), len(store.filed), len(mail.sent))
		}
	})

	t.Run("other store failures are not retried", func(t *testing.T) {
		boom := errors.New("boom")
		store := &grievanceStore{err: boom}
		g, _ := setup(store)
		if _, err := g.Commands.File.Handle(ctx, ip, form); !errors.Is(err, boom) || len(store.tried) != 1 {
			t.Fatalf("got %v after %d tries, want boom after one", err, len(store.tried))
		}
	})
}

func TestGrievanceStatusIsForWhoeverFiledIt(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 11, 0, 0, 0, time.UTC)
	ip := netip.MustParseAddr("198.51.100.21")
	filed := grievance.Complaint{ID: uuid.New(), Ticket: "GR2345ABCD", Email: "meera@example.in"}
	store := &grievanceStore{filed: []grievance.Complaint{filed}}
	clock := func() time.Time { return now }
	limits := acctLimiter(clock)
	g, err := app.NewGrievancesApplication(app.GrievancesPorts{Store: store, Mail: &grievanceMailer{}, Limits: limits,
		Log: slog.New(slog.DiscardHandler), Now: clock})
	if err != nil {
		t.Fatal(err)
	}

	if c, err := g.Queries.Status.Handle(ctx, ip, filed.Ticket, " Meera@Example.IN "); err != nil || c.ID != filed.ID {
		t.Fatalf("the complainant's own ticket, the address as typed: %+v %v", c, err)
	}
	for name, lookup := range map[string][2]string{
		"another address":          {filed.Ticket, "someone@example.in"},
		"another ticket":           {"GR2345ABCE", filed.Email},
		"not a ticket at all":      {"GR0000", filed.Email},
		"letters the tickets lack": {"GR2345ABC1", filed.Email},
	} {
		if _, err := g.Queries.Status.Handle(ctx, ip, lookup[0], lookup[1]); !errors.Is(err, grievance.ErrNotFound) {
			t.Errorf("%s: got %v", name, err)
		}
	}
	if store.lookups != 3 {
		t.Fatalf("%d reads: a malformed ticket is refused without one", store.lookups)
	}

	limits.SetLimit(app.PolicyGrievanceLookups, 5)
	var rl *errs.RateLimitedError
	if _, err := g.Queries.Status.Handle(ctx, ip, filed.Ticket, filed.Email); !errors.As(err, &rl) {
		t.Fatalf("the sixth lookup from one client: %v", err)
	}
	if store.lookups != 3 {
		t.Fatalf("a refused lookup read the store (%d reads)", store.lookups)
	}
}
