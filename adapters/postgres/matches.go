package postgres

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The match carousels are one statement: for each carousel, a walk of a covering index of
// member_search in the order the carousel fills (recent activity; registration for "new"),
// pruned to the partitions of the preferred ages, fenced by a cap on the entries it may read,
// keeping the entries that meet every preference the member set and whose own preferences the
// member meets, and stopping at MatchPool of them. Each is scored in the same statement
// (score.go); the use case picks each carousel's best without repeating anyone
// (matching.Assemble) and reads only the winners in full. See docs/adr/0015-matching.md.

// MatchPool is how many matches a carousel ranks: enough that its best six survive the members
// carousels before it took (seven carousels of six), few enough that the lists cost the same with
// a thousand members or a million.
const MatchPool = 60

// MatchWalk caps the index entries one carousel's walk may read: a member whose preferences few
// of the recently active meet is shown the matches among the most recent MatchWalk of the lead
// rather than making every request read a whole partition. It bounds the worst case (seven walks
// of MatchWalk index entries, a few milliseconds) where an uncapped walk could read a hundred
// thousand entries to find nobody.
const MatchWalk = 3000

// matchShape is what changes the statement's text: which preferences lead its walks.
type matchShape struct{ CastePref, CityPref, ReligionPref bool }

// candidateConditions are what makes a member of row w unfit to be shown to the viewer at all,
// whatever the carousel: blocked either way (docs/adr/0016-trust-and-safety.md; the viewer's
// blocks read once per walk as an array). Paused members are not in member_search at all.
func candidateConditions(me profile.Profile, a *sqlArgs) []string {
	viewer := a.named("viewer", me.AccountID)
	return []string{fmt.Sprintf(`w.account_id <> ALL (ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = %[1]s::uuid
        UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = %[1]s::uuid))`, viewer)}
}

// matchesStatement is the statement of a member's carousels and its values; verifiedOnly walks
// ID-verified members only (member_search_verified_idx).
func matchesStatement(me profile.Profile, t matching.ScoreTerms, verifiedOnly bool, now time.Time) (string, []any) {
	sh := matchShape{CastePref: me.Partner.Caste != "", CityPref: me.Partner.City != "", ReligionPref: me.Partner.Religion != ""}
	var a sqlArgs
	pp := me.Partner
	gender := a.named("gender", matching.Opposite(me.Gender))
	after, through := matching.DOBRange(pp.AgeMin, pp.AgeMax, now)
	ages := fmt.Sprintf("p.dob > %s::date AND p.dob <= %s::date", a.named("dob_after", after), a.named("dob_through", through))
	heightMax := pp.HeightMax
	if heightMax == 0 {
		heightMax = math.MaxInt16
	}
	manglik := matching.ManglikStatuses(pp.Manglik)
	prefCaste, prefCity := a.named("pref_caste", pp.Caste), a.named("pref_city", pp.City)
	marital, mgl := a.named("pref_marital", nonNilStrings(pp.MaritalStatuses)), a.named("pref_manglik", manglik)
	hard := append([]string{
		fmt.Sprintf("(%s::text = '' OR w.religion = %s::text)", a.named("pref_religion", pp.Religion), a.named("pref_religion", pp.Religion)),
		fmt.Sprintf("(%s::text = '' OR w.caste = %s::text)", prefCaste, prefCaste),
		fmt.Sprintf("(%s::text = '' OR w.city = %s::text)", prefCity, prefCity),
		fmt.Sprintf("w.height_cm BETWEEN %s::int AND %s::int", a.named("pref_height_min", pp.HeightMin), a.named("pref_height_max", heightMax)),
		fmt.Sprintf("(cardinality(%s::text[]) = 0 OR w.marital_status = ANY(%s::text[]))", marital, marital),
		fmt.Sprintf("(cardinality(%s::text[]) = 0 OR w.manglik = ANY(%s::text[]))", mgl, mgl),
		mutualSQL(t.Me, "w", &a),
	}, candidateConditions(me, &a)...)
	score := scoreSQL(t, "w", &a)
	walkCap, pool := a.named("walk", MatchWalk), a.named("pool", MatchPool)

	casteBasis, cityBasis := a.named("caste_basis", orOwn(pp.Caste, me.Caste)), a.named("city_basis", orOwn(pp.City, me.City))
	general := []string{}
	switch {
	case sh.CastePref && sh.CityPref:
		general = []string{"p.city = " + prefCity, "p.caste = " + prefCaste}
	case sh.CastePref:
		general = []string{"p.caste = " + prefCaste}
	case sh.CityPref:
		general = []string{"p.city = " + prefCity}
	case sh.ReligionPref:
		general = []string{"p.religion = " + a.named("pref_religion", pp.Religion)}
	}
	casteLead := []string{"p.caste = " + casteBasis}
	if sh.CityPref {
		casteLead = []string{"p.city = " + prefCity, "p.caste = " + casteBasis}
	}
	cityLead := []string{"p.city = " + cityBasis}
	if sh.CastePref {
		cityLead = []string{"p.city = " + cityBasis, "p.caste = " + prefCaste}
	}
	recent, joined := "last_active_at DESC, %s.account_id", "registered_at DESC, %s.account_id"
	walk := func(d matching.Dimension, lead []string, order string, extra ...string) string {
		conds := append([]string{"p.gender = " + gender + "::text", ages}, lead...)
		if verifiedOnly {
			conds = append(conds, "p.verified")
		}
		return `(SELECT '` + string(d) + `'::text AS dimension, w.account_id, w.last_active_at, ` + score + ` AS score
    FROM (
        SELECT ` + searchColumns + `
        FROM member_search p
        WHERE ` + strings.Join(conds, " AND ") + `
        ORDER BY p.` + fmt.Sprintf(order, "p") + `
        LIMIT ` + walkCap + `::int
    ) w
    WHERE ` + strings.Join(append(append([]string{}, hard...), extra...), "\n      AND ") + `
    ORDER BY w.` + fmt.Sprintf(order, "w") + `
    LIMIT ` + pool + `::int)`
	}
	gunOn, gunKeys := a.named("gun_on", t.GoodKeys != nil), a.named("gun_keys", nonNilKeys(t.GoodKeys))
	walks := []string{
		walk(matching.ByCaste, casteLead, recent),
		walk(matching.ByLocation, cityLead, recent),
		walk(matching.ByAge, general, recent),
		walk(matching.ByNear, append([]string{"p.district = " + a.named("district", me.District())}, general...), recent),
		walk(matching.ByNew, append([]string{"p.registered_at > " + a.named("joined_after", now.Add(-matching.NewMemberWindow)) + "::timestamptz"}, general...), joined),
		walk(matching.ByHoroscope, general, recent, gunOn+"::boolean", "w.horoscope_key = ANY("+gunKeys+"::smallint[])"),
		walk(matching.ByMutual, general, recent,
			fmt.Sprintf("(w.pref_caste = %s::text OR w.pref_city = %s::text)", a.named("me_caste", me.Caste), a.named("me_city", me.City))),
	}
	return strings.Join(walks, "\nUNION ALL\n"), a.values
}

// MatchesStatement is the statement the server runs for me's carousels (for make bench's plan check).
func (s *DiscoveryStore) MatchesStatement(me profile.Profile, now time.Time) (string, []any) {
	return matchesStatement(me, matching.TermsFor(me, now), false, now)
}

func (s *DiscoveryStore) MatchPools(ctx context.Context, me profile.Profile, terms matching.ScoreTerms, verifiedOnly bool, now time.Time) (map[matching.Dimension][]matching.Candidate, error) {
	sql, args := matchesStatement(me, terms, verifiedOnly, now)
	rows, err := s.pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, wrap("MatchPools", err, nil)
	}
	defer rows.Close()
	pools := map[matching.Dimension][]matching.Candidate{}
	for rows.Next() {
		var (
			dim   string
			c     matching.Candidate
			score int32
		)
		if err := rows.Scan(&dim, &c.Account, &c.LastActive, &score); err != nil {
			return nil, wrap("MatchPools", err, nil)
		}
		c.Score = int(score)
		pools[matching.Dimension(dim)] = append(pools[matching.Dimension(dim)], c)
	}
	return pools, wrap("MatchPools", rows.Err(), nil)
}

// MatchMembers reads the members a match list shows, as far as their cards go, but those viewer
// may not be shown now (db/queries/profile.sql).
func (s *DiscoveryStore) MatchMembers(ctx context.Context, viewer uuid.UUID, ids []uuid.UUID) ([]profile.Profile, error) {
	rows, err := s.q.MatchMembers(ctx, sqlcgen.MatchMembersParams{Ids: ids, Viewer: viewer})
	if err != nil {
		return nil, wrap("MatchMembers", err, nil)
	}
	out := make([]profile.Profile, 0, len(rows))
	for _, r := range rows {
		out = append(out, profile.Profile{
			AccountID: r.AccountID, Code: r.MemberCode, FullName: r.FullName, Gender: r.Gender, DOB: r.Dob,
			Religion: r.Religion, Caste: r.Caste, City: r.City, MaritalStatus: r.MaritalStatus,
			HeightCM: int(r.HeightCm), MotherTongue: value(r.MotherTongue), PhotoID: value(r.PhotoID),
			Horoscope: profile.Horoscope{Rashi: value(r.Rashi), Nakshatra: value(r.Nakshatra), Manglik: value(r.Manglik)},
			Partner: profile.Partner{AgeMin: int(r.PrefAgeMin), AgeMax: int(r.PrefAgeMax), Religion: value(r.PrefReligion),
				Caste: value(r.PrefCaste), City: value(r.PrefCity), HeightMin: int(value(r.PrefHeightMin)),
				HeightMax: int(value(r.PrefHeightMax)), MaritalStatuses: nilIfEmpty(r.PrefMarital), Manglik: value(r.PrefManglik)},
			Badges: profile.Badges{Email: r.EmailVerified, Phone: r.PhoneVerified, ID: r.IDVerified, Photo: r.PhotoVerified},
		})
	}
	return out, nil
}
