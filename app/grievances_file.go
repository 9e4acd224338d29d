package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// ErrTicketTaken is a GrievanceStore refusing a complaint whose ticket number was already given.
// Tickets are drawn at random, so FileGrievance draws again; should every draw collide, the
// complainant is asked to try again shortly (503) rather than shown a server error.
var ErrTicketTaken = fmt.Errorf("grievance ticket already given: %w", errs.ErrUnavailable)

// ticketDraws bounds FileGrievance's draws: with n tickets given, a draw collides with a chance
// of n in 32^8, so a second draw practically always succeeds; the bound keeps a broken generator
// from looping.
const ticketDraws = 4

// FileGrievance stores a complaint and answers its ticket.
type FileGrievance struct {
	store     GrievanceStore
	mail      TrustMailer
	limits    *RateLimiter
	mails     *mailQueue
	statusURL string
	log       *slog.Logger
	now       func() time.Time
}

func NewFileGrievance(store GrievanceStore, mail TrustMailer, limits *RateLimiter, mails *mailQueue, statusURL string,
	log *slog.Logger, now func() time.Time) *FileGrievance {
	return mustHave(&FileGrievance{store: store, mail: mail, limits: limits, mails: mails, statusURL: statusURL,
		log: logOr(log), now: clockOr(now)})
}

// Handle stores the complaint and answers its ticket; the acknowledgement goes by e-mail after
// the answer, and its sending is recorded (the 24-hour clock's first duty).
func (c *FileGrievance) Handle(ctx context.Context, ip netip.Addr, f grievance.Form) (grievance.Complaint, error) {
	if err := c.limits.Take(ctx, PolicyGrievances, ClientKey(ip)); err != nil {
		return grievance.Complaint{}, err
	}
	g, err := grievance.New(f, c.now())
	if err != nil {
		return grievance.Complaint{}, err
	}
	for draw := 1; ; draw++ {
		err = c.store.CreateGrievance(ctx, g)
		if !errors.Is(err, ErrTicketTaken) || draw == ticketDraws {
			break
		}
		g.Ticket = grievance.NewTicket()
	}
	if err != nil {
		return grievance.Complaint{}, err
	}
	c.log.Info("grievance filed", slog.String("ticket", g.Ticket), slog.String("category", string(g.Category)))
	c.mails.send(func(ctx context.Context) error {
		if err := c.mail.GrievanceReceived(ctx, g.Email, f.Language, g.Name, g, c.statusURL); err != nil {
			c.log.Error("grievance acknowledgement not sent", slog.String("ticket", g.Ticket), slog.String("error", err.Error()))
			return nil
		}
		if err := c.store.AcknowledgeGrievance(ctx, g.ID, c.now()); err != nil {
			c.log.Error("grievance acknowledgement not recorded", slog.String("ticket", g.Ticket), slog.String("error", err.Error()))
		}
		return nil
	})
	return g, nil
}
