package payments

import (
	"errors"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// FuzzParseWebhook: a body is read only under a valid signature, and then any bytes give an
// event or ErrWebhookMalformed, never a panic or an event without its payment's ids.
func FuzzParseWebhook(f *testing.F) {
	secret := []byte("fuzz-webhook-secret-0123456789abcdef")
	for _, body := range []string{
		`{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":"order_1","amount":29900,"currency":"INR","status":"captured"}}}}`,
		`{"entity":"event","event":"refund.created","payload":{}}`,
		`{"entity":"event","event":"payment.failed","payload":{"payment":null}}`,
		`{"entity":"event","event":"order.paid","payload":{"payment":{"entity":{"id":"pay_1","order_id":"order_1","amount":-1,"status":"weird"}}}}`,
		`not json`, ``, `{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"amount":1e400}}}}`,
	} {
		f.Add([]byte(body), "", true)
		f.Add([]byte(body), "deadbeef", false)
	}
	f.Fuzz(func(t *testing.T, body []byte, signature string, signIt bool) {
		if signIt {
			signature = sign(secret, body)
		}
		ev, err := parseWebhook(secret, body, signature)
		switch {
		case !signIt && !strings.EqualFold(signature, sign(secret, body)):
			if !errors.Is(err, payments.ErrWebhookSignature) {
				t.Fatalf("an unsigned body was read: %v %+v", err, ev)
			}
		case err != nil:
			if !errors.Is(err, payments.ErrWebhookMalformed) {
				t.Fatalf("a signed body: %v", err)
			}
		case ev.Relevant && (ev.Payment.ID == "" || ev.Payment.OrderID == ""):
			t.Fatalf("a relevant event without its ids: %+v", ev)
		}
	})
}

// FuzzVerifyCheckout: only the HMAC of "order|payment" passes.
func FuzzVerifyCheckout(f *testing.F) {
	secret := []byte("fuzz-key-secret-0123456789abcdefghij")
	f.Add("order_1", "pay_1", sign(secret, checkoutMessage("order_1", "pay_1")))
	f.Add("order_1|pay", "1", sign(secret, checkoutMessage("order_1", "pay_1")))
	f.Add("", "", "")
	f.Add("o", "p", "ZZ")
	f.Fuzz(func(t *testing.T, orderID, paymentID, signature string) {
		// Hex is read in either case (the fuzzer found an upper-case signature passing): the
		// same MAC, so no forgery; anything else must fail.
		if verifyCheckout(secret, orderID, paymentID, signature) == nil && !strings.EqualFold(signature, sign(secret, checkoutMessage(orderID, paymentID))) {
			t.Fatalf("%q passed for %s|%s", signature, orderID, paymentID)
		}
	})
}
