// Package text holds the one bilingual text type the contexts share: the product speaks
// English and Marathi, and content is stored in both.
package text

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
