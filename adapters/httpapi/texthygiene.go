package httpapi

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/getkin/kin-openapi/openapi3"
	"golang.org/x/text/unicode/norm"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Text hygiene (docs/security.md 24, docs/api.md "Text"): every text a request carries — JSON bodies,
// multipart fields, query and path parameters — passes cleanText with the kind its schema in the
// contract declares, before any validation or handler sees it. This file is the one place of
// these rules; inputs.go applies them to requests, multipart.go to decoded forms.

// textKind is what a string of the contract is, read from its schema (kindOf).
type textKind int

const (
	textLine      textKind = iota // one line of text: the default
	textMultiline                 // `x-text: multiline`: line breaks and tabs allowed (messages)
	textName                      // `x-text: name`: a person's name, which must hold letters
	textSecret                    // `format: password`: kept byte for byte, only controls refused
)

func kindOf(s *openapi3.Schema) textKind {
	if s == nil {
		return textLine
	}
	if s.Format == "password" {
		return textSecret
	}
	switch s.Extensions["x-text"] {
	case "multiline":
		return textMultiline
	case "name":
		return textName
	}
	return textLine
}

// The refusals' messages, one per rule.
const (
	controlCharsMessage   = "This text contains control characters, which are not allowed."
	invisibleCharsMessage = "This text contains invisible formatting characters, which are not allowed."
	nameLettersMessage    = "A name must contain letters."
	invalidUTF8Message    = "This text is not valid UTF-8."
)

// cleanText applies the rules of kind to s and answers the value to use, or the reason it is
// refused:
//   - invalid UTF-8 and control characters (C0, DEL, C1; NUL included) are refused, except line
//     breaks and tabs in multi-line text, where CR LF and CR become LF;
//   - bidirectional controls (embeddings, overrides, isolates, LRM/RLM/ALM) can reorder what
//     others read, and are refused, as are other format characters (tags, annotations…);
//   - invisible fillers that carry no meaning in English or Marathi (zero-width space, word
//     joiner, BOM, soft hyphen, invisible operators) are stripped: they are what copy and paste
//     leaves behind, and a name made only of them is left empty;
//   - ZWJ and ZWNJ shape Devanagari conjuncts, so they stay after a letter or mark and are
//     stripped elsewhere;
//   - the result is normalised to NFC, so one name has one spelling in bytes;
//   - a name must then contain a letter (when it is not empty: emptiness is the validators' call).
//
// Secrets (passwords) are only checked for controls: changing their bytes would change them.
func cleanText(s string, kind textKind) (string, string) {
	if !utf8.ValidString(s) {
		return "", invalidUTF8Message
	}
	if kind == textSecret {
		if strings.IndexFunc(s, unicode.IsControl) >= 0 {
			return "", controlCharsMessage
		}
		return s, ""
	}
	var b strings.Builder
	b.Grow(len(s))
	var prev rune = -1
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == '\r' && kind == textMultiline:
			if i < len(s) && s[i] == '\n' {
				i++
			}
			r = '\n'
		case (r == '\n' || r == '\t') && kind == textMultiline:
		case r == '\u2028' || r == '\u2029':
			if kind != textMultiline {
				return "", controlCharsMessage
			}
			r = '\n'
		case unicode.IsControl(r):
			return "", controlCharsMessage
		case isBidiControl(r):
			return "", invisibleCharsMessage
		case isFiller(r):
			continue
		case r == '\u200C' || r == '\u200D': // ZWNJ, ZWJ
			if prev < 0 || !(unicode.IsLetter(prev) || unicode.Is(unicode.M, prev)) {
				continue
			}
		case unicode.Is(unicode.Cf, r):
			return "", invisibleCharsMessage
		}
		b.WriteRune(r)
		prev = r
	}
	out := norm.NFC.String(b.String())
	if kind == textName && out != "" && strings.IndexFunc(out, unicode.IsLetter) < 0 {
		return "", nameLettersMessage
	}
	return out, ""
}

func isBidiControl(r rune) bool {
	switch {
	case r == '\u061C', r == '\u200E', r == '\u200F':
		return true
	case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

func isFiller(r rune) bool {
	switch r {
	case '\u200B', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u2061', '\u2062', '\u2063', '\u2064':
		return true
	}
	return false
}

// textWalker cleans every string of a decoded JSON document in place, by the kind the schema
// declares at each place, and collects the refusals by field (dotted path, array items by index).
type textWalker struct {
	v       errs.Validator
	changed bool
}

func (w *textWalker) walk(value any, schema *openapi3.Schema, path string) any {
	switch v := value.(type) {
	case string:
		cleaned, refusal := cleanText(v, kindOf(schema))
		if refusal != "" {
			w.v.Check(false, fieldName(path), refusal)
			return v
		}
		cleaned = canonicalEnum(cleaned, schema)
		if cleaned != v {
			w.changed = true
		}
		return cleaned
	case map[string]any:
		for key, item := range v {
			if _, refusal := cleanText(key, textLine); refusal != "" {
				w.v.Check(false, fieldName(path), refusal)
				continue
			}
			if unknownToClosed(schema, key) {
				w.v.Check(false, fieldName(join(path, key)), fmt.Sprintf("property %q is unsupported", key))
				continue
			}
			v[key] = w.walk(item, propertySchema(schema, key), join(path, key))
		}
	case []any:
		var items *openapi3.Schema
		if schema != nil && schema.Items != nil {
			items = schema.Items.Value
		}
		for i, item := range v {
			v[i] = w.walk(item, items, join(path, strconv.Itoa(i)))
		}
	}
	return value
}

// propertySchema finds the schema of an object's property, through allOf/oneOf/anyOf; nil when
// the contract does not know it (the validator refuses unknown fields; the text rules still hold).
func propertySchema(s *openapi3.Schema, name string) *openapi3.Schema {
	if s == nil {
		return nil
	}
	if p := s.Properties[name]; p != nil {
		return p.Value
	}
	for _, group := range []openapi3.SchemaRefs{s.AllOf, s.OneOf, s.AnyOf} {
		for _, ref := range group {
			if ref != nil {
				if p := propertySchema(ref.Value, name); p != nil {
					return p
				}
			}
		}
	}
	if ap := s.AdditionalProperties.Schema; ap != nil {
		return ap.Value
	}
	return nil
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func fieldName(path string) string {
	if path == "" {
		return "body"
	}
	return path
}
