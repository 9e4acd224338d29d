package payments

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// WebhookPath is where the service receives Razorpay's webhooks, and where the sandbox
// delivers its own.
const WebhookPath = "/api/payments/webhooks/razorpay"

// sandboxKeyID is the public key the sandbox's checkout shows; there is nothing secret in it.
const sandboxKeyID = "rzp_sandbox_local"

// sandboxMaxOrders bounds the sandbox's memory: the oldest orders are forgotten first.
const sandboxMaxOrders = 10_000

// Sandbox is the embedded default gateway: orders, payments and webhooks as Razorpay makes
// them, signed with locally generated secrets exactly as Razorpay signs, with a checkout screen
// in the app where the member chooses to pay or to fail. Its webhooks go to the service's own
// webhook endpoint, through the same HTTP handler and the same verification as Razorpay's. It
// keeps its orders in memory: it is for one developer's server, not for a fleet.
type Sandbox struct {
	keySecret, webhookSecret []byte
	log                      *slog.Logger
	now                      func() time.Time

	mu       sync.Mutex
	orders   map[string]app.GatewayOrder
	order    []string // creation order, for forgetting the oldest
	payments map[string]app.GatewayPayment
	endpoint http.Handler

	webhooks sync.WaitGroup
}

var (
	_ app.PaymentGateway  = (*Sandbox)(nil)
	_ app.SandboxCheckout = (*Sandbox)(nil)
)

// NewSandbox signs checkouts with keySecret and webhooks with webhookSecret (each ≥ 32 random
// bytes, kept under DATA_DIR/secrets like the JWT key).
func NewSandbox(keySecret, webhookSecret []byte, log *slog.Logger) *Sandbox {
	return &Sandbox{keySecret: keySecret, webhookSecret: webhookSecret, log: log, now: time.Now,
		orders: map[string]app.GatewayOrder{}, payments: map[string]app.GatewayPayment{}}
}

// DeliverTo sets the HTTP handler webhooks are delivered to: the service's own API. The
// handler is built after the services, so it is set once both exist.
func (s *Sandbox) DeliverTo(h http.Handler) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.endpoint = h
}

func (s *Sandbox) Provider() string { return payments.Sandbox }
func (s *Sandbox) KeyID() string    { return sandboxKeyID }

func (s *Sandbox) CreateOrder(_ context.Context, o app.GatewayOrder) (string, error) {
	id := "order_" + randomID()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.orders[id] = o
	s.order = append(s.order, id)
	if len(s.order) > sandboxMaxOrders {
		delete(s.orders, s.order[0])
		s.order = s.order[1:]
	}
	return id, nil
}

func (s *Sandbox) VerifyCheckout(orderID, paymentID, signature string) error {
	return verifyCheckout(s.keySecret, orderID, paymentID, signature)
}

func (s *Sandbox) FetchPayment(_ context.Context, paymentID string) (app.GatewayPayment, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.payments[paymentID]
	if !ok {
		return app.GatewayPayment{}, payments.ErrSignatureInvalid // the sandbox never issued it
	}
	return p, nil
}

func (s *Sandbox) ParseWebhook(body []byte, signature string) (app.GatewayEvent, error) {
	return parseWebhook(s.webhookSecret, body, signature)
}

// Complete is the member's choice on the sandbox checkout. Paying answers what Razorpay's
// checkout hands its success handler (order id, payment id, signature) and delivers
// payment.captured and order.paid; failing answers Razorpay's error and delivers
// payment.failed. The webhooks arrive while the browser verifies, as they would from Razorpay.
func (s *Sandbox) Complete(_ context.Context, orderID string, pay bool) (app.SandboxOutcome, error) {
	s.mu.Lock()
	o, ok := s.orders[orderID]
	p := app.GatewayPayment{ID: "pay_" + randomID(), OrderID: orderID, AmountPaise: o.AmountPaise, Currency: o.Currency}
	if ok {
		if pay {
			p.Status = payments.Captured
		} else {
			p.Status, p.Reason = payments.Failed, "Payment failed in the sandbox checkout"
		}
		s.payments[p.ID] = p
	}
	s.mu.Unlock()
	if !ok {
		return app.SandboxOutcome{}, payments.ErrNotFound
	}
	if !pay {
		s.deliver("payment.failed", p, o)
		return app.SandboxOutcome{OrderID: orderID, PaymentID: p.ID, Failed: true, ErrorCode: "BAD_REQUEST_ERROR",
			ErrorDescription: p.Reason, ErrorReason: "payment_failed"}, nil
	}
	s.deliver("payment.captured", p, o)
	s.deliver("order.paid", p, o)
	return app.SandboxOutcome{OrderID: orderID, PaymentID: p.ID, Signature: sign(s.keySecret, checkoutMessage(orderID, p.ID))}, nil
}

// deliver posts one webhook, signed and shaped as Razorpay's, to the service's own endpoint in
// the background.
func (s *Sandbox) deliver(event string, p app.GatewayPayment, o app.GatewayOrder) {
	s.mu.Lock()
	endpoint := s.endpoint
	s.mu.Unlock()
	if endpoint == nil {
		s.log.Warn("sandbox webhook not delivered: no endpoint", slog.String("event", event))
		return
	}
	body, err := json.Marshal(s.webhookBody(event, p, o))
	if err != nil {
		s.log.Error("sandbox webhook not built", slog.String("error", err.Error()))
		return
	}
	eventID := "evt_" + randomID()
	s.webhooks.Add(1)
	go func() {
		defer s.webhooks.Done()
		req, err := http.NewRequest(http.MethodPost, WebhookPath, bytes.NewReader(body))
		if err != nil {
			return
		}
		req.RemoteAddr = "127.0.0.1:0"
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Razorpay-Signature", sign(s.webhookSecret, body))
		req.Header.Set("X-Razorpay-Event-Id", eventID)
		rec := &statusOnly{header: http.Header{}}
		endpoint.ServeHTTP(rec, req)
		if rec.status != http.StatusOK {
			s.log.Warn("sandbox webhook refused", slog.String("event", event), slog.Int("status", rec.status))
		}
	}()
}

// WaitForWebhooks blocks until every webhook delivered so far was answered (shutdown, tests).
func (s *Sandbox) WaitForWebhooks() { s.webhooks.Wait() }

func (s *Sandbox) webhookBody(event string, p app.GatewayPayment, o app.GatewayOrder) map[string]any {
	status := map[payments.Status]string{payments.Captured: "captured", payments.Failed: "failed"}[p.Status]
	created := s.now().Unix()
	entity := map[string]any{"id": p.ID, "entity": "payment", "amount": p.AmountPaise, "currency": p.Currency,
		"status": status, "order_id": p.OrderID, "method": "sandbox", "captured": p.Status == payments.Captured,
		"notes": o.Notes, "error_code": nil, "error_description": nil, "error_reason": nil, "created_at": created}
	if p.Status == payments.Failed {
		entity["error_code"], entity["error_description"], entity["error_reason"] = "BAD_REQUEST_ERROR", p.Reason, "payment_failed"
	}
	payload := map[string]any{"payment": map[string]any{"entity": entity}}
	contains := []string{"payment"}
	if event == "order.paid" {
		contains = append(contains, "order")
		payload["order"] = map[string]any{"entity": map[string]any{"id": p.OrderID, "entity": "order",
			"amount": o.AmountPaise, "amount_paid": o.AmountPaise, "amount_due": 0, "currency": o.Currency,
			"receipt": o.Receipt, "status": "paid", "notes": o.Notes, "created_at": created}}
	}
	return map[string]any{"entity": "event", "account_id": "acc_sandbox", "event": event, "contains": contains,
		"payload": payload, "created_at": created}
}

// statusOnly is the response writer of an in-process delivery: only the status matters.
type statusOnly struct {
	header http.Header
	status int
}

func (w *statusOnly) Header() http.Header { return w.header }
func (w *statusOnly) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return len(b), nil
}
func (w *statusOnly) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
}

// randomID is 14 random characters, as long as Razorpay's ids (order_IEIaMR65cu6nz3).
func randomID() string { return rand.Text()[:14] }
