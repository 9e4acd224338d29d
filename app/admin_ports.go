package app

import (
	"context"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// AdminStore keeps admin accounts, their two-factor state and the audit log: the PostgreSQL
// adapter implements it whole, and each admin use case takes only the part it uses.
type AdminStore interface {
	AdminAccountStore
	TwoFactorStore
	AuditWriter
	AuditReader
}

// AdminAccountStore creates admins and changes their passwords.
type AdminAccountStore interface {
	// CreateAdmin stores an account with the admin role and no profile; profile.ErrEmailTaken
	// when the address is taken.
	CreateAdmin(ctx context.Context, a identity.Account, now time.Time) error
	// SetAdminPassword stores a new hash and revokes every token issued so far, on every instance.
	SetAdminPassword(ctx context.Context, id uuid.UUID, hash string, now time.Time) error
	CountAdmins(ctx context.Context) (int, error)
}

// TwoFactorStore keeps an admin's two-factor sign-in: the secret, the steps used, the recovery codes.
type TwoFactorStore interface {
	TOTP(ctx context.Context, id uuid.UUID) (TOTPState, error)
	SetPendingTOTP(ctx context.Context, id uuid.UUID, sealed []byte) error
	// EnableTOTP turns the pending secret on with the step of the code that confirmed it and
	// replaces the recovery codes, in one transaction; errs.ErrConflict when nothing is pending.
	EnableTOTP(ctx context.Context, id uuid.UUID, step int64, recoveryHashes [][]byte, now time.Time) error
	DisableTOTP(ctx context.Context, id uuid.UUID) error
	// UseTOTPStep accepts a code's time step once; false when it (or a later one) was used.
	UseTOTPStep(ctx context.Context, id uuid.UUID, step int64) (bool, error)
	// UseRecoveryCode spends a recovery code; false when there is no such unused code.
	UseRecoveryCode(ctx context.Context, id uuid.UUID, hash []byte, now time.Time) (bool, error)
}

// AuditWriter appends to the audit log; nothing can edit or delete an entry.
type AuditWriter interface {
	Audit(ctx context.Context, e admin.Entry) error
}

// AuditReader reads the audit log and the admins its filter names.
type AuditReader interface {
	AuditLog(ctx context.Context, f admin.AuditFilter, p paging.Page) ([]admin.Entry, int, error)
	Admins(ctx context.Context) ([]identity.Account, error)
}

// AccountFinder reads an account by its id (the token's subject).
type AccountFinder interface {
	AccountByID(ctx context.Context, id uuid.UUID) (identity.Account, error)
}

// PasswordAccounts reads an account by its e-mail and stores a password rehashed.
type PasswordAccounts interface {
	AccountByEmail(ctx context.Context, email string) (identity.Account, error)
	SetPasswordHash(ctx context.Context, id uuid.UUID, hash string) error
}

// TokenRevoker ends every session of an account issued before at.
type TokenRevoker interface {
	RevokeTokens(ctx context.Context, id uuid.UUID, at time.Time) error
}

// TwoFactorMailer tells an admin that wrong codes locked their sign-in with codes for minutes.
type TwoFactorMailer interface {
	TwoFactorLocked(ctx context.Context, to, lang string, wrongCodes, minutes int) error
}

// MemberAdder creates a member an admin adds (AccountsApplication's AddMember): a registration from no
// address, without the registration throttle, with the admin form's extra rules.
type MemberAdder interface {
	Handle(ctx context.Context, r Registration, extra func(*errs.Validator)) (profile.Profile, error)
}

// SubscriptionGranter gives a member a subscription by hand (GrantPlan, through PaymentsApplication.ForAdmin).
type SubscriptionGranter interface {
	Grant(ctx context.Context, g Grant) (plans.Subscription, error)
}

// PaymentHistory reads a member's orders, newest first (ListPayments, through PaymentsApplication.ForAdmin).
type PaymentHistory interface {
	History(ctx context.Context, member uuid.UUID) ([]payments.Payment, error)
}

// TOTPState is an admin's two-factor sign-in.
type TOTPState struct {
	Pending   []byte // sealed secret being set up, nil when none
	Secret    []byte // sealed secret in use, nil when off
	Enabled   bool
	CodesLeft int // unused recovery codes
}

// TOTPSetup is what the admin's authenticator app needs, shown once.
type TOTPSetup struct {
	Secret string // base32, for typing in by hand
	URL    string // otpauth://totp/…
	QRCode []byte // the URL as a PNG QR code
}

// TOTPAuthenticator draws and checks RFC 6238 secrets; the app sees them only sealed.
type TOTPAuthenticator interface {
	// New draws a secret for the account named label and answers it sealed, with its setup.
	New(label string) (sealed []byte, setup TOTPSetup, err error)
	// Check reports the time step a six-digit code is valid for at now (one step of clock
	// skew either way), or ok false.
	Check(sealed []byte, code string, now time.Time) (step int64, ok bool, err error)
}

// MemberAdminStore reads and changes members for admins.
type MemberAdminStore interface {
	Stats(ctx context.Context, now time.Time) (AdminStats, error)
	// Members answers one page of members matching q and how many match, counting no further
	// than countLimit.
	Members(ctx context.Context, q admin.MemberQuery, p paging.Page, countLimit int, now time.Time) ([]MemberRow, int, error)
	MemberDetail(ctx context.Context, code string, now time.Time) (MemberDetail, error)
	// SetStatus suspends (suspended true) or reinstates the member with the admin's reason;
	// a suspension also revokes every token of the member, on every instance, in the same
	// transaction. profile.ErrNotFound when there is no such member.
	SetStatus(ctx context.Context, account uuid.UUID, suspended bool, reason string, now time.Time) error
}

// AdminStats are the dashboard's counts.
type AdminStats struct {
	Total, Male, Female, Suspended, Subscribed, NewThisWeek, OpenInbox int
}

// MemberRow is a line of the admin's member table.
type MemberRow struct {
	AccountID    uuid.UUID
	Code         string
	FullName     string
	Email, Phone string
	Plan         plans.Code // of the active subscription, "" when none
	Suspended    bool
	RegisteredAt time.Time
}

// MemberDetail is everything an admin sees of one member.
type MemberDetail struct {
	Profile          profile.Profile
	RegisteredFrom   netip.Addr // zero when unknown (registered before it was kept, or added by an admin)
	StatusChangedAt  *time.Time
	StatusReason     string
	PendingSent      int
	PendingReceived  int
	Connections      int
	Subscription     plans.Subscription // the active one, zero when none
	SubscribedUntil  time.Time          // the end of the last subscription, zero when none runs
	Subscriptions    []GrantedSubscription
	AccountCreatedAt time.Time
}

// GrantedSubscription is a subscription as admins see it: who granted it, and why.
type GrantedSubscription struct {
	plans.Subscription
	GrantedBy   string // the admin's e-mail; "" for a bought one
	GrantReason string
	CreatedAt   time.Time
}

// Grant is a subscription an admin gives by hand (app.GrantPlan): the plan, who, why.
type Grant struct {
	Account   uuid.UUID
	Plan      plans.Code
	GrantedBy uuid.UUID
	Reason    string
	Now       time.Time
}

// InboxStore lists and answers the visitors' messages.
type InboxStore interface {
	// Inbox answers a page of items, newest first (open nil: all; true: unhandled; false: handled).
	Inbox(ctx context.Context, open *bool, p paging.Page) ([]admin.InboxItem, int, error)
	// HandleInboxItem sets the handled flag and note, and answers which of them changed;
	// admin.ErrInboxItemNotFound when there is no such item.
	HandleInboxItem(ctx context.Context, kind admin.InboxKind, id uuid.UUID, handled bool, note string,
		by uuid.UUID, now time.Time) (changed []string, err error)
}

// AdminTrustStore reads what the dashboard and a member's details show of trust and money.
type AdminTrustStore interface {
	TrustStats(ctx context.Context, monthStart, alertsSince time.Time, alertDays int) (TrustStats, error)
	MemberTrust(ctx context.Context, account uuid.UUID) (MemberTrust, error)
}

// TrustStats are the dashboard's counts beyond members.
type TrustStats struct {
	RevenueMonthPaise    int64 // captured payments since the month began (Asia/Kolkata)
	PaymentsMonth        int
	PendingVerifications int
	OldestVerification   *time.Time // the front of the queue: the 24-hour promise
	OpenReports          int
	OpenGrievances       int
	HarvestAlerts        int
}

// MemberTrust is what an admin sees of a member's declarations and reports.
type MemberTrust struct {
	DeclaredAt   *time.Time
	DeclaredFrom netip.Addr
	ReportsTotal int
	ReportsOpen  int
	BlockedBy    int
}

// MemberExtras are what a member's details show beyond the profile: payments and trust.
type MemberExtras struct {
	Payments []payments.Payment
	Trust    MemberTrust
}
