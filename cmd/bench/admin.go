package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The admin's member search (db/queries/admin_members.sql) finds members by a prefix of their
// e-mail, phone, full name or surname. At a million members it must walk the C-collated prefix
// indexes of migrations 00025 and 00047, never scan accounts or profiles: these are explained like search, as the server's
// generic plans, with a prefix that matches a large share of the members, one that matches one
// member, and one that matches nobody.
const adminQueriesFile = "db/queries/admin_members.sql"

// adminSearches are the statements explained, by sqlc name.
var adminSearches = []string{"AdminMembersByEmail", "CountMembersByEmail", "AdminMembersByPhone", "CountMembersByPhone",
	"AdminMembersByName", "CountMembersByName"}

// adminPrefixes picks the prefixes: the commonest first character, one member's whole value,
// and a value nobody has.
func adminPrefixes(ctx context.Context, pool *pgxpool.Pool, column string) ([]string, error) {
	var common, one string
	if column == "name" {
		// The commonest surname's first letters, and one member's whole name, as the admin types them.
		err := pool.QueryRow(ctx, `SELECT (SELECT left(lower(substring(full_name FROM '\S+$')), 2) FROM profiles
			GROUP BY 1 ORDER BY count(*) DESC LIMIT 1), (SELECT lower(full_name) FROM profiles ORDER BY account_id LIMIT 1)`).Scan(&common, &one)
		if err != nil {
			return nil, fmt.Errorf("admin search prefixes: %w", err)
		}
		return []string{common, one, "zzzz nobody"}, nil
	}
	sql := fmt.Sprintf(`SELECT (SELECT left(%[1]s, 1) FROM accounts WHERE role = 'member' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1),
		(SELECT %[1]s FROM accounts WHERE role = 'member' ORDER BY id LIMIT 1)`, pgx.Identifier{column}.Sanitize())
	if err := pool.QueryRow(ctx, sql).Scan(&common, &one); err != nil {
		return nil, fmt.Errorf("admin search prefixes: %w", err)
	}
	none := "zzzz-nobody"
	if column == "phone" {
		none = "0000"
	}
	return []string{common, one, none}, nil
}

// checkAdminSearch explains each admin search statement for each prefix, on page 1 and on the
// 100th page of ten (a count-capped list never goes deeper than 1,000 pages).
func checkAdminSearch(ctx context.Context, conn *pgx.Conn, pool *pgxpool.Pool, q map[string]string) ([]planCheck, error) {
	var out []planCheck
	for _, column := range []string{"email", "phone", "name"} {
		prefixes, err := adminPrefixes(ctx, pool, column)
		if err != nil {
			return nil, err
		}
		by := map[string]string{"email": "Email", "phone": "Phone", "name": "Name"}[column]
		for _, name := range []string{"AdminMembersBy" + by, "CountMembersBy" + by} {
			for i, prefix := range prefixes {
				for _, page := range []int{1, 100} {
					if strings.HasPrefix(name, "Count") && page > 1 {
						continue
					}
					args := map[string]any{"now": time.Now().Format(time.RFC3339), "prefix": prefix,
						"page_limit": 10, "page_offset": (page - 1) * 10, "page_end": page * 10, "count_limit": 10_001}
					sql, values, err := numbered(q[name], args)
					if err != nil {
						return nil, fmt.Errorf("%s: %w", name, err)
					}
					pc, err := explain(ctx, conn, sql, values)
					if err != nil {
						return nil, err
					}
					pc.Query, pc.Filters, pc.Page = name, column+" prefix", page
					pc.Values = []string{"common", "one", "none"}[i]
					out = append(out, pc)
				}
			}
		}
	}
	return out, nil
}

// printAdminPlans shows one line per admin search statement and prefix, and answers how many
// plans scan accounts or profiles sequentially.
func printAdminPlans(checks []planCheck) int {
	seqScans := 0
	fmt.Printf("%-22s %-8s %5s %10s  %s\n", "admin search", "prefix", "page", "ms", "indexes used")
	for _, c := range checks {
		note := strings.Join(c.Indexes, ", ")
		if c.SeqScan {
			seqScans++
			note += "  SEQ SCAN"
		}
		fmt.Printf("%-22s %-8s %5d %10.2f  %s\n", c.Query, c.Values, c.Page, c.Ms, note)
	}
	if seqScans > 0 {
		fmt.Printf("FAIL: %d admin search plans scan members sequentially\n", seqScans)
	} else {
		fmt.Println("ok: the admin's member search walks its prefix indexes")
	}
	return seqScans
}
