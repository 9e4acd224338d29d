package app

import (
	"context"
	"log/slog"
	"net/netip"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

// Verification is how a member earns their badges (docs/adr/0016-trust-and-safety.md): a signed
// link mailed to their address, a code texted to their phone, and documents an admin checks.
type Verification struct {
	Profiles  ProfileStore
	Store     VerificationStore
	Documents DocumentStore
	Texts     PhoneTexter
	Links     LinkSigner
	Mail      TrustMailer
	// EmailLinkBase is where a mailed link points, the token appended: PUBLIC_BASE_URL +
	// "/verify-email?token=".
	EmailLinkBase string
	Limits        *RateLimiter
	Log           *slog.Logger
	Now           func() time.Time

	sends sync.WaitGroup
}

// VerificationDeps are what Verification needs; Log and Now have defaults.
type VerificationDeps struct {
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

// NewVerification builds Verification, naming every required dependency missing.
func NewVerification(d VerificationDeps) (*Verification, error) {
	r := required{useCase: "Verification"}
	r.need("Profiles", d.Profiles)
	r.need("Store", d.Store)
	r.need("Documents", d.Documents)
	r.need("Texts", d.Texts)
	r.need("Links", d.Links)
	r.need("Mail", d.Mail)
	r.need("Limits", d.Limits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Verification{Profiles: d.Profiles, Store: d.Store, Documents: d.Documents, Texts: d.Texts, Links: d.Links,
		Mail: d.Mail, EmailLinkBase: d.EmailLinkBase, Limits: d.Limits, Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

// emailLinkPurpose names the signed links that prove a mailbox.
const emailLinkPurpose = "email-verify/v1"

// VerificationStatus is what the member's dashboard shows: the badges, and where each document
// stands.
type VerificationStatus struct {
	Badges profile.Badges
	Email  string
	Phone  string
	// PhoneCodeExpires is when the code texted to Phone stops working; zero when none waits.
	PhoneCodeExpires time.Time
	Records          []verification.Record
}

// Status is the caller's badges and documents.
func (v *Verification) Status(ctx context.Context, me uuid.UUID) (VerificationStatus, error) {
	p, err := v.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return VerificationStatus{}, err
	}
	records, err := v.Store.Records(ctx, me)
	if err != nil {
		return VerificationStatus{}, err
	}
	st := VerificationStatus{Badges: p.Badges, Email: p.Contact.Email, Phone: p.Contact.Phone, Records: records}
	if !p.Badges.Phone {
		expires, live, err := v.Store.LivePhoneCode(ctx, me, p.Contact.Phone, v.Now())
		if err != nil {
			return VerificationStatus{}, err
		}
		if live {
			st.PhoneCodeExpires = expires
		}
	}
	return st, nil
}

// SendEmailLink mails the caller a link that verifies their address for 24 hours.
func (v *Verification) SendEmailLink(ctx context.Context, me uuid.UUID) error {
	p, err := v.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return err
	}
	if p.Badges.Email {
		return verification.ErrAlreadyVerified
	}
	if err := v.Limits.Take(ctx, PolicyVerificationMails, me.String()); err != nil {
		return err
	}
	token := v.Links.Sign(emailLinkPurpose, []string{me.String(), p.Contact.Email}, v.Now().Add(verification.EmailLinkLifetime))
	link := v.EmailLinkBase + token
	v.later(func(ctx context.Context) error {
		return v.Mail.VerifyEmail(ctx, p.Contact.Email, p.Language, p.FullName, link)
	})
	v.Log.Info("verification link mailed", slog.String("account", me.String()))
	return nil
}

// ConfirmEmail verifies the address a link was mailed to, if the account still has it. Anyone
// holding the link may open it (it proves the mailbox, not a session).
func (v *Verification) ConfirmEmail(ctx context.Context, token string) error {
	fields, ok := v.Links.Verify(emailLinkPurpose, token, v.Now())
	if !ok || len(fields) != 2 {
		return verification.ErrLinkInvalid
	}
	account, err := uuid.Parse(fields[0])
	if err != nil {
		return verification.ErrLinkInvalid
	}
	done, err := v.Store.MarkEmailVerified(ctx, account, fields[1], v.Now())
	if err != nil {
		return err
	}
	if !done {
		return verification.ErrLinkInvalid // the address changed since, or the account is gone
	}
	v.Log.Info("e-mail verified", slog.String("account", account.String()))
	return nil
}

// SendPhoneCode texts a 6-digit code to the caller's phone: a new code cancels the old, at most
// verification.CodesPerHour an hour per account and PolicyPhoneCodesClient per client. Like a
// reset code, an account over its hourly cap is answered as if a code went (nothing says so).
func (v *Verification) SendPhoneCode(ctx context.Context, me uuid.UUID, ip netip.Addr) error {
	p, err := v.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return err
	}
	switch {
	case p.Badges.Phone:
		return verification.ErrAlreadyVerified
	case p.Contact.Phone == "":
		return verification.ErrNoPhone
	}
	if err := v.Limits.Take(ctx, PolicyPhoneCodesClient, ClientKey(ip)); err != nil {
		return err
	}
	code, err := identity.NewOTP()
	if err != nil {
		return err
	}
	now := v.Now()
	issued, err := v.Store.StartPhoneCode(ctx, me, p.Contact.Phone, verification.HashPhoneCode(me, p.Contact.Phone, code),
		now, verification.CodesPerHour)
	if err != nil {
		return err
	}
	if !issued {
		v.Log.Warn("phone code not sent", slog.String("account", me.String()), slog.String("reason", "hourly cap"))
		return nil
	}
	phone, lang := p.Contact.Phone, p.Language
	v.later(func(ctx context.Context) error { return v.Texts.PhoneCode(ctx, phone, lang, code) })
	v.Log.Info("phone code sent", slog.String("account", me.String()))
	return nil
}

// ConfirmPhone checks a texted code: right, it is used up and the phone badge is earned; wrong
// or dead, verification.ErrCodeInvalid. Tries are limited per code and per member.
func (v *Verification) ConfirmPhone(ctx context.Context, me uuid.UUID, code string) error {
	if err := v.Limits.Take(ctx, PolicyPhoneCodeChecks, me.String()); err != nil {
		return err
	}
	if !identity.ValidOTPFormat(code) {
		return verification.ErrCodeInvalid
	}
	p, err := v.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return err
	}
	matched, verified, live, err := v.Store.ConfirmPhoneCode(ctx, me, verification.HashPhoneCode(me, p.Contact.Phone, code), v.Now())
	if err != nil {
		return err
	}
	if !live || !matched || !verified {
		v.Log.Warn("phone code refused", slog.String("account", me.String()), slog.Bool("live", live))
		return verification.ErrCodeInvalid
	}
	v.Log.Info("phone verified", slog.String("account", me.String()))
	return nil
}

// SubmitDocument queues an identity document or a selfie (already re-encoded by the image
// pipeline, metadata gone) for an admin to check. The image is kept in the private document
// store, which no member route reads; it is deleted once an admin decides.
func (v *Verification) SubmitDocument(ctx context.Context, me uuid.UUID, kind, documentType string, jpeg []byte) (verification.Record, error) {
	d, err := verification.NewDocument(kind, documentType)
	if err != nil {
		return verification.Record{}, err
	}
	p, err := v.Profiles.ProfileByAccount(ctx, me)
	if err != nil {
		return verification.Record{}, err
	}
	if (d.Kind == verification.KindID && p.Badges.ID) || (d.Kind == verification.KindPhoto && p.Badges.Photo) {
		return verification.Record{}, verification.ErrAlreadyVerified
	}
	if err := v.Limits.Take(ctx, PolicyDocuments, me.String()); err != nil {
		return verification.Record{}, err
	}
	key, err := v.Documents.SaveDocument(ctx, jpeg)
	if err != nil {
		return verification.Record{}, err
	}
	id, now := uuid.New(), v.Now()
	if err := v.Store.CreateRequest(ctx, id, me, d, key, now); err != nil {
		if derr := v.Documents.DeleteDocument(context.WithoutCancel(ctx), key); derr != nil {
			v.Log.Error("document not deleted", slog.String("error", derr.Error()))
		}
		return verification.Record{}, err
	}
	v.Log.Info("document submitted", slog.String("account", me.String()), slog.String("kind", string(d.Kind)))
	return verification.Record{ID: id, Kind: d.Kind, DocumentType: d.DocumentType, Status: verification.Pending, SubmittedAt: now}, nil
}

// later sends a mail or a text after the answer: a slow provider must not hold the request.
func (v *Verification) later(send func(context.Context) error) {
	v.sends.Add(1)
	go func() {
		defer v.sends.Done()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := send(ctx); err != nil {
			v.Log.Error("verification message not sent", slog.String("error", err.Error()))
		}
	}()
}

// WaitForSends blocks until every queued mail and text is sent or has failed (shutdown, tests).
func (v *Verification) WaitForSends() { v.sends.Wait() }
