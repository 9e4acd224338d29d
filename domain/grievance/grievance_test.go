package grievance_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
)

var now = time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)

func fieldsOf(t *testing.T, err error) map[string]string {
	t.Helper()
	if err == nil {
		return map[string]string{}
	}
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

func validForm() grievance.Form {
	return grievance.Form{Name: " Asha Patil ", Email: "Asha@Example.in", Phone: "9822012345",
		MemberCode: " ab12cd ", AgainstCode: "xy34zw", Category: "harassment",
		Description: "  He keeps sending messages after I declined.  "}
}

func TestNewNormalisesAValidComplaint(t *testing.T) {
	c, err := grievance.New(validForm(), now)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Asha Patil" || c.Email != "asha@example.in" || c.MemberCode != "AB12CD" || c.AgainstCode != "XY34ZW" {
		t.Errorf("not normalised: %+v", c)
	}
	if c.Description != "He keeps sending messages after I declined." {
		t.Errorf("description not trimmed: %q", c.Description)
	}
	if c.Status != grievance.Received || !c.CreatedAt.Equal(now) || !grievance.ValidTicket(c.Ticket) {
		t.Errorf("a new complaint is received now with a ticket: %+v", c)
	}
}

func TestNewRefusesEachBadField(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(*grievance.Form)
		field string
	}{
		{"one-letter name", func(f *grievance.Form) { f.Name = "A" }, "name"},
		{"name of digits", func(f *grievance.Form) { f.Name = "12345" }, "name"},
		{"name too long", func(f *grievance.Form) { f.Name = strings.Repeat("a", 101) }, "name"},
		{"bad e-mail", func(f *grievance.Form) { f.Email = "asha@" }, "email"},
		{"bad phone", func(f *grievance.Form) { f.Phone = "12345" }, "phone"},
		{"unknown category", func(f *grievance.Form) { f.Category = "spam" }, "category"},
		{"empty category", func(f *grievance.Form) { f.Category = "" }, "category"},
		{"short description", func(f *grievance.Form) { f.Description = "  too short " }, "description"},
		{"long description", func(f *grievance.Form) { f.Description = strings.Repeat("x", 4001) }, "description"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := validForm()
			tc.edit(&f)
			_, err := grievance.New(f, now)
			got := fieldsOf(t, err)
			if got[tc.field] == "" || len(got) != 1 {
				t.Errorf("want one error on %s, got %v", tc.field, got)
			}
		})
	}
}

func TestNewTakesWhatIsOptionalAndTheLimits(t *testing.T) {
	f := validForm()
	f.Phone, f.MemberCode, f.AgainstCode = "", "", ""
	f.Name = "आशा"
	f.Description = strings.Repeat("x", 4000)
	if _, err := grievance.New(f, now); err != nil {
		t.Fatalf("no phone, no codes, a Devanagari name and 4,000 characters: %v", err)
	}
	f.Description = strings.Repeat("क", 10) // characters, not bytes
	if _, err := grievance.New(f, now); err != nil {
		t.Fatalf("ten Devanagari characters: %v", err)
	}
}

func TestResolveByIsShorterForPicturesAndImpersonation(t *testing.T) {
	cases := []struct {
		category grievance.Category
		within   time.Duration
	}{
		{grievance.Impersonation, 24 * time.Hour},
		{grievance.MorphedPhoto, 24 * time.Hour},
		{grievance.Harassment, 15 * 24 * time.Hour},
		{grievance.Fraud, 15 * 24 * time.Hour},
		{grievance.Privacy, 15 * 24 * time.Hour},
		{grievance.Other, 15 * 24 * time.Hour},
	}
	for _, tc := range cases {
		c := grievance.Complaint{Category: tc.category, CreatedAt: now}
		if got := c.ResolveBy(); !got.Equal(now.Add(tc.within)) {
			t.Errorf("%s: resolve by %v, want %v after", tc.category, got, tc.within)
		}
		if got := c.AcknowledgeBy(); !got.Equal(now.Add(24 * time.Hour)) {
			t.Errorf("%s: acknowledge by %v, want 24 hours after", tc.category, got)
		}
	}
}

func TestStatusOpen(t *testing.T) {
	cases := map[grievance.Status]bool{grievance.Received: true, grievance.InProgress: true,
		grievance.Resolved: false, grievance.Rejected: false}
	for s, open := range cases {
		if s.Open() != open {
			t.Errorf("%s open = %v, want %v", s, s.Open(), open)
		}
	}
}

func TestTickets(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		tk := grievance.NewTicket()
		if !grievance.ValidTicket(tk) {
			t.Fatalf("a drawn ticket is not valid: %q", tk)
		}
		if strings.ContainsAny(tk[2:], "01IO") {
			t.Fatalf("a ticket read out on the phone holds an ambiguous character: %q", tk)
		}
		seen[tk] = true
	}
	if len(seen) < 199 {
		t.Errorf("tickets repeat: %d distinct of 200", len(seen))
	}
	for _, s := range []string{"", "GR", "GR4K7Q2PX", "GR4K7Q2PXAB", "XX4K7Q2PXA", "GR4K7Q2PX0", "GR4k7Q2PXA", "gr4K7Q2PXA"} {
		if grievance.ValidTicket(s) {
			t.Errorf("%q accepted as a ticket", s)
		}
	}
}

func TestNewUpdate(t *testing.T) {
	cases := []struct {
		status, resolution string
		field              string // "" when valid
	}{
		{"in-progress", "", ""},
		{"received", "", ""},
		{"resolved", "The profile was removed.", ""},
		{"rejected", "No breach.", ""},
		{"resolved", "  ", "resolution"},
		{"rejected", "no", "resolution"},
		{"in-progress", strings.Repeat("x", 2001), "resolution"},
		{"resolved", strings.Repeat("x", 2001), "resolution"},
		{"closed", "Done and dusted.", "status"},
		{"", "", "status"},
	}
	for _, tc := range cases {
		u, err := grievance.NewUpdate(tc.status, tc.resolution)
		got := fieldsOf(t, err)
		if tc.field == "" && err != nil {
			t.Errorf("%s %q refused: %v", tc.status, tc.resolution, err)
		}
		if tc.field != "" && got[tc.field] == "" {
			t.Errorf("%s %q: want an error on %s, got %v", tc.status, tc.resolution, tc.field, got)
		}
		if err == nil && u.Resolution != strings.TrimSpace(tc.resolution) {
			t.Errorf("resolution not trimmed: %q", u.Resolution)
		}
	}
}
