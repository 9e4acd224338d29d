package postgres

import (
	"context"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
)

// What trust and safety adds to search and matches (docs/adr/0016-trust-and-safety.md), kept in
// this one file so the search builder itself (search.go) only calls it:
//
//   - "Verified profiles only" walks member_search_verified_idx (migration 00044): only
//     ID-verified members, in activity order, with every filter column. A verified search always
//     leads with it (leadVerified) and checks the other filters on its entries: the literal
//     `p.verified` in the walk is what lets a cached plan pick that partial index. Verified
//     members are a minority, so their walk is short; a rare caste among them reads at most the
//     verified members of the searched gender and ages.
//   - Members blocked either way never appear: the viewer's blocks are read once per statement
//     into an array (an InitPlan: two index probes) and every entry the walk reads is checked
//     against it. Paused members have no entry at all (the index's triggers leave them out).

// leadVerified walks the partial index of ID-verified members.
const leadVerified lead = "verified"

// verifiedWalk is the walk's condition for a verified search.
const verifiedWalk = "p.verified"

// notBlocked is the check on every entry a search reads: not blocked either way with the viewer
// ($1). The count a search caches is shared by everyone searching the same filters, so it may
// be off by the few members one searcher blocked; the pages themselves are exact.
const notBlocked = `w.account_id <> ALL (ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = $1
            UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = $1))`

// badgeColumns are the verification badges a search card shows, in profiles' order.
const badgeColumns = "p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at"

// trustConditions adds the verified walk and the block check to a shape's conditions.
func (sh searchShape) trustConditions(walk, check []string) ([]string, []string) {
	if sh.Verified {
		walk = append(walk, verifiedWalk)
	}
	return walk, append(check, notBlocked)
}

// matchesVerified is the matches statement for "Verified profiles only" (matching_trust.sql).
func (s *DiscoveryStore) matchesVerified(ctx context.Context, p sqlcgen.MatchesParams) ([]sqlcgen.MatchesRow, error) {
	rows, err := s.q.MatchesVerified(ctx, sqlcgen.MatchesVerifiedParams(p))
	if err != nil {
		return nil, err
	}
	out := make([]sqlcgen.MatchesRow, len(rows))
	for i, r := range rows {
		out[i] = sqlcgen.MatchesRow(r)
	}
	return out, nil
}
