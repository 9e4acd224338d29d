package plans_test

import (
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

func TestParseCode(t *testing.T) {
	for in, want := range map[string]plans.Code{"basic": plans.Basic, "Elite": plans.Elite, "PREMIUM": plans.Premium} {
		if got, ok := plans.ParseCode(in); !ok || got != want {
			t.Errorf("ParseCode(%q) = %q, %v", in, got, ok)
		}
	}
	for _, in := range []string{"diamond", "", "gold"} {
		if _, ok := plans.ParseCode(in); ok {
			t.Errorf("ParseCode(%q) accepted", in)
		}
	}
}
