package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// Admin is the operators' use cases: signing in (with two-factor when on), managing members,
// the inbox and the audit log (docs/adr/0011-admin.md). Every admin action is audited.
type Admin struct {
	Accounts *Accounts // members' accounts: creation, erasure and the account store
	Payments *Payments // subscriptions granted by hand follow the rule payments do
	Store    AdminStore
	Members  MemberAdminStore
	Inbox    InboxStore
	Profiles ProfileStore
	Photos   PhotoStore
	Privacy  PrivacyStore
	Hasher   identity.PasswordHasher
	Tokens   identity.TokenIssuer // the admin audience: member tokens never verify here
	TOTP     TOTPAuthenticator
	Log      *slog.Logger
	Now      func() time.Time

	// Trust and safety (docs/adr/0016-trust-and-safety.md; admin_trust.go).
	Verification VerificationStore
	Documents    DocumentStore
	Safety       SafetyStore
	Grievances   GrievanceStore
	Trust        AdminTrustStore
	LimitHits    LimitHits
}

// AdminDeps are what Admin needs: all of it but Log and Now, which have defaults.
type AdminDeps struct {
	Accounts     *Accounts
	Payments     *Payments
	Store        AdminStore
	Members      MemberAdminStore
	Inbox        InboxStore
	Profiles     ProfileStore
	Photos       PhotoStore
	Privacy      PrivacyStore
	Hasher       identity.PasswordHasher
	Tokens       identity.TokenIssuer
	TOTP         TOTPAuthenticator
	Verification VerificationStore
	Documents    DocumentStore
	Safety       SafetyStore
	Grievances   GrievanceStore
	Trust        AdminTrustStore
	LimitHits    LimitHits
	Log          *slog.Logger
	Now          func() time.Time
}

// NewAdmin builds Admin, naming every required dependency missing.
func NewAdmin(d AdminDeps) (*Admin, error) {
	r := required{useCase: "Admin"}
	r.need("Accounts", d.Accounts)
	r.need("Payments", d.Payments)
	r.need("Store", d.Store)
	r.need("Members", d.Members)
	r.need("Inbox", d.Inbox)
	r.need("Profiles", d.Profiles)
	r.need("Photos", d.Photos)
	r.need("Privacy", d.Privacy)
	r.need("Hasher", d.Hasher)
	r.need("Tokens", d.Tokens)
	r.need("TOTP", d.TOTP)
	r.need("Verification", d.Verification)
	r.need("Documents", d.Documents)
	r.need("Safety", d.Safety)
	r.need("Grievances", d.Grievances)
	r.need("Trust", d.Trust)
	r.need("LimitHits", d.LimitHits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Admin{Accounts: d.Accounts, Payments: d.Payments, Store: d.Store, Members: d.Members, Inbox: d.Inbox,
		Profiles: d.Profiles, Photos: d.Photos, Privacy: d.Privacy, Hasher: d.Hasher, Tokens: d.Tokens, TOTP: d.TOTP,
		Verification: d.Verification, Documents: d.Documents, Safety: d.Safety, Grievances: d.Grievances,
		Trust: d.Trust, LimitHits: d.LimitHits, Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

var (
	// ErrTOTPRequired asks for the second step: the password was right and two-factor is on.
	ErrTOTPRequired = errs.New(errs.ErrUnauthenticated, "totp_required", "Enter the 6-digit code from your authenticator app.")
	ErrTOTPInvalid  = errs.New(errs.ErrUnauthenticated, "totp_invalid", "The code is not correct. Please try again.")
	// Set-up steps out of order: enabling twice, confirming with nothing pending.
	errTOTPOn         = errs.New(errs.ErrConflict, "totp_enabled", "Two-factor sign-in is already on.")
	errTOTPOff        = errs.New(errs.ErrConflict, "totp_not_enabled", "Two-factor sign-in is not on.")
	ErrTOTPNotStarted = errs.New(errs.ErrConflict, "totp_not_started", "Start the set-up again: no code is waiting to be confirmed.")
	// errWrongCode is a wrong code from a signed-in admin (set-up, turning off): a form error,
	// not a 401, which would end the admin's session in the SPA.
	errWrongCode = &errs.ValidationError{Message: "Please fix the errors in the form.",
		Fields: []errs.FieldError{{Field: "code", Message: "The code is not correct. Please try again."}}}
)

// checkLoginForm applies the admin login form's rules (docs/product.md §5).
func checkLoginForm(email, password string) error {
	var v errs.Validator
	if v.Check(email != "", "email", "Email is required") {
		v.Check(contactinfo.ValidEmail(email), "email", "Enter a valid email")
	}
	v.Check(password != "", "password", "Password is required")
	return v.Err("Please fix the errors in the form.")
}

// Login signs an admin in. The answer is the same for an unknown address, a wrong password and
// a member's credentials; with two-factor on, a right password without a code asks for one
// (ErrTOTPRequired), and the code is either the authenticator's (each time step once) or an
// unused recovery code. Guesses of either count against the same throttles.
func (a *Admin) Login(ctx context.Context, ip netip.Addr, email, password, code string) (LoginResult, error) {
	email = contactinfo.NormalizeEmail(email)
	if err := checkLoginForm(email, password); err != nil {
		return LoginResult{}, err
	}
	// The members' limits and counts (app/lockout.go): guesses at an admin's password are
	// throttled the same way, and a stranger cannot lock the admin out either.
	if err := a.Accounts.admitPasswordAttempt(ctx, email, ip); err != nil {
		return LoginResult{}, err
	}
	acct, err := a.Accounts.Store.AccountByEmail(ctx, email)
	if errors.Is(err, errs.ErrNotFound) {
		_, _, _ = a.Hasher.Verify(ctx, password, "")
		a.Log.Warn("admin login failed", slog.String("reason", "unknown account"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	if err != nil {
		return LoginResult{}, err
	}
	ok, rehash, err := a.Hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil {
		return LoginResult{}, err
	}
	if !ok || acct.Role != identity.RoleAdmin {
		a.Log.Warn("admin login failed", slog.String("account", acct.ID.String()), slog.Bool("admin", acct.Role == identity.RoleAdmin))
		return LoginResult{}, identity.ErrBadCredentials
	}
	// The password is right: whatever follows is not password guessing, and the codes have their
	// own count per admin (admin_totp_lock.go).
	a.Accounts.passwordAccepted(ctx, email, ip)
	if err := a.secondFactor(ctx, acct, strings.TrimSpace(code)); err != nil {
		return LoginResult{}, err
	}
	if rehash {
		if h, err := a.Hasher.Hash(ctx, password); err == nil {
			if err := a.Accounts.Store.SetPasswordHash(ctx, acct.ID, h); err != nil {
				a.Log.Error("rehash not stored", slog.String("account", acct.ID.String()), slog.String("error", err.Error()))
			}
		}
	}
	token, exp, err := a.Tokens.Issue(acct.ID, a.Now())
	if err != nil {
		return LoginResult{}, err
	}
	if err := a.audit(ctx, acct, admin.ActionLogin, nil, nil); err != nil {
		return LoginResult{}, err
	}
	a.Log.Info("admin login", slog.String("account", acct.ID.String()))
	return LoginResult{Token: token, ExpiresAt: exp}, nil
}

// secondFactor checks the code when two-factor sign-in is on (nothing to check when it is off).
// Six-digit codes are counted per admin from every address (admin_totp_lock.go).
func (a *Admin) secondFactor(ctx context.Context, acct identity.Account, code string) error {
	id := acct.ID
	st, err := a.Store.TOTP(ctx, id)
	if err != nil || !st.Enabled {
		return err
	}
	if code == "" {
		return ErrTOTPRequired
	}
	if admin.LooksLikeRecoveryCode(code) {
		used, err := a.Store.UseRecoveryCode(ctx, id, admin.HashRecoveryCode(id, code), a.Now())
		if err != nil {
			return err
		}
		if !used {
			a.Log.Warn("admin login failed", slog.String("account", id.String()), slog.String("reason", "wrong recovery code"))
			return ErrTOTPInvalid
		}
		a.Log.Warn("recovery code used", slog.String("account", id.String()))
		return nil
	}
	if err := a.admitTOTPCode(ctx, acct); err != nil {
		return err
	}
	step, ok, err := a.TOTP.Check(st.Secret, code, a.Now())
	if err != nil {
		return err
	}
	if ok {
		if ok, err = a.Store.UseTOTPStep(ctx, id, step); err != nil {
			return err
		}
	}
	if !ok {
		a.Log.Warn("admin login failed", slog.String("account", id.String()), slog.String("reason", "wrong or replayed code"))
		return ErrTOTPInvalid
	}
	a.totpCodeAccepted(ctx, acct)
	return nil
}

// Authenticate turns an admin token into the admin's account. The role is read from the
// database on every request (through the account cache that every change evicts).
func (a *Admin) Authenticate(ctx context.Context, token string) (identity.Account, error) {
	claims, err := a.Tokens.Parse(token, a.Now())
	if err != nil {
		return identity.Account{}, fmt.Errorf("%w: %w", errs.ErrUnauthenticated, err)
	}
	acct, err := a.Accounts.Store.AccountByID(ctx, claims.Subject)
	if errors.Is(err, errs.ErrNotFound) {
		return identity.Account{}, fmt.Errorf("%w: account gone", errs.ErrUnauthenticated)
	}
	if err != nil {
		return identity.Account{}, err
	}
	if !acct.Accepts(claims.IssuedAt) {
		return identity.Account{}, fmt.Errorf("%w: token revoked", errs.ErrUnauthenticated)
	}
	if acct.Role != identity.RoleAdmin {
		return identity.Account{}, fmt.Errorf("%w: not an admin", errs.ErrForbidden)
	}
	return acct, nil
}

// Logout ends every session of the admin.
func (a *Admin) Logout(ctx context.Context, id uuid.UUID) error {
	return a.Accounts.Store.RevokeTokens(ctx, id, a.Now())
}

// TOTPStatus says whether two-factor sign-in is on, and how many recovery codes are left.
func (a *Admin) TOTPStatus(ctx context.Context, id uuid.UUID) (TOTPState, error) {
	return a.Store.TOTP(ctx, id)
}

// BeginTOTP draws a new secret for the admin's authenticator app; it is on once confirmed.
func (a *Admin) BeginTOTP(ctx context.Context, me identity.Account) (TOTPSetup, error) {
	st, err := a.Store.TOTP(ctx, me.ID)
	if err != nil {
		return TOTPSetup{}, err
	}
	if st.Enabled {
		return TOTPSetup{}, errTOTPOn
	}
	sealed, setup, err := a.TOTP.New(me.Email)
	if err != nil {
		return TOTPSetup{}, err
	}
	return setup, a.Store.SetPendingTOTP(ctx, me.ID, sealed)
}

// ConfirmTOTP turns two-factor sign-in on with a code from the app, and answers the recovery
// codes: shown this once, stored only as digests.
func (a *Admin) ConfirmTOTP(ctx context.Context, me identity.Account, code string) ([]string, error) {
	st, err := a.Store.TOTP(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	switch {
	case st.Enabled:
		return nil, errTOTPOn
	case st.Pending == nil:
		return nil, ErrTOTPNotStarted
	}
	step, ok, err := a.TOTP.Check(st.Pending, strings.TrimSpace(code), a.Now())
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errWrongCode
	}
	codes := admin.NewRecoveryCodes()
	hashes := make([][]byte, len(codes))
	for i, c := range codes {
		hashes[i] = admin.HashRecoveryCode(me.ID, c)
	}
	if err := a.Store.EnableTOTP(ctx, me.ID, step, hashes, a.Now()); err != nil {
		return nil, err
	}
	return codes, a.audit(ctx, me, admin.ActionTOTPEnabled, nil, nil)
}

// DisableTOTP turns two-factor sign-in off; a current code (or a recovery code) confirms it,
// so a token left on a shared computer is not enough.
func (a *Admin) DisableTOTP(ctx context.Context, me identity.Account, code string) error {
	if err := a.Accounts.Limits.Take(ctx, PolicyTOTPChecks, me.ID.String()); err != nil {
		return err
	}
	st, err := a.Store.TOTP(ctx, me.ID)
	if err != nil {
		return err
	}
	if !st.Enabled {
		return errTOTPOff
	}
	if err := a.secondFactor(ctx, me, strings.TrimSpace(code)); err != nil {
		if errors.Is(err, ErrTOTPRequired) || errors.Is(err, ErrTOTPInvalid) {
			return errWrongCode
		}
		return err
	}
	if err := a.Store.DisableTOTP(ctx, me.ID); err != nil {
		return err
	}
	return a.audit(ctx, me, admin.ActionTOTPDisabled, nil, nil)
}

// memberRef names the member an audited action concerns.
type memberRef struct {
	id   uuid.UUID
	code string
}

// audit records an action. A failure is logged with what the entry would have said (no values)
// and returned: the caller's request fails rather than pass unrecorded.
func (a *Admin) audit(ctx context.Context, by identity.Account, action admin.Action, m *memberRef, fields []string) error {
	e := admin.Entry{At: a.Now(), AdminID: by.ID, AdminEmail: by.Email, Action: action, Fields: fields}
	if m != nil {
		e.MemberID, e.MemberCode = m.id, m.code
	}
	if e.Fields == nil {
		e.Fields = []string{}
	}
	if err := a.Store.Audit(ctx, e); err != nil {
		a.Log.Error("audit entry not written", slog.String("admin", by.ID.String()), slog.String("action", string(action)),
			slog.String("member", e.MemberCode), slog.String("error", err.Error()))
		return err
	}
	a.Log.Info("admin action", slog.String("admin", by.ID.String()), slog.String("action", string(action)),
		slog.String("member", e.MemberCode))
	return nil
}
