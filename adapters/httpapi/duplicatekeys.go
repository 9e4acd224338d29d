package httpapi

import (
	"bytes"
	"encoding/json"
	"encoding/json/jsontext"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// A JSON body that gives one field two values is refused, at any depth and in every JSON body
// (cleanJSON runs for each): the decoders here keep the last value while a proxy, a log reader or
// the validator may read the first, so two values for one field is an attack or a bug, never
// something to guess at. Names are compared as the Go decoder matches them, ignoring case, so
// "email" and "Email" are one field.

const duplicateKeyMessage = "This field is given twice in the request body. Send each field once."

// duplicateKeyError names the first field given twice: its path, as in "filters.ageMin" or
// "items[2].name".
func duplicateKeyError(path string) error {
	return &errs.ValidationError{Message: "The request body gives a field twice.",
		Fields: []errs.FieldError{{Field: path, Message: duplicateKeyMessage}}}
}

// decodeOnce decodes data, one JSON value with nothing after it, as encoding/json decodes into an
// interface with UseNumber (objects, arrays, json.Number, strings, booleans, nil), and finds the
// first object member whose name appeared before in the same object, in the same pass: a search's
// body was decoded twice for this, the second time token by token, a fifth of cleaning it.
// A value that does not decode is err; anything after it is errNotOneJSONValue.
func decodeOnce(data []byte) (doc any, twice string, found bool, err error) {
	dec := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true))
	var d duplicates
	if doc, err = d.value(dec); err != nil {
		return nil, "", false, err
	}
	if _, err := dec.ReadToken(); err != io.EOF {
		return nil, "", false, errNotOneJSONValue
	}
	return doc, d.path, d.found, nil
}

// duplicates is the walk's place (the members and elements it is inside) and the first
// duplicate found. The path is spelled only for a duplicate: "filters.ageMin", "items[2].name".
type duplicates struct {
	at    []step
	path  string
	found bool
}

type step struct {
	name    string
	index   int
	element bool // an array's element (index), not an object's member (name)
}

// spell is the path of the member named last in the object the walk is in, spelled as the scan
// before it spelled it: a member's name after a dot (alone at the top), an element's index in
// brackets.
func (d *duplicates) spell(last string) string {
	path := ""
	member := func(name string) {
		if path == "" {
			path = name
		} else {
			path += "." + name
		}
	}
	for _, s := range d.at {
		if s.element {
			path += "[" + strconv.Itoa(s.index) + "]"
		} else {
			member(s.name)
		}
	}
	member(last)
	return path
}

func (d *duplicates) value(dec *jsontext.Decoder) (any, error) {
	tok, err := dec.ReadToken()
	if err != nil {
		return nil, err
	}
	switch tok.Kind() {
	case '{':
		obj := map[string]any{}
		var seen map[string]struct{}
		for dec.PeekKind() != '}' {
			name, err := dec.ReadToken()
			if err != nil {
				return nil, err
			}
			key := name.String()
			if !d.found {
				folded := strings.ToLower(key) // as the Go decoder matches names
				if _, dup := seen[folded]; dup {
					d.path, d.found = d.spell(key), true
				} else {
					if seen == nil {
						seen = map[string]struct{}{}
					}
					seen[folded] = struct{}{}
				}
			}
			d.at = append(d.at, step{name: key})
			v, err := d.value(dec)
			d.at = d.at[:len(d.at)-1]
			if err != nil {
				return nil, err
			}
			obj[key] = v
		}
		_, err := dec.ReadToken()
		return obj, err
	case '[':
		arr := []any{}
		for i := 0; dec.PeekKind() != ']'; i++ {
			d.at = append(d.at, step{index: i, element: true})
			v, err := d.value(dec)
			d.at = d.at[:len(d.at)-1]
			if err != nil {
				return nil, err
			}
			arr = append(arr, v)
		}
		_, err := dec.ReadToken()
		return arr, err
	case 'n':
		return nil, nil
	case 't', 'f':
		return tok.Bool(), nil
	case '"':
		return tok.String(), nil
	case '0':
		return json.Number(tok.String()), nil
	}
	return nil, errUnexpectedToken // the decoder reports misplaced tokens itself: not reached
}

var errUnexpectedToken = errors.New("httpapi: a JSON token where a value belongs")
