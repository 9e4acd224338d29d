package admin

import (
	"strings"
	"unicode/utf8"
)

// SearchBy says which column a member search reads.
type SearchBy int

const (
	SearchAll   SearchBy = iota // no query: every member, newest first
	SearchEmail                 // a prefix of the e-mail address
	SearchPhone                 // a prefix of the phone number
)

// MemberQuery is what the admin typed in "Search by Email or Phone", decided once: digits only
// search phones, anything else e-mail addresses (stored lower-case, so the prefix is too).
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
	if strings.Trim(q, "0123456789") == "" {
		return MemberQuery{By: SearchPhone, Prefix: q}
	}
	return MemberQuery{By: SearchEmail, Prefix: q}
}
