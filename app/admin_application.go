package app

import (
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// The operators' use cases (docs/adr/0011-admin.md), one command or query to a file (admin_*.go),
// each holding only the ports it uses; every action that changes or reads a member is audited
// (admin_audit.go). AdminApplication is their index: the HTTP adapter calls
// Commands.X.Handle and Queries.X.Handle.
type AdminApplication struct {
	Commands AdminCommands
	Queries  AdminQueries
}

// AdminCommands change something.
type AdminCommands struct {
	// Signing in, and the admins' own accounts.
	Login            *AdminLogin
	Logout           *AdminLogout
	BeginTwoFactor   *BeginTwoFactor
	ConfirmTwoFactor *ConfirmTwoFactor
	DisableTwoFactor *DisableTwoFactor
	CreateAdmin      *CreateAdmin
	EnsureAdmin      *EnsureAdmin
	EnsureLocalAdmin *EnsureLocalAdmin
	// Members.
	CreateMember       *CreateMember
	EditMember         *EditMember
	ChangeMemberStatus *ChangeMemberStatus
	DeleteMember       *DeleteMember
	GrantSubscription  *GrantSubscription
	// Trust and safety, and the inbox.
	DecideVerification *DecideVerification
	ActOnReport        *ActOnReport
	UpdateGrievance    *UpdateGrievance
	HandleInboxItem    *HandleInboxItem
}

// AdminQueries read (a member's details and their documents audited all the same).
type AdminQueries struct {
	Authenticate    *AuthenticateAdmin
	TwoFactorStatus *TwoFactorStatus
	// Members.
	Dashboard    *DashboardCounts
	ListMembers  *ListMembers
	ViewMember   *ViewMember
	MemberExtras *ReadMemberExtras
	// Trust and safety, the inbox and the audit log.
	VerificationQueue    *VerificationQueue
	VerificationDocument *OpenVerificationDocument
	ReportQueue          *ReportQueue
	GrievanceQueue       *GrievanceQueue
	HarvestAlerts        *ListHarvestAlerts
	Inbox                *ListInbox
	AuditLog             *ReadAuditLog
	Admins               *ListAdmins
}

// AdminPayments are what admins use of payments: grants by hand, a member's history (Payments).
type AdminPayments interface {
	SubscriptionGranter
	PaymentHistory
}

// AdminPorts are every port the admin use cases use between them; each takes its own part.
// Log and Now are optional (a discarding log, the wall clock).
type AdminPorts struct {
	Accounts     AccountStore
	Members      MemberAdder // Accounts: an admin adds a member as a registration
	Payments     AdminPayments
	Limits       *RateLimiter
	Store        AdminStore
	MemberStore  MemberAdminStore
	Inbox        InboxStore
	Profiles     ProfileStore
	Photos       PhotoStore
	Privacy      PrivacyStore
	Hasher       identity.PasswordHasher
	Tokens       identity.TokenIssuer // the admin audience: member tokens never verify here
	TOTP         TOTPAuthenticator
	Mail         TwoFactorMailer
	Verification VerificationStore
	Documents    DocumentStore
	Safety       SafetyStore
	Grievances   GrievanceStore
	Trust        AdminTrustStore
	LimitHits    LimitHits
	Log          *slog.Logger
	Now          func() time.Time
}

// NewAdminApplication builds every admin use case, naming every port missing.
func NewAdminApplication(p AdminPorts) (*AdminApplication, error) {
	if err := requireFields("AdminApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	log, now, audit := p.Log, p.Now, p.Store
	createAdmin := NewCreateAdmin(p.Store, p.Hasher, log, now)
	grant := NewGrantSubscription(p.Profiles, p.Payments, audit, log, now)
	status := NewChangeMemberStatus(p.Profiles, p.MemberStore, audit, log, now)
	deleteMember := NewDeleteMember(p.Profiles, p.Privacy, p.Photos, p.Documents, audit, log, now)
	return &AdminApplication{
		Commands: AdminCommands{
			Login:              NewAdminLogin(p.Accounts, p.Hasher, p.Tokens, p.Limits, p.Store, p.TOTP, p.Mail, audit, log, now),
			Logout:             NewAdminLogout(p.Accounts, now),
			BeginTwoFactor:     NewBeginTwoFactor(p.Store, p.TOTP),
			ConfirmTwoFactor:   NewConfirmTwoFactor(p.Store, p.TOTP, audit, log, now),
			DisableTwoFactor:   NewDisableTwoFactor(p.Store, p.TOTP, p.Limits, p.Mail, audit, log, now),
			CreateAdmin:        createAdmin,
			EnsureAdmin:        NewEnsureAdmin(p.Accounts, p.Store, p.Hasher, createAdmin, log, now),
			EnsureLocalAdmin:   NewEnsureLocalAdmin(p.Store, createAdmin),
			CreateMember:       NewCreateMember(p.Members, grant, audit, log, now),
			EditMember:         NewEditMember(p.Profiles, p.Photos, p.MemberStore, audit, log, now),
			ChangeMemberStatus: status,
			DeleteMember:       deleteMember,
			GrantSubscription:  grant,
			DecideVerification: NewDecideVerification(p.Verification, p.Documents, audit, log, now),
			ActOnReport:        NewActOnReport(p.Safety, p.Profiles, p.Photos, status, deleteMember, audit, log, now),
			UpdateGrievance:    NewUpdateGrievance(p.Grievances, audit, log, now),
			HandleInboxItem:    NewHandleInboxItem(p.Inbox, audit, log, now),
		},
		Queries: AdminQueries{
			Authenticate:         NewAuthenticateAdmin(p.Tokens, p.Accounts, now),
			TwoFactorStatus:      NewTwoFactorStatus(p.Store),
			Dashboard:            NewDashboardCounts(p.MemberStore, p.Trust, now),
			ListMembers:          NewListMembers(p.MemberStore, now),
			ViewMember:           NewViewMember(p.MemberStore, audit, log, now),
			MemberExtras:         NewReadMemberExtras(p.Payments, p.Trust),
			VerificationQueue:    NewVerificationQueue(p.Verification),
			VerificationDocument: NewOpenVerificationDocument(p.Verification, p.Documents, audit, log, now),
			ReportQueue:          NewReportQueue(p.Safety),
			GrievanceQueue:       NewGrievanceQueue(p.Grievances),
			HarvestAlerts:        NewListHarvestAlerts(p.LimitHits, now),
			Inbox:                NewListInbox(p.Inbox),
			AuditLog:             NewReadAuditLog(p.Store),
			Admins:               NewListAdmins(p.Store),
		},
	}, nil
}

// WaitForMail blocks until every mail the admin use cases queued (a two-factor lock's) is sent
// or has failed (shutdown, tests).
func (a *AdminApplication) WaitForMail() {
	a.Commands.Login.WaitForMail()
	a.Commands.DisableTwoFactor.WaitForMail()
}
