package identity

import (
	"crypto/rand"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Role is read from the database on every request, never from a token.
type Role string

const (
	RoleMember Role = "member"
	RoleAdmin  Role = "admin"
)

// Account is who may log in, and how.
type Account struct {
	ID           uuid.UUID
	Email        string
	Phone        string
	PasswordHash string
	Role         Role
	// TokensValidAfter revokes every token issued at or before it (logout, reset, deletion).
	TokensValidAfter time.Time
	// Suspended members cannot log in, and the tokens they hold stop working; the reason is
	// the admin's, told to the member when a login is refused.
	Suspended        bool
	SuspensionReason string
	// RegisteredFrom is the client address of the registration (zero when an admin added the member).
	RegisteredFrom netip.Addr
}

// Accepts reports whether a token issued at issuedAt is still good for this account.
func (a Account) Accepts(issuedAt time.Time) bool { return issuedAt.After(a.TokensValidAfter) }

var (
	// ErrSuspended is matched by every SuspendedError.
	ErrSuspended       = errs.New(errs.ErrForbidden, "account_suspended", "Your account has been suspended.")
	ErrBadCredentials  = errs.New(errs.ErrUnauthenticated, "invalid_credentials", "Invalid email or password.")
	ErrCodeInvalid     = errs.New(errs.ErrGone, "otp_invalid", "OTP expired or invalid.")
	ErrPasswordsDiffer = errs.New(errs.ErrInvalid, "passwords_differ", "Passwords do not match.")
)

// Reset is one e-mailed reset code; only its hash is stored.
type Reset struct {
	ID        uuid.UUID
	AccountID uuid.UUID
	CodeHash  []byte
	ExpiresAt time.Time
	CreatedAt time.Time
}

// NewReset draws a code for an account and answers the code (for the e-mail) and the record.
func NewReset(accountID uuid.UUID, now time.Time) (code string, r Reset, err error) {
	code, err = NewOTP()
	if err != nil {
		return "", Reset{}, err
	}
	return code, Reset{ID: uuid.New(), AccountID: accountID, CodeHash: HashOTP(accountID, code),
		ExpiresAt: now.Add(OTPLifetime), CreatedAt: now}, nil
}

// SuspendedError refuses a suspended member's login; the reason is shown to them (it is the
// problem document's `detail`).
type SuspendedError struct{ Reason string }

func (e *SuspendedError) Error() string { return ErrSuspended.Message }
func (e *SuspendedError) Unwrap() error { return ErrSuspended }

// Detail is the admin's reason, sent with the problem.
func (e *SuspendedError) Detail() string { return e.Reason }

// passwordAlphabet leaves out characters that are misread when a password is copied by hand.
const passwordAlphabet = "23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ"

// NewPassword draws a random password of 4 groups of 5 characters (about 115 bits), for an
// account whose first password nobody chose (a generated admin).
func NewPassword() string {
	out := make([]byte, 0, 23)
	b := make([]byte, 1)
	for len(out) < 23 {
		if len(out)%6 == 5 {
			out = append(out, '-')
			continue
		}
		if _, err := rand.Read(b); err != nil {
			panic(err) // crypto/rand does not fail on supported platforms
		}
		// Rejection sampling keeps every character equally likely.
		if int(b[0]) >= 256/len(passwordAlphabet)*len(passwordAlphabet) {
			continue
		}
		out = append(out, passwordAlphabet[int(b[0])%len(passwordAlphabet)])
	}
	return string(out)
}
