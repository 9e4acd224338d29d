// Package identity holds the rules for member accounts and credentials:
// the password policy, password-reset codes, and the ports through which the
// application hashes passwords and issues session tokens. It is a pure domain
// package: standard library and uuid only.
package identity

import (
	"bufio"
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Password length limits in Unicode code points (docs/security.md 1, NIST 800-63B
// 5.1.1.2). The upper bound only exists to keep hashing cost bounded; the
// hasher never truncates.
const (
	MinPasswordLength = 8
	MaxPasswordLength = 128
)

// PolicyError is the type of every password-policy sentinel. Its message is
// written for the member, so the HTTP layer may show Error() as it is.
type PolicyError struct{ msg string }

func (e *PolicyError) Error() string { return e.msg }

// Is lets callers match any policy rejection with errors.Is(err,
// ErrPasswordPolicy) and map them all to one 422 without listing each.
func (e *PolicyError) Is(target error) bool { return target == ErrPasswordPolicy }

// ErrPasswordPolicy matches every password-policy rejection below.
var ErrPasswordPolicy error = &PolicyError{msg: "Password does not meet the policy"}

var (
	ErrPasswordTooShort error = &PolicyError{msg: "Password must be at least 8 characters"}
	ErrPasswordTooLong  error = &PolicyError{msg: "Password must be at most 128 characters"}
	ErrPasswordCommon   error = &PolicyError{msg: "This password is too common. Please choose another."}
	ErrPasswordPersonal error = &PolicyError{msg: "Password must not contain your name or e-mail."}
)

//go:embed common-passwords.txt
var commonPasswordsFile string

// commonPasswords is built once at start-up; a map keeps each check O(1)
// regardless of list size.
var commonPasswords = loadCommonPasswords(commonPasswordsFile)

func loadCommonPasswords(data string) map[string]struct{} {
	set := make(map[string]struct{}, 4096)
	sc := bufio.NewScanner(strings.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		set[strings.ToLower(line)] = struct{}{}
	}
	return set
}

// IsCommonPassword reports whether the password is on the embedded list,
// ignoring case and spaces (people type "password 123" too).
func IsCommonPassword(password string) bool {
	lower := strings.ToLower(password)
	if _, ok := commonPasswords[lower]; ok {
		return true
	}
	_, ok := commonPasswords[stripSpace(lower)]
	return ok
}

// CheckPassword applies the registration / change / reset policy. There are
// deliberately no composition rules (NIST 800-63B): length, the common list
// and the member's own identifiers are the only checks. The password is never
// modified: what the member typed is what gets hashed.
func CheckPassword(password, fullName, email string) error {
	n := utf8.RuneCountInString(password)
	if n < MinPasswordLength {
		return ErrPasswordTooShort
	}
	if n > MaxPasswordLength {
		return ErrPasswordTooLong
	}
	if IsCommonPassword(password) {
		return ErrPasswordCommon
	}
	if containsPersonal(password, fullName, email) {
		return ErrPasswordPersonal
	}
	return nil
}

// minContainedLength: identifiers shorter than this are only rejected on an
// exact match, so a short name like "Anu" does not veto "continuum-river-42".
const minContainedLength = 4

// containsPersonal rejects passwords built from what an attacker targeting
// this member already knows: the full name, each name part, the whole e-mail
// and its local part (with and without a +tag). Comparison ignores case and
// whitespace, so "Priya Sharma", "priyasharma" and "PriyaSharma2024" all match.
func containsPersonal(password, fullName, email string) bool {
	pw := stripSpace(strings.ToLower(password))
	if pw == "" {
		return false
	}
	for _, c := range personalCandidates(fullName, email) {
		if pw == c {
			return true
		}
		if utf8.RuneCountInString(c) >= minContainedLength && strings.Contains(pw, c) {
			return true
		}
	}
	return false
}

func personalCandidates(fullName, email string) []string {
	var out []string
	add := func(s string) {
		s = stripSpace(strings.ToLower(s))
		if s != "" {
			out = append(out, s)
		}
	}
	add(fullName)
	for _, part := range strings.Fields(fullName) {
		add(part)
	}
	email = strings.TrimSpace(email)
	add(email)
	if at := strings.LastIndexByte(email, '@'); at > 0 {
		local := email[:at]
		add(local)
		if plus := strings.IndexByte(local, '+'); plus > 0 {
			add(local[:plus])
		}
	}
	return out
}

func stripSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}
