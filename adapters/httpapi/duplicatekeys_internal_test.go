package httpapi

import (
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// decodeOnce answers what encoding/json answers (Decode with UseNumber, then Token for anything
// after the value) and the duplicate a token-by-token scan finds first: the two passes it replaced.
func FuzzDecodeOnceAsEncodingJSONDoes(f *testing.F) {
	for _, seed := range []string{`{}`, `[]`, `null`, `1e400`, `"x"`, ` {"a":1} `, `{"a":1} {"b":2}`, `{"a":1}x`,
		`{"a":1,"A":2}`, `{"a":{"b":[1,{"c":true,"c":false}]}}`, `[{"a":1},{"a":1,"a":2}]`, `{"a":[[],[{}],{"b":{"B":0}}]}`,
		`{"\u004b":"one","K":"two"}`, `{"a":`, `{"a":1,}`, `[1,2`, `tru`, `{"a":-0.5e-3,"b":"नमस्कार","c":null}`,
		`{"a":1,"a":2,"b":{"c":1,"c":2}}`, "{\"a\":\"\xc0\xaf\"}", `{"a":[1,{"x":1,"X":1}],"a":2}`, "\t[\n]\r\n"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !utf8.Valid(data) {
			return // cleanJSON refuses it before decoding
		}
		doc, twice, found, err := decodeOnce(data)

		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		var want any
		if werr := dec.Decode(&want); werr != nil {
			if err == nil || err == errNotOneJSONValue {
				t.Fatalf("%q: encoding/json refuses it (%v), decodeOnce answers %v, %v", data, werr, doc, err)
			}
			return
		}
		if _, terr := dec.Token(); terr != io.EOF {
			if err != errNotOneJSONValue {
				t.Fatalf("%q: something after the value, decodeOnce answers %v", data, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%q: encoding/json decodes it, decodeOnce answers %v", data, err)
		}
		if !reflect.DeepEqual(doc, want) {
			t.Fatalf("%q: decodeOnce %#v, encoding/json %#v", data, doc, want)
		}
		wantPath, wantFound := scanned(data)
		if found != wantFound || twice != wantPath {
			t.Fatalf("%q: duplicate %q %v, want %q %v", data, twice, found, wantPath, wantFound)
		}
	})
}

// scanned is the token-by-token scan cleanJSON ran after decoding, kept as the reference.
func scanned(data []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	path, found, _ := scan(dec, "")
	return path, found
}

func scan(dec *json.Decoder, path string) (string, bool, error) {
	tok, err := dec.Token()
	if err != nil {
		return "", false, err
	}
	switch tok {
	case json.Delim('{'):
		seen := map[string]struct{}{}
		for dec.More() {
			t, err := dec.Token()
			if err != nil {
				return "", false, err
			}
			name, _ := t.(string)
			at := name
			if path != "" {
				at = path + "." + name
			}
			folded := strings.ToLower(name)
			if _, twice := seen[folded]; twice {
				return at, true, nil
			}
			seen[folded] = struct{}{}
			if p, found, err := scan(dec, at); found || err != nil {
				return p, found, err
			}
		}
	case json.Delim('['):
		for i := 0; dec.More(); i++ {
			if p, found, err := scan(dec, path+"["+strconv.Itoa(i)+"]"); found || err != nil {
				return p, found, err
			}
		}
	default:
		return "", false, nil
	}
	_, err = dec.Token()
	return "", false, err
}
