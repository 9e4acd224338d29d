package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The EXPLAINs run the statements exactly as the server sends them: search from the builder in
// adapters/postgres, matches read from the .sql file sqlc generates from. Each is prepared and
// explained with the generic plan, as the server's pool (plan_cache_mode=force_generic_plan)
// runs it, with the values as the EXECUTE's arguments; a reader can paste any of them into psql.
const queriesFile = "db/queries/matching.sql"

var sqlcArg = regexp.MustCompile(`sqlc\.n?arg\((\w+)\)`)

// loadQueries reads the named queries of a sqlc file; each of required must be there.
func loadQueries(path string, required ...string) (map[string]string, error) {
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
	for _, name := range required {
		if out[name] == "" {
			return nil, fmt.Errorf("%s: query %s not found", path, name)
		}
	}
	return out, nil
}

// numbered turns sqlc's named parameters into $1, $2, … in order of first use, and answers the
// values in that order.
func numbered(query string, args map[string]any) (string, []any, error) {
	var (
		order   []any
		index   = map[string]int{}
		missing []string
	)
	sql := sqlcArg.ReplaceAllStringFunc(query, func(m string) string {
		name := sqlcArg.FindStringSubmatch(m)[1]
		if _, seen := index[name]; !seen {
			v, ok := args[name]
			if !ok {
				missing = append(missing, name)
			}
			order = append(order, v)
			index[name] = len(order)
		}
		return fmt.Sprintf("$%d", index[name])
	})
	if missing != nil {
		return "", nil, fmt.Errorf("no value for %v", missing)
	}
	return sql, order, nil
}

func literal(v any) string {
	switch v := v.(type) {
	case nil:
		return "NULL"
	case int:
		return fmt.Sprint(v)
	case time.Time:
		return "'" + v.Format(time.DateOnly) + "'"
	case pgtype.Timestamptz: // "joined after": -infinity unless a saved search's alert sets it
		switch v.InfinityModifier {
		case pgtype.NegativeInfinity:
			return "'-infinity'"
		case pgtype.Infinity:
			return "'infinity'"
		}
		return "'" + v.Time.Format(time.RFC3339Nano) + "'"
	case []string:
		// An array literal, each element double-quoted: '{"single","divorce"}'.
		quoted := make([]string, len(v))
		for i, s := range v {
			quoted[i] = `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
		}
		return "'{" + strings.ReplaceAll(strings.Join(quoted, ","), "'", "''") + "}'"
	case []int32:
		return "'{" + strings.Trim(strings.Join(strings.Fields(fmt.Sprint(v)), ","), "[]") + "}'"
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
	Indexes []string `json:"indexes"`        // indexes of profiles, accounts and member_search the plan uses
	SeqScan bool     `json:"seq_scan"`       // a Seq Scan on one of them somewhere in the plan
	Plan    any      `json:"plan"`
	SQL     string   `json:"sql"`
}

// explain prepares sql on conn (whose session forces generic plans) and explains executing it
// with args.
func explain(ctx context.Context, conn *pgx.Conn, sql string, args []any) (planCheck, error) {
	lits := make([]string, len(args))
	for i, a := range args {
		lits[i] = literal(a)
	}
	prepare := "PREPARE bench_q AS\n" + strings.TrimSpace(sql)
	execute := "EXECUTE bench_q(" + strings.Join(lits, ", ") + ")"
	pc := planCheck{SQL: "SET plan_cache_mode = force_generic_plan;\n" + prepare + ";\n" + execute + ";"}
	if _, err := conn.Exec(ctx, prepare); err != nil {
		return pc, fmt.Errorf("%w\n%s", err, pc.SQL)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "DEALLOCATE bench_q") //nolint:errcheck // the session ends with the bench
	var raw []byte
	if err := conn.QueryRow(ctx, "EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) "+execute).Scan(&raw); err != nil {
		return pc, fmt.Errorf("%w\n%s", err, pc.SQL)
	}
	var doc []struct {
		Plan          map[string]any `json:"Plan"`
		ExecutionTime float64        `json:"Execution Time"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil || len(doc) == 0 {
		return pc, fmt.Errorf("unreadable plan: %v", err)
	}
	pc.Ms, pc.Plan = doc[0].ExecutionTime, doc[0].Plan
	hit, _ := doc[0].Plan["Shared Hit Blocks"].(float64)
	read, _ := doc[0].Plan["Shared Read Blocks"].(float64)
	pc.Buffers = int64(hit + read)
	walk(doc[0].Plan, &pc)
	return pc, nil
}

// searched reports whether a plan node reads members: profiles, their accounts (the admin's
// search) or the search index member_search (whose partitions are member_search_*).
func searched(relation string) bool {
	return relation == "profiles" || relation == "accounts" || strings.HasPrefix(relation, "member_search")
}

func walk(n map[string]any, pc *planCheck) {
	// A bitmap index scan names no relation (its heap scan above does): record its index too.
	if n["Node Type"] == "Bitmap Index Scan" {
		if name := fmt.Sprint(n["Index Name"]); strings.HasPrefix(name, "accounts_") && !contains(pc.Indexes, name) {
			pc.Indexes = append(pc.Indexes, name)
		}
	}
	if rel, _ := n["Relation Name"].(string); searched(rel) {
		switch n["Node Type"] {
		case "Seq Scan":
			pc.SeqScan = true
		case "Index Scan", "Index Only Scan", "Bitmap Index Scan":
			if name := indexKind(fmt.Sprint(n["Index Name"])); !contains(pc.Indexes, name) {
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

// indexKind names an index without its partition: every partition of member_search has the
// same indexes, named by PostgreSQL after the partition and the columns, cut at 63 characters
// ("member_search_1991_gender_caste_last_active_at_accou"); they are shown as search_caste.
func indexKind(name string) string {
	if strings.HasPrefix(name, "profiles_") {
		return strings.TrimSuffix(strings.TrimPrefix(name, "profiles_"), "_idx")
	}
	rest := partitionPrefix.ReplaceAllString(name, "")
	if lead, _, ok := strings.Cut(strings.TrimPrefix(rest, "gender_"), "last_active"); ok {
		if lead = strings.TrimSuffix(lead, "_"); lead != "" {
			return "search_" + lead
		}
		return "search"
	}
	return rest
}

var partitionPrefix = regexp.MustCompile(`^member_search_(\d{4}|before_\d{4}|from_\d{4})_`)

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

// searchCriteria is the search for one subset of the filters (bit i of mask: searchFilters[i]),
// with its name.
func searchCriteria(viewer uuid.UUID, fv filterValues, mask int) (matching.Criteria, string) {
	on := func(i int) bool { return mask&(1<<i) != 0 }
	c := matching.Criteria{Viewer: viewer, Page: 1, Limit: 6}
	var names []string
	for i, f := range searchFilters {
		if on(i) {
			names = append(names, f)
		}
	}
	if on(0) {
		c.Caste = fv.caste
	}
	if on(1) {
		c.Religion = fv.religion
	}
	if on(2) {
		c.City = fv.city
	}
	if on(3) {
		c.MinAge, c.MaxAge = fv.minAge, fv.maxAge
	}
	if on(4) {
		c.MotherTongue = fv.tongue
	}
	if len(names) == 0 {
		return c, "-"
	}
	return c, strings.Join(names, "+")
}

// lastPage is the last page of six the result cap allows.
const lastPage = (matching.ResultCap + 5) / 6

// checkSearch explains the search for every subset of the filters, with common and with rare
// values: on page 1, page 10 and the last page the API allows with the count cached (the
// statement reads only the page), and on page 1 counting (it also counts up to the cap).
func checkSearch(ctx context.Context, conn *pgx.Conn, store *postgres.DiscoveryStore, viewer uuid.UUID, sets []filterValues) ([]planCheck, error) {
	var out []planCheck
	now := time.Now()
	if err := store.LoadStats(ctx, now); err != nil {
		return nil, err
	}
	for _, fv := range sets {
		for mask := range 1 << len(searchFilters) {
			c, label := searchCriteria(viewer, fv, mask)
			for _, page := range []int{1, 10, lastPage, 0} {
				query, count := "Search", 0
				if page == 0 {
					query, page, count = "Count", 1, matching.ResultCap+1
				}
				c.Page = page
				sql, args := store.SearchStatement(ctx, c, now, count, count)
				pc, err := explain(ctx, conn, sql, args)
				if err != nil {
					return nil, err
				}
				pc.Query, pc.Filters, pc.Values, pc.Page = query, label, fv.label, page
				out = append(out, pc)
			}
		}
		// "Verified profiles only" walks its partial index (docs/adr/0016-trust-and-safety.md),
		// alone and with the filters checked on its entries.
		for _, mask := range []int{0, 1<<1 | 1<<3, 1<<0 | 1<<2} {
			c, label := searchCriteria(viewer, fv, mask)
			c.VerifiedOnly = true
			for _, count := range []int{0, matching.ResultCap + 1} {
				sql, args := store.SearchStatement(ctx, c, now, count, count)
				pc, err := explain(ctx, conn, sql, args)
				if err != nil {
					return nil, err
				}
				pc.Query, pc.Filters, pc.Values, pc.Page = "Search", "verified+"+label, fv.label, 1
				if count > 0 {
					pc.Query = "Count"
				}
				out = append(out, pc)
			}
		}
	}
	return out, nil
}

// checkMatches explains the statement the server runs for each viewer's carousels
// (DiscoveryStore.MatchesStatement: mutual matches, every hard preference, scored in SQL).
func checkMatches(ctx context.Context, conn *pgx.Conn, store *postgres.DiscoveryStore, viewers []profile.Profile) ([]planCheck, error) {
	var out []planCheck
	for _, v := range viewers {
		sql, args := store.MatchesStatement(v, time.Now())
		pc, err := explain(ctx, conn, sql, args)
		if err != nil {
			return nil, err
		}
		pc.Query, pc.Filters = "Matches", "mutual matches, every hard preference, scored"
		pc.Values = fmt.Sprintf("%s viewer, %s/%s/%d-%d", v.Gender, v.Partner.Caste, v.Partner.City, v.Partner.AgeMin, v.Partner.AgeMax)
		out = append(out, pc)
	}
	return out, nil
}
