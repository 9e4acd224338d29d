package plans

import (
	"slices"
	"time"

	"github.com/google/uuid"
)

// Rank orders the tiers: basic 0 up to elite 3; an unknown code ranks below basic.
func Rank(c Code) int { return slices.Index(Codes, c) }

// Higher is the higher of two tiers.
func Higher(a, b Code) Code {
	if Rank(b) > Rank(a) {
		return b
	}
	return a
}

// Activate is what buying plan p (or an admin granting it) does to a member's membership at
// now, given the subscription active at that moment (zero when none). It is the one rule every
// way of getting a plan follows (docs/adr/0012-payments.md):
//
//   - without an active subscription, a new one starts now and runs p.ValidityMonths;
//   - with one, that subscription is extended from its current end by p.ValidityMonths, the
//     higher of the two tiers applies from now, and p's contact allowance is added to what is
//     left (unlimited stays unlimited). It keeps its id, so members already revealed in it stay
//     revealed at no further cost.
//
// A new subscription gets a fresh id; callers tell the two cases apart by comparing ids.
func Activate(current Subscription, p Plan, now time.Time) Subscription {
	if !current.Active(now) {
		return Subscription{ID: uuid.New(), Account: current.Account, Plan: p.Code, StartsAt: now,
			EndsAt: now.AddDate(0, p.ValidityMonths, 0), Allowance: p.ContactAllowance}
	}
	next := current
	next.Plan = Higher(current.Plan, p.Code)
	next.EndsAt = current.EndsAt.AddDate(0, p.ValidityMonths, 0)
	if current.Allowance == 0 || p.Unlimited() {
		next.Allowance = 0
	} else {
		next.Allowance = current.Allowance + p.ContactAllowance
	}
	return next
}

// UpgradeTo is the plan an upgrade prompt pre-selects on /buy: the next tier above the plan the
// member has, or, without one, the plan they said they would like (Standard, the most popular,
// when they named none). There is nothing above Elite: ok is false.
func UpgradeTo(has, preferred Code) (Code, bool) {
	if has != "" {
		next := Rank(has) + 1
		if next >= len(Codes) {
			return "", false
		}
		return Codes[next], true
	}
	if Rank(preferred) >= 0 {
		return preferred, true
	}
	return Standard, true
}
