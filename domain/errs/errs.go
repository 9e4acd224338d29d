// Package errs holds the error kinds every bounded context wraps. The HTTP adapter maps each
// kind (and the few specific sentinels that need their own code) to a status in one table.
package errs

import (
	"errors"
	"strings"
	"time"
)

var (
	ErrNotFound        = errors.New("not found")
	ErrConflict        = errors.New("conflict")
	ErrUnauthenticated = errors.New("authentication required")
	ErrForbidden       = errors.New("forbidden")
	ErrGone            = errors.New("gone")
	ErrUnavailable     = errors.New("service temporarily unavailable")
	ErrInvalid         = errors.New("invalid input")
	// ErrPaymentRequired is a feature the member's plan does not (or no longer) cover.
	ErrPaymentRequired = errors.New("payment required")
	// ErrUnsupportedMedia is content of a type the operation does not take (a picture format).
	ErrUnsupportedMedia = errors.New("unsupported media type")
	// ErrTooLarge is content over its size limit.
	ErrTooLarge = errors.New("too large")
	// ErrUnprocessable is well-formed content that cannot be used (an unreadable picture).
	ErrUnprocessable = errors.New("unprocessable")
)

// FieldError names the input field at fault in the member's own words.
type FieldError struct {
	Field   string
	Message string
}

// ValidationError is an ErrInvalid that carries one message per faulty field, so a form
// can show each message next to its field.
type ValidationError struct {
	Message string
	Fields  []FieldError
}

func (e *ValidationError) Error() string {
	parts := make([]string, 0, len(e.Fields))
	for _, f := range e.Fields {
		parts = append(parts, f.Field+": "+f.Message)
	}
	if len(parts) == 0 {
		return e.Message
	}
	return e.Message + " (" + strings.Join(parts, "; ") + ")"
}

func (e *ValidationError) Is(target error) bool { return target == ErrInvalid }

// Validator collects field errors so a constructor can report them all at once.
type Validator struct{ fields []FieldError }

// Check records message for field when ok is false; it reports ok so calls can be chained.
func (v *Validator) Check(ok bool, field, message string) bool {
	if !ok {
		v.fields = append(v.fields, FieldError{Field: field, Message: message})
	}
	return ok
}

// Has reports whether field already has an error, so later rules stay quiet about it.
func (v *Validator) Has(field string) bool {
	for _, f := range v.fields {
		if f.Field == field {
			return true
		}
	}
	return false
}

// Err returns nil when every check passed, otherwise a *ValidationError with summary as message.
func (v *Validator) Err(summary string) error {
	if len(v.fields) == 0 {
		return nil
	}
	return &ValidationError{Message: summary, Fields: v.fields}
}

// RateLimitedError tells the caller how long to wait; it is never a lockout.
type RateLimitedError struct {
	RetryAfter time.Duration
	Message    string
}

func (e *RateLimitedError) Error() string { return e.Message }

// BusyError is an ErrUnavailable that knows when to try again: a resource of this server is
// full for everyone (not for one caller, which would be a RateLimitedError).
type BusyError struct {
	RetryAfter time.Duration
	Message    string
}

func (e *BusyError) Error() string        { return e.Message }
func (e *BusyError) Is(target error) bool { return target == ErrUnavailable }

// Coded is a sentinel with its own stable machine code and member-readable message,
// e.g. "email_taken". Kind says which family (and so which HTTP status) it belongs to.
type Coded struct {
	Code    string
	Message string
	Kind    error
}

func (e *Coded) Error() string        { return e.Message }
func (e *Coded) Is(target error) bool { return target == e.Kind }

// New declares a coded sentinel of the given kind.
func New(kind error, code, message string) *Coded {
	return &Coded{Code: code, Message: message, Kind: kind}
}
