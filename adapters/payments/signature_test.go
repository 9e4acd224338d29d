package payments

import (
	"errors"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// The checkout vector of docs/security.md 16 (also in Razorpay's own client documentation).
const (
	vectorSecret    = "EnLs21M47BllR3X8PSFtjtbd"
	vectorOrder     = "order_IEIaMR65cu6nz3"
	vectorPayment   = "pay_IH4NVgf4Dreq1l"
	vectorSignature = "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f"
)

// A webhook body and its signature, computed independently of this package (Python's hmac
// module: hmac.new(secret, body, hashlib.sha256).hexdigest()).
const (
	vectorWebhookSecret    = "whsec_Reshimgathi_test"
	vectorWebhook          = `{"entity":"event","account_id":"acc_BFQ7uQEaa7j2z7","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"pay_DESp9bgForNoUd","entity":"payment","amount":29900,"currency":"INR","status":"captured","order_id":"order_DESp9XwR3LcHRZ","captured":true,"created_at":1567674797}}},"created_at":1567674799}`
	vectorWebhookSignature = "6e624490df61c38d8c2e9bb808a12ad2759a31dcecdec97bad4ee833f411dea3"
)

func TestCheckoutSignatureVector(t *testing.T) {
	if got := sign([]byte(vectorSecret), checkoutMessage(vectorOrder, vectorPayment)); got != vectorSignature {
		t.Fatalf("sign = %s", got)
	}
	if err := verifyCheckout([]byte(vectorSecret), vectorOrder, vectorPayment, vectorSignature); err != nil {
		t.Fatalf("the vector does not verify: %v", err)
	}
}

func TestCheckoutSignatureTampered(t *testing.T) {
	flipped := []byte(vectorSignature)
	flipped[10] ^= 1
	for name, tc := range map[string]struct{ secret, order, payment, signature string }{
		"signature":     {vectorSecret, vectorOrder, vectorPayment, string(flipped)},
		"order":         {vectorSecret, "order_IEIaMR65cu6nz4", vectorPayment, vectorSignature},
		"payment":       {vectorSecret, vectorOrder, "pay_IH4NVgf4Dreq1m", vectorSignature},
		"secret":        {"another-secret", vectorOrder, vectorPayment, vectorSignature},
		"empty":         {vectorSecret, vectorOrder, vectorPayment, ""},
		"truncated":     {vectorSecret, vectorOrder, vectorPayment, vectorSignature[:63]},
		"swapped ids":   {vectorSecret, vectorPayment, vectorOrder, vectorSignature},
		"no payment id": {vectorSecret, vectorOrder, "", sign([]byte(vectorSecret), []byte(vectorOrder+"|"))},
	} {
		if err := verifyCheckout([]byte(tc.secret), tc.order, tc.payment, tc.signature); !errors.Is(err, payments.ErrSignatureInvalid) {
			t.Errorf("%s: tampered checkout accepted (%v)", name, err)
		}
	}
	if err := verifyCheckout([]byte(vectorSecret), vectorOrder, vectorPayment, strings.ToUpper(vectorSignature)); err != nil {
		t.Errorf("the same signature in upper-case hex: %v", err)
	}
}

func TestWebhookSignatureVector(t *testing.T) {
	ev, err := parseWebhook([]byte(vectorWebhookSecret), []byte(vectorWebhook), vectorWebhookSignature)
	if err != nil {
		t.Fatal(err)
	}
	if !ev.Relevant || ev.Name != "payment.captured" || ev.Payment.ID != "pay_DESp9bgForNoUd" ||
		ev.Payment.OrderID != "order_DESp9XwR3LcHRZ" || ev.Payment.AmountPaise != 29900 || ev.Payment.Currency != "INR" ||
		ev.Payment.Status != payments.Captured {
		t.Fatalf("%+v", ev)
	}
}

func TestWebhookTampered(t *testing.T) {
	tamperedBody := strings.Replace(vectorWebhook, `"amount":29900`, `"amount":29901`, 1)
	flipped := []byte(vectorWebhookSignature)
	flipped[0] ^= 1
	for name, tc := range map[string]struct{ body, signature string }{
		"body":             {tamperedBody, vectorWebhookSignature},
		"trailing space":   {vectorWebhook + " ", vectorWebhookSignature},
		"signature":        {vectorWebhook, string(flipped)},
		"no signature":     {vectorWebhook, ""},
		"checkout secret":  {vectorWebhook, sign([]byte(vectorSecret), []byte(vectorWebhook))},
		"not even JSON":    {"not json", vectorWebhookSignature},
		"signed over body": {tamperedBody, sign([]byte("guess"), []byte(tamperedBody))},
	} {
		if _, err := parseWebhook([]byte(vectorWebhookSecret), []byte(tc.body), tc.signature); !errors.Is(err, payments.ErrWebhookSignature) {
			t.Errorf("%s: tampered webhook not refused as a signature failure: %v", name, err)
		}
	}
}

// TestWebhookSignatureBeforeParsing: a body that is not even JSON is refused for its signature,
// never for its syntax: nothing in an unsigned body is read.
func TestWebhookSignatureBeforeParsing(t *testing.T) {
	if _, err := parseWebhook([]byte(vectorWebhookSecret), []byte("{"), "00"); !errors.Is(err, payments.ErrWebhookSignature) {
		t.Fatalf("unsigned garbage: %v", err)
	}
	signed := func(body string) string { return sign([]byte(vectorWebhookSecret), []byte(body)) }
	for _, body := range []string{"{", `{"entity":"event"}`, `{"entity":"event","event":"payment.captured","payload":{}}`} {
		if _, err := parseWebhook([]byte(vectorWebhookSecret), []byte(body), signed(body)); !errors.Is(err, payments.ErrWebhookMalformed) {
			t.Errorf("signed but malformed %q: %v", body, err)
		}
	}
	other := `{"entity":"event","event":"refund.created","payload":{}}`
	if ev, err := parseWebhook([]byte(vectorWebhookSecret), []byte(other), signed(other)); err != nil || ev.Relevant || ev.Name != "refund.created" {
		t.Errorf("an event not acted on: %+v %v", ev, err)
	}
}

func TestWebhookEventsActedOn(t *testing.T) {
	body := func(event, status string) string {
		return `{"entity":"event","event":"` + event + `","payload":{"payment":{"entity":{"id":"pay_1","amount":100,` +
			`"currency":"INR","status":"` + status + `","order_id":"order_1","error_description":"Card declined"}}}}`
	}
	for _, tc := range []struct {
		event, status string
		want          payments.Status
	}{
		{"payment.captured", "captured", payments.Captured},
		{"order.paid", "captured", payments.Captured},
		{"payment.authorized", "authorized", payments.Authorized},
		{"payment.failed", "failed", payments.Failed},
	} {
		b := body(tc.event, tc.status)
		ev, err := parseWebhook([]byte(vectorWebhookSecret), []byte(b), sign([]byte(vectorWebhookSecret), []byte(b)))
		if err != nil || !ev.Relevant || ev.Payment.Status != tc.want {
			t.Errorf("%s: %+v %v", tc.event, ev, err)
		}
		if tc.want == payments.Failed && ev.Payment.Reason != "Card declined" {
			t.Errorf("failure reason: %q", ev.Payment.Reason)
		}
	}
}
