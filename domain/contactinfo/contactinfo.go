// Package contactinfo is the one definition of a valid e-mail address and phone number,
// shared by every context that takes them.
package contactinfo

import (
	"net/mail"
	"regexp"
	"strings"
)

var tenDigits = regexp.MustCompile(`^[0-9]{10}$`)

// ValidEmail accepts a bare address (no display name) of at most 254 characters with a dotted domain.
func ValidEmail(s string) bool {
	if len(s) > 254 {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && strings.Contains(s[at+1:], ".")
}

// ValidPhone accepts exactly ten digits, as members type an Indian number without +91.
func ValidPhone(s string) bool { return tenDigits.MatchString(s) }

// NormalizeEmail is the form in which addresses are stored and compared.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
