package admin

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SearchBy says which column a member search reads.
type SearchBy int

const (
	SearchAll   SearchBy = iota // no query: every member, newest first
	SearchEmail                 // a prefix of the e-mail address
	SearchPhone                 // a prefix of the phone number
	SearchCode                  // a member code, exactly (Prefix holds it, upper-case)
	SearchName                  // a prefix of the full name or of the surname (lower-case)
)

// MemberQuery is what the admin typed in the search box, decided once: a member code (as reports
// name members) finds that member; digits only search phones; letters, spaces, apostrophes and
// hyphens search names; anything else e-mail addresses (stored lower-case, so the prefix is too).
type MemberQuery struct {
	By     SearchBy
	Prefix string
}

// maxQueryLength is an e-mail address's limit; a longer prefix can match nothing.
const maxQueryLength = 254

// ParseMemberQuery reads the admin's search box.
func ParseMemberQuery(q string) MemberQuery {
	q = strings.ToLower(strings.TrimSpace(q))
	if q == "" {
		return MemberQuery{By: SearchAll}
	}
	if utf8.RuneCountInString(q) > maxQueryLength {
		q = string([]rune(q)[:maxQueryLength])
	}
	if upper := strings.ToUpper(q); memberCode.MatchString(upper) {
		return MemberQuery{By: SearchCode, Prefix: upper}
	}
	if strings.Trim(q, "0123456789") == "" {
		return MemberQuery{By: SearchPhone, Prefix: q}
	}
	if isName(q) {
		return MemberQuery{By: SearchName, Prefix: strings.Join(strings.Fields(q), " ")}
	}
	return MemberQuery{By: SearchEmail, Prefix: q}
}

// memberCode is the format of profiles.member_code (migration 00003).
var memberCode = regexp.MustCompile(`^MH[0-9A-Z]{8}$`)

// isName: letters (any script, with their marks), spaces, apostrophes and hyphens, and a letter.
func isName(q string) bool {
	letter := false
	for _, r := range q {
		switch {
		case unicode.IsLetter(r):
			letter = true
		case unicode.IsMark(r), r == ' ', r == '\'', r == '-':
		default:
			return false
		}
	}
	return letter
}
