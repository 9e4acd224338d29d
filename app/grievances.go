package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"sync"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// ErrTicketTaken is a GrievanceStore refusing a complaint whose ticket number was already given.
// Tickets are drawn at random, so File draws again; should every draw collide, the complainant
// is asked to try again shortly (503) rather than shown a server error.
var ErrTicketTaken = fmt.Errorf("grievance ticket already given: %w", errs.ErrUnavailable)

// ticketDraws bounds File's draws: with n tickets given, a draw collides with a chance of n in
// 32^8, so a second draw practically always succeeds; the bound keeps a broken generator from
// looping.
const ticketDraws = 4

// Grievances is the grievance officer's public desk (docs/adr/0016-trust-and-safety.md; IT Rules
// 2021, rule 3(2)): who the officer is, a complaint form that answers a ticket number at once
// and e-mails an acknowledgement, and a ticket's status for whoever filed it.
type Grievances struct {
	Store   GrievanceStore
	Mail    TrustMailer
	Officer grievance.Officer
	// StatusURL is the ticket status page, PUBLIC_BASE_URL + "/grievance/status".
	StatusURL string
	Limits    *RateLimiter
	Log       *slog.Logger
	Now       func() time.Time

	mails sync.WaitGroup
}

// GrievancesDeps are what Grievances needs; Log and Now have defaults.
type GrievancesDeps struct {
	Store     GrievanceStore
	Mail      TrustMailer
	Limits    *RateLimiter
	Officer   grievance.Officer
	StatusURL string
	Log       *slog.Logger
	Now       func() time.Time
}

// NewGrievances builds Grievances, naming every required dependency missing.
func NewGrievances(d GrievancesDeps) (*Grievances, error) {
	r := required{useCase: "Grievances"}
	r.need("Store", d.Store)
	r.need("Mail", d.Mail)
	r.need("Limits", d.Limits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Grievances{Store: d.Store, Mail: d.Mail, Officer: d.Officer, StatusURL: d.StatusURL, Limits: d.Limits,
		Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

// File stores a complaint and answers its ticket; the acknowledgement goes by e-mail after the
// answer, and its sending is recorded (the 24-hour clock's first duty).
func (g *Grievances) File(ctx context.Context, ip netip.Addr, f grievance.Form) (grievance.Complaint, error) {
	if err := g.Limits.Take(ctx, PolicyGrievances, ClientKey(ip)); err != nil {
		return grievance.Complaint{}, err
	}
	c, err := grievance.New(f, g.Now())
	if err != nil {
		return grievance.Complaint{}, err
	}
	for draw := 1; ; draw++ {
		err = g.Store.CreateGrievance(ctx, c)
		if !errors.Is(err, ErrTicketTaken) || draw == ticketDraws {
			break
		}
		c.Ticket = grievance.NewTicket()
	}
	if err != nil {
		return grievance.Complaint{}, err
	}
	g.Log.Info("grievance filed", slog.String("ticket", c.Ticket), slog.String("category", string(c.Category)))
	g.mails.Add(1)
	go func() {
		defer g.mails.Done()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := g.Mail.GrievanceReceived(ctx, c.Email, f.Language, c.Name, c, g.StatusURL); err != nil {
			g.Log.Error("grievance acknowledgement not sent", slog.String("ticket", c.Ticket), slog.String("error", err.Error()))
			return
		}
		if err := g.Store.AcknowledgeGrievance(ctx, c.ID, g.Now()); err != nil {
			g.Log.Error("grievance acknowledgement not recorded", slog.String("ticket", c.Ticket), slog.String("error", err.Error()))
		}
	}()
	return c, nil
}

// Status is the ticket filed under email. Lookups are limited per client: a ticket and an
// address are guessed together or not at all.
func (g *Grievances) Status(ctx context.Context, ip netip.Addr, ticket, email string) (grievance.Complaint, error) {
	if err := g.Limits.Take(ctx, PolicyGrievanceLookups, ClientKey(ip)); err != nil {
		return grievance.Complaint{}, err
	}
	if !grievance.ValidTicket(ticket) {
		return grievance.Complaint{}, grievance.ErrNotFound
	}
	return g.Store.GrievanceByTicket(ctx, ticket, contactinfo.NormalizeEmail(email))
}

// WaitForMail blocks until every acknowledgement is sent or has failed (shutdown, tests).
func (g *Grievances) WaitForMail() { g.mails.Wait() }
