package httpapi_test

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// hmacHex is Razorpay's signature, written here independently of the code under test.
func hmacHex(secret []byte, message string) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(message))
	return hex.EncodeToString(mac.Sum(nil))
}

// order opens an order for plan as the member.
func (e *env) order(t *testing.T, token string, plan apiclient.PlanCode) *apiclient.PaymentOrder {
	t.Helper()
	r, err := e.client.CreatePaymentOrderWithResponse(context.Background(), apiclient.PaymentOrderRequest{Plan: plan}, bearer(token))
	if err != nil || r.JSON201 == nil {
		t.Fatalf("order %s: %v %d %s", plan, err, r.StatusCode(), r.Body)
	}
	return r.JSON201
}

// payInSandbox presses the sandbox checkout's button and answers what the checkout hands back.
func (e *env) payInSandbox(t *testing.T, token, orderID string, outcome apiclient.SandboxCheckoutRequestOutcome) *apiclient.SandboxCheckoutResult {
	t.Helper()
	r, err := e.client.CompleteSandboxPaymentWithResponse(context.Background(), orderID,
		apiclient.SandboxCheckoutRequest{Outcome: outcome}, bearer(token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("sandbox %s: %v %d %s", outcome, err, r.StatusCode(), r.Body)
	}
	return r.JSON200
}

func (e *env) verifyPayment(t *testing.T, token string, body apiclient.CheckoutResult) *apiclient.VerifyPaymentResponse {
	t.Helper()
	r, err := e.client.VerifyPaymentWithResponse(context.Background(), body, bearer(token))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// buy is a whole sandbox purchase the way the SPA makes it: order, pay, verify. It waits for
// the sandbox's webhooks and the receipt mail, so what follows sees everything settled.
func (e *env) buy(t *testing.T, token string, plan apiclient.PlanCode) apiclient.PaymentRecord {
	t.Helper()
	o := e.order(t, token, plan)
	paid := e.payInSandbox(t, token, o.OrderId, apiclient.SandboxCheckoutRequestOutcomePaid)
	r := e.verifyPayment(t, token, apiclient.CheckoutResult{RazorpayOrderId: paid.RazorpayOrderId,
		RazorpayPaymentId: paid.RazorpayPaymentId, RazorpaySignature: *paid.RazorpaySignature})
	if r.JSON200 == nil || r.JSON200.Payment.Status != apiclient.PaymentStatusCaptured {
		t.Fatalf("verify: %d %s", r.StatusCode(), r.Body)
	}
	e.settle()
	return r.JSON200.Payment
}

// settle waits for the background work of payments: webhooks in flight and receipt mails.
func (e *env) settle() {
	if e.sandbox != nil {
		e.sandbox.WaitForWebhooks()
	}
	e.payments.WaitForMail()
}

// webhook posts a Razorpay webhook body signed with secret.
func (e *env) webhook(t *testing.T, secret []byte, eventID string, body []byte) *apiclient.RazorpayWebhookResponse {
	t.Helper()
	sig := hmacHex(secret, string(body))
	params := &apiclient.RazorpayWebhookParams{XRazorpaySignature: &sig}
	if eventID != "" {
		params.XRazorpayEventId = &eventID
	}
	r, err := e.client.RazorpayWebhookWithBodyWithResponse(context.Background(), params, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// capturedEvent is a payment.captured webhook in Razorpay's documented shape.
func capturedEvent(t *testing.T, event, orderID, paymentID string, amountPaise int, currency string) []byte {
	t.Helper()
	status := "captured"
	if event == "payment.failed" {
		status = "failed"
	}
	b, err := json.Marshal(map[string]any{"entity": "event", "account_id": "acc_BFQ7uQEaa7j2z7", "event": event,
		"contains": []string{"payment"}, "created_at": time.Now().Unix(),
		"payload": map[string]any{"payment": map[string]any{"entity": map[string]any{"id": paymentID, "entity": "payment",
			"amount": amountPaise, "currency": currency, "status": status, "order_id": orderID, "method": "upi",
			"captured": status == "captured", "email": "payer@example.in", "contact": "+919876543210",
			"error_description": "Payment failed", "created_at": time.Now().Unix()}}}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// accountOf is the account behind a member's token.
func (e *env) accountOf(t *testing.T, token string) uuid.UUID {
	t.Helper()
	c, err := e.tokens.Parse(token, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return c.Subject
}

func (e *env) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := e.pool.QueryRow(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func (e *env) own(t *testing.T, token string) apiclient.UserData {
	t.Helper()
	r, err := e.client.GetUserProfileWithResponse(context.Background(), "none", bearer(token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("own profile: %v %d %s", err, r.StatusCode(), r.Body)
	}
	return r.JSON200.UserData
}

// outboxCount is how many mails in the outbox contain needle.
func outboxCount(t *testing.T, dir, needle string) int {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	n := 0
	for _, f := range files {
		if b, _ := os.ReadFile(f); bytes.Contains(b, []byte(needle)) {
			n++
		}
	}
	return n
}
