package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// The EXPLAINs run the queries exactly as sqlc ships them, read from the .sql file, with
// literal values in place of the parameters. That is what the server's custom plans
// (plan_cache_mode=force_custom_plan) see too, and a reader can paste any of them into psql.
const queriesFile = "db/queries/matching.sql"

var sqlcArg = regexp.MustCompile(`sqlc\.n?arg\((\w+)\)`)

func loadQueries(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w (run the bench from the repository root)", err)
	}
	out := map[string]string{}
	for _, part := range strings.Split(string(b), "-- name: ")[1:] {
		name, body, _ := strings.Cut(part, "\n")
		name = strings.Fields(name)[0]
		// A query ends at its semicolon; comments after it belong to the next one.
		body, _, _ = strings.Cut(body, ";")
		out[name] = body
	}
	for _, want := range []string{"SearchMembers", "CountSearch", "MatchCandidates"} {
		if out[want] == "" {
			return nil, fmt.Errorf("%s: query %s not found", path, want)
		}
	}
	return out, nil
}

func bind(query string, args map[string]any) (string, error) {
	var missing []string
	sql := sqlcArg.ReplaceAllStringFunc(query, func(m string) string {
		name := sqlcArg.FindStringSubmatch(m)[1]
		v, ok := args[name]
		if !ok {
			missing = append(missing, name)
		}
		return literal(v)
	})
	if missing != nil {
		return "", fmt.Errorf("no value for %v", missing)
	}
	return sql, nil
}

func literal(v any) string {
	switch v := v.(type) {
	case nil:
		return "NULL"
	case int:
		return fmt.Sprint(v)
	case time.Time:
		return "'" + v.Format(time.DateOnly) + "'"
	case *time.Time:
		if v == nil {
			return "NULL"
		}
		return literal(*v)
	default:
		return "'" + strings.ReplaceAll(fmt.Sprint(v), "'", "''") + "'"
	}
}

// planCheck is one EXPLAIN (ANALYZE, BUFFERS) as the report shows it.
type planCheck struct {
	Query   string   `json:"query"`
	Filters string   `json:"filters"` // which filters are set, "-" for none
	Values  string   `json:"values"`  // common or rare values
	Page    int      `json:"page,omitempty"`
	Ms      float64  `json:"execution_ms"`
	Buffers int64    `json:"shared_buffers"` // hit + read
	Indexes []string `json:"indexes"`        // indexes of profiles the plan uses
	SeqScan bool     `json:"seq_scan"`       // a Seq Scan on profiles somewhere in the plan
	Plan    any      `json:"plan"`
	SQL     string   `json:"sql"`
}

func explain(ctx context.Context, pool *pgxpool.Pool, sql string) (planCheck, error) {
	var raw []byte
	if err := pool.QueryRow(ctx, "EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) "+sql).Scan(&raw); err != nil {
		return planCheck{}, fmt.Errorf("%w\n%s", err, sql)
	}
	var doc []struct {
		Plan          map[string]any `json:"Plan"`
		ExecutionTime float64        `json:"Execution Time"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil || len(doc) == 0 {
		return planCheck{}, fmt.Errorf("unreadable plan: %v", err)
	}
	pc := planCheck{Ms: doc[0].ExecutionTime, Plan: doc[0].Plan, SQL: strings.TrimSpace(sql)}
	hit, _ := doc[0].Plan["Shared Hit Blocks"].(float64)
	read, _ := doc[0].Plan["Shared Read Blocks"].(float64)
	pc.Buffers = int64(hit + read)
	walk(doc[0].Plan, &pc)
	return pc, nil
}

func walk(n map[string]any, pc *planCheck) {
	if n["Relation Name"] == "profiles" || strings.HasPrefix(fmt.Sprint(n["Index Name"]), "profiles_") {
		switch n["Node Type"] {
		case "Seq Scan":
			pc.SeqScan = true
		case "Index Scan", "Index Only Scan", "Bitmap Index Scan":
			if name := fmt.Sprint(n["Index Name"]); !contains(pc.Indexes, name) {
				pc.Indexes = append(pc.Indexes, name)
			}
		}
	}
	children, _ := n["Plans"].([]any)
	for _, c := range children {
		if m, ok := c.(map[string]any); ok {
			walk(m, pc)
		}
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// filterValues is one value per search filter.
type filterValues struct {
	label                         string
	caste, religion, city, tongue string
	minAge, maxAge                int
}

// searchFilters are the filters the search form and the quick search can send.
var searchFilters = []string{"caste", "religion", "location", "age", "motherTongue"}

// searchArgs binds the search for one subset of the filters (bit i of mask: searchFilters[i])
// the way DiscoveryStore.Search does, and names the subset.
func searchArgs(viewer string, fv filterValues, mask int, now time.Time) (map[string]any, string) {
	on := func(i int) bool { return mask&(1<<i) != 0 }
	args := map[string]any{"viewer": viewer, "gender": "female", "caste": nil, "religion": nil, "city": nil,
		"mother_tongue": nil, "dob_after": nil, "cap": matching.ResultCap + 1, "page_end": 6, "page_offset": 0}
	var names []string
	for i, f := range searchFilters {
		if on(i) {
			names = append(names, f)
		}
	}
	if on(0) {
		args["caste"] = fv.caste
	}
	if on(1) {
		args["religion"] = fv.religion
	}
	if on(2) {
		args["city"] = fv.city
	}
	minAge, maxAge := 0, 0
	if on(3) {
		minAge, maxAge = fv.minAge, fv.maxAge
	}
	after, through := matching.DOBRange(minAge, maxAge, now)
	args["dob_through"] = through
	if maxAge > 0 {
		args["dob_after"] = after
	}
	if on(4) {
		args["mother_tongue"] = fv.tongue
	}
	if len(names) == 0 {
		return args, "-"
	}
	return args, strings.Join(names, "+")
}

// checkSearch explains the search and its count for every subset of the filters, with common
// and with rare values, on page 1, page 10 and the last page the API allows.
func checkSearch(ctx context.Context, pool *pgxpool.Pool, q map[string]string, viewer string, sets []filterValues) ([]planCheck, error) {
	var out []planCheck
	for _, fv := range sets {
		for mask := range 1 << len(searchFilters) {
			args, label := searchArgs(viewer, fv, mask, time.Now())
			for _, page := range []int{1, 10, 167} {
				args["page_offset"] = (page - 1) * 6
				args["page_end"] = min(page*6, matching.ResultCap)
				pc, err := explainQuery(ctx, pool, q, "SearchMembers", args)
				if err != nil {
					return nil, err
				}
				pc.Filters, pc.Values, pc.Page = label, fv.label, page
				out = append(out, pc)
			}
			pc, err := explainQuery(ctx, pool, q, "CountSearch", args)
			if err != nil {
				return nil, err
			}
			pc.Filters, pc.Values = label, fv.label
			out = append(out, pc)
		}
	}
	return out, nil
}

// viewerPrefs is what the match lists of one member are built from (see DiscoveryStore.Matches).
type viewerPrefs struct {
	id, gender, caste, city, religion string
	ageMin, ageMax                    int
}

func checkMatches(ctx context.Context, pool *pgxpool.Pool, q map[string]string, viewers []viewerPrefs) ([]planCheck, error) {
	var out []planCheck
	for _, v := range viewers {
		for _, dim := range []string{"caste", "location", "age"} {
			args := matchArgs(v, dim, time.Now())
			pc, err := explainQuery(ctx, pool, q, "MatchCandidates", args)
			if err != nil {
				return nil, err
			}
			pc.Filters = dim
			pc.Values = fmt.Sprintf("%s viewer, %s/%s/%d-%d", v.gender, v.caste, v.city, v.ageMin, v.ageMax)
			out = append(out, pc)
		}
	}
	return out, nil
}

// matchArgs binds one match list the way DiscoveryStore.Matches does.
func matchArgs(v viewerPrefs, dim string, now time.Time) map[string]any {
	after, through := matching.DOBRange(v.ageMin, v.ageMax, now)
	args := map[string]any{"gender": matching.Opposite(v.gender), "viewer": v.id, "caste": nil, "city": nil,
		"dob_after": nil, "dob_through": through, "pool_size": 200, "pref_caste": v.caste, "pref_city": v.city,
		"pref_religion": v.religion, "pref_dob_after": after, "pref_dob_through": through, "result_limit": 6}
	switch dim {
	case "caste":
		args["caste"] = v.caste
	case "location":
		args["city"] = v.city
	case "age":
		args["dob_after"] = after
	}
	return args
}

func explainQuery(ctx context.Context, pool *pgxpool.Pool, q map[string]string, name string, args map[string]any) (planCheck, error) {
	sql, err := bind(q[name], args)
	if err != nil {
		return planCheck{}, fmt.Errorf("%s: %w", name, err)
	}
	pc, err := explain(ctx, pool, sql)
	pc.Query = name
	return pc, err
}
