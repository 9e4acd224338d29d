package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/payments"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/internal/testkit/pgtest"
)

const (
	razorpayKeyID         = "rzp_test_1DP5mmOlF5G5ag"
	razorpayKeySecret     = "razorpay-key-secret-for-tests"
	razorpayWebhookSecret = "razorpay-webhook-secret-for-tests"
)

// razorpayAPI is a local Razorpay: POST /v1/orders and GET /v1/payments/{id} in the shapes
// Razorpay documents, with basic authentication by key id and secret. A test decides what a
// payment looks like to it.
type razorpayAPI struct {
	mu       sync.Mutex
	orders   []map[string]any
	payments map[string]map[string]any
	next     int
}

func newRazorpayAPI(t *testing.T) (*razorpayAPI, string) {
	api := &razorpayAPI{payments: map[string]map[string]any{}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/orders", func(w http.ResponseWriter, r *http.Request) {
		if key, secret, _ := r.BasicAuth(); key != razorpayKeyID || secret != razorpayKeySecret {
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"error":{"code":"BAD_REQUEST_ERROR","description":"Authentication failed"}}`))
			return
		}
		var body map[string]any
		_ = json.NewDecoder(r.Body).Decode(&body)
		api.mu.Lock()
		api.orders = append(api.orders, body)
		api.next++
		id := "order_Razorpay" + strings.Repeat("0", 5) + string(rune('A'+api.next))
		api.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"id": id, "entity": "order", "amount": body["amount"], "amount_paid": 0,
			"amount_due": body["amount"], "currency": body["currency"], "receipt": body["receipt"], "status": "created",
			"attempts": 0, "notes": body["notes"], "created_at": 1582628071})
	})
	mux.HandleFunc("GET /v1/payments/{id}", func(w http.ResponseWriter, r *http.Request) {
		api.mu.Lock()
		p, ok := api.payments[r.PathValue("id")]
		api.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		if !ok {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"error":{"code":"BAD_REQUEST_ERROR","description":"The id provided does not exist"}}`))
			return
		}
		_ = json.NewEncoder(w).Encode(p)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return api, srv.URL
}

// pay makes Razorpay hold a payment of the order, and answers what its checkout would hand the
// browser: the payment id and the signature over order|payment with the key secret.
func (a *razorpayAPI) pay(orderID, paymentID, status string, amountPaise int) apiclient.CheckoutResult {
	a.mu.Lock()
	a.payments[paymentID] = map[string]any{"id": paymentID, "entity": "payment", "amount": amountPaise, "currency": "INR",
		"status": status, "order_id": orderID, "method": "upi", "captured": status == "captured", "created_at": 1400826750}
	a.mu.Unlock()
	return apiclient.CheckoutResult{RazorpayOrderId: orderID, RazorpayPaymentId: paymentID,
		RazorpaySignature: hmacHex([]byte(razorpayKeySecret), orderID+"|"+paymentID)}
}

func newRazorpayEnv(t *testing.T) (*env, *razorpayAPI) {
	t.Helper()
	api, url := newRazorpayAPI(t)
	gateway, err := payments.NewRazorpay(payments.RazorpayConfig{KeyID: razorpayKeyID, KeySecret: razorpayKeySecret,
		WebhookSecret: razorpayWebhookSecret, BaseURL: url})
	if err != nil {
		t.Fatal(err)
	}
	return newEnvWithGateway(t, pgtest.NewDatabase(t, postgres.Migrate), gateway), api
}

func TestRazorpayPurchase(t *testing.T) {
	e, rzp := newRazorpayEnv(t)
	ctx := context.Background()
	code, token := e.memberWith(t, groom)
	o := e.order(t, token, apiclient.PlanCodePremium)
	t.Run("order-at-razorpay", func(t *testing.T) {
		if o.Provider != apiclient.PaymentProviderRazorpay || o.KeyId != razorpayKeyID || o.AmountPaise != 49900 {
			t.Fatalf("%+v", o)
		}
		sent := rzp.orders[0]
		notes, _ := sent["notes"].(map[string]any)
		if sent["amount"] != float64(49900) || sent["currency"] != "INR" || sent["receipt"] != o.PaymentId.String() ||
			notes["member"] != code || notes["plan"] != "premium" {
			t.Fatalf("order sent to Razorpay: %v", sent)
		}
	})
	t.Run("checkout-is-razorpays", func(t *testing.T) {
		res := e.do(t, "GET", "/buy", "", nil)
		csp := res.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self' https://checkout.razorpay.com") || !strings.Contains(csp, "frame-src https://api.razorpay.com") {
			t.Fatalf("CSP %q", csp)
		}
		s, _ := e.client.CompleteSandboxPaymentWithResponse(ctx, o.OrderId,
			apiclient.SandboxCheckoutRequest{Outcome: apiclient.SandboxCheckoutRequestOutcomePaid}, bearer(token))
		if s.StatusCode() != 404 || s.ApplicationproblemJSON404.Code != "sandbox_disabled" {
			t.Fatalf("the sandbox with Razorpay configured: %d %s", s.StatusCode(), s.Body)
		}
	})
	t.Run("verify-409-amount-other-than-the-order", func(t *testing.T) {
		r := e.verifyPayment(t, token, rzp.pay(o.OrderId, "pay_Underpaid00001", "captured", 100))
		if r.StatusCode() != 409 || r.ApplicationproblemJSON409.Code != "payment_mismatch" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if e.own(t, token).IsSubscribe {
			t.Fatal("an underpayment activated the plan")
		}
	})
	t.Run("verify-200-authorized-is-pending", func(t *testing.T) {
		r := e.verifyPayment(t, token, rzp.pay(o.OrderId, "pay_Authorized0001", "authorized", 49900))
		if r.JSON200 == nil || r.JSON200.Payment.Status != apiclient.PaymentStatusAuthorized {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if e.own(t, token).IsSubscribe {
			t.Fatal("an authorised payment activated the plan before its capture")
		}
	})
	t.Run("webhook-captures-then-verify-finds-it-done", func(t *testing.T) {
		checkout := rzp.pay(o.OrderId, "pay_Authorized0001", "captured", 49900)
		body := capturedEvent(t, "payment.captured", o.OrderId, checkout.RazorpayPaymentId, 49900, "INR")
		if r := e.webhook(t, []byte(razorpayKeySecret), "evt_WrongSecret", body); r.StatusCode() != 400 {
			t.Fatalf("a webhook signed with the key secret: %d", r.StatusCode())
		}
		if r := e.webhook(t, []byte(razorpayWebhookSecret), "evt_Captured0001", body); r.JSON200 == nil ||
			r.JSON200.Status != apiclient.WebhookReceiptStatusProcessed {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		r := e.verifyPayment(t, token, checkout)
		if r.JSON200 == nil || r.JSON200.Payment.Status != apiclient.PaymentStatusCaptured {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		e.settle()
		u := e.own(t, token)
		if u.Plan == nil || *u.Plan != apiclient.PlanCodePremium || *u.Subscription.ContactAllowance != 50 {
			t.Fatalf("%v %+v", u.Plan, u.Subscription)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_events WHERE outcome = 'activated'"); n != 1 {
			t.Fatalf("%d activations", n)
		}
	})
}

func TestContentSecurityPolicyWithoutRazorpay(t *testing.T) {
	e := newEnv(t)
	for _, path := range []string{"/", "/buy", "/api/plans"} {
		csp := e.do(t, "GET", path, "", nil).Header.Get("Content-Security-Policy")
		if strings.Contains(csp, "razorpay") || !strings.HasPrefix(csp, "default-src 'self'") {
			t.Fatalf("%s: %q", path, csp)
		}
	}
}
