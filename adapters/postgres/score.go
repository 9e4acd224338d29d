package postgres

import (
	"fmt"
	"strings"

	"github.com/reshimgathi/reshimgathi/domain/matching"
)

// sqlArgs numbers a statement's parameters as it is written: add binds a value and answers its
// placeholder; named binds a value once and answers the same placeholder wherever it is used.
// A statement's text depends only on its shape, so each shape is prepared once per connection
// and its plan cached (docs/adr/0007-search-index.md).
type sqlArgs struct {
	values []any
	names  map[string]string
}

func (a *sqlArgs) add(v any) string {
	a.values = append(a.values, v)
	return fmt.Sprintf("$%d", len(a.values))
}

func (a *sqlArgs) named(name string, v any) string {
	if p, ok := a.names[name]; ok {
		return p
	}
	if a.names == nil {
		a.names = map[string]string{}
	}
	p := a.add(v)
	a.names[name] = p
	return p
}

// The compatibility score in SQL: matching.ScoreTerms.Evaluate over the columns of a
// member_search row (alias c), for a statement that ranks many members and reads the page only.
// Each criterion mirrors one line of Evaluate; TestScoreSQLAgreesWithTheDomain holds the two to
// the same numbers. What depends on the viewer alone (does caste count? is there a height
// preference?) is a parameter, not a change of text, so that every viewer runs the same
// prepared statement. Integer division, as in Go.
func scoreSQL(t matching.ScoreTerms, c string, a *sqlArgs) string {
	on := func(name string, v bool) string { return a.named(name, v) + "::boolean" }
	term := func(weight int, cond string) string {
		return fmt.Sprintf("CASE WHEN %s THEN %d ELSE 0 END", cond, weight)
	}
	mglPref, mglOn := on("score_manglik_pref", t.ManglikPref), on("score_manglik_on", t.ManglikAccept != nil)
	mglKnown := fmt.Sprintf("NOT %s AND %s AND %s.manglik IS NOT NULL", mglPref, mglOn, c)
	tongueKnown := fmt.Sprintf("%s AND %s.mother_tongue IS NOT NULL", on("score_tongue_on", t.Tongue != ""), c)
	gunKnown := fmt.Sprintf("%s AND %s.horoscope_key IS NOT NULL", on("gun_on", t.GoodKeys != nil), c)
	met := []string{
		term(3, fmt.Sprintf("%s.dob > %s::date AND %s.dob <= %s::date", c,
			a.named("score_dob_after", t.DOBAfter), c, a.named("score_dob_through", t.DOBThrough))),
		term(2, fmt.Sprintf("%s.religion = %s::text", c, a.named("score_religion", t.Religion))),
		term(3, fmt.Sprintf("%s AND %s.caste = %s::text", on("score_caste_on", t.Caste != ""), c, a.named("score_caste", t.Caste))),
		term(2, fmt.Sprintf("%s.city = %s::text", c, a.named("score_city", t.City))),
		term(1, fmt.Sprintf("%s AND %s.height_cm BETWEEN %s::int AND %s::int", on("score_height_on", t.HeightMin != 0), c,
			a.named("score_height_min", t.HeightMin), a.named("score_height_max", t.HeightMax))),
		term(2, fmt.Sprintf("%s.marital_status = ANY(%s::text[])", c, a.named("score_marital", nonNilStrings(t.MaritalStatuses)))),
		term(2, fmt.Sprintf("(%s OR %s) AND %s.manglik = ANY(%s::text[])", mglPref, mglKnown, c,
			a.named("score_manglik", nonNilStrings(t.ManglikAccept)))),
		term(1, fmt.Sprintf("%s AND %s.mother_tongue = %s::text", tongueKnown, c, a.named("score_tongue", t.Tongue))),
		term(2, fmt.Sprintf("%s AND %s.horoscope_key = ANY(%s::smallint[])", gunKnown, c, a.named("gun_keys", nonNilKeys(t.GoodKeys)))),
		term(3, mutualSQL(t.Me, c, a)),
	}
	counted := []string{a.named("score_fixed", t.FixedWeight()) + "::int", term(2, mglKnown), term(1, tongueKnown), term(2, gunKnown)}
	return fmt.Sprintf("(100 * (%s) / (%s))", strings.Join(met, " + "), strings.Join(counted, " + "))
}

func nonNilKeys(k []int32) []int32 {
	if k == nil {
		return []int32{}
	}
	return k
}

// mutualSQL is matching.Self.fits over row c: the viewer meets every preference the member of
// row c set (their preferences are in the search index for this).
func mutualSQL(me matching.Self, c string, a *sqlArgs) string {
	age := a.named("me_age", me.Age)
	height := a.named("me_height", me.Height)
	return "(" + strings.Join([]string{
		fmt.Sprintf("%s.pref_age_min <= %s::int AND %s.pref_age_max >= %s::int", c, age, c, age),
		fmt.Sprintf("(%s.pref_religion IS NULL OR %s.pref_religion = %s::text)", c, c, a.named("me_religion", me.Religion)),
		fmt.Sprintf("(%s.pref_caste IS NULL OR %s.pref_caste = %s::text)", c, c, a.named("me_caste", me.Caste)),
		fmt.Sprintf("(%s.pref_city IS NULL OR %s.pref_city = %s::text)", c, c, a.named("me_city", me.City)),
		fmt.Sprintf("(%s.pref_height_min IS NULL OR %s.pref_height_min <= %s::int)", c, c, height),
		fmt.Sprintf("(%s.pref_height_max IS NULL OR %s.pref_height_max >= %s::int)", c, c, height),
		fmt.Sprintf("(%s.pref_marital = 0 OR %s.pref_marital & %s::smallint <> 0)", c, c, a.named("me_marital_bit", me.MaritalBit)),
		fmt.Sprintf("(%s.pref_manglik IS NULL OR %s.pref_manglik = %s::text)", c, c, a.named("me_manglik", me.ManglikClass)),
	}, " AND ") + ")"
}
