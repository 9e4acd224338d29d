package admin

import (
	"crypto/rand"
	"crypto/sha256"
	"strings"

	"github.com/google/uuid"
)

// RecoveryCodeCount is how many single-use recovery codes an admin gets when two-factor
// sign-in is turned on; they replace the authenticator app once each if the phone is lost.
const RecoveryCodeCount = 10

// recoveryAlphabet leaves out 0, 1, I and O, which are misread when copied from paper.
const recoveryAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// NewRecoveryCodes draws RecoveryCodeCount codes like "K7Q2P-XA4M9", 50 random bits each.
func NewRecoveryCodes() []string {
	codes := make([]string, RecoveryCodeCount)
	for i := range codes {
		b := make([]byte, 10)
		if _, err := rand.Read(b); err != nil {
			panic(err) // crypto/rand does not fail on supported platforms
		}
		out := make([]byte, 0, 11)
		for j, x := range b {
			if j == 5 {
				out = append(out, '-')
			}
			out = append(out, recoveryAlphabet[int(x)%len(recoveryAlphabet)]) // 256 % 32 == 0: no bias
		}
		codes[i] = string(out)
	}
	return codes
}

// recoveryHashDomain separates these digests from every other SHA-256 in the product.
const recoveryHashDomain = "reshimgathi/admin/recovery-code/v1"

// HashRecoveryCode is what is stored instead of a code: bound to the account, so a digest
// copied to another admin never matches, and blind to case, spaces and dashes as typed.
// The codes carry 50 random bits, so a fast hash suffices (nothing to guess offline).
func HashRecoveryCode(account uuid.UUID, code string) []byte {
	normal := strings.Map(func(r rune) rune {
		switch {
		case r == '-' || r == ' ':
			return -1
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		}
		return r
	}, code)
	h := sha256.New()
	h.Write([]byte(recoveryHashDomain))
	h.Write([]byte{0})
	h.Write(account[:])
	h.Write([]byte(normal))
	return h.Sum(nil)
}

// LooksLikeRecoveryCode tells a recovery code from a six-digit authenticator code.
func LooksLikeRecoveryCode(code string) bool {
	n := 0
	for _, r := range code {
		switch {
		case r == '-' || r == ' ':
		case strings.ContainsRune(recoveryAlphabet, r) || strings.ContainsRune(strings.ToLower(recoveryAlphabet), r):
			n++
		default:
			return false
		}
	}
	return n == 10
}
