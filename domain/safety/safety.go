// Package safety is members protecting themselves from each other (docs/adr/0016-trust-and-safety.md):
// blocks, reports of a profile and what admins do about them. Standard library and uuid only.
package safety

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// A block hides two members from each other in every direction: search, matches, profile views,
// requests, connections, notifications, messages, the live stream, pictures, shortlists and
// profile views. Blocking ends what was pending between them (and their connection); unblocking
// restores nothing but the possibility to meet again.

var (
	ErrBlockSelf  = errs.New(errs.ErrInvalid, "block_self", "You cannot block yourself.")
	ErrReportSelf = errs.New(errs.ErrInvalid, "report_self", "You cannot report yourself.")
	ErrNotBlocked = errs.New(errs.ErrNotFound, "block_not_found", "You have not blocked this member.")
	// ErrReportNotFound is a report that is not (or no longer) waiting in the moderation queue.
	ErrReportNotFound  = errs.New(errs.ErrNotFound, "report_not_found", "This report is not waiting for a decision.")
	ErrNoPhotoToRemove = errs.New(errs.ErrConflict, "no_photo", "This member has no profile picture.")
)

// Reason is why a member reports a profile.
type Reason string

// The reasons a member may give (what BharatMatrimony and Shaadi ask, and what the IT Rules
// single out: impersonation and morphed pictures fall under fake and offensive photo).
const (
	ReasonFake           Reason = "fake"
	ReasonAlreadyMarried Reason = "already-married"
	ReasonHarassment     Reason = "harassment"
	ReasonAskingMoney    Reason = "asking-money"
	ReasonOffensivePhoto Reason = "offensive-photo"
	ReasonOther          Reason = "other"
)

// Reasons lists them in the order a form shows them.
var Reasons = []Reason{ReasonFake, ReasonAlreadyMarried, ReasonHarassment, ReasonAskingMoney, ReasonOffensivePhoto, ReasonOther}

// MaxDetailsLength bounds what a member writes with a report, in characters.
const MaxDetailsLength = 2000

// Report is one member's report of another.
type Report struct {
	ID        uuid.UUID
	Reporter  uuid.UUID
	Reported  uuid.UUID
	Reason    Reason
	Details   string
	CreatedAt time.Time
}

// NewReport validates a report: a listed reason, and for "other" a few words saying what.
func NewReport(reporter, reported uuid.UUID, reason, details string, now time.Time) (Report, error) {
	if reporter == reported {
		return Report{}, ErrReportSelf
	}
	r := Report{ID: uuid.New(), Reporter: reporter, Reported: reported, Reason: Reason(reason),
		Details: strings.TrimSpace(details), CreatedAt: now}
	var v errs.Validator
	known := false
	for _, x := range Reasons {
		known = known || x == r.Reason
	}
	v.Check(known, "reason", "Please choose a reason.")
	n := utf8.RuneCountInString(r.Details)
	if v.Check(n <= MaxDetailsLength, "details", "Please write at most 2,000 characters.") && r.Reason == ReasonOther {
		v.Check(n >= 5, "details", "Please tell us what is wrong with this profile.")
	}
	return r, v.Err("Please fix the errors in the form.")
}

// Action is what an admin does about a report.
type Action string

const (
	Dismiss     Action = "dismiss"      // no breach: the report closes, the reporter is told so
	Warn        Action = "warn"         // the member reported is warned in their notifications
	RemovePhoto Action = "remove-photo" // their picture goes
	Suspend     Action = "suspend"      // they cannot log in and vanish from discovery
	Delete      Action = "delete"       // their account is erased
)

// Actions lists them in the order the queue offers them.
var Actions = []Action{Dismiss, Warn, RemovePhoto, Suspend, Delete}

// Decision is an admin's action on a report with the note that goes with it (the warning's text,
// the suspension's reason; optional for a dismissal).
type Decision struct {
	Action Action
	Note   string
}

// NewDecision validates an admin's decision: every action but a dismissal says why, in words the
// member (warned, suspended) reads.
func NewDecision(action, note string) (Decision, error) {
	d := Decision{Action: Action(action), Note: strings.TrimSpace(note)}
	var v errs.Validator
	known := false
	for _, a := range Actions {
		known = known || a == d.Action
	}
	v.Check(known, "action", "Please choose an action.")
	n := utf8.RuneCountInString(d.Note)
	if known && d.Action != Dismiss {
		v.Check(n >= 3 && n <= 500, "note", "Please give a reason (3 to 500 characters).")
	} else {
		v.Check(n <= 500, "note", "Please give a reason (3 to 500 characters).")
	}
	return d, v.Err("Please fix the errors in the form.")
}

// ClosesAll reports whether the action settles every open report about the member (an action
// against them answers them all), or only the one decided (a dismissal).
func (d Decision) ClosesAll() bool { return d.Action != Dismiss }

// QueueItem is an open report as the moderation queue shows it.
type QueueItem struct {
	Report
	ReporterCode      string
	ReportedCode      string
	ReportedName      string
	ReportedPhoto     string
	ReportedSuspended bool
	OpenReports       int // open reports about the same member
}

// Blocked is a member the caller blocked, as the settings list shows them.
type Blocked struct {
	Code      string
	FullName  string
	BlockedAt time.Time
}
