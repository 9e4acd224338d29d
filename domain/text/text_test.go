package text_test

import (
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/text"
)

func TestLocalizedFallsBackToEnglish(t *testing.T) {
	both := text.Localized{EN: "Pune", MR: "पुणे"}
	english := text.Localized{EN: "Pune"}
	cases := []struct {
		l    text.Localized
		lang string
		want string
	}{
		{both, "mr", "पुणे"},
		{both, "en", "Pune"},
		{both, "", "Pune"},
		{both, "hi", "Pune"},
		{both, "MR", "Pune"}, // language codes arrive lower-cased from the edge
		{english, "mr", "Pune"},
	}
	for _, tc := range cases {
		if got := tc.l.In(tc.lang); got != tc.want {
			t.Errorf("%+v in %q = %q, want %q", tc.l, tc.lang, got, tc.want)
		}
	}
}

func TestHasLetter(t *testing.T) {
	cases := map[string]bool{
		"Asha":         true,
		"आशा":          true,
		"R2":           true,
		"ñ":            true,
		"":             false,
		"12345":        false,
		"!!! ...":      false,
		"\u200b\u200d": false, // invisible joiners alone
		"\u0915\u094d": true,  // a consonant with virama
		"  \t":         false,
		"\u0966\u0967": false, // Devanagari digits are not letters
	}
	for s, want := range cases {
		if got := text.HasLetter(s); got != want {
			t.Errorf("HasLetter(%q) = %v, want %v", s, got, want)
		}
	}
}
