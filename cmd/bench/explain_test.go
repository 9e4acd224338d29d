package main

import (
	"strings"
	"testing"
	"time"
)

// The bench explains the queries sqlc ships; this fails when a query gains a parameter the
// bench does not bind, before anyone waits for a million members to be seeded.
func TestEveryParameterIsBound(t *testing.T) {
	q, err := loadQueries("../../" + queriesFile)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	fv := filterValues{caste: "maratha", religion: "hindu", city: "Pune", tongue: "marathi", minAge: 25, maxAge: 30}
	var all []string
	for mask := range 1 << len(searchFilters) {
		args, _ := searchArgs("00000000-0000-4000-8000-000000000001", fv, mask, now)
		for _, name := range []string{"SearchMembers", "CountSearch"} {
			sql, err := bind(q[name], args)
			if err != nil {
				t.Fatalf("%s, mask %b: %v", name, mask, err)
			}
			all = append(all, sql)
		}
	}
	for _, dim := range []string{"caste", "location", "age"} {
		sql, err := bind(q["MatchCandidates"], matchArgs(viewerPrefs{id: "x", gender: "male", ageMin: 24, ageMax: 29}, dim, now))
		if err != nil {
			t.Fatalf("MatchCandidates %s: %v", dim, err)
		}
		all = append(all, sql)
	}
	for _, sql := range all {
		if strings.Contains(sql, "sqlc.") || strings.Contains(sql, "$1") {
			t.Fatalf("unbound parameter left in:\n%s", sql)
		}
	}
	if _, label := searchArgs("v", fv, 0b01001, now); label != "caste+age" {
		t.Fatalf("label %q", label)
	}
}

func TestLiteralsAreQuoted(t *testing.T) {
	got := literal("O'Brien") + " " + literal(nil) + " " + literal(7) + " " + literal(time.Date(2001, 2, 3, 0, 0, 0, 0, time.UTC))
	if want := "'O''Brien' NULL 7 '2001-02-03'"; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}
