package identity

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"fmt"
	"time"

	"github.com/google/uuid"
)

// Reset-code rules (docs/security.md 5, NIST 800-63B 5.1.3.2). The app layer and
// the SQL that enforces them read these, so the numbers live in one place.
const (
	OTPLength      = 6
	OTPLifetime    = 10 * time.Minute
	OTPMaxAttempts = 5 // wrong tries before the code is dead
	OTPHourlyCap   = 5 // codes issued per account per rolling hour
)

// otpSpace is 10^OTPLength; otpReject is the largest multiple of it that
// fits in a uint32. Draws at or above it are thrown away so every code is
// exactly equally likely (a plain % would favour low codes).
const (
	otpSpace  = 1_000_000
	otpReject = (1 << 32) / otpSpace * otpSpace
)

// NewOTP returns a uniformly random 6-digit code from crypto/rand.
func NewOTP() (string, error) {
	var b [4]byte
	for {
		if _, err := rand.Read(b[:]); err != nil {
			return "", fmt.Errorf("identity: generate reset code: %w", err)
		}
		v := binary.BigEndian.Uint32(b[:])
		if v < otpReject {
			return fmt.Sprintf("%06d", v%otpSpace), nil
		}
	}
}

// ValidOTPFormat reports whether s looks like a code we could have issued,
// so malformed input can be refused before it costs an attempt.
func ValidOTPFormat(s string) bool {
	if len(s) != OTPLength {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// otpHashDomain separates these digests from any other SHA-256 use, and the
// version lets the encoding change without old rows ever matching new codes.
const otpHashDomain = "reshimgathi/identity/reset-otp/v1"

// HashOTP is what gets stored instead of the code. The account id is bound
// into the digest so a row copied to another account never matches, and the
// code is length-prefixed so the encoding is unambiguous.
func HashOTP(accountID uuid.UUID, otp string) []byte {
	h := sha256.New()
	h.Write([]byte(otpHashDomain))
	h.Write([]byte{0})
	h.Write(accountID[:])
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(otp)))
	h.Write(n[:])
	h.Write([]byte(otp))
	return h.Sum(nil)
}

// OTPMatches compares a submitted code with the stored digest in constant
// time, so response timing says nothing about how close a guess was.
func OTPMatches(accountID uuid.UUID, otp string, stored []byte) bool {
	return EqualOTPHash(HashOTP(accountID, otp), stored)
}

// EqualOTPHash is the constant-time comparison of two stored digests.
func EqualOTPHash(a, b []byte) bool {
	return len(a) == sha256.Size && subtle.ConstantTimeCompare(a, b) == 1
}
