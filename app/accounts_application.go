package app

import (
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// AccountsApplication is the identity context's use cases for members: register, log in and out,
// reset a password, declare, export and erase their data. One use case to a file
// (accounts_*.go), laid out as admin_application.go.
type AccountsApplication struct {
	Commands AccountsCommands
	Queries  AccountsQueries
	// mails sends after the response: a slow mail server must not hold a member's request, nor
	// make known addresses slower to answer than unknown ones (WaitForMail).
	mails *mailQueue
}

// AccountsCommands change accounts.
type AccountsCommands struct {
	Register          *RegisterMember
	RegisterAndSignIn *RegisterAndSignIn
	// AddMember is registration for a member an admin adds (AdminPorts.Members).
	AddMember       *AddMember
	Login           *MemberLogin
	Logout          *MemberLogout
	ForgotPassword  *ForgotPassword
	VerifyResetCode *VerifyResetCode
	ResetPassword   *ResetPassword
	Declare         *MakeDeclarations
	DeleteAccount   *DeleteAccount
}

// AccountsQueries read them.
type AccountsQueries struct {
	CheckRegistrationEmail *CheckRegistrationEmail
	// Authenticate turns a member's bearer token into their account; Viewer a media ticket.
	Authenticate *AuthenticateMember
	Viewer       *MediaViewer
	Declared     *ReadDeclarations
	ExportData   *ExportData
}

// AccountsPorts are what the account use cases use. Documents is where identity documents wait
// for an admin; erasure deletes them. Limits is the product's one rate limiter
// (ratelimit_policies.go names what it counts). Log and Now are optional (a discarding log, the
// wall clock).
type AccountsPorts struct {
	Store        AccountStore
	Profiles     ProfileStore
	Photos       PhotoStore
	Hasher       identity.PasswordHasher
	Tokens       identity.TokenIssuer
	Mail         AccountMailer
	Privacy      PrivacyStore
	Declarations DeclarationStore // the declarations made after registering (docs/adr/0016)
	Documents    DocumentStore
	Limits       *RateLimiter
	Log          *slog.Logger
	Now          func() time.Time
}

// NewAccountsApplication builds the account use cases, naming every port missing.
func NewAccountsApplication(p AccountsPorts) (*AccountsApplication, error) {
	if err := requireFields("AccountsApplication", p, "Log", "Now"); err != nil {
		return nil, err
	}
	log, now, mails := p.Log, p.Now, newMailQueue(p.Log)
	throttle := newPasswordThrottle(p.Limits, log)
	creation := newAccountCreation(p.Store, p.Photos, p.Hasher, p.Mail, mails, log, now)
	register := NewRegisterMember(creation, p.Limits, now)
	return &AccountsApplication{
		Commands: AccountsCommands{
			Register:          register,
			RegisterAndSignIn: NewRegisterAndSignIn(register, p.Tokens, log, now),
			AddMember:         NewAddMember(creation),
			Login:             NewMemberLogin(p.Store, p.Profiles, p.Hasher, p.Tokens, throttle, log, now),
			Logout:            NewMemberLogout(p.Store, log, now),
			ForgotPassword:    NewForgotPassword(p.Store, p.Profiles, p.Mail, p.Limits, mails, log, now),
			VerifyResetCode:   NewVerifyResetCode(p.Store, p.Limits, throttle, log, now),
			ResetPassword:     NewResetPassword(p.Store, p.Profiles, p.Hasher, p.Mail, p.Limits, throttle, mails, log, now),
			Declare:           NewMakeDeclarations(p.Declarations, log, now),
			DeleteAccount:     NewDeleteAccount(p.Store, p.Profiles, p.Photos, p.Hasher, p.Privacy, p.Documents, throttle, log),
		},
		Queries: AccountsQueries{
			CheckRegistrationEmail: NewCheckRegistrationEmail(p.Store, p.Limits),
			Authenticate:           NewAuthenticateMember(p.Tokens, p.Store, now),
			Viewer:                 NewMediaViewer(p.Store),
			Declared:               NewReadDeclarations(p.Declarations),
			ExportData:             NewExportData(p.Privacy, log, now),
		},
		mails: mails,
	}, nil
}

// WaitForMail blocks until every queued e-mail is sent or has failed (shutdown, tests).
func (a *AccountsApplication) WaitForMail() { a.mails.wait() }

func deref[T any](p *T) T {
	var zero T
	if p != nil {
		return *p
	}
	return zero
}
