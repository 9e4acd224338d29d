package httpapi_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// Calculated or typed (docs/horoscope.md) through the whole stack and the database: a claim the
// birth details do not bear out is stored as typed, the calculation's own values as calculated
// (also when the client does not say), the member's "typed" is kept, and an unknown word is a 400.
func TestHoroscopeSourceIsStoredAndVerified(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	code, token := e.memberWith(t, func(d map[string]any) {
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "charan": "2", "rashi": "vrishabha", "manglik": "no",
			"birthTime": "06:45", "birthPlace": "mh-satara-wai", "source": "calculated"}
	})
	own := func(step string) apiclient.HoroscopeAnswer {
		t.Helper()
		r, err := e.client.GetUserProfileWithResponse(ctx, "none", bearer(token))
		if err != nil || r.JSON200 == nil || r.JSON200.UserData.Horoscope == nil {
			t.Fatalf("%s: own profile: %v %d %s", step, err, r.StatusCode(), r.Body)
		}
		return *r.JSON200.UserData.Horoscope
	}
	source := func(h apiclient.HoroscopeAnswer) string {
		if h.Source == nil {
			return ""
		}
		return string(*h.Source)
	}

	status, _, reading := e.calculate(t, token, map[string]any{"dob": "1997-03-14", "birthTime": "06:45", "birthPlace": "mh-satara-wai"})
	if status != http.StatusOK || reading.Chart == nil {
		t.Fatalf("calculate: %d", status)
	}
	moon := reading.Chart.Moon
	registered := own("registered")
	claimHolds := moon.Nakshatra == "krittika" && moon.Rashi == "vrishabha" && moon.Charan != nil && *moon.Charan == 2 &&
		reading.Chart.Manglik == "no"
	if want := map[bool]string{true: "calculated", false: "typed"}[claimHolds]; source(registered) != want {
		t.Fatalf("registration's calculated claim: stored %q, want %q (the sky says %+v)", source(registered), want, moon)
	}
	if d := registered.BirthPlaceDetails; d == nil || d.Label.En != "Wai" || d.Label.Mr == "" {
		t.Fatalf("a listed birth place comes back with its names: %+v", d)
	}

	computed := map[string]any{"horoscope": map[string]any{"nakshatra": moon.Nakshatra, "rashi": moon.Rashi,
		"charan": strconv.Itoa(*moon.Charan), "manglik": string(reading.Chart.Manglik)}}
	if r := e.patchProfile(t, token, computed, nil); r.StatusCode() != http.StatusOK && r.StatusCode() != http.StatusBadRequest {
		t.Fatalf("edit to the computed values: %d %s", r.StatusCode(), r.Body)
	}
	if got := source(own("computed values, client silent")); got != "calculated" {
		t.Fatalf("the computed values without a claim: stored %q, want calculated", got)
	}
	if r := e.patchProfile(t, token, map[string]any{"horoscope": map[string]any{"source": "typed"}}, nil); r.StatusCode() != http.StatusOK {
		t.Fatalf("saying typed: %d %s", r.StatusCode(), r.Body)
	}
	if got := source(own("member says typed")); got != "typed" {
		t.Fatalf("the member's typed: stored %q", got)
	}
	if r := e.patchProfile(t, token, map[string]any{"horoscope": map[string]any{"source": "astrologer"}}, nil); r.StatusCode() != http.StatusBadRequest {
		t.Fatalf("an unknown source: %d %s, want 400", r.StatusCode(), r.Body)
	}

	// A groom whose stars his family typed sees the gun milan say both were typed.
	_, groomToken := e.memberWith(t, func(d map[string]any) {
		groom(d)
		d["horoscope"] = map[string]any{"nakshatra": "magha", "rashi": "simha", "source": "typed"}
	})
	seen, err := e.client.GetUserProfileWithResponse(ctx, code, bearer(groomToken))
	if err != nil || seen.JSON200 == nil || seen.JSON200.UserData.GunMilan == nil ||
		seen.JSON200.UserData.GunMilan.Horoscopes == nil || *seen.JSON200.UserData.GunMilan.Horoscopes != "typed" {
		t.Fatalf("the groom's view of the gun milan: %v %s", err, seen.Body)
	}
}

// The registration wizard calculates before the account exists: a visitor may.
func TestAVisitorMayCalculate(t *testing.T) {
	e := newEnv(t)
	res, err := http.Post(e.url+"/api/user/horoscope/calculate", "application/json",
		strings.NewReader(`{"dob":"1997-03-14","birthTime":"06:45","birthPlace":"mh-satara-wai"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("a visitor's calculation: %d, want 200", res.StatusCode)
	}
}
