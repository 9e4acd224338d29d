package payments

import (
	"fmt"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// Seller is the company named on every receipt. Its values live in one place, the server's
// configuration (cmd/server/company.go).
type Seller struct {
	Name    string
	Address []string // lines, as printed
	GSTIN   string   // "" when not registered for GST
	Email   string
	Phone   string
	// GSTRatePercent is the GST included in every price (prices are quoted inclusive of tax).
	GSTRatePercent int
}

// Receipt is what a paid payment's receipt shows.
type Receipt struct {
	Number       string
	IssuedAt     time.Time
	Payment      Payment
	Plan         plans.Plan
	Seller       Seller
	MemberCode   string // "" once the member is erased
	GSTPaise     int    // the GST included in the amount
	TaxablePaise int    // the amount without that GST
}

// GSTIncluded is the tax contained in a tax-inclusive amount at ratePercent, rounded to the
// nearest paisa: amount × rate / (100 + rate).
func GSTIncluded(amountPaise, ratePercent int) int {
	if ratePercent <= 0 || amountPaise <= 0 {
		return 0
	}
	return (amountPaise*ratePercent*2 + 100 + ratePercent) / (2 * (100 + ratePercent))
}

// ist is Indian Standard Time: receipts are numbered by India's financial year.
var ist = time.FixedZone("IST", 5*3600+1800)

// ReceiptNumber formats the n-th receipt issued at the given moment as RG/26-27/000042: the
// financial year (April to March, in India's time) and a serial number. It stays within the 16
// characters, letters, digits, "/" and "-" that a GST invoice number may use.
func ReceiptNumber(n int64, at time.Time) string {
	local := at.In(ist)
	start := local.Year()
	if local.Month() < time.April {
		start--
	}
	return fmt.Sprintf("RG/%02d-%02d/%06d", start%100, (start+1)%100, n)
}

// NewReceipt assembles the receipt of a captured payment.
func NewReceipt(p Payment, plan plans.Plan, s Seller, memberCode string) Receipt {
	gst := GSTIncluded(p.AmountPaise, s.GSTRatePercent)
	return Receipt{Number: p.ReceiptNumber, IssuedAt: p.CapturedAt, Payment: p, Plan: plan, Seller: s,
		MemberCode: memberCode, GSTPaise: gst, TaxablePaise: p.AmountPaise - gst}
}
