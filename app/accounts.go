package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Accounts is the identity context's use cases: register, log in and out, reset a password.
type Accounts struct {
	Store    AccountStore
	Profiles ProfileStore
	Photos   PhotoStore
	Hasher   identity.PasswordHasher
	Tokens   identity.TokenIssuer
	Mail     AccountMailer
	Privacy  PrivacyStore
	// Declarations keeps the declarations made after registering (docs/adr/0016).
	Declarations DeclarationStore
	// Documents is where identity documents wait for an admin; erasure deletes them.
	Documents DocumentStore
	Log       *slog.Logger
	Now       func() time.Time

	// Limits is the product's one rate limiter (ratelimit_policies.go names what it counts).
	Limits *RateLimiter

	// mails sends after the response: a slow mail server must not hold a member's request, nor
	// make known addresses slower to answer than unknown ones.
	mails *mailQueue
}

// AccountsDeps are what Accounts needs; Documents is optional (nil: erasure has no documents to
// delete), Log and Now have defaults.
type AccountsDeps struct {
	Store        AccountStore
	Profiles     ProfileStore
	Photos       PhotoStore
	Hasher       identity.PasswordHasher
	Tokens       identity.TokenIssuer
	Mail         AccountMailer
	Privacy      PrivacyStore
	Declarations DeclarationStore
	Limits       *RateLimiter
	Documents    DocumentStore
	Log          *slog.Logger
	Now          func() time.Time
}

// NewAccounts builds Accounts, naming every required dependency missing.
func NewAccounts(d AccountsDeps) (*Accounts, error) {
	r := required{useCase: "Accounts"}
	r.need("Store", d.Store)
	r.need("Profiles", d.Profiles)
	r.need("Photos", d.Photos)
	r.need("Hasher", d.Hasher)
	r.need("Tokens", d.Tokens)
	r.need("Mail", d.Mail)
	r.need("Privacy", d.Privacy)
	r.need("Declarations", d.Declarations)
	r.need("Limits", d.Limits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Accounts{Store: d.Store, Profiles: d.Profiles, Photos: d.Photos, Hasher: d.Hasher, Tokens: d.Tokens,
		Mail: d.Mail, Privacy: d.Privacy, Declarations: d.Declarations, Documents: d.Documents, Limits: d.Limits,
		Log: logOr(d.Log), Now: clockOr(d.Now), mails: newMailQueue(d.Log)}, nil
}

// Registration is what the wizard submits.
type Registration struct {
	Fields   profile.Fields
	Password string
	Photo    *Photo // nil when no picture came
	// Declarations are the advisory's three (docs/adr/0016-trust-and-safety.md): nil when the
	// client did not send them (clients written before they existed); sent, all three are made.
	Declarations *identity.Declarations
}

// Register creates the account and profile, stores the picture, and sends a welcome e-mail.
func (a *Accounts) Register(ctx context.Context, ip netip.Addr, r Registration) (profile.Profile, error) {
	if err := a.Limits.Take(ctx, PolicyRegistrations, ClientKey(ip)); err != nil {
		return profile.Profile{}, err
	}
	if d := r.Declarations; d != nil {
		d.At, d.IP = a.Now(), ip
	}
	return a.create(ctx, ip, r, nil)
}

// RegisterAndSignIn registers like Register and opens the new member's first session, the same
// token Login gives, so the wizard ends signed in (issue 26).
func (a *Accounts) RegisterAndSignIn(ctx context.Context, ip netip.Addr, r Registration) (profile.Profile, LoginResult, error) {
	p, err := a.Register(ctx, ip, r)
	if err != nil {
		return profile.Profile{}, LoginResult{}, err
	}
	token, exp, err := a.Tokens.Issue(p.AccountID, a.Now())
	if err != nil {
		return profile.Profile{}, LoginResult{}, err
	}
	a.Log.Info("login", slog.String("account", p.AccountID.String()), slog.String("role", string(identity.RoleMember)),
		slog.String("after", "registration"))
	return p, LoginResult{Token: token, ExpiresAt: exp}, nil
}

// CheckRegistrationEmail answers, at the wizard's contact step, what registering would answer
// about email and nothing more: nil when it can register, profile.ErrEmailTaken when the final
// step would refuse it (that step says so too), a validation error for a malformed address. It
// is throttled per client like registration (PolicyRegistrationChecks), so it is no better an
// oracle of who is registered than registering itself.
func (a *Accounts) CheckRegistrationEmail(ctx context.Context, ip netip.Addr, email string) error {
	email = contactinfo.NormalizeEmail(email)
	if !contactinfo.ValidEmail(email) {
		return &errs.ValidationError{Message: "Please fix the errors in the form.",
			Fields: []errs.FieldError{{Field: "email", Message: "Invalid email format"}}}
	}
	if err := a.Limits.Take(ctx, PolicyRegistrationChecks, ClientKey(ip)); err != nil {
		return err
	}
	_, err := a.Store.AccountByEmail(ctx, email)
	switch {
	case err == nil:
		return profile.ErrEmailTaken
	case errors.Is(err, errs.ErrNotFound):
		return nil
	default:
		return err
	}
}

// AddMember creates a member an admin adds (AdminApplication's CreateMember): a registration
// from no address and without the registration throttle; extra holds the admin form's own rules.
func (a *Accounts) AddMember(ctx context.Context, r Registration, extra func(*errs.Validator)) (profile.Profile, error) {
	return a.create(ctx, netip.Addr{}, r, extra)
}

// create is registration without its throttle, for a member who registers (from ip) and for one
// an admin adds (no ip; extra holds the admin form's own rules).
func (a *Accounts) create(ctx context.Context, ip netip.Addr, r Registration, extra func(*errs.Validator)) (profile.Profile, error) {
	now := a.Now()
	id := uuid.New()
	p, err := profile.New(id, r.Fields, now, func(v *errs.Validator) {
		name, email := deref(r.Fields.FullName), deref(r.Fields.Email)
		if err := identity.CheckPassword(r.Password, name, email); err != nil {
			v.Check(false, "password", err.Error())
		}
		v.Check(r.Photo != nil, "profilePicture", "Profile picture is required")
		if r.Declarations != nil {
			v.Check(r.Declarations.Complete(), "declarations", identity.ErrDeclarationsIncomplete.Fields[0].Message)
		}
		if extra != nil {
			extra(v)
		}
	})
	if err != nil {
		return profile.Profile{}, err
	}
	hash, err := a.Hasher.Hash(ctx, r.Password)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.PhotoID, err = a.Photos.SavePhoto(ctx, *r.Photo); err != nil {
		return profile.Profile{}, err
	}
	acct := identity.Account{ID: id, Email: p.Contact.Email, Phone: p.Contact.Phone, PasswordHash: hash,
		Role: identity.RoleMember, RegisteredFrom: ip}
	if err := a.Store.Register(ctx, acct, p, r.Declarations); err != nil {
		// Nothing half-stored: the picture goes when the rows do not come.
		if derr := a.Photos.DeletePhoto(context.WithoutCancel(ctx), p.PhotoID); derr != nil {
			a.Log.Error("orphaned photo", slog.String("photo", p.PhotoID), slog.String("error", derr.Error()))
		}
		return profile.Profile{}, err
	}
	a.Log.Info("registered", slog.String("account", id.String()), slog.String("member", p.Code))
	a.mails.send(func(ctx context.Context) error {
		return a.Mail.Welcome(ctx, p.Contact.Email, p.Language, p.FullName, p.Code)
	})
	return p, nil
}

// LoginResult is a fresh session token.
type LoginResult struct {
	Token     string
	ExpiresAt time.Time
	// Language is the member's own (en or mr, chosen at registration and on every switch while
	// logged in), so a fresh browser speaks it from the first screen; "" when it cannot be read.
	Language string
}

// Login checks a password. Unknown addresses cost one hash too, and get the same answer and the
// same throttling (lockout.go), so neither timing nor refusals tell which addresses exist.
func (a *Accounts) Login(ctx context.Context, ip netip.Addr, email, password string) (LoginResult, error) {
	email = contactinfo.NormalizeEmail(email)
	if email == "" || password == "" {
		return LoginResult{}, &errs.ValidationError{Message: "Please enter both email and password."}
	}
	if err := a.passwords().admit(ctx, email, ip); err != nil {
		return LoginResult{}, err
	}
	acct, err := a.Store.AccountByEmail(ctx, email)
	if errors.Is(err, errs.ErrNotFound) {
		_, _, _ = a.Hasher.Verify(ctx, password, "")
		a.Log.Warn("login failed", slog.String("reason", "unknown account"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	if err != nil {
		return LoginResult{}, err
	}
	ok, rehash, err := a.Hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil {
		return LoginResult{}, err
	}
	if !ok {
		a.Log.Warn("login failed", slog.String("account", acct.ID.String()), slog.String("reason", "wrong password"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	if acct.Role != identity.RoleMember {
		// Admins sign in at /api/admin/login; here their password opens nothing (and says nothing).
		a.Log.Warn("login failed", slog.String("account", acct.ID.String()), slog.String("reason", "not a member"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	a.passwords().accepted(ctx, email, ip)
	if acct.Suspended {
		// Told only once the password is right: the reason is the member's business.
		a.Log.Warn("login refused", slog.String("account", acct.ID.String()), slog.String("reason", "suspended"))
		return LoginResult{}, &identity.SuspendedError{Reason: acct.SuspensionReason}
	}
	if rehash {
		if h, err := a.Hasher.Hash(ctx, password); err == nil {
			if err := a.Store.SetPasswordHash(ctx, acct.ID, h); err != nil {
				a.Log.Error("rehash not stored", slog.String("account", acct.ID.String()), slog.String("error", err.Error()))
			}
		}
	}
	token, exp, err := a.Tokens.Issue(acct.ID, a.Now())
	if err != nil {
		return LoginResult{}, err
	}
	a.Log.Info("login", slog.String("account", acct.ID.String()), slog.String("role", string(acct.Role)))
	res := LoginResult{Token: token, ExpiresAt: exp}
	// The language is a courtesy: a login is not refused because it could not be read.
	if p, err := a.Profiles.ProfileByAccount(ctx, acct.ID); err == nil {
		res.Language = p.Language
	} else {
		a.Log.Warn("language not read at login", slog.String("account", acct.ID.String()), slog.String("error", err.Error()))
	}
	return res, nil
}

// Authenticate turns a bearer token into the account it belongs to, refusing revoked tokens.
// The role comes from the database, never from the token.
func (a *Accounts) Authenticate(ctx context.Context, token string) (identity.Account, error) {
	acct, err := tokenAccount(ctx, a.Tokens, a.Store, a.Now(), token)
	if err != nil {
		return identity.Account{}, err
	}
	// A member token of an account that is now an admin's, or suspended, opens nothing: the
	// role and the suspension come from the database on every request.
	if acct.Role != identity.RoleMember {
		return identity.Account{}, fmt.Errorf("%w: not a member", errs.ErrUnauthenticated)
	}
	if acct.Suspended {
		return identity.Account{}, fmt.Errorf("%w: suspended", errs.ErrUnauthenticated)
	}
	return acct, nil
}

// Viewer is the account a media ticket issued at issued names, while the account still accepts
// what was issued then: a logout or a password reset ends tickets as it ends tokens.
func (a *Accounts) Viewer(ctx context.Context, id uuid.UUID, issued time.Time) (identity.Account, error) {
	acct, err := a.Store.AccountByID(ctx, id)
	if errors.Is(err, errs.ErrNotFound) {
		return identity.Account{}, fmt.Errorf("%w: account gone", errs.ErrUnauthenticated)
	}
	if err != nil {
		return identity.Account{}, err
	}
	if !acct.Accepts(issued) {
		return identity.Account{}, fmt.Errorf("%w: ticket revoked", errs.ErrUnauthenticated)
	}
	return acct, nil
}

// Logout revokes every token of the account issued so far.
func (a *Accounts) Logout(ctx context.Context, id uuid.UUID) error {
	if err := a.Store.RevokeTokens(ctx, id, a.Now()); err != nil {
		return err
	}
	a.Log.Info("logout", slog.String("account", id.String()))
	return nil
}

// WaitForMail blocks until every queued e-mail is sent or has failed (shutdown, tests).
func (a *Accounts) WaitForMail() { a.mails.wait() }

func deref[T any](p *T) T {
	var zero T
	if p != nil {
		return *p
	}
	return zero
}

// Declare records the advisory's declarations for a member who registered without them (a
// client that did not ask): when, and from which address. Declaring again changes nothing.
func (a *Accounts) Declare(ctx context.Context, me uuid.UUID, ip netip.Addr, d identity.Declarations) error {
	if !d.Complete() {
		return identity.ErrDeclarationsIncomplete
	}
	if err := a.Declarations.RecordDeclarations(ctx, me, a.Now(), ip); err != nil {
		return err
	}
	a.Log.Info("declarations made", slog.String("account", me.String()))
	return nil
}

// Declared answers when the member made the declarations (nil when they have not).
func (a *Accounts) Declared(ctx context.Context, me uuid.UUID) (*time.Time, error) {
	return a.Declarations.Declared(ctx, me)
}
