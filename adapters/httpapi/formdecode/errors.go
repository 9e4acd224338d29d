package formdecode

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors. Decode always returns them inside a *FieldError so
// handlers can answer 400 with both the reason (errors.Is) and the field
// (FieldOf).
var (
	ErrTooManyParts    = errors.New("formdecode: too many parts")
	ErrValueTooLarge   = errors.New("formdecode: value too large")
	ErrBadKey          = errors.New("formdecode: bad key")
	ErrConflictingKeys = errors.New("formdecode: conflicting keys")
	ErrDuplicateKey    = errors.New("formdecode: duplicate key")
	ErrMalformed       = errors.New("formdecode: malformed body")
	ErrUnexpectedFile  = errors.New("formdecode: unexpected file part")
)

// FieldError ties a failure to the field that caused it.
type FieldError struct {
	// Err is one of the sentinels above, or the error a FileHandler returned.
	Err error
	// Field is the dotted path ("partnerPreferences.age.min", "languages.2");
	// for keys that could not be parsed it is the raw key, clipped.
	Field string
	// Cause is the underlying parser error, if any.
	Cause error
}

func (e *FieldError) Error() string {
	msg := fmt.Sprintf("%v: field %q", e.Err, e.Field)
	if e.Cause != nil {
		// Parser errors quote the offending input (net/textproto echoes a
		// whole malformed header line), which can be megabytes.
		msg += ": " + clip(e.Cause.Error())
	}
	return msg
}

func (e *FieldError) Unwrap() []error {
	if e.Cause == nil {
		return []error{e.Err}
	}
	return []error{e.Err, e.Cause}
}

// FieldOf returns the dotted field path carried by err, or "" when err
// does not come from this package or is not tied to a field.
func FieldOf(err error) string {
	if fe, ok := errors.AsType[*FieldError](err); ok {
		return fe.Field
	}
	return ""
}

func fieldErr(sentinel error, field string, cause error) error {
	return &FieldError{Err: sentinel, Field: clip(field), Cause: cause}
}

// clip bounds attacker-controlled names before they are echoed back in
// error messages and logs.
func clip(s string) string {
	if len(s) > maxKeyLen {
		s = s[:maxKeyLen]
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}
