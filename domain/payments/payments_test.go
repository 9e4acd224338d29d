package payments_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

var standard = plans.Plan{Code: plans.Standard, Price: 299, ValidityMonths: 2, ContactAllowance: 35}

func order(status payments.Status) payments.Payment {
	p := payments.NewPayment(uuid.New(), standard, payments.Sandbox, "order_X", "Aniket Patil", "a@example.in", time.Now())
	p.Status = status
	return p
}

func TestNewPaymentTakesTheAmountFromThePlan(t *testing.T) {
	p := order(payments.Created)
	if p.AmountPaise != 29900 || p.Currency != "INR" || p.Plan != plans.Standard || p.Status != payments.Created || p.ID == uuid.Nil {
		t.Fatalf("%+v", p)
	}
}

func TestDecide(t *testing.T) {
	report := func(status payments.Status, amount int, currency string) payments.Report {
		return payments.Report{EventID: "e", PaymentID: "pay_1", AmountPaise: amount, Currency: currency, Status: status}
	}
	for _, tc := range []struct {
		name   string
		status payments.Status
		report payments.Report
		want   payments.Decision
	}{
		{"first-capture-activates", payments.Created, report(payments.Captured, 29900, "INR"), payments.Activate},
		{"capture-after-failure-activates", payments.Failed, report(payments.Captured, 29900, "INR"), payments.Activate},
		{"capture-after-authorisation-activates", payments.Authorized, report(payments.Captured, 29900, "INR"), payments.Activate},
		{"second-capture-grants-nothing", payments.Captured, report(payments.Captured, 29900, "INR"), payments.AlreadyPaid},
		{"wrong-amount-grants-nothing", payments.Created, report(payments.Captured, 100, "INR"), payments.Mismatch},
		{"wrong-currency-grants-nothing", payments.Created, report(payments.Captured, 29900, "USD"), payments.Mismatch},
		{"wrong-amount-authorised", payments.Created, report(payments.Authorized, 29899, "INR"), payments.Mismatch},
		{"authorised-is-pending", payments.Created, report(payments.Authorized, 29900, "INR"), payments.MarkPending},
		{"late-authorisation-after-failure", payments.Failed, report(payments.Authorized, 29900, "INR"), payments.MarkPending},
		{"failure-of-a-new-order", payments.Created, report(payments.Failed, 0, ""), payments.MarkFailed},
		{"failure-never-undoes-a-capture", payments.Captured, report(payments.Failed, 29900, "INR"), payments.Ignore},
		{"failure-never-undoes-an-authorisation", payments.Authorized, report(payments.Failed, 29900, "INR"), payments.Ignore},
		{"authorisation-after-capture", payments.Captured, report(payments.Authorized, 29900, "INR"), payments.Ignore},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := order(tc.status).Decide(tc.report); got != tc.want {
				t.Fatalf("Decide = %s, want %s", got, tc.want)
			}
		})
	}
}

func TestApplyAndCapture(t *testing.T) {
	p := order(payments.Created)
	p.Apply(payments.MarkFailed, payments.Report{PaymentID: "pay_1", Status: payments.Failed, Reason: "card declined"})
	if p.Status != payments.Failed || p.FailureReason != "card declined" || p.ProviderPaymentID != "pay_1" {
		t.Fatalf("%+v", p)
	}
	now := time.Now()
	p.Capture(payments.Report{PaymentID: "pay_2", Status: payments.Captured}, "RG/26-27/000001", now.AddDate(0, 2, 0), now)
	if p.Status != payments.Captured || p.FailureReason != "" || p.ProviderPaymentID != "pay_2" || p.ReceiptNumber == "" || !p.CapturedAt.Equal(now) {
		t.Fatalf("%+v", p)
	}
}

func TestGSTIncluded(t *testing.T) {
	for _, tc := range []struct{ amount, rate, want int }{
		{29900, 18, 4561},   // ₹299: 299 × 18 / 118 = 45.61
		{19900, 18, 3036},   // 30.355… rounds up
		{200000, 18, 30508}, // ₹2,000
		{11800, 18, 1800},   // exact
		{29900, 0, 0},       // not registered for GST
	} {
		if got := payments.GSTIncluded(tc.amount, tc.rate); got != tc.want {
			t.Errorf("GSTIncluded(%d, %d) = %d, want %d", tc.amount, tc.rate, got, tc.want)
		}
	}
}

func TestReceiptNumberFollowsTheFinancialYear(t *testing.T) {
	for _, tc := range []struct {
		at   time.Time
		want string
	}{
		{time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC), "RG/26-27/000042"},
		{time.Date(2027, 3, 31, 12, 0, 0, 0, time.UTC), "RG/26-27/000042"},
		// 31 March 19:00 UTC is already 1 April in India.
		{time.Date(2027, 3, 31, 19, 0, 0, 0, time.UTC), "RG/27-28/000042"},
		{time.Date(2099, 12, 31, 0, 0, 0, 0, time.UTC), "RG/99-00/000042"},
	} {
		got := payments.ReceiptNumber(42, tc.at)
		if got != tc.want || len(got) > 16 {
			t.Errorf("ReceiptNumber(42, %s) = %q, want %q", tc.at, got, tc.want)
		}
	}
}

func TestNewReceipt(t *testing.T) {
	p := order(payments.Captured)
	p.ReceiptNumber, p.CapturedAt = "RG/26-27/000007", time.Now()
	r := payments.NewReceipt(p, standard, payments.Seller{Name: "Reshimgathi", GSTRatePercent: 18}, "MH4K7Q2PXA")
	if r.Number != "RG/26-27/000007" || r.GSTPaise != 4561 || r.TaxablePaise != 29900-4561 || r.MemberCode != "MH4K7Q2PXA" {
		t.Fatalf("%+v", r)
	}
}
