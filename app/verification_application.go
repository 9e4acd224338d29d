package app

import (
	"log/slog"
	"time"
)

// VerificationApplication is how a member earns their badges (docs/adr/0016-trust-and-safety.md):
// a signed link mailed to their address, a code texted to their phone, and documents an admin
// checks. One use case to a file (verification_*.go), laid out as admin_application.go.
type VerificationApplication struct {
	Commands VerificationCommands
	Queries  VerificationQueries
	sends    *mailQueue // the mails and texts still being sent (WaitForSends)
}

// VerificationCommands send and check proofs.
type VerificationCommands struct {
	SendEmailLink  *SendEmailLink
	ConfirmEmail   *ConfirmEmail
	SendPhoneCode  *SendPhoneCode
	ConfirmPhone   *ConfirmPhone
	SubmitDocument *SubmitDocument
}

// VerificationQueries read where the member stands.
type VerificationQueries struct {
	Status *ReadVerificationStatus
}

// VerificationPorts are what the verification use cases use. EmailLinkBase is where a mailed
// link points, the token appended: PUBLIC_BASE_URL + "/verify-email?token=". Log and Now are
// optional (a discarding log, the wall clock).
type VerificationPorts struct {
	Profiles      ProfileStore
	Store         VerificationStore
	Documents     DocumentStore
	Texts         PhoneTexter
	Links         LinkSigner
	Mail          TrustMailer
	Limits        *RateLimiter
	EmailLinkBase string
	Log           *slog.Logger
	Now           func() time.Time
}

// NewVerificationApplication builds the verification use cases, naming every port missing.
func NewVerificationApplication(p VerificationPorts) (*VerificationApplication, error) {
	if err := requireFields("VerificationApplication", p, "EmailLinkBase", "Log", "Now"); err != nil {
		return nil, err
	}
	sends := newMailQueue(p.Log)
	return &VerificationApplication{
		Commands: VerificationCommands{
			SendEmailLink:  NewSendEmailLink(p.Profiles, p.Links, p.Mail, p.Limits, sends, p.EmailLinkBase, p.Log, p.Now),
			ConfirmEmail:   NewConfirmEmail(p.Store, p.Links, p.Log, p.Now),
			SendPhoneCode:  NewSendPhoneCode(p.Profiles, p.Store, p.Texts, p.Limits, sends, p.Log, p.Now),
			ConfirmPhone:   NewConfirmPhone(p.Profiles, p.Store, p.Limits, p.Log, p.Now),
			SubmitDocument: NewSubmitDocument(p.Profiles, p.Store, p.Documents, p.Limits, p.Log, p.Now),
		},
		Queries: VerificationQueries{Status: NewReadVerificationStatus(p.Profiles, p.Store, p.Now)},
		sends:   sends,
	}, nil
}

// WaitForSends blocks until every queued mail and text is sent or has failed (shutdown, tests).
func (a *VerificationApplication) WaitForSends() { a.sends.wait() }

// emailLinkPurpose names the signed links that prove a mailbox.
const emailLinkPurpose = "email-verify/v1"
