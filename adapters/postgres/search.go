package postgres

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

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
// filter column). See docs/performance.md.

// searchShape says which optional filters a search sets, and which one leads the index walk.
type searchShape struct {
	Caste, Religion, City, MotherTongue, MaxAge bool
	Verified                                    bool // search_trust.go
	Lead                                        lead
}

// lead is the filter whose index a search walks; leadNone walks the index of all members.
type lead string

const (
	leadNone      lead = ""
	leadCaste     lead = "caste"
	leadReligion  lead = "religion"
	leadCity      lead = "city"
	leadTongue    lead = "mother_tongue"
	leadCityCaste lead = "city+caste"
)

// conditions splits the optional filters, with their parameter numbers, into those the index
// walk is led by (with the age range, which picks the partitions of member_search) and those
// checked on each entry it reads.
func (sh searchShape) conditions() (walk, check []string) {
	led := func(col string) bool {
		return string(sh.Lead) == col || sh.Lead == leadCityCaste && (col == "city" || col == "caste")
	}
	n := searchFixedParams
	if sh.MaxAge {
		n++
		walk = append(walk, fmt.Sprintf("p.dob > $%d::date", n))
	}
	for _, f := range []struct {
		on  bool
		col string
	}{{sh.Caste, "caste"}, {sh.Religion, "religion"}, {sh.City, "city"}, {sh.MotherTongue, "mother_tongue"}} {
		if !f.on {
			continue
		}
		n++
		if led(f.col) {
			walk = append(walk, fmt.Sprintf("p.%s = $%d", f.col, n))
		} else {
			check = append(check, fmt.Sprintf("w.%s = $%d", f.col, n))
		}
	}
	return sh.trustConditions(walk, check)
}

// searchFixedParams: $1 viewer, $2 how many matches to count when the searched gender is
// female, $3 when male, $4 page offset, $5 page size, $6 latest birth date (the minimum age),
// $7 walkBound.
const searchFixedParams = 7

// walkBound is the LIMIT of an index walk: never reached (it is more than any member count),
// but as a parameter it tells a cached plan that the walk stops early (the planner assumes a
// tenth of the rows for a LIMIT it cannot see). Without it the planner costs the walk in full
// and may prefer reading the lead in any order and sorting it (150 ms for one common religion
// where the ordered walk takes 4).
const walkBound = math.MaxInt32

// searchSQL is the statement for one shape. It answers one row per member of the page, or a
// single row without a member when the page is empty, each with the searched gender and the
// number of matches counted (up to the limit for that gender: zero when the count is cached).
// The limit depends on the gender because the viewer's gender is only known inside the
// statement, while whether that gender's count is cached is known before.
//
// The page and the count are two walks of the same index: reading the page's few entries
// twice costs less than numbering and keeping a thousand (measured with pgbench: 0.34 ms to
// count a thousand against 0.78 ms numbered).
func searchSQL(sh searchShape) string {
	walk, check := sh.conditions()
	var walkSQL, checkSQL strings.Builder
	for _, c := range walk {
		walkSQL.WriteString("\n            AND " + c)
	}
	for _, c := range check {
		checkSQL.WriteString("\n        AND " + c)
	}
	// The walk is a subquery with its own LIMIT so that the planner may not push the checked
	// filters into it: it would take them for selective and trade the ordered walk for
	// collecting and sorting every entry of the lead (200 ms for "Hindu in Pune", against under
	// 10 walking Pune in order).
	matches := `(
            SELECT p.account_id, p.last_active_at, p.caste, p.religion, p.city, p.mother_tongue
            FROM member_search p
            WHERE p.gender = (SELECT gender FROM searched) AND p.dob <= $6::date` + walkSQL.String() + `
            ORDER BY p.last_active_at DESC, p.account_id
            LIMIT $7::int
        ) w
        WHERE true` + checkSQL.String()
	return `WITH searched AS (
    SELECT CASE v.gender WHEN 'male' THEN 'female' ELSE 'male' END AS gender
    FROM profiles v WHERE v.account_id = $1
)
SELECT (SELECT gender FROM searched),
    (SELECT count(*) FROM (
        SELECT 1 FROM ` + matches + `
        LIMIT CASE (SELECT gender FROM searched) WHEN 'female' THEN $2::int ELSE $3::int END
    ) counted),
    p.account_id, p.member_code, p.full_name, p.dob, p.caste, p.city, p.photo_id,
    r.sender_id, r.status, ` + badgeColumns + `
FROM (SELECT 1) AS always_one_row
LEFT JOIN (
    SELECT w.account_id, w.last_active_at FROM ` + matches + `
        ORDER BY w.last_active_at DESC, w.account_id
        OFFSET $4::int LIMIT $5::int
) page ON true
LEFT JOIN profiles p ON p.account_id = page.account_id
LEFT JOIN connection_requests r
       ON least(r.sender_id, r.receiver_id) = least(p.account_id, $1::uuid)
      AND greatest(r.sender_id, r.receiver_id) = greatest(p.account_id, $1::uuid)
ORDER BY page.last_active_at DESC, page.account_id`
}

// searchStatements caches the statements, built once per shape.
var searchStatements sync.Map // searchShape → string

func sqlFor(sh searchShape) string {
	if q, ok := searchStatements.Load(sh); ok {
		return q.(string)
	}
	q := searchSQL(sh)
	searchStatements.Store(sh, q)
	return q
}

// SearchStatement is the statement and arguments for criteria, with the lead chosen from the
// column statistics; countFemale and countMale are how many matches to count for either
// searched gender (0: none).
func (s *DiscoveryStore) SearchStatement(ctx context.Context, c matching.Criteria, now time.Time, countFemale, countMale int) (string, []any) {
	after, through := matching.DOBRange(c.MinAge, c.MaxAge, now)
	sh := searchShape{MaxAge: c.MaxAge > 0, Caste: c.Caste != "", Religion: c.Religion != "", City: c.City != "",
		MotherTongue: c.MotherTongue != "", Verified: c.VerifiedOnly}
	if sh.Lead = s.stats.lead(ctx, s.pool, c, now); sh.Verified {
		sh.Lead = leadVerified
	}
	offset := (c.Page - 1) * c.Limit
	// Pages stop where the count does: the last one ends at the cap.
	args := []any{c.Viewer, countFemale, countMale, offset, max(min(c.Limit, matching.ResultCap-offset), 0), through, walkBound}
	for _, f := range []struct {
		on bool
		v  any
	}{{sh.MaxAge, after}, {sh.Caste, c.Caste}, {sh.Religion, c.Religion}, {sh.City, c.City}, {sh.MotherTongue, c.MotherTongue}} {
		if f.on {
			args = append(args, f.v)
		}
	}
	return sqlFor(sh), args
}

func (s *DiscoveryStore) Search(ctx context.Context, c matching.Criteria, now time.Time) ([]matching.Card, int, error) {
	key := countKey(c, now)
	// With the count cached for the searched gender, the statement reads only the page.
	female, femaleCached := s.counts.get("female"+key, now)
	male, maleCached := s.counts.get("male"+key, now)
	countTo := func(cached bool) int {
		if cached {
			return 0
		}
		return matching.ResultCap + 1
	}
	sql, args := s.SearchStatement(ctx, c, now, countTo(femaleCached), countTo(maleCached))
	rows, err := s.pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, 0, wrap("Search", err, nil)
	}
	defer rows.Close()
	var (
		gender  *string
		counted int
		cards   []matching.Card
	)
	for rows.Next() {
		var (
			id                  *uuid.UUID
			code, name, caste   *string
			city, photo, status *string
			sender              *uuid.UUID
			dob                 *time.Time
			b                   [4]*time.Time
		)
		if err := rows.Scan(&gender, &counted, &id, &code, &name, &dob, &caste, &city, &photo, &sender, &status,
			&b[0], &b[1], &b[2], &b[3]); err != nil {
			return nil, 0, wrap("Search", err, nil)
		}
		if id == nil {
			continue // the page is empty: the row only carries the count
		}
		card := matching.Card{AccountID: *id, Code: *code, FullName: *name, DOB: *dob, Caste: *caste, City: *city,
			PhotoID: value(photo), Request: requests.NoRequest, Badges: badges(b[0], b[1], b[2], b[3])}
		if status != nil {
			card.Request = requests.Request{Sender: *sender, Status: requests.Status(*status)}.ViewFor(c.Viewer)
		}
		cards = append(cards, card)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, wrap("Search", err, nil)
	}
	if gender == nil {
		return nil, 0, profile.ErrNotFound // the viewer has no profile
	}
	switch {
	case *gender == "female" && femaleCached:
		return cards, female, nil
	case *gender == "male" && maleCached:
		return cards, male, nil
	}
	s.counts.put(*gender+key, counted, now)
	return cards, counted, nil
}
