package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// checkPlans explains with two sets of values: for each filter the catalog value most frequent
// among women (whom a man's search reads) and the least frequent one, possibly absent from the
// data: the planner chooses differently for a value it expects to find at once and for one it
// expects to be rare, and an empty result is where an ordered index walk costs most.
func checkPlans(ctx context.Context, pool *pgxpool.Pool, q map[string]string) ([]planCheck, error) {
	common := filterValues{label: "common", minAge: 25, maxAge: 30}
	rare := filterValues{label: "rare", minAge: 38, maxAge: 40}
	cat := profile.Options
	castes := make([]profile.Option, len(cat.Castes))
	for i, c := range cat.Castes {
		castes[i] = c.Option
	}
	for _, f := range []struct {
		expr, from  string
		options     []profile.Option
		most, least *string
	}{
		{"caste", "profiles", castes, &common.caste, &rare.caste},
		{"religion", "profiles", cat.Religions, &common.religion, &rare.religion},
		{"city", "profiles", cat.Cities, &common.city, &rare.city},
		{"mother_tongue", "profiles", cat.MotherTongues, &common.tongue, &rare.tongue},
	} {
		values := make([]string, len(f.options))
		for i, o := range f.options {
			values[i] = o.Value
		}
		sql := fmt.Sprintf(`WITH c AS (SELECT %s AS v, count(*) AS n FROM %s WHERE gender = 'female' GROUP BY 1),
			o AS (SELECT v, i FROM unnest($1::text[]) WITH ORDINALITY AS o(v, i))
			SELECT (SELECT v FROM c ORDER BY n DESC, v LIMIT 1),
			       (SELECT o.v FROM o LEFT JOIN c USING (v) ORDER BY coalesce(c.n, 0), o.i LIMIT 1)`, f.expr, f.from)
		if err := pool.QueryRow(ctx, sql, values).Scan(f.most, f.least); err != nil {
			return nil, fmt.Errorf("frequent values of %s: %w", f.expr, err)
		}
	}
	for _, v := range []filterValues{common, rare} {
		fmt.Printf("%-6s values: caste %s, religion %s, location %s, age %d-%d, mother tongue %s\n",
			v.label, v.caste, v.religion, v.city, v.minAge, v.maxAge, v.tongue)
	}
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SET plan_cache_mode = force_generic_plan"); err != nil {
		return nil, err
	}
	// A man who gave his stars, so the gun milan filter and the best-match order have his side.
	var viewer uuid.UUID
	if err := pool.QueryRow(ctx, `SELECT account_id FROM profiles WHERE gender = 'male' AND suspended_at IS NULL
		AND nakshatra IS NOT NULL AND rashi IS NOT NULL ORDER BY account_id LIMIT 1`).Scan(&viewer); err != nil {
		return nil, err
	}
	store, profiles := postgres.NewDiscoveryStore(pool), postgres.NewProfileStore(pool)
	checks, err := checkSearch(ctx, conn.Conn(), store, viewer, []filterValues{common, rare})
	if err != nil {
		return nil, err
	}
	me, err := profiles.ProfileByAccount(ctx, viewer)
	if err != nil {
		return nil, err
	}
	refined, err := checkRefinedSearch(ctx, conn.Conn(), store, me, []filterValues{common, rare})
	if err != nil {
		return nil, err
	}
	checks = append(checks, refined...)
	if err := timeRefinedInMemory(ctx, pool, me, []filterValues{common, rare}); err != nil {
		return nil, err
	}
	// Two men and two women, so both directions of the match lists are explained.
	var viewers []profile.Profile
	for _, g := range []string{"male", "female"} {
		rows, err := pool.Query(ctx, `SELECT account_id FROM profiles WHERE gender = $1 AND suspended_at IS NULL
			ORDER BY account_id LIMIT 2`, g)
		if err != nil {
			return nil, err
		}
		ids, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			p, err := profiles.ProfileByAccount(ctx, id)
			if err != nil {
				return nil, err
			}
			viewers = append(viewers, p)
		}
	}
	matches, err := checkMatches(ctx, conn.Conn(), store, viewers)
	if err != nil {
		return nil, err
	}
	return append(checks, matches...), nil
}

// printPlans shows one line per search filter combination (page 1, 10 and 167 and the count)
// and per match query, and answers how many plans scan members (profiles or member_search)
// sequentially.
func printPlans(checks []planCheck) int {
	type row struct {
		ms      map[string]float64
		indexes []string
		seq     []string
	}
	var order []string
	rows := map[string]*row{}
	seqScans := 0
	refined, refinedRows := map[string]bool{}, map[string]bool{}
	for _, rs := range refinedSearches(filterValues{}) {
		refined[rs.label] = true
	}
	for _, c := range checks {
		key := fmt.Sprintf("%-7s %-52s", c.Values, c.Filters)
		if c.Query == "Count" && refined[c.Filters] {
			refinedRows[key] = true
		}
		if c.Query == "Matches" {
			key = fmt.Sprintf("%-7s %-52s", "match", c.Filters+" ("+c.Values+")")
		}
		r := rows[key]
		if r == nil {
			r = &row{ms: map[string]float64{}}
			rows[key] = r
			order = append(order, key)
		}
		col := c.Query
		if c.Query == "Search" {
			col = fmt.Sprintf("p%d", c.Page)
		}
		r.ms[col] = c.Ms
		for _, ix := range c.Indexes {
			if !contains(r.indexes, ix) {
				r.indexes = append(r.indexes, ix)
			}
		}
		if c.SeqScan {
			seqScans++
			r.seq = append(r.seq, col)
		}
	}
	fmt.Printf("%-7s %-52s %8s %8s %8s %8s  %s\n", "values", "filters (search) / dimension (matches)",
		"p1 ms", "p10 ms", fmt.Sprintf("p%d ms", lastPage), "count ms", "indexes used")
	var slowest [3]float64 // page 1, 10, last
	// The count's own time (issue 27's target: a refined search's) is the statement that counts
	// and reads page 1 less the one that reads page 1 alone.
	var slowestCount, slowestCountAlone float64
	var slowestCountOf string
	for _, key := range order {
		r := rows[key]
		cell := func(col string) string {
			if v, ok := r.ms[col]; ok {
				return fmt.Sprintf("%8.2f", v)
			}
			return fmt.Sprintf("%8s", "")
		}
		first := cell("p1")
		if v, ok := r.ms["Matches"]; ok {
			first = fmt.Sprintf("%8.2f", v)
		}
		note := strings.Join(r.indexes, ", ")
		if len(r.seq) > 0 {
			note += "  SEQ SCAN in " + strings.Join(r.seq, ", ")
		}
		fmt.Printf("%s %s %s %s %s  %s\n", key, first, cell("p10"), cell(fmt.Sprintf("p%d", lastPage)), cell("Count"), note)
		if v, ok := r.ms["Count"]; ok && refinedRows[key] && v-r.ms["p1"] > slowestCountAlone {
			slowestCount, slowestCountAlone, slowestCountOf = v, v-r.ms["p1"], strings.TrimSpace(key)
		}
		for i, p := range []string{"p1", "p10", fmt.Sprintf("p%d", lastPage)} {
			slowest[i] = max(slowest[i], r.ms[p])
		}
	}
	fmt.Printf("slowest search: page 1 %.2f ms, page 10 %.2f ms, page %d (the last the %d-result cap allows) %.2f ms\n",
		slowest[0], slowest[1], lastPage, matching.ResultCap, slowest[2])
	fmt.Printf("slowest refined count: about %.2f ms for the count alone, %.2f ms with page 1 (%s)\n",
		slowestCountAlone, slowestCount, slowestCountOf)
	if seqScans > 0 {
		fmt.Printf("FAIL: %d plans scan members sequentially\n", seqScans)
	} else {
		fmt.Println("ok: no plan scans members sequentially")
	}
	return seqScans
}
