// Package payments holds the two payment gateways of app.PaymentGateway: Razorpay (its Orders
// API through the official client, its checkout signature and its webhooks) and a local sandbox
// that runs the same order → checkout → verify → webhook flow and signs exactly as Razorpay
// does, so both go through one verification code (docs/adr/0012-payments.md).
package payments

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// sign is Razorpay's signature: lower-case hex of HMAC-SHA256(secret, message).
func sign(secret []byte, message []byte) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write(message)
	return hex.EncodeToString(mac.Sum(nil))
}

// validSignature compares in constant time (docs/security.md 16). Razorpay sends lower-case hex; an
// upper-case copy of the same bytes is the same signature.
func validSignature(secret, message []byte, signature string) bool {
	if signature == "" {
		return false
	}
	return hmac.Equal([]byte(sign(secret, message)), []byte(strings.ToLower(signature)))
}

// checkoutMessage is what the checkout signs: the stored order id, "|", the payment id.
func checkoutMessage(orderID, paymentID string) []byte {
	return []byte(orderID + "|" + paymentID)
}

func verifyCheckout(secret []byte, orderID, paymentID, signature string) error {
	if orderID == "" || paymentID == "" || !validSignature(secret, checkoutMessage(orderID, paymentID), signature) {
		return payments.ErrSignatureInvalid
	}
	return nil
}

// webhookBody is the part of Razorpay's webhook payload the service reads
// (https://razorpay.com/docs/webhooks/payloads/payments): the event name and the payment entity.
type webhookBody struct {
	Entity  string `json:"entity"`
	Event   string `json:"event"`
	Payload struct {
		Payment *struct {
			Entity paymentEntity `json:"entity"`
		} `json:"payment"`
	} `json:"payload"`
}

// paymentEntity is Razorpay's payment, as webhooks and GET /v1/payments/{id} describe it.
type paymentEntity struct {
	ID               string `json:"id"`
	Entity           string `json:"entity"`
	Amount           int    `json:"amount"`
	Currency         string `json:"currency"`
	Status           string `json:"status"`
	OrderID          string `json:"order_id"`
	ErrorCode        string `json:"error_code"`
	ErrorDescription string `json:"error_description"`
	ErrorReason      string `json:"error_reason"`
}

func (e paymentEntity) toApp() app.GatewayPayment {
	reason := e.ErrorDescription
	if reason == "" {
		reason = e.ErrorReason
	}
	return app.GatewayPayment{ID: e.ID, OrderID: e.OrderID, AmountPaise: e.Amount, Currency: e.Currency,
		Status: statusOf(e.Status), Reason: reason}
}

// statusOf maps Razorpay's payment states onto the service's; "created" and "refunded" are
// neither paid nor failed for an order (a refund is handled by hand).
func statusOf(s string) payments.Status {
	switch s {
	case "captured":
		return payments.Captured
	case "authorized":
		return payments.Authorized
	case "failed":
		return payments.Failed
	}
	return ""
}

// relevantEvents are the webhooks acted on: a capture (payment.captured, or order.paid which
// carries the same payment), an authorisation awaiting capture, and a failed attempt.
var relevantEvents = map[string]bool{"payment.captured": true, "order.paid": true, "payment.authorized": true, "payment.failed": true}

// parseWebhook checks the signature over the raw body before anything in it is read.
func parseWebhook(secret, body []byte, signature string) (app.GatewayEvent, error) {
	if !validSignature(secret, body, signature) {
		return app.GatewayEvent{}, payments.ErrWebhookSignature
	}
	var w webhookBody
	if err := json.Unmarshal(body, &w); err != nil || w.Entity != "event" || w.Event == "" {
		return app.GatewayEvent{}, payments.ErrWebhookMalformed
	}
	ev := app.GatewayEvent{Name: w.Event}
	if !relevantEvents[w.Event] {
		return ev, nil
	}
	if w.Payload.Payment == nil || w.Payload.Payment.Entity.ID == "" || w.Payload.Payment.Entity.OrderID == "" {
		return app.GatewayEvent{}, payments.ErrWebhookMalformed
	}
	ev.Payment, ev.Relevant = w.Payload.Payment.Entity.toApp(), true
	if ev.Payment.Status == "" {
		ev.Relevant = false
	}
	return ev, nil
}
