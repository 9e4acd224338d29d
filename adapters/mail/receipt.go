package mail

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/payments"

	"github.com/reshimgathi/reshimgathi/app"
)

// PaymentMailer implements app.PaymentMailer: the receipt of a paid plan.
type PaymentMailer struct {
	Sender      Sender
	ReceiptsURL string // where members find every receipt, e.g. PUBLIC_BASE_URL + "/payments"
}

var _ app.PaymentMailer = PaymentMailer{}

func (m PaymentMailer) Receipt(ctx context.Context, to, lang, fullName string, r payments.Receipt) error {
	msg := Receipt(lang, fullName, r, m.ReceiptsURL)
	msg.To = to
	return m.Sender.Send(ctx, msg)
}

// receiptData is a receipt as the mail prints it: every amount and date already formatted.
type receiptData struct {
	Number, Date, Plan, Validity, ValidUntil    string
	Amount, GST, Taxable, GSTRate               string
	PaymentID, MemberCode                       string
	SellerName, SellerGSTIN, SellerEmail, Phone string
	SellerAddress                               []string
	URL                                         string
}

// ist: receipts show India's date, wherever the server runs.
var ist = time.FixedZone("IST", 5*3600+1800)

// Receipt is the receipt of a paid plan, in the member's language. The subject carries the
// receipt number only (subjects are logged; nothing secret is in it).
func Receipt(lang, fullName string, r payments.Receipt, receiptsURL string) Message {
	l := lookupLang(lang)
	when := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		y, m, d := t.In(ist).Date()
		return l.date(y, int(m), d)
	}
	title := r.Plan.Title.In(l.code)
	if title == "" {
		title = string(r.Plan.Code)
	}
	msg := render(lang, kindReceipt, templateData{Name: fullName, Receipt: receiptData{
		Number: r.Number, Date: when(r.IssuedAt), Plan: title, Validity: l.months(r.Plan.ValidityMonths),
		ValidUntil: when(r.Payment.ValidUntil), Amount: rupees(r.Payment.AmountPaise), GST: rupees(r.GSTPaise),
		Taxable: rupees(r.TaxablePaise), GSTRate: strconv.Itoa(r.Seller.GSTRatePercent), PaymentID: r.Payment.ProviderPaymentID,
		MemberCode: r.MemberCode, SellerName: r.Seller.Name, SellerGSTIN: r.Seller.GSTIN, SellerEmail: r.Seller.Email,
		Phone: r.Seller.Phone, SellerAddress: r.Seller.Address, URL: receiptsURL,
	}})
	msg.Subject += " " + r.Number
	return msg
}

// rupees formats paise as ₹2,00,000.00: Indian digit grouping (lakh, crore).
func rupees(paise int) string {
	whole, frac := paise/100, paise%100
	digits := strconv.Itoa(whole)
	var b strings.Builder
	if len(digits) > 3 {
		head, tail := digits[:len(digits)-3], digits[len(digits)-3:]
		for i, c := range head {
			if i > 0 && (len(head)-i)%2 == 0 {
				b.WriteByte(',')
			}
			b.WriteRune(c)
		}
		b.WriteByte(',')
		b.WriteString(tail)
	} else {
		b.WriteString(digits)
	}
	return "₹" + b.String() + "." + strconv.Itoa(frac/10) + strconv.Itoa(frac%10)
}
