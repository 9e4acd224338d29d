package mail

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/text"
)

func testReceipt(gstin string) payments.Receipt {
	paid := time.Date(2026, 1, 14, 20, 0, 0, 0, time.UTC) // 15 January in India
	p := payments.Payment{AmountPaise: 29900, Currency: "INR", ProviderPaymentID: "pay_IH4NVgf4Dreq1l",
		ReceiptNumber: "RG/25-26/000042", CapturedAt: paid, ValidUntil: paid.AddDate(0, 2, 0), Status: payments.Captured}
	plan := plans.Plan{Code: plans.Standard, Title: text.Localized{EN: "Standard", MR: "स्टँडर्ड"}, Price: 299, ValidityMonths: 2}
	seller := payments.Seller{Name: "Reshimgathi Matrimony", Address: []string{"12 Tilak Road", "Pune 411030"}, GSTIN: gstin,
		Email: "care@reshimgathi.in", Phone: "+91 20 4000 1234", GSTRatePercent: 18}
	return payments.NewReceipt(p, plan, seller, "MH4K7Q2PXA")
}

func TestReceiptBothLanguages(t *testing.T) {
	for _, tc := range []struct{ lang, plan, date, validity string }{
		{"en", "Standard", "15 January 2026", "2 months"},
		{"mr", "स्टँडर्ड", "15 जानेवारी 2026", "2 महिने"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			m := Receipt(tc.lang, "Aniket Patil", testReceipt("27AAACR1234M1Z5"), "https://reshimgathi.in/payments")
			for _, part := range []string{m.Text, m.HTML} {
				for _, want := range []string{"RG/25-26/000042", tc.plan, tc.date, tc.validity, "₹299.00", "₹45.61", "₹253.39",
					"18%", "pay_IH4NVgf4Dreq1l", "MH4K7Q2PXA", "Aniket Patil", "Reshimgathi Matrimony", "Pune 411030",
					"GSTIN: 27AAACR1234M1Z5", "care@reshimgathi.in", "https://reshimgathi.in/payments"} {
					if !strings.Contains(part, want) {
						t.Errorf("missing %q in\n%s", want, part)
					}
				}
				if strings.Contains(part, "<no value>") {
					t.Error("unfilled template field")
				}
			}
			if !strings.HasSuffix(m.Subject, " RG/25-26/000042") {
				t.Errorf("subject %q", m.Subject)
			}
		})
	}
}

func TestReceiptWithoutGSTINAndEscaped(t *testing.T) {
	m := Receipt("en", `<b>Sai</b>`, testReceipt(""), "https://reshimgathi.in/payments")
	if strings.Contains(m.Text+m.HTML, "GSTIN") {
		t.Error("a GSTIN line without a GSTIN")
	}
	if strings.Contains(m.HTML, "<b>Sai</b>") {
		t.Error("the member's name is not escaped in HTML")
	}
}

func TestRupees(t *testing.T) {
	for paise, want := range map[int]string{0: "₹0.00", 5: "₹0.05", 29900: "₹299.00", 4561: "₹45.61", 200000: "₹2,000.00",
		12345678: "₹1,23,456.78", 1000000000: "₹1,00,00,000.00"} {
		if got := rupees(paise); got != want {
			t.Errorf("rupees(%d) = %q, want %q", paise, got, want)
		}
	}
}

func TestPaymentMailerSends(t *testing.T) {
	dir := t.TempDir()
	out, err := NewOutbox(dir, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	m := PaymentMailer{Sender: out, ReceiptsURL: "https://reshimgathi.in/payments"}
	if err := m.Receipt(context.Background(), "aniket@example.in", "mr", "Aniket", testReceipt("")); err != nil {
		t.Fatal(err)
	}
	if _, b := onlyEML(t, dir); !strings.Contains(string(b), "RG/25-26/000042") || !strings.Contains(string(b), "To: <aniket@example.in>") {
		t.Fatalf("the receipt mail:\n%s", b)
	}
}
