package app

import (
	"context"
	"errors"
	"log/slog"
	"net/netip"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// AdminLogin signs an admin in (docs/adr/0011-admin.md).
type AdminLogin struct {
	accounts     PasswordAccounts
	hasher       identity.PasswordHasher
	tokens       identity.TokenIssuer // the admin audience: member tokens never verify here
	passwords    passwordThrottle
	secondFactor secondFactor
	audit        auditor
	log          *slog.Logger
	now          func() time.Time
}

// NewAdminLogin builds AdminLogin. Guesses at an admin's password are throttled with the
// members' limits and counts (limits; app/lockout.go), and the codes with their own
// (admin_second_factor.go), whose lock mails the admin.
func NewAdminLogin(accounts PasswordAccounts, hasher identity.PasswordHasher, tokens identity.TokenIssuer,
	limits *RateLimiter, twoFactor TwoFactorStore, totp TOTPAuthenticator, mail TwoFactorMailer, audit AuditWriter,
	log *slog.Logger, now func() time.Time) *AdminLogin {
	return mustHave(&AdminLogin{accounts: accounts, hasher: hasher, tokens: tokens,
		passwords:    newPasswordThrottle(limits, log),
		secondFactor: newSecondFactor(twoFactor, totp, limits, audit, mail, log, now),
		audit:        newAuditor(audit, log, now), log: logOr(log), now: clockOr(now)})
}

// checkLoginForm applies the admin login form's rules (docs/product.md §5).
func checkLoginForm(email, password string) error {
	var v errs.Validator
	if v.Check(email != "", "email", "Email is required") {
		v.Check(contactinfo.ValidEmail(email), "email", "Enter a valid email")
	}
	v.Check(password != "", "password", "Password is required")
	return v.Err("Please fix the errors in the form.")
}

// Handle signs an admin in. The answer is the same for an unknown address, a wrong password and
// a member's credentials; with two-factor on, a right password without a code asks for one
// (ErrTOTPRequired), and the code is either the authenticator's (each time step once) or an
// unused recovery code. Guesses of either count against the same throttles.
func (l *AdminLogin) Handle(ctx context.Context, ip netip.Addr, email, password, code string) (LoginResult, error) {
	email = contactinfo.NormalizeEmail(email)
	if err := checkLoginForm(email, password); err != nil {
		return LoginResult{}, err
	}
	// The members' limits and counts (app/lockout.go): guesses at an admin's password are
	// throttled the same way, and a stranger cannot lock the admin out either.
	if err := l.passwords.admit(ctx, email, ip); err != nil {
		return LoginResult{}, err
	}
	acct, err := l.accounts.AccountByEmail(ctx, email)
	if errors.Is(err, errs.ErrNotFound) {
		_, _, _ = l.hasher.Verify(ctx, password, "")
		l.log.Warn("admin login failed", slog.String("reason", "unknown account"))
		return LoginResult{}, identity.ErrBadCredentials
	}
	if err != nil {
		return LoginResult{}, err
	}
	ok, rehash, err := l.hasher.Verify(ctx, password, acct.PasswordHash)
	if err != nil {
		return LoginResult{}, err
	}
	if !ok || acct.Role != identity.RoleAdmin {
		l.log.Warn("admin login failed", slog.String("account", acct.ID.String()), slog.Bool("admin", acct.Role == identity.RoleAdmin))
		return LoginResult{}, identity.ErrBadCredentials
	}
	// The password is right: whatever follows is not password guessing, and the codes have their
	// own count per admin (admin_second_factor.go).
	l.passwords.accepted(ctx, email, ip)
	if err := l.secondFactor.check(ctx, acct, strings.TrimSpace(code)); err != nil {
		return LoginResult{}, err
	}
	if rehash {
		if h, err := l.hasher.Hash(ctx, password); err == nil {
			if err := l.accounts.SetPasswordHash(ctx, acct.ID, h); err != nil {
				l.log.Error("rehash not stored", slog.String("account", acct.ID.String()), slog.String("error", err.Error()))
			}
		}
	}
	token, exp, err := l.tokens.Issue(acct.ID, l.now())
	if err != nil {
		return LoginResult{}, err
	}
	if err := l.audit.record(ctx, acct, admin.ActionLogin, nil, nil); err != nil {
		return LoginResult{}, err
	}
	l.log.Info("admin login", slog.String("account", acct.ID.String()))
	return LoginResult{Token: token, ExpiresAt: exp}, nil
}

// WaitForMail blocks until the mail of a lock is sent or has failed (shutdown, tests).
func (l *AdminLogin) WaitForMail() { l.secondFactor.mails.wait() }
