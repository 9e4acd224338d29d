package safety_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

var now = time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)

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

func TestNoOneReportsThemselves(t *testing.T) {
	me := uuid.New()
	_, err := safety.NewReport(me, me, "fake", "", now)
	if !errors.Is(err, safety.ErrReportSelf) || !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("reporting oneself: %v", err)
	}
}

func TestNewReport(t *testing.T) {
	cases := []struct {
		name, reason, details string
		field                 string // "" when valid
	}{
		{"a listed reason without details", "fake", "", ""},
		{"every listed reason", "asking-money", "", ""},
		{"other with a few words", "other", "Uses a film star's photo", ""},
		{"other with exactly five characters", "other", "  abcde ", ""},
		{"other without saying what", "other", "   ", "details"},
		{"other with four characters", "other", "abcd", "details"},
		{"details at the limit", "harassment", strings.Repeat("म", safety.MaxDetailsLength), ""},
		{"details over the limit", "harassment", strings.Repeat("x", safety.MaxDetailsLength+1), "details"},
		{"an unknown reason", "boring", "", "reason"},
		{"no reason", "", "", "reason"},
	}
	reporter, reported := uuid.New(), uuid.New()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := safety.NewReport(reporter, reported, tc.reason, tc.details, now)
			got := fieldsOf(t, err)
			if tc.field == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if r.Details != strings.TrimSpace(tc.details) || r.Reporter != reporter || r.Reported != reported || r.ID == uuid.Nil {
					t.Errorf("report not built as sent: %+v", r)
				}
				return
			}
			if got[tc.field] == "" || len(got) != 1 {
				t.Errorf("want one error on %s, got %v", tc.field, got)
			}
		})
	}
	for _, reason := range safety.Reasons {
		details := ""
		if reason == safety.ReasonOther {
			details = "something else"
		}
		if _, err := safety.NewReport(reporter, reported, string(reason), details, now); err != nil {
			t.Errorf("listed reason %s refused: %v", reason, err)
		}
	}
}

func TestNewDecision(t *testing.T) {
	cases := []struct {
		action, note string
		field        string // "" when valid
	}{
		{"dismiss", "", ""},
		{"dismiss", "No breach found.", ""},
		{"dismiss", strings.Repeat("x", 501), "note"},
		{"warn", "Please keep your messages polite.", ""},
		{"warn", "", "note"},
		{"suspend", " no ", "note"},
		{"suspend", strings.Repeat("x", 500), ""},
		{"delete", strings.Repeat("x", 501), "note"},
		{"remove-photo", "Not your picture.", ""},
		{"ban", "For ever.", "action"},
		{"", "", "action"},
	}
	for _, tc := range cases {
		d, err := safety.NewDecision(tc.action, tc.note)
		got := fieldsOf(t, err)
		if tc.field == "" && err != nil {
			t.Errorf("%s %q refused: %v", tc.action, tc.note, err)
		}
		if tc.field != "" && got[tc.field] == "" {
			t.Errorf("%s %q: want an error on %s, got %v", tc.action, tc.note, tc.field, got)
		}
		if err == nil && d.Note != strings.TrimSpace(tc.note) {
			t.Errorf("note not trimmed: %q", d.Note)
		}
	}
}

func TestOnlyADismissalLeavesOtherReportsOpen(t *testing.T) {
	for _, a := range safety.Actions {
		want := a != safety.Dismiss
		if got := (safety.Decision{Action: a}).ClosesAll(); got != want {
			t.Errorf("%s closes all = %v, want %v", a, got, want)
		}
	}
}
