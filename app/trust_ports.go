package app

import (
	"context"
	"io"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/safety"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// The ports of trust and safety (docs/adr/0016-trust-and-safety.md).

// SafetyStore keeps blocks and reports. Every change of several rows is one transaction.
type SafetyStore interface {
	// Blocked reports whether either member has blocked the other.
	Blocked(ctx context.Context, a, b uuid.UUID) (bool, error)
	// Block records blocker's block and, in the same transaction, ends what was between the two:
	// their request (pending or accepted), the notifications either caused the other, photo
	// requests, shortlist entries and profile views both ways. Blocking twice changes nothing.
	Block(ctx context.Context, blocker, blocked uuid.UUID, now time.Time) error
	// Unblock lifts blocker's block; safety.ErrNotBlocked when there is none.
	Unblock(ctx context.Context, blocker, blocked uuid.UUID) error
	// Blocks are the members blocker blocked, newest first.
	Blocks(ctx context.Context, blocker uuid.UUID) ([]safety.Blocked, error)
	// Report stores r and the reporter's block of the member reported, in one transaction;
	// created is false when the reporter already has an open report of that member.
	Report(ctx context.Context, r safety.Report) (created bool, err error)
	// ReportQueue is a page of open reports, oldest first, with how many there are.
	ReportQueue(ctx context.Context, offset, limit int) ([]safety.QueueItem, int, error)
	// OpenReport is an open report; safety.ErrReportNotFound when it is not open.
	OpenReport(ctx context.Context, id uuid.UUID) (OpenReport, error)
	// CloseReports settles the open report id (only, for a dismissal) or every open report about
	// the member, records the decision, and tells each reporter the outcome in their
	// notifications, in one transaction.
	CloseReports(ctx context.Context, reported, only uuid.UUID, d safety.Decision, admin uuid.UUID, now time.Time) (closed int, err error)
	// Notify stores a notice from the team for member (a warning) and wakes their streams.
	Notify(ctx context.Context, member uuid.UUID, kind, subject, note string, now time.Time) error
	// RemovePhoto takes the member's picture off their profile and answers it (for deletion once
	// no profile shows it); safety.ErrNoPhotoToRemove when there is none.
	RemovePhoto(ctx context.Context, member uuid.UUID, now time.Time) (photoID string, err error)
}

// OpenReport is what a moderation action needs of a report.
type OpenReport struct {
	ID           uuid.UUID
	Reporter     uuid.UUID
	Reported     uuid.UUID
	ReportedCode string
}

// ControlStore keeps a member's control over who sees what: photo visibility and pausing, photo
// requests, the shortlist, and the profile views shown as "who viewed my profile".
type ControlStore interface {
	SetSettings(ctx context.Context, me uuid.UUID, photoVisibility string, paused bool, now time.Time) error
	// RequestPhoto asks owner to show requester their picture (again, after a decline) and
	// notifies the owner when it did ask, in one transaction; it answers the request's state.
	RequestPhoto(ctx context.Context, owner, requester uuid.UUID, now time.Time) (status string, err error)
	// DecidePhotoRequest answers requester's pending request; accepting notifies them.
	// errs.ErrNotFound when nothing is pending.
	DecidePhotoRequest(ctx context.Context, owner, requester uuid.UUID, accept bool, now time.Time) error
	PendingPhotoRequests(ctx context.Context, owner uuid.UUID) ([]matching.Card, error)
	Save(ctx context.Context, me, saved uuid.UUID, now time.Time) error
	Unsave(ctx context.Context, me, saved uuid.UUID) error
	// Shortlist is a page of the saved members who may still be shown, newest first.
	Shortlist(ctx context.Context, me uuid.UUID, offset, limit int) ([]matching.Card, int, error)
	// Viewers is a page of who viewed me's profile on days since `since`, each once, newest
	// first, never paused, suspended or blocked viewers; with how many viewers and views.
	Viewers(ctx context.Context, me uuid.UUID, since time.Time, offset, limit int) (ViewerPage, error)
}

// ViewerPage is one page of "who viewed my profile".
type ViewerPage struct {
	Viewers []Viewer
	Total   int // viewers in the period
	Views   int // viewer-days: each viewer counts once a day
}

// Viewer is a member who viewed the caller's profile.
type Viewer struct {
	matching.Card
	LastViewed time.Time
	Days       int
}

// ViewLog records profile views without holding up the request that made them: the profile view
// is the hottest read of the product (docs/adr/0016-trust-and-safety.md, "Who viewed me").
type ViewLog interface {
	// Record notes that viewer viewed member's profile at at. It never blocks: under overload a
	// view may be dropped, never the request slowed.
	Record(viewer, member uuid.UUID, at time.Time)
}

// VerificationStore keeps badges, texted codes and the documents admins check.
type VerificationStore interface {
	// MarkEmailVerified earns the e-mail badge if the account still has email; false if not.
	MarkEmailVerified(ctx context.Context, account uuid.UUID, email string, now time.Time) (bool, error)
	// StartPhoneCode cancels any live code and stores a new one for phone unless the account
	// had perHour codes in the last hour (issued false), under the account's lock.
	StartPhoneCode(ctx context.Context, account uuid.UUID, phone string, hash []byte, now time.Time, perHour int) (issued bool, err error)
	// ConfirmPhoneCode checks a code's hash against the live code in one statement: live is
	// false when there is none; a right code is used up and earns the badge (verified) while
	// the account still has the number it was sent to.
	ConfirmPhoneCode(ctx context.Context, account uuid.UUID, hash []byte, now time.Time) (matched, verified, live bool, err error)
	// LivePhoneCode is when the live code texted to phone expires; ok false when none waits.
	LivePhoneCode(ctx context.Context, account uuid.UUID, phone string, now time.Time) (expires time.Time, ok bool, err error)
	Badges(ctx context.Context, account uuid.UUID) (profile.Badges, error)
	// Records are the newest request of each kind the member made.
	Records(ctx context.Context, account uuid.UUID) ([]verification.Record, error)
	// CreateRequest queues a document whose image is stored under imageKey;
	// verification.ErrPending when one of that kind is already waiting.
	CreateRequest(ctx context.Context, id, account uuid.UUID, d verification.Document, imageKey string, now time.Time) error
	Queue(ctx context.Context, offset, limit int) ([]verification.Item, int, error)
	// Pending is a waiting request with its image key; verification.ErrNotFound when decided.
	Pending(ctx context.Context, id uuid.UUID) (PendingDocument, error)
	// Decide settles a waiting request once (the image key is forgotten in the same change),
	// grants the badge when approved, and notifies the member, in one transaction;
	// verification.ErrNotFound when it was decided already.
	Decide(ctx context.Context, id uuid.UUID, approve bool, reason string, admin uuid.UUID, now time.Time) error
}

// PendingDocument is a document waiting in the queue.
type PendingDocument struct {
	ID         uuid.UUID
	Account    uuid.UUID
	Kind       verification.Kind
	ImageKey   string
	MemberCode string
}

// DocumentStore keeps the images of identity documents and selfies apart from pictures: no
// member route reads them, only the admins' queue, and they are deleted once decided.
type DocumentStore interface {
	SaveDocument(ctx context.Context, jpeg []byte) (key string, err error)
	OpenDocument(ctx context.Context, key string) (io.ReadCloser, error)
	DeleteDocument(ctx context.Context, key string) error
}

// PhoneTexter texts members their verification codes in their language (adapters/sms: a
// provider's HTTP API, or an outbox of files in the embedded default).
type PhoneTexter interface {
	// PhoneCode texts code to an Indian mobile number (10 digits, without +91).
	PhoneCode(ctx context.Context, to, lang, code string) error
}

// LinkSigner signs the fields of a link mailed to a member, so that the link alone proves the
// mailbox received it (e-mail verification).
type LinkSigner interface {
	Sign(purpose string, fields []string, expires time.Time) string
	// Verify answers the fields of a token signed for purpose that has not expired at now.
	Verify(purpose, token string, now time.Time) (fields []string, ok bool)
}

// TrustMailer sends the e-mails of trust and safety in the member's language.
type TrustMailer interface {
	VerifyEmail(ctx context.Context, to, lang, fullName, link string) error
	GrievanceReceived(ctx context.Context, to, lang, fullName string, c grievance.Complaint, statusURL string) error
}

// GrievanceStore keeps complaints to the grievance officer.
type GrievanceStore interface {
	CreateGrievance(ctx context.Context, c grievance.Complaint) error
	// AcknowledgeGrievance records that the acknowledgement went out.
	AcknowledgeGrievance(ctx context.Context, id uuid.UUID, now time.Time) error
	// GrievanceByTicket is the ticket filed under email; grievance.ErrNotFound otherwise.
	GrievanceByTicket(ctx context.Context, ticket, email string) (grievance.Complaint, error)
	// Grievances is a page: the open ones oldest first (their clocks), or every one newest first.
	Grievances(ctx context.Context, openOnly bool, offset, limit int) ([]grievance.Complaint, int, error)
	UpdateGrievance(ctx context.Context, id uuid.UUID, u grievance.Update, admin uuid.UUID, now time.Time) (grievance.Complaint, error)
}

// LimitHits records the days members ran into a harvesting limit, and who did so repeatedly.
type LimitHits interface {
	RecordLimitHits(ctx context.Context, policy string, accounts []uuid.UUID, at time.Time) error
	HarvestAlerts(ctx context.Context, since time.Time, minDays int) ([]HarvestAlert, error)
}

// HarvestAlert is an account that ran into a daily limit on several days.
type HarvestAlert struct {
	Account   uuid.UUID
	Code      string
	FullName  string
	Suspended bool
	Days      int
	LastAt    time.Time
	Policies  []string
}

// BatchCounter counts many keys' events at once in the shared counters (BatchedLimit).
type BatchCounter interface {
	// AddMany adds counts[key] events to each key's window in bucket (a window that has ended
	// starts again at newWindowEnds) and answers each key's count and window end.
	AddMany(ctx context.Context, bucket string, counts map[string]int, now, newWindowEnds time.Time) (map[string]WindowCount, error)
}

// WindowCount is a key's count in its current window.
type WindowCount struct {
	Hits int
	Ends time.Time
}
