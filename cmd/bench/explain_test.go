package main

import (
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestSearchCriteriaLabels(t *testing.T) {
	fv := filterValues{caste: "maratha", religion: "hindu", city: "Pune", tongue: "marathi", minAge: 25, maxAge: 30}
	if _, label := searchCriteria(uuid.New(), fv, 0b01001); label != "caste+age" {
		t.Fatalf("label %q", label)
	}
}

func TestLiteralsAreQuoted(t *testing.T) {
	got := literal("O'Brien") + " " + literal(nil) + " " + literal(7) + " " + literal(time.Date(2001, 2, 3, 0, 0, 0, 0, time.UTC))
	if want := "'O''Brien' NULL 7 '2001-02-03'"; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

// The carousels' statement binds lists (marital statuses, manglik, horoscope keys): they are
// written as array literals, or EXPLAIN refuses them.
func TestListsAreArrayLiterals(t *testing.T) {
	got := literal([]string{}) + " " + literal([]string{"single", `it's "x"`}) + " " + literal([]int32{12, 24}) + " " + literal([]int32{})
	if want := `'{}' '{"single","it''s \"x\""}' '{12,24}' '{}'`; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

func TestIndexKind(t *testing.T) {
	for name, want := range map[string]string{
		"member_search_1991_gender_caste_last_active_at_accou":     "search_caste",
		"member_search_before_1966_gender_city_caste_last_active_": "search_city_caste",
		"member_search_2001_gender_last_active_at_account_id_dob_": "search",
		"member_search_1996_pkey":                                  "pkey",
		"profiles_pkey":                                            "pkey",
	} {
		if got := indexKind(name); got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
	}
}

// The admin search statements are explained as sqlc ships them: every parameter must be bound.
func TestAdminSearchParametersAreBound(t *testing.T) {
	q, err := loadQueries("../../"+adminQueriesFile, adminSearches...)
	if err != nil {
		t.Fatal(err)
	}
	args := map[string]any{"now": "2026-11-22T00:00:00Z", "prefix": "ab", "page_limit": 10, "page_offset": 0, "page_end": 10,
		"count_limit": 10_001}
	for _, name := range adminSearches {
		sql, _, err := numbered(q[name], args)
		if err != nil || strings.Contains(sql, "sqlc.") {
			t.Errorf("%s: %v\n%s", name, err, sql)
		}
		if !strings.Contains(sql, `COLLATE "C"`) {
			t.Errorf("%s no longer walks the C-collated prefix index:\n%s", name, sql)
		}
	}
}
