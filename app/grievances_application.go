package app

import (
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

// GrievancesApplication is the grievance officer's public desk (docs/adr/0016-trust-and-safety.md;
// IT Rules 2021, rule 3(2)): who the officer is, a complaint form that answers a ticket number at
// once and e-mails an acknowledgement, and a ticket's status for whoever filed it. One use case
// to a file (grievances_*.go), laid out as admin_application.go.
type GrievancesApplication struct {
	Commands GrievancesCommands
	Queries  GrievancesQueries
	mails    *mailQueue // the acknowledgements still being sent (WaitForMail)
}

// GrievancesCommands file complaints.
type GrievancesCommands struct {
	File *FileGrievance
}

// GrievancesQueries read the desk and a ticket.
type GrievancesQueries struct {
	Officer *ReadGrievanceOfficer
	Status  *GrievanceStatus
}

// GrievancesPorts are what the desk uses. Officer is who answers; StatusURL is the ticket status
// page, PUBLIC_BASE_URL + "/grievance/status". Log and Now are optional (a discarding log, the
// wall clock).
type GrievancesPorts struct {
	Store     GrievanceStore
	Mail      TrustMailer
	Limits    *RateLimiter
	Officer   grievance.Officer
	StatusURL string
	Log       *slog.Logger
	Now       func() time.Time
}

// NewGrievancesApplication builds the desk, naming every port missing.
func NewGrievancesApplication(p GrievancesPorts) (*GrievancesApplication, error) {
	if err := requireFields("GrievancesApplication", p, "Officer", "StatusURL", "Log", "Now"); err != nil {
		return nil, err
	}
	mails := newMailQueue(p.Log)
	return &GrievancesApplication{
		Commands: GrievancesCommands{File: NewFileGrievance(p.Store, p.Mail, p.Limits, mails, p.StatusURL, p.Log, p.Now)},
		Queries: GrievancesQueries{
			Officer: NewReadGrievanceOfficer(p.Officer),
			Status:  NewGrievanceStatus(p.Store, p.Limits),
		},
		mails: mails,
	}, nil
}

// WaitForMail blocks until every acknowledgement is sent or has failed (shutdown, tests).
func (a *GrievancesApplication) WaitForMail() { a.mails.wait() }

// ReadGrievanceOfficer answers who the grievance officer is, as the desk's page shows them.
type ReadGrievanceOfficer struct{ officer grievance.Officer }

func NewReadGrievanceOfficer(officer grievance.Officer) *ReadGrievanceOfficer {
	return &ReadGrievanceOfficer{officer: officer}
}

func (q *ReadGrievanceOfficer) Handle() grievance.Officer { return q.officer }
