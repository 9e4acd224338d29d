package errs_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/errs"
)

func TestValidatorCollectsEveryField(t *testing.T) {
	var v errs.Validator
	v.Check(false, "phone", "Phone must be 10 digits")
	v.Check(true, "email", "never")
	v.Check(false, "name", "Full name is required")
	err := v.Err("Please fix the errors in the form.")
	var ve *errs.ValidationError
	if !errors.As(err, &ve) || len(ve.Fields) != 2 || !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("got %#v", err)
	}
	if !v.Has("phone") || v.Has("email") {
		t.Fatal("Has reports the wrong fields")
	}
}

func TestValidatorNilWhenClean(t *testing.T) {
	var v errs.Validator
	v.Check(true, "x", "y")
	if err := v.Err("summary"); err != nil {
		t.Fatalf("want nil, got %v", err)
	}
}

func TestCodedMatchesItsKindThroughWrapping(t *testing.T) {
	taken := errs.New(errs.ErrConflict, "email_taken", "This e-mail is already registered.")
	err := fmt.Errorf("register: %w", taken)
	if !errors.Is(err, errs.ErrConflict) || !errors.Is(err, taken) || errors.Is(err, errs.ErrNotFound) {
		t.Fatal("coded sentinel does not match its kind")
	}
}
