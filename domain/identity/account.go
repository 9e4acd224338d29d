package identity

import (
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
}

// Accepts reports whether a token issued at issuedAt is still good for this account.
func (a Account) Accepts(issuedAt time.Time) bool { return issuedAt.After(a.TokensValidAfter) }

var (
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
