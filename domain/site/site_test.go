package site_test

import (
	"errors"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/contactinfo"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/site"
)

var now = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func fieldsOf(t *testing.T, err error) map[string]string {
	t.Helper()
	var ve *errs.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("want a validation error, got %v", err)
	}
	m := map[string]string{}
	for _, f := range ve.Fields {
		m[f.Field] = f.Message
	}
	return m
}

func TestContactMessage(t *testing.T) {
	m, err := site.NewContactMessage(" Asha Patil ", "asha@example.in", "9822012345", "Female", "Please call me back.", now)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "Asha Patil" || m.Gender != site.ContactFemale {
		t.Fatalf("not normalised: %+v", m)
	}
	_, err = site.NewContactMessage("A", "asha@", "98220", "robot", "hi", now)
	got := fieldsOf(t, err)
	for _, f := range []string{"name", "email", "phone", "gender", "message"} {
		if got[f] == "" {
			t.Errorf("no error for %s", f)
		}
	}
	if got["phone"] != "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9" || got["email"] != "Invalid email format" {
		t.Errorf("spec messages changed: %v", got)
	}
}

func TestContactNamesHoldLetters(t *testing.T) {
	_, err := site.NewContactMessage("1234", "asha@example.in", "9822012345", "female", "Please call me back.", now)
	if got := fieldsOf(t, err)["name"]; got != "A name must contain letters." {
		t.Fatalf("a name of digits: %q", got)
	}
	if _, err := site.NewContactMessage("आशा पाटील", "asha@example.in", "9822012345", "female", "कृपया फोन करा.", now); err != nil {
		t.Fatalf("a Devanagari name refused: %v", err)
	}
}

func TestFeedback(t *testing.T) {
	if _, err := site.NewFeedback("Ravi", "ravi@example.in", 5, "Great service", now); err != nil {
		t.Fatal(err)
	}
	for _, rating := range []int{0, 6, -1} {
		_, err := site.NewFeedback("Ravi", "ravi@example.in", rating, "ok ok", now)
		if fieldsOf(t, err)["rating"] == "" {
			t.Errorf("rating %d accepted", rating)
		}
	}
}

func TestValidEmail(t *testing.T) {
	for s, want := range map[string]bool{
		"a@b.in": true, "first.last+tag@mail.example.com": true,
		"": false, "a@b": false, "Asha <a@b.in>": false, "a b@c.in": false, "@b.in": false,
	} {
		if got := contactinfo.ValidEmail(s); got != want {
			t.Errorf("ValidEmail(%q) = %v", s, got)
		}
	}
}
