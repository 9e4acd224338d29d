package formdecode

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/textproto"
	"testing"
)

// part is one form part in a test body; header, when set, replaces the
// Content-Disposition the writer would build so malformed parts can be sent.
type part struct {
	key, val string
	file     *string
	header   string
}

func fld(key, val string) part { return part{key: key, val: val} }

func fil(key, filename, content string) part {
	return part{key: key, val: content, file: &filename}
}

func raw(disposition, val string) part { return part{header: disposition, val: val} }

func body(t testing.TB, parts ...part) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, p := range parts {
		var err error
		switch {
		case p.header != "":
			h := textproto.MIMEHeader{"Content-Disposition": {p.header}}
			var pw io.Writer
			if pw, err = w.CreatePart(h); err == nil {
				_, err = pw.Write([]byte(p.val))
			}
		case p.file != nil:
			var pw io.Writer
			if pw, err = w.CreateFormFile(p.key, *p.file); err == nil {
				_, err = pw.Write([]byte(p.val))
			}
		default:
			err = w.WriteField(p.key, p.val)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), w.Boundary()
}

func reader(t testing.TB, parts ...part) *multipart.Reader {
	t.Helper()
	b, boundary := body(t, parts...)
	return multipart.NewReader(bytes.NewReader(b), boundary)
}

// profileOpts mirrors what the registration handler passes.
func profileOpts() Options {
	return Options{
		MaxParts:      200,
		MaxValueBytes: 16 << 10,
		MaxDepth:      4,
		MaxIndex:      50,
		JSONFields: map[string]bool{
			"partnerPreferences": true, "languages": true, "hobbies": true, "siblings": true,
		},
		Numeric: map[string]bool{
			"height": true, "partnerPreferences.age.min": true,
			"partnerPreferences.age.max": true, "siblings.age": true,
		},
		Booleans: map[string]bool{"smoker": true, "partnerPreferences.manglik": true},
	}
}

// jsonDepth is the longest path from the root object to any value, the
// quantity MaxDepth bounds.
func jsonDepth(v any) int {
	d := 0
	switch x := v.(type) {
	case map[string]any:
		for _, c := range x {
			d = max(d, 1+jsonDepth(c))
		}
	case []any:
		for _, c := range x {
			d = max(d, 1+jsonDepth(c))
		}
	}
	return d
}
