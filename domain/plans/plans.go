// Package plans is the membership context: the plans members buy and what each unlocks.
package plans

import (
	"strings"

	"github.com/reshimgathi/reshimgathi/domain/text"
)

// Code names a plan; the four codes are the canonical wire values.
type Code string

const (
	Basic    Code = "basic"
	Standard Code = "standard"
	Premium  Code = "premium"
	Elite    Code = "elite"
)

// Codes lists every plan code, cheapest first.
var Codes = []Code{Basic, Standard, Premium, Elite}

// ParseCode accepts a plan code in any case; "diamond" from an old admin screen is not a plan.
func ParseCode(s string) (Code, bool) {
	for _, c := range Codes {
		if string(c) == strings.ToLower(s) {
			return c, true
		}
	}
	return "", false
}

// Plan is a plan as sold: prices in whole rupees, read from the database.
type Plan struct {
	Code           Code
	Title          text.Localized
	Price          int
	OriginalPrice  int // 0 when there is no earlier price to strike through
	ValidityMonths int
	// ContactAllowance is how many members' contact details a subscriber may reveal; 0 means unlimited.
	ContactAllowance int
	MostPopular      bool
	Features         []text.Localized
}

// Unlimited reports whether the plan reveals contacts without a cap.
func (p Plan) Unlimited() bool { return p.ContactAllowance == 0 }
