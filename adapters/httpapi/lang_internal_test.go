package httpapi

import (
	"net/http/httptest"
	"testing"
)

func TestWantsMarathi(t *testing.T) {
	for header, want := range map[string]bool{
		"":                         false,
		"mr":                       true,
		"mr-IN,mr;q=0.9,en;q=0.8":  true,
		"en-IN,en;q=0.9,mr;q=0.8":  false,
		"hi,mr;q=0.5":              true,
		"MR-in":                    true,
		"en, mr":                   true, // equal preference: the member's own language
		"mr;q=0":                   false,
		"mr;q=abc":                 false,
		"de,fr":                    false,
		"*":                        false,
		"en;q=0.2, mr ; q=0.7 ,hi": true,
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Language", header)
		if got := wantsMarathi(r); got != want {
			t.Errorf("Accept-Language %q: Marathi %v, want %v", header, got, want)
		}
	}
}
