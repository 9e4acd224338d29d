package verification_test

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/verification"
)

func fieldsOf(t *testing.T, err error) map[string]string {
	t.Helper()
	m := map[string]string{}
	if err == nil {
		return m
	}
	var ve *errs.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("want a validation error, got %v", err)
	}
	for _, f := range ve.Fields {
		m[f.Field] = f.Message
	}
	return m
}

func TestNewDocument(t *testing.T) {
	cases := []struct {
		kind, docType string
		wantType      string
		field         string // "" when valid
	}{
		{"id", "aadhaar", "aadhaar", ""},
		{"id", " passport ", "passport", ""},
		{"id", "driving-licence", "driving-licence", ""},
		{"id", "", "", "documentType"},
		{"id", "ration-card", "", "documentType"},
		{"id", "Aadhaar", "", "documentType"},
		{"photo", "", "", ""},
		{"photo", "aadhaar", "", ""}, // a selfie has no document type: what was sent is dropped
		{"video", "", "", "kind"},
		{"", "aadhaar", "", "kind"},
	}
	for _, tc := range cases {
		d, err := verification.NewDocument(tc.kind, tc.docType)
		got := fieldsOf(t, err)
		if tc.field == "" {
			if err != nil {
				t.Errorf("%s %q refused: %v", tc.kind, tc.docType, err)
			} else if d.DocumentType != tc.wantType {
				t.Errorf("%s %q: document type %q, want %q", tc.kind, tc.docType, d.DocumentType, tc.wantType)
			}
			continue
		}
		if got[tc.field] == "" || len(got) != 1 {
			t.Errorf("%s %q: want one error on %s, got %v", tc.kind, tc.docType, tc.field, got)
		}
	}
	for _, ty := range verification.DocumentTypes {
		if _, err := verification.NewDocument("id", ty); err != nil {
			t.Errorf("listed document type %s refused: %v", ty, err)
		}
	}
}

func TestNewRejectionReason(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"  Blurred  ", "Blurred", true},
		{"abc", "abc", true},
		{"ab", "", false},
		{"   ab   ", "", false},
		{string(bytes.Repeat([]byte("x"), verification.MaxReasonLength)), "", true},
		{string(bytes.Repeat([]byte("x"), verification.MaxReasonLength+1)), "", false},
		{"धूसर", "धूसर", true}, // four characters, twelve bytes
	}
	for _, tc := range cases {
		got, err := verification.NewRejectionReason(tc.in)
		if tc.ok != (err == nil) {
			t.Errorf("%q: err = %v, want ok=%v", tc.in, err, tc.ok)
		}
		if !tc.ok && fieldsOf(t, err)["reason"] == "" {
			t.Errorf("%q: no error on reason", tc.in)
		}
		if tc.ok && tc.want != "" && got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestPhoneCodeHashIsBoundToAccountNumberAndCode(t *testing.T) {
	a, b := uuid.New(), uuid.New()
	base := verification.HashPhoneCode(a, "9822012345", "123456")
	if !bytes.Equal(base, verification.HashPhoneCode(a, "9822012345", "123456")) {
		t.Fatal("the same inputs hash differently")
	}
	if bytes.Contains(base, []byte("123456")) {
		t.Fatal("the code appears in its digest")
	}
	others := map[string][]byte{
		"another account": verification.HashPhoneCode(b, "9822012345", "123456"),
		"another number":  verification.HashPhoneCode(a, "9822012346", "123456"),
		"another code":    verification.HashPhoneCode(a, "9822012345", "123457"),
		// lengths are written before each part, so moving a character across the boundary changes the digest
		"shifted boundary": verification.HashPhoneCode(a, "98220123451", "23456"),
	}
	for name, h := range others {
		if bytes.Equal(base, h) {
			t.Errorf("%s hashes the same", name)
		}
	}
}

func TestTheReviewPromiseIsADay(t *testing.T) {
	at := time.Date(2026, 11, 28, 23, 30, 0, 0, time.UTC)
	if got := verification.DueAt(at); !got.Equal(at.Add(24 * time.Hour)) {
		t.Errorf("due at %v", got)
	}
}
