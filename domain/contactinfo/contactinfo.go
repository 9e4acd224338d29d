// Package contactinfo is the one definition of a valid e-mail address and phone number,
// shared by every context that takes them.
package contactinfo

import (
	"net/mail"
	"regexp"
	"strings"
)

var indianMobile = regexp.MustCompile(`^[6-9][0-9]{9}$`)

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

// ValidPhone accepts an Indian mobile number as members type it without +91: ten digits, the
// first 6, 7, 8 or 9 (the numbering plan's mobile series; 0000000000 is no one's number).
func ValidPhone(s string) bool { return indianMobile.MatchString(s) }

// NormalizeEmail is the form in which addresses are stored and compared.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
