package payments

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// fakeRazorpay speaks the documented shapes of Razorpay's Orders and Payments APIs
// (https://razorpay.com/docs/api/orders/create, /docs/api/payments/fetch-with-id): HTTP basic
// authentication with the key id and secret, JSON bodies, amounts in paise, errors as
// {"error": {"code", "description"}}.
type fakeRazorpay struct {
	*httptest.Server
	mu       sync.Mutex
	orders   []map[string]any
	payments map[string]map[string]any
	// orderAmount, when set, is what the fake claims the order's amount is.
	orderAmount int
}

const (
	testKeyID     = "rzp_test_1DP5mmOlF5G5ag"
	testKeySecret = "thisisnotarealsecret"
)

func newFakeRazorpay(t *testing.T) *fakeRazorpay {
	f := &fakeRazorpay{payments: map[string]map[string]any{}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/orders", func(w http.ResponseWriter, r *http.Request) {
		if !f.authorised(w, r) {
			return
		}
		var body map[string]any
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil || r.Header.Get("Content-Type") != "application/json" {
			writeError(w, http.StatusBadRequest, "The request body is not valid JSON")
			return
		}
		amount, _ := body["amount"].(float64)
		if amount < 100 || body["currency"] != "INR" {
			writeError(w, http.StatusBadRequest, "The amount must be at least INR 1.00")
			return
		}
		f.mu.Lock()
		f.orders = append(f.orders, body)
		if f.orderAmount != 0 {
			amount = float64(f.orderAmount)
		}
		f.mu.Unlock()
		writeJSON(w, map[string]any{"id": "order_EKwxwAgItmmXdp", "entity": "order", "amount": amount, "amount_paid": 0,
			"amount_due": amount, "currency": body["currency"], "receipt": body["receipt"], "offer_id": nil,
			"status": "created", "attempts": 0, "notes": body["notes"], "created_at": 1582628071})
	})
	mux.HandleFunc("GET /v1/payments/{id}", func(w http.ResponseWriter, r *http.Request) {
		if !f.authorised(w, r) {
			return
		}
		f.mu.Lock()
		p, ok := f.payments[r.PathValue("id")]
		f.mu.Unlock()
		if !ok {
			writeError(w, http.StatusBadRequest, "The id provided does not exist")
			return
		}
		writeJSON(w, p)
	})
	f.Server = httptest.NewServer(mux)
	t.Cleanup(f.Close)
	return f
}

func (f *fakeRazorpay) authorised(w http.ResponseWriter, r *http.Request) bool {
	key, secret, ok := r.BasicAuth()
	if !ok || key != testKeyID || secret != testKeySecret {
		w.WriteHeader(http.StatusUnauthorized)
		_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"code": "BAD_REQUEST_ERROR",
			"description": "Authentication failed"}})
		return false
	}
	return true
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, description string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"code": "BAD_REQUEST_ERROR",
		"description": description, "source": "business", "step": "payment_initiation", "reason": "input_validation_failed"}})
}

func newTestRazorpay(t *testing.T, f *fakeRazorpay, secret string) *Razorpay {
	t.Helper()
	r, err := NewRazorpay(RazorpayConfig{KeyID: testKeyID, KeySecret: secret, WebhookSecret: "whsec", BaseURL: f.URL, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRazorpayCreateOrder(t *testing.T) {
	f := newFakeRazorpay(t)
	r := newTestRazorpay(t, f, testKeySecret)
	id, err := r.CreateOrder(context.Background(), app.GatewayOrder{AmountPaise: 29900, Currency: "INR",
		Receipt: "3f0e2c1a-0000-4000-8000-000000000001", Notes: map[string]string{"member": "MH4K7Q2PXA", "plan": "standard"}})
	if err != nil || id != "order_EKwxwAgItmmXdp" {
		t.Fatalf("%q %v", id, err)
	}
	sent := f.orders[0]
	notes, _ := sent["notes"].(map[string]any)
	if sent["amount"] != float64(29900) || sent["currency"] != "INR" || sent["receipt"] != "3f0e2c1a-0000-4000-8000-000000000001" ||
		notes["member"] != "MH4K7Q2PXA" || notes["plan"] != "standard" {
		t.Fatalf("order sent: %v", sent)
	}
	if r.Provider() != payments.Razorpay || r.KeyID() != testKeyID {
		t.Fatal("provider or key id")
	}
}

func TestRazorpayCreateOrderFailures(t *testing.T) {
	f := newFakeRazorpay(t)
	if _, err := newTestRazorpay(t, f, "wrong-secret").CreateOrder(context.Background(),
		app.GatewayOrder{AmountPaise: 29900, Currency: "INR", Receipt: "r"}); err == nil {
		t.Fatal("a refused key created an order")
	}
	r := newTestRazorpay(t, f, testKeySecret)
	if _, err := r.CreateOrder(context.Background(), app.GatewayOrder{AmountPaise: 50, Currency: "INR", Receipt: "r"}); err == nil {
		t.Fatal("an order Razorpay refused")
	}
	f.orderAmount = 100
	if _, err := r.CreateOrder(context.Background(), app.GatewayOrder{AmountPaise: 29900, Currency: "INR", Receipt: "r"}); err == nil ||
		!strings.Contains(err.Error(), "unexpected answer") {
		t.Fatalf("an order for another amount was taken: %v", err)
	}
	f.Close()
	if _, err := r.CreateOrder(context.Background(), app.GatewayOrder{AmountPaise: 29900, Currency: "INR", Receipt: "r"}); err == nil {
		t.Fatal("an unreachable Razorpay created an order")
	}
}

func TestRazorpayFetchPayment(t *testing.T) {
	f := newFakeRazorpay(t)
	f.payments["pay_29QQoUBi66xm2f"] = map[string]any{"id": "pay_29QQoUBi66xm2f", "entity": "payment", "amount": 29900,
		"currency": "INR", "status": "captured", "order_id": "order_EKwxwAgItmmXdp", "method": "upi", "amount_refunded": 0,
		"refund_status": nil, "captured": true, "error_code": nil, "error_description": nil, "created_at": 1400826750}
	f.payments["pay_failed000001"] = map[string]any{"id": "pay_failed000001", "entity": "payment", "amount": 29900,
		"currency": "INR", "status": "failed", "order_id": "order_EKwxwAgItmmXdp", "error_code": "BAD_REQUEST_ERROR",
		"error_description": "Payment failed because the card was declined", "error_reason": "card_declined"}
	r := newTestRazorpay(t, f, testKeySecret)
	p, err := r.FetchPayment(context.Background(), "pay_29QQoUBi66xm2f")
	if err != nil || p.Status != payments.Captured || p.AmountPaise != 29900 || p.Currency != "INR" || p.OrderID != "order_EKwxwAgItmmXdp" {
		t.Fatalf("%+v %v", p, err)
	}
	p, err = r.FetchPayment(context.Background(), "pay_failed000001")
	if err != nil || p.Status != payments.Failed || p.Reason != "Payment failed because the card was declined" {
		t.Fatalf("%+v %v", p, err)
	}
	if _, err := r.FetchPayment(context.Background(), "pay_unknown"); !errors.Is(err, payments.ErrGatewayUnavailable) {
		t.Fatalf("unknown payment: %v", err)
	}
}

func TestRazorpayChecksSignaturesWithItsOwnSecrets(t *testing.T) {
	r, err := NewRazorpay(RazorpayConfig{KeyID: testKeyID, KeySecret: vectorSecret, WebhookSecret: vectorWebhookSecret})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.VerifyCheckout(vectorOrder, vectorPayment, vectorSignature); err != nil {
		t.Fatalf("checkout vector: %v", err)
	}
	if _, err := r.ParseWebhook([]byte(vectorWebhook), vectorWebhookSignature); err != nil {
		t.Fatalf("webhook vector: %v", err)
	}
	// The webhook secret is not the key secret: a body signed with the key secret is refused.
	if _, err := r.ParseWebhook([]byte(vectorWebhook), sign([]byte(vectorSecret), []byte(vectorWebhook))); !errors.Is(err, payments.ErrWebhookSignature) {
		t.Fatalf("webhook signed with the key secret: %v", err)
	}
	if _, err := NewRazorpay(RazorpayConfig{KeyID: testKeyID, KeySecret: vectorSecret}); err == nil {
		t.Fatal("a Razorpay gateway without a webhook secret")
	}
}

func TestRazorpayCallEndsWithTheContext(t *testing.T) {
	block := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-block }))
	t.Cleanup(func() { close(block); slow.Close() })
	r, err := NewRazorpay(RazorpayConfig{KeyID: testKeyID, KeySecret: testKeySecret, WebhookSecret: "w", BaseURL: slow.URL})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := r.CreateOrder(ctx, app.GatewayOrder{AmountPaise: 100, Currency: "INR"}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("%v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Fatal("the call outlived its context")
	}
}
