package postgres

import "fmt"

// What trust and safety adds to search (docs/adr/0016-trust-and-safety.md), kept in this one
// file so the search builder itself (search.go) only calls it; the carousels add the same two
// conditions in matches.go (candidateConditions, and `p.verified` in their walks):
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
// (its placeholder, %[1]s). The count a search caches is shared by everyone searching the same
// filters, so it may be off by the few members one searcher blocked; the pages themselves are exact.
const notBlocked = `w.account_id <> ALL (ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = %[1]s::uuid
            UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = %[1]s::uuid))`

// badgeColumns are the verification badges a search card shows, in profiles' order.
const badgeColumns = "p.email_verified_at, p.phone_verified_at, p.id_verified_at, p.photo_verified_at"

// trustConditions adds the verified walk and the block check (for the viewer's placeholder) to a
// search's conditions.
func (sh searchShape) trustConditions(walk, check []string, viewer string) ([]string, []string) {
	if sh.Verified {
		walk = append(walk, verifiedWalk)
	}
	return walk, append(check, fmt.Sprintf(notBlocked, viewer))
}
