package formdecode

import (
	"strconv"
	"strings"
)

// maxKeyLen bounds the key parser's work and the size of names echoed in
// errors; real field paths are far shorter.
const maxKeyLen = 256

// maxIndexDigits keeps index parsing free of overflow whatever MaxIndex is.
const maxIndexDigits = 9

const (
	noIdx     = -1 // segment is an object key
	appendIdx = -2 // "[]": resolved to the next free index when placed
)

// seg is one step of a field path: an object key (idx == noIdx) or an
// array index.
type seg struct {
	name string
	idx  int
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

func nameLen(s string) int {
	n := 0
	for n < len(s) && isNameByte(s[n]) {
		n++
	}
	return n
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// validName reports whether s can be an object key. Requiring a leading
// letter keeps keys apart from indexes ("0", "-1") in both notations.
func validName(s string) bool {
	return s != "" && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z' || s[0] == '_') &&
		nameLen(s) == len(s)
}

// parseKey turns `a[b][0]`, `a.b.0`, `a[]` or mixes of them into a path.
// Depth and index bounds are enforced here so nothing is allocated for
// abusive keys.
func parseKey(key string, maxDepth int) ([]seg, error) {
	bad := fieldErr(ErrBadKey, key, nil)
	n := nameLen(key)
	if len(key) > maxKeyLen || !validName(key[:n]) {
		return nil, bad
	}
	segs := []seg{{name: key[:n], idx: noIdx}}
	for i := n; i < len(key); {
		if len(segs) >= maxDepth {
			return nil, bad
		}
		var tok string
		switch key[i] {
		case '.':
			n = nameLen(key[i+1:])
			tok, i = key[i+1:i+1+n], i+1+n
		case '[':
			n = nameLen(key[i+1:])
			end := i + 1 + n
			if end >= len(key) || key[end] != ']' {
				return nil, bad
			}
			tok, i = key[i+1:end], end+1
			if tok == "" {
				// Appending into a nested element ("a[][b]") has no single
				// obvious meaning, so "[]" is only allowed last.
				if i != len(key) {
					return nil, bad
				}
				segs = append(segs, seg{idx: appendIdx})
				continue
			}
		default:
			return nil, bad
		}
		s, ok := makeSeg(tok)
		if !ok {
			return nil, bad
		}
		segs = append(segs, s)
	}
	return segs, nil
}

func makeSeg(tok string) (seg, bool) {
	if !isDigits(tok) {
		return seg{name: tok, idx: noIdx}, validName(tok)
	}
	// Leading zeros would give two spellings of one index.
	if len(tok) > maxIndexDigits || len(tok) > 1 && tok[0] == '0' {
		return seg{}, false
	}
	idx, err := strconv.Atoi(tok)
	return seg{idx: idx}, err == nil
}

// dotted renders a path the way errors and Options maps name fields.
func dotted(path []seg) string {
	var b strings.Builder
	for i, s := range path {
		switch {
		case s.idx == appendIdx:
			b.WriteString("[]")
			continue
		case i > 0:
			b.WriteByte('.')
		}
		if s.idx == noIdx {
			b.WriteString(s.name)
		} else {
			b.WriteString(strconv.Itoa(s.idx))
		}
	}
	return b.String()
}

// schemaPath drops indexes so one Options entry ("siblings.age") covers
// every element of an array.
func schemaPath(path []seg) string {
	var b strings.Builder
	for _, s := range path {
		if s.idx != noIdx {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(s.name)
	}
	return b.String()
}

// isJSONNumber checks RFC 8259 syntax, so a coerced value is emitted
// verbatim, and float64 range, so handlers decoding the document into Go
// numbers never fail on it (1e700 is valid JSON but not a float64).
func isJSONNumber(s string) bool {
	if !isNumberSyntax(s) {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

func isNumberSyntax(s string) bool {
	i := 0
	digits := func() int {
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i - start
	}
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch n := digits(); {
	case n == 0, n > 1 && s[i-n] == '0':
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(s)
}
