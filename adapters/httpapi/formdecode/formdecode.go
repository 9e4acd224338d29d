// Package formdecode turns a multipart/form-data body with flattened keys
// (`a[b][0]`, `a.b.0`, `a[]`, or a JSON part for a whole object/array)
// into one nested JSON document, so registration and profile edit can
// validate a single shape whatever the client sent.
//
// Everything is bounded by Options before memory is spent: part count,
// value size, nesting depth and array index. File parts are streamed to a
// callback and never buffered.
package formdecode

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"mime"
	"mime/multipart"
	"unicode/utf8"
)

// Defaults used for zero Options fields.
const (
	DefaultMaxParts      = 200
	DefaultMaxValueBytes = 16 << 10
	DefaultMaxDepth      = 4
	DefaultMaxIndex      = 50
)

// Options bound the decoder and declare the typed fields. Zero numeric
// fields take the defaults above.
type Options struct {
	// MaxParts caps parts (file parts included) and also the values a JSON
	// part expands to; more → ErrTooManyParts.
	MaxParts int
	// MaxValueBytes caps each non-file part; more → ErrValueTooLarge.
	MaxValueBytes int64
	// MaxDepth caps path length: `a[b][c]` and {"b":{"c":1}} in field a are 3.
	MaxDepth int
	// MaxIndex is the highest array index accepted; above it → ErrBadKey.
	MaxIndex int
	// JSONFields are top-level keys whose value is parsed as JSON when it
	// starts with '{' or '['.
	JSONFields map[string]bool
	// Numeric are dotted leaf paths (indexes omitted: "siblings.age" covers
	// siblings[0][age]) whose string values become JSON numbers when they
	// are valid JSON number literals; anything else stays a string for the
	// caller's validation to reject.
	Numeric map[string]bool
	// Booleans are dotted leaf paths whose "true"/"false" become booleans.
	Booleans map[string]bool
}

func (o Options) withDefaults() Options {
	if o.MaxParts <= 0 {
		o.MaxParts = DefaultMaxParts
	}
	if o.MaxValueBytes <= 0 {
		o.MaxValueBytes = DefaultMaxValueBytes
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = DefaultMaxDepth
	}
	if o.MaxIndex <= 0 {
		o.MaxIndex = DefaultMaxIndex
	}
	return o
}

// FileHandler receives each file part; field is the raw form name (e.g.
// "photos[]"), already checked like any key. It must consume or limit r itself;
// whatever it leaves unread is discarded. A returned error aborts Decode
// and comes back wrapped in a *FieldError naming field, except that a
// failed read of the body itself (truncated upload) is ErrMalformed.
type FileHandler func(field, filename string, r io.Reader) error

// Decode reads every part of mr and returns the nested document as JSON:
// objects with sorted keys and arrays compacted in index order (gaps →
// ErrBadKey). File parts go to onFile; with onFile == nil they are
// ErrUnexpectedFile. File inputs left empty by the browser (filename="")
// are skipped. All errors are *FieldError wrapping a sentinel or the
// FileHandler's own error.
func Decode(mr *multipart.Reader, o Options, onFile FileHandler) (json.RawMessage, error) {
	o = o.withDefaults()
	b := &builder{o: &o, root: newNode(kObj)}
	for parts := 1; ; parts++ {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fieldErr(ErrMalformed, "", err)
		}
		err = b.part(p, parts, onFile)
		p.Close()
		if err != nil {
			return nil, err
		}
	}
	doc, err := b.root.toAny(nil)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	// Profiles are rendered by the frontend, not spliced into HTML, so keep
	// "<" and "&" readable in stored documents.
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return nil, fieldErr(ErrMalformed, "", err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

func (b *builder) part(p *multipart.Part, n int, onFile FileHandler) error {
	name := p.FormName()
	// Checked before reading anything else so a flood of parts stops here.
	if n > b.o.MaxParts {
		return fieldErr(ErrTooManyParts, name, nil)
	}
	if name == "" {
		return fieldErr(ErrMalformed, "", errors.New("part without a form-data name"))
	}
	path, err := parseKey(name, b.o.MaxDepth)
	if err != nil {
		return err
	}
	// FileName() cannot tell filename="" from no filename, and browsers send
	// filename="" for an untouched file input.
	if _, params, _ := mime.ParseMediaType(p.Header.Get("Content-Disposition")); params != nil {
		if _, isFile := params["filename"]; isFile {
			return b.file(p, name, onFile)
		}
	}
	limit := b.o.MaxValueBytes
	if limit < math.MaxInt64 {
		limit++
	}
	val, err := io.ReadAll(io.LimitReader(p, limit))
	if err != nil {
		return fieldErr(ErrMalformed, dotted(path), err)
	}
	if int64(len(val)) > b.o.MaxValueBytes {
		return fieldErr(ErrValueTooLarge, dotted(path), nil)
	}
	if len(path) == 1 && b.o.JSONFields[name] && startsJSON(val) {
		return b.placeJSON(name, val)
	}
	if !utf8.Valid(val) {
		return fieldErr(ErrMalformed, dotted(path), errors.New("invalid UTF-8"))
	}
	return b.place(path, kLeaf, string(val))
}

func (b *builder) file(p *multipart.Part, name string, onFile FileHandler) error {
	filename := p.FileName()
	if filename == "" {
		return nil
	}
	if onFile == nil {
		return fieldErr(ErrUnexpectedFile, name, nil)
	}
	pr := &partReader{r: p}
	if err := onFile(name, filename, pr); err != nil {
		if pr.err != nil {
			return fieldErr(ErrMalformed, name, pr.err)
		}
		return &FieldError{Err: err, Field: clip(name)}
	}
	return nil
}

// partReader remembers a failed read so a truncated upload is reported as
// ErrMalformed (a client fault) rather than as whatever the handler made
// of the I/O error.
type partReader struct {
	r   io.Reader
	err error
}

func (p *partReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	if err != nil && err != io.EOF {
		p.err = err
	}
	return n, err
}

func startsJSON(v []byte) bool {
	v = bytes.TrimLeft(v, " \t\r\n")
	return len(v) > 0 && (v[0] == '{' || v[0] == '[')
}
