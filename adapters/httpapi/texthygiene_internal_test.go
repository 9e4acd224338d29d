package httpapi

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func TestCleanText(t *testing.T) {
	cases := []struct {
		in      string
		kind    textKind
		want    string // "" with refused
		refused string
	}{
		{"Asha Patil", textName, "Asha Patil", ""},
		{"  Sne\u0301hal ", textLine, "  Snéhal ", ""}, // NFC; trimming is the domain's
		{"Asha\x00", textLine, "", controlCharsMessage},
		{"Asha\u0085", textLine, "", controlCharsMessage},
		{"a\tb", textLine, "", controlCharsMessage},
		{"line\r\nnext\rthird\u2028fourth", textMultiline, "line\nnext\nthird\nfourth", ""},
		{"Asha\u202Eetil", textName, "", invisibleCharsMessage},
		{"note \u2066x\u2069", textMultiline, "", invisibleCharsMessage},
		{"\u200Fmark", textLine, "", invisibleCharsMessage},
		{"tag\U000E0041", textLine, "", invisibleCharsMessage},
		{"Read\u200Bing\u00AD", textLine, "Reading", ""},
		{"\uFEFFTrekking", textLine, "Trekking", ""},
		{"\u200B\u200D\u2060", textName, "", ""},   // empty: the validators say "required"
		{"र्\u200Dया", textName, "र्\u200Dया", ""}, // ZWJ after a mark stays (eyelash ra)
		{"\u200Dआशा", textName, "आशा", ""},         // but not at the start
		{"12345", textName, "", nameLettersMessage},
		{"12345", textLine, "12345", ""},
		{"pass\u202Eword\u200B", textSecret, "pass\u202Eword\u200B", ""}, // byte for byte
		{"pass\x00word", textSecret, "", controlCharsMessage},
		{"\xff\xfe", textLine, "", invalidUTF8Message},
	}
	for _, c := range cases {
		got, refused := cleanText(c.in, c.kind)
		if refused != c.refused || (refused == "" && got != c.want) {
			t.Errorf("cleanText(%q, %d) = %q, %q; want %q, %q", c.in, c.kind, got, refused, c.want, c.refused)
		}
	}
}

// FuzzCleanText: whatever comes in, what goes out is valid UTF-8 in NFC without controls (but
// the line breaks and tabs of multi-line text) or bidirectional controls, and cleaning it again
// changes nothing.
func FuzzCleanText(f *testing.F) {
	for _, s := range []string{"Asha", "a\x00b", "\u202E", "र्\u200Dया", "e\u0301", "\r\n\t", "\u200B\u200D", "\xff"} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(1))
		f.Add(s, uint8(2))
	}
	f.Fuzz(func(t *testing.T, in string, k uint8) {
		kind := textKind(k % 3)
		out, refused := cleanText(in, kind)
		if refused != "" {
			return
		}
		if !utf8.ValidString(out) || !norm.NFC.IsNormalString(out) {
			t.Fatalf("%q → %q: not valid NFC", in, out)
		}
		for _, r := range out {
			if (unicode.IsControl(r) && !(kind == textMultiline && (r == '\n' || r == '\t'))) || isBidiControl(r) || isFiller(r) {
				t.Fatalf("%q → %q keeps %U", in, out, r)
			}
		}
		if again, refusedAgain := cleanText(out, kind); refusedAgain != "" || again != out {
			t.Fatalf("not idempotent: %q → %q → %q (%s)", in, out, again, refusedAgain)
		}
		if kind == textName && out != "" && strings.IndexFunc(out, unicode.IsLetter) < 0 {
			t.Fatalf("a name without letters: %q", out)
		}
	})
}
