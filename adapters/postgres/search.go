package postgres

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// Search is built per filter shape rather than as one query with "$n IS NULL OR …" for every
// optional filter: such a query needs a custom plan on every call (a cached plan would pick one
// index for every shape), and planning cost more than running it. Each shape is a small
// prepared statement with a cached plan. A cached plan cannot see the values, though, and the
// values are skewed (nine in ten women are Hindu; a mother tongue may have no speaker at all):
// walking the city index for "Parsi in Mumbai" reads every Mumbai entry to find none. So the
// store picks the filter that leads the index walk from the column statistics (searchplan.go),
// and checks the others on the index entries the walk reads (every search index includes every
// filter column). The refinements (height, marital status, income, …) never lead: they are one
// fixed block of checks, neutral when unset, so they add one shape, not thousands. See
// docs/performance.md and docs/adr/0015-matching.md.

// searchShape is what changes a search statement's text: which filter leads the index walk, how
// it is ordered, and the blocks of checks it carries. Which of the other filters are set does not
// (searchStatement).
type searchShape struct {
	Refine   bool // the refinements block is checked
	Verified bool // search_trust.go
	Since    bool // registered after an instant (alerts)
	Sort     matching.Sort
	Lead     lead
}

// lead is the filter whose index a search walks; leadNone walks the index of all members.
type lead string

const (
	leadNone      lead = ""
	leadCaste     lead = "caste"
	leadReligion  lead = "religion"
	leadCity      lead = "city"
	leadTongue    lead = "mother_tongue"
	leadDistrict  lead = "district"
	leadCityCaste lead = "city+caste"
)

func (l lead) leads(column string) bool {
	return string(l) == column || l == leadCityCaste && (column == "city" || column == "caste")
}

// walkBound is the LIMIT of a search's index walk: never reached (it is more than any member
// count), but as a parameter it tells a cached plan that the walk stops early (the planner
// assumes a tenth of the rows for a LIMIT it cannot see). Without it the planner costs the walk
// in full and may prefer reading the lead in any order and sorting it (150 ms for one common
// religion where the ordered walk takes 4).
const walkBound = math.MaxInt32

// RefinedCountWalk is how many index entries a refined search's count reads at most. A
// refinement never leads the walk, so a selective one ("sub-caste Deshmukh", 2 % of a lead's
// entries) would read the lead's whole range to count its matches: 46,000 entries and 65 ms at a
// million members. Past this stretch the search says "at least N" (matching.Counted.More), as
// it does past matching.ResultCap; the pages themselves are not bounded. The stretch is the
// cap's own size, so a refined count reads no more entries than a plain one counts (issue 27:
// at most 5 ms of PostgreSQL at a million members; 5,000 entries took 9-17 ms). See
// docs/adr/0007-search-index.md, "The count's cost".
const RefinedCountWalk = matching.ResultCap

// countColumns are what a refined count reads of each entry: only what the checks look at (no
// order or score columns), so the walk carries fewer values per entry.
const countColumns = `p.account_id, p.caste, p.religion, p.city, p.district, p.mother_tongue, p.sub_caste,
                p.native_district, p.marital_status, p.height_cm, p.income_k_month, p.education, p.profession,
                p.manglik, p.horoscope_key, p.has_photo`

// searchColumns are what the walk reads of each entry: enough to check every filter and to order
// and score the results. All of them are in every index of member_search.
const searchColumns = `p.account_id, p.last_active_at, p.registered_at, p.dob, p.caste, p.religion, p.city,
                p.district, p.mother_tongue, p.sub_caste, p.native_district, p.marital_status, p.height_cm,
                p.income_k_month, p.education, p.profession, p.manglik, p.horoscope_key, p.has_photo,
                p.pref_age_min, p.pref_age_max, p.pref_religion, p.pref_caste, p.pref_city, p.pref_height_min,
                p.pref_height_max, p.pref_marital, p.pref_manglik`

// searchStatement writes the statement of one search and binds its values. It answers one row
// per member of the page, or a single row without a member when the page is empty, each with
// the searched gender and the number of matches counted (up to the limit for that gender: zero
// when the caller has the count already, app/search_counts.go). The limit depends on the gender
// because the viewer's gender is only known inside the statement, while whether that gender's
// count is known is known before.
//
// The page and the count are two walks of the same index: reading the page's few entries twice
// costs less than numbering and keeping a thousand (measured with pgbench: 0.34 ms to count a
// thousand against 0.78 ms numbered). "Newest" and "best match" order the matches search counts
// (the first ResultCap in recently-active order) and read their page from them.
func searchStatement(sh searchShape, c matching.Criteria, now time.Time, countFemale, countMale, refinedWalk int) (string, []any) {
	var a sqlArgs
	viewer := a.add(c.Viewer)
	countF, countM := a.add(countFemale), a.add(countMale)
	after, through := matching.DOBRange(c.MinAge, c.MaxAge, now)
	offset := (c.Page - 1) * c.Limit
	// Pages stop where the count does: the last one ends at the cap.
	pageOffset, pageSize := a.add(offset), a.add(max(min(c.Limit, matching.ResultCap-offset), 0))

	// Both age bounds and every filter but the lead are written whether set or not (an unset
	// one is neutral: the oldest date, an empty value), so that the statement's text depends on
	// the lead and the sort, not on which filters a member happened to fill: a few shapes, each
	// planned once per connection. A generic plan of member_search (eleven partitions, each with
	// its covering indexes) takes about 20 ms to make, and a statement per combination of
	// filters made a newly started server plan for seconds (docs/performance.md).
	walk := []string{"p.gender = (SELECT gender FROM searched)", "p.dob <= " + a.add(through) + "::date",
		"p.dob > " + a.add(after) + "::date"}
	var check []string
	for _, f := range []struct {
		column string
		value  string
	}{{"caste", c.Caste}, {"religion", c.Religion}, {"city", c.City}, {"mother_tongue", c.MotherTongue}, {"district", c.District}} {
		if sh.Lead.leads(f.column) {
			walk = append(walk, fmt.Sprintf("p.%s = %s", f.column, a.add(f.value)))
		} else {
			v := a.add(f.value)
			check = append(check, fmt.Sprintf("(%s::text = '' OR w.%s = %s::text)", v, f.column, v))
		}
	}
	if sh.Since {
		walk = append(walk, "p.registered_at > "+a.add(c.RegisteredAfter)+"::timestamptz")
	}
	if sh.Refine {
		walk = append(walk, "p.last_active_at >= "+a.add(activeSince(c.Refine.ActiveWithinDays, now))+"::timestamptz")
		check = append(check, refinementChecks(c, &a)...)
	}
	walk, check = sh.trustConditions(walk, check, viewer)
	// Each walk reads what it uses: the plain search the filters (so the narrow indexes serve
	// it), a refined or newest-first one the checked columns and the two instants, and only the
	// best-match order the partner preferences its score needs.
	columns := "p.account_id, p.last_active_at, p.caste, p.religion, p.city, p.mother_tongue, p.district"
	switch {
	case sh.Sort == matching.SortBest:
		columns = searchColumns
	case sh.Refine || sh.Sort == matching.SortNewest:
		columns = "p.last_active_at, p.registered_at, " + countColumns
	}
	// The walk is a subquery with its own LIMIT so that the planner may not push the checked
	// filters into it: it would take them for selective and trade the ordered walk for
	// collecting and sorting every entry of the lead (200 ms for "Hindu in Pune", against under
	// 10 walking Pune in order).
	walkOf := func(columns, limit string) string {
		return `(
            SELECT ` + columns + `
            FROM member_search p
            WHERE ` + strings.Join(walk, "\n              AND ") + `
            ORDER BY p.last_active_at DESC, p.account_id
            LIMIT ` + limit + `::int
        ) w`
	}
	walkUpTo := func(limit string) string { return walkOf(columns, limit) }
	fits := "true" + prefixEach("\n        AND ", check)
	matches := walkUpTo(a.add(walkBound)) + `
        WHERE ` + fits
	countTo := `CASE (SELECT gender FROM searched) WHEN 'female' THEN ` + countF + `::int ELSE ` + countM + `::int END`
	counted := `SELECT count(*) AS n, false AS bounded FROM (
        SELECT 1 FROM ` + matches + `
        LIMIT ` + countTo + `
    ) c`
	if sh.Refine {
		// Each entry read is numbered; the last one the stretch allows is kept even when it does
		// not fit, so that reaching it shows (bounded) while the LIMIT still stops the walk as
		// soon as the cap's matches are counted. The entries are reduced to whether they fit
		// before they are numbered (OFFSET 0 keeps that subquery apart), so the numbering keeps
		// one boolean per entry, not the walk's 28 columns.
		bound := a.add(refinedWalk)
		counted = `SELECT count(*) FILTER (WHERE x.fits) AS n, coalesce(bool_or(x.read = ` + bound + `::int), false) AS bounded
    FROM (
        SELECT fits, read FROM (
            SELECT fits, row_number() OVER () AS read FROM (
                SELECT (` + fits + `) AS fits FROM ` + walkOf(countColumns, bound) + `
                OFFSET 0
            ) checked
        ) numbered
        WHERE fits OR read = ` + bound + `::int
        LIMIT ` + countTo + `
    ) x`
	}
	page := `SELECT w.account_id, w.last_active_at, 0 AS score, 0 AS rank FROM ` + matches + `
        ORDER BY w.last_active_at DESC, w.account_id
        OFFSET ` + pageOffset + `::int LIMIT ` + pageSize + `::int`
	order := "page.last_active_at DESC, page.account_id"
	if sh.Sort != matching.SortRecent {
		key, score := "w.registered_at DESC, w.account_id", "0"
		if sh.Sort == matching.SortBest {
			score = scoreSQL(*c.Terms, "w", &a)
			key = "score DESC, w.last_active_at DESC, w.account_id"
		}
		page = `SELECT pool.account_id, pool.last_active_at, pool.score,
            row_number() OVER (ORDER BY ` + strings.ReplaceAll(key, "w.", "pool.") + `) AS rank
        FROM (
            SELECT w.account_id, w.last_active_at, w.registered_at, ` + score + ` AS score FROM ` + matches + `
            ORDER BY w.last_active_at DESC, w.account_id
            LIMIT ` + a.add(matching.ResultCap) + `::int
        ) pool
        ORDER BY rank
        OFFSET ` + pageOffset + `::int LIMIT ` + pageSize + `::int`
		order = "page.rank"
	}
	return `WITH searched AS (
    SELECT CASE v.gender WHEN 'male' THEN 'female' ELSE 'male' END AS gender
    FROM profiles v WHERE v.account_id = ` + viewer + `
), counted AS (
    ` + counted + `
)
SELECT (SELECT gender FROM searched), counted.n, counted.bounded,
    p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id,
    r.sender_id, r.status, page.score, ` + badgeColumns + `
FROM counted -- one row (an aggregate), so an empty page still answers the count
LEFT JOIN (
    ` + page + `
) page ON true
LEFT JOIN profiles p ON p.account_id = page.account_id
LEFT JOIN connection_requests r
       ON least(r.sender_id, r.receiver_id) = least(p.account_id, ` + viewer + `::uuid)
      AND greatest(r.sender_id, r.receiver_id) = greatest(p.account_id, ` + viewer + `::uuid)
ORDER BY ` + order, a.values
}

func prefixEach(prefix string, items []string) string {
	var b strings.Builder
	for _, s := range items {
		b.WriteString(prefix + s)
	}
	return b.String()
}

// activeSince is the earliest last activity a "recently active" refinement keeps (-infinity
// when it is unset, so the check is the same statement either way).
func activeSince(days int, now time.Time) any {
	if days == 0 {
		return pgtype.Timestamptz{InfinityModifier: pgtype.NegativeInfinity, Valid: true}
	}
	return now.AddDate(0, 0, -days)
}

// refinementChecks is the fixed block of the refinements: every check is written, with neutral
// values for those not set, so one statement serves every combination of them.
func refinementChecks(c matching.Criteria, a *sqlArgs) []string {
	r := c.Refine
	heightMax := r.HeightMax
	if heightMax == 0 {
		heightMax = math.MaxInt16
	}
	manglik := matching.ManglikStatuses(r.Manglik)
	keys := []int32{}
	if r.HoroscopeMatch && c.Terms != nil {
		keys = nonNilKeys(c.Terms.GoodKeys)
	}
	list := func(column string, values []string) string {
		p := a.add(nonNilStrings(values))
		return fmt.Sprintf("(cardinality(%s::text[]) = 0 OR w.%s = ANY(%s::text[]))", p, column, p)
	}
	subCaste := a.add(r.SubCaste)
	native := a.add(r.NativeDistrict)
	return []string{
		fmt.Sprintf("w.height_cm BETWEEN %s::int AND %s::int", a.add(r.HeightMin), a.add(heightMax)),
		fmt.Sprintf("(%s::text = '' OR w.sub_caste = %s::text)", subCaste, subCaste),
		list("marital_status", r.MaritalStatuses),
		list("education", r.Education),
		list("profession", r.Profession),
		fmt.Sprintf("w.income_k_month >= %s::int", a.add(r.MinIncomeK)),
		fmt.Sprintf("(%s::text = '' OR w.native_district = %s::text)", native, native),
		list("manglik", manglik),
		fmt.Sprintf("(NOT %s::boolean OR w.has_photo)", a.add(r.WithPhoto)),
		fmt.Sprintf("(NOT %s::boolean OR w.horoscope_key = ANY(%s::smallint[]))", a.add(r.HoroscopeMatch), a.add(keys)),
	}
}

// SearchStatement is the statement and arguments for criteria, with the lead chosen from the
// column statistics; countFemale and countMale are how many matches to count for either
// searched gender (0: none).
func (s *DiscoveryStore) SearchStatement(ctx context.Context, c matching.Criteria, now time.Time, countFemale, countMale int) (string, []any) {
	sh := searchShape{Refine: c.Refine.Any(), Since: !c.RegisteredAfter.IsZero(), Sort: c.Sort, Verified: c.VerifiedOnly}
	if sh.Sort == "" || sh.Sort == matching.SortBest && c.Terms == nil {
		sh.Sort = matching.SortRecent
	}
	if sh.Lead = s.stats.lead(ctx, s.pool, c, now); sh.Verified {
		sh.Lead = leadVerified
	}
	return searchStatement(sh, c, now, countFemale, countMale, s.refinedWalk)
}

// Search reads a page of the search and, for the searched gender when count asks for it, the
// count: from the in-memory index when the instance keeps one (searchmemory_search.go), or in
// one statement (searchStatement).
func (s *DiscoveryStore) Search(ctx context.Context, c matching.Criteria, count app.SearchCounting, now time.Time) (app.SearchRows, error) {
	if rows, ok, err := s.searchInMemory(ctx, c, count, now); ok {
		return rows, err
	}
	countTo := func(asked bool) int {
		if asked {
			return matching.CountLimit
		}
		return 0
	}
	sql, args := s.SearchStatement(ctx, c, now, countTo(count.Female), countTo(count.Male))
	rows, err := s.pool.Query(ctx, sql, args...)
	if err != nil {
		return app.SearchRows{}, wrap("Search", err, nil)
	}
	defer rows.Close()
	var (
		gender  *string
		counted int
		bounded bool
		cards   []matching.Card
	)
	for rows.Next() {
		var (
			id                  *uuid.UUID
			code, name, caste   *string
			city, photo, status *string
			sender              *uuid.UUID
			dob                 *time.Time
			score               *int32
			b                   [4]*time.Time
		)
		if err := rows.Scan(&gender, &counted, &bounded, &id, &code, &name, &dob, &caste, &city, &photo, &sender, &status, &score,
			&b[0], &b[1], &b[2], &b[3]); err != nil {
			return app.SearchRows{}, wrap("Search", err, nil)
		}
		if id == nil {
			continue // the page is empty: the row only carries the count
		}
		card := matching.Card{AccountID: *id, Code: *code, FullName: *name, DOB: *dob, Caste: *caste, City: *city,
			PhotoID: value(photo), Request: requests.NoRequest, Badges: badges(b[0], b[1], b[2], b[3])}
		if status != nil {
			card.Request = requests.Request{Sender: *sender, Status: requests.Status(*status)}.ViewFor(c.Viewer)
		}
		if c.Sort == matching.SortBest && score != nil {
			card.Compat = &matching.Compatibility{Score: int(*score)}
		}
		cards = append(cards, card)
	}
	if err := rows.Err(); err != nil {
		return app.SearchRows{}, wrap("Search", err, nil)
	}
	if gender == nil {
		return app.SearchRows{}, profile.ErrNotFound // the viewer has no profile
	}
	out := app.SearchRows{Cards: cards, Gender: *gender,
		Fresh: *gender == "female" && count.Female || *gender == "male" && count.Male}
	if out.Fresh {
		out.Counted = matching.CountedOf(counted, bounded)
	}
	return out, nil
}
