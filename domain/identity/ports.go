package identity

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
)

// PasswordHasher turns passwords into self-describing encoded hashes
// (adapters/passwordhash: argon2id PHC strings).
//
// Contract every implementation (and every test fake) must keep:
//   - Hash never truncates or normalises the password.
//   - Verify with encoded == "" is the unknown-account path: it still spends
//     one full hash with the current parameters and returns (false, false,
//     nil), so login and forgot-password cost the same whether or not the
//     e-mail exists (docs/security.md 4). Callers pass "" rather than skipping.
//   - needsRehash is true only when ok is true and the stored hash was made
//     with other parameters; the caller then re-hashes and stores the result.
//   - A malformed encoded value is an error, never a match.
//   - Both honour ctx while waiting for a hashing slot.
type PasswordHasher interface {
	Hash(ctx context.Context, password string) (string, error)
	Verify(ctx context.Context, password, encoded string) (ok bool, needsRehash bool, err error)
}

// Claims is what the application may trust from a session token: who, and
// when it was issued. Role and subscription are deliberately absent: they are
// always read from the database (docs/security.md 7).
type Claims struct {
	Subject uuid.UUID
	// IssuedAt keeps millisecond precision so a "tokens valid after" cut-off
	// taken at logout also kills a token issued earlier in the same second,
	// while a token issued just after the cut-off survives.
	IssuedAt  time.Time
	ExpiresAt time.Time
}

// ErrInvalidToken is the only error Parse reports to callers: whatever the
// reason (signature, expiry, audience...), the answer is 401.
var ErrInvalidToken = errors.New("invalid or expired token")

// TokenIssuer issues and checks session tokens (adapters/jwtauth). Times are
// passed in so tests and the clock port decide what "now" is.
type TokenIssuer interface {
	Issue(subject uuid.UUID, now time.Time) (token string, expires time.Time, err error)
	Parse(token string, now time.Time) (Claims, error)
}
