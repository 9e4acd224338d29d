package httpapi

import (
	"bytes"
	"encoding/json"
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

// firstDuplicateKey answers the path of the first object member whose name appeared before in the
// same object. data is one JSON value that decodes (cleanJSON checked it, the decoder's nesting
// limit included), so errors here only end the walk.
func firstDuplicateKey(data []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	path, found, _ := scanForDuplicates(dec, "")
	return path, found
}

func scanForDuplicates(dec *json.Decoder, path string) (string, bool, error) {
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
			if p, found, err := scanForDuplicates(dec, at); found || err != nil {
				return p, found, err
			}
		}
	case json.Delim('['):
		for i := 0; dec.More(); i++ {
			if p, found, err := scanForDuplicates(dec, path+"["+strconv.Itoa(i)+"]"); found || err != nil {
				return p, found, err
			}
		}
	default:
		return "", false, nil // a scalar
	}
	_, err = dec.Token() // the closing delimiter
	return "", false, err
}
