package formdecode

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"strings"
	"testing"
)

var fuzzOpts = Options{
	MaxParts:      20,
	MaxValueBytes: 256,
	MaxDepth:      3,
	MaxIndex:      5,
	JSONFields:    map[string]bool{"p": true, "l": true},
	Numeric:       map[string]bool{"n": true, "p.a": true, "l": true},
	Booleans:      map[string]bool{"b": true, "p.b": true},
}

var sentinels = []error{
	ErrTooManyParts, ErrValueTooLarge, ErrBadKey, ErrConflictingKeys,
	ErrDuplicateKey, ErrMalformed, ErrUnexpectedFile,
}

// fuzzBody turns "key=value" lines into form parts ("@key=content" makes a
// file part), or, when raw is set, uses data verbatim as the multipart
// body so the framing itself is fuzzed too.
func fuzzBody(data []byte, raw bool) (*multipart.Reader, error) {
	const boundary = "fuzzboundary"
	if raw {
		return multipart.NewReader(bytes.NewReader(data), boundary), nil
	}
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if err := w.SetBoundary(boundary); err != nil {
		return nil, err
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		key, val, _ := strings.Cut(line, "=")
		var pw io.Writer
		var err error
		if name, ok := strings.CutPrefix(key, "@"); ok {
			pw, err = w.CreateFormFile(name, "f.bin")
		} else {
			pw, err = w.CreateFormField(key)
		}
		if err != nil {
			return nil, err
		}
		if _, err := io.WriteString(pw, val); err != nil {
			return nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return multipart.NewReader(&buf, boundary), nil
}

func FuzzDecode(f *testing.F) {
	for _, seed := range []string{
		"a=1",
		"a[b][0]=x\na[b][1]=y",
		"a.b.c=x\na[b][d]=y",
		"p={\"a\":\"1\",\"b\":\"true\",\"c\":[1,2]}",
		"l=[\"1\",2,null]\nl[]=4",
		"l=[[[[1]]]]",
		"p={\"a\":1,\"a\":2}",
		"p={\"a\":{\"b\":1}}\np[a][c]=2",
		"p={\"0\":1}",
		"p={\"a\":} ",
		"h[]=1\nh[]=2\nh[0]=3",
		"x[5]=1",
		"x[6]=1",
		"x[999999999999]=1",
		"x[01]=1",
		"x[-1]=1",
		"a=1\na[b]=2",
		"a[b]=1\na=2",
		"a=1\na=2",
		"a[b][c][d]=1",
		"n= -1.5e3 \nb=true",
		"n=0x10\nb=TRUE",
		"@f=content\na=1",
		"a[]][=1",
		"a\xff=1",
		"a=\xff",
		"",
	} {
		f.Add([]byte(seed), false)
	}
	f.Add([]byte("--fuzzboundary\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--fuzzboundary--\r\n"), true)
	f.Add([]byte("--fuzzboundary\r\nContent-Disposition: form-data; name=\"a\"; filename=\"\"\r\n\r\nx\r\n--fuzzboundary--\r\n"), true)
	f.Add([]byte("--fuzzboundary\r\nContent-Disposition: attachment\r\n\r\nx\r\n--fuzzboundary"), true)

	f.Fuzz(func(t *testing.T, data []byte, raw bool) {
		mr, err := fuzzBody(data, raw)
		if err != nil {
			t.Skip(err)
		}
		onFile := func(_, _ string, r io.Reader) error {
			_, err := io.Copy(io.Discard, io.LimitReader(r, 1<<10))
			return err
		}
		got, err := Decode(mr, fuzzOpts, onFile)
		if err != nil {
			if !isSentinel(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			_ = FieldOf(err)
			return
		}
		var doc any
		if err := json.Unmarshal(got, &doc); err != nil {
			t.Fatalf("invalid JSON %q: %v", got, err)
		}
		if _, ok := doc.(map[string]any); !ok {
			t.Fatalf("top level is not an object: %s", got)
		}
		if d := jsonDepth(doc); d > fuzzOpts.MaxDepth {
			t.Fatalf("depth %d > %d: %s", d, fuzzOpts.MaxDepth, got)
		}
	})
}

func isSentinel(err error) bool {
	for _, s := range sentinels {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}
