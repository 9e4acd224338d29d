// Package text holds the one bilingual text type the contexts share: the product speaks
// English and Marathi, and content is stored in both.
package text

import (
	"strings"
	"unicode"
)

// Localized is the same text in English and Marathi.
type Localized struct {
	EN string
	MR string
}

// In picks the text for a language code, falling back to English.
func (l Localized) In(lang string) string {
	if lang == "mr" && l.MR != "" {
		return l.MR
	}
	return l.EN
}

// HasLetter reports whether s holds at least one letter of any script: a name made of digits,
// punctuation or invisible characters alone is no one's name.
func HasLetter(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }
