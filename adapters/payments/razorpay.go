package payments

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"time"

	razorpay "github.com/razorpay/razorpay-go"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// Razorpay implements app.PaymentGateway on Razorpay's Orders API (through the official Go
// client), its checkout signature and its webhook signature.
type Razorpay struct {
	keyID         string
	keySecret     []byte
	webhookSecret []byte
	client        *razorpay.Client
}

var _ app.PaymentGateway = (*Razorpay)(nil)

// RazorpayConfig is the account's keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,
// RAZORPAY_WEBHOOK_SECRET) and, for tests, another base URL than api.razorpay.com.
type RazorpayConfig struct {
	KeyID, KeySecret, WebhookSecret string
	BaseURL                         string
	Timeout                         time.Duration
}

// newClientMu: razorpay.NewClient writes a package-level variable; two gateways built at once
// (tests, each with its own fake) must not race on it.
var newClientMu sync.Mutex

func NewRazorpay(c RazorpayConfig) (*Razorpay, error) {
	if c.KeyID == "" || c.KeySecret == "" || c.WebhookSecret == "" {
		return nil, fmt.Errorf("razorpay: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must all be set")
	}
	if c.Timeout == 0 {
		c.Timeout = 10 * time.Second
	}
	newClientMu.Lock()
	client := razorpay.NewClient(c.KeyID, c.KeySecret)
	newClientMu.Unlock()
	// Every resource shares this one request object: the base URL and HTTP client set here are
	// the ones every call uses. The client takes no context, so the timeout bounds each call.
	client.Order.Request.HTTPClient = &http.Client{Timeout: c.Timeout}
	if c.BaseURL != "" {
		client.Order.Request.BaseURL = c.BaseURL
	}
	return &Razorpay{keyID: c.KeyID, keySecret: []byte(c.KeySecret), webhookSecret: []byte(c.WebhookSecret), client: client}, nil
}

func (r *Razorpay) Provider() string { return payments.Razorpay }
func (r *Razorpay) KeyID() string    { return r.keyID }

// CreateOrder is POST /v1/orders with the amount in paise, the currency, our receipt id and
// notes; it answers the order's id once the answer confirms amount and currency.
func (r *Razorpay) CreateOrder(ctx context.Context, o app.GatewayOrder) (string, error) {
	notes := map[string]interface{}{}
	for k, v := range o.Notes {
		notes[k] = v
	}
	body, err := call(ctx, func() (map[string]interface{}, error) {
		return r.client.Order.Create(map[string]interface{}{"amount": o.AmountPaise, "currency": o.Currency,
			"receipt": o.Receipt, "notes": notes}, nil)
	})
	if err != nil {
		return "", fmt.Errorf("razorpay: create order: %w", err)
	}
	id, _ := body["id"].(string)
	amount, _ := body["amount"].(float64)
	currency, _ := body["currency"].(string)
	if id == "" || int(amount) != o.AmountPaise || currency != o.Currency {
		return "", fmt.Errorf("razorpay: create order: unexpected answer (id %q, amount %v %s)", id, amount, currency)
	}
	return id, nil
}

func (r *Razorpay) VerifyCheckout(orderID, paymentID, signature string) error {
	return verifyCheckout(r.keySecret, orderID, paymentID, signature)
}

// FetchPayment is GET /v1/payments/{id}.
func (r *Razorpay) FetchPayment(ctx context.Context, paymentID string) (app.GatewayPayment, error) {
	body, err := call(ctx, func() (map[string]interface{}, error) { return r.client.Payment.Fetch(paymentID, nil, nil) })
	if err != nil {
		return app.GatewayPayment{}, fmt.Errorf("razorpay: fetch payment: %w: %w", payments.ErrGatewayUnavailable, err)
	}
	e := paymentEntity{}
	e.ID, _ = body["id"].(string)
	e.OrderID, _ = body["order_id"].(string)
	e.Currency, _ = body["currency"].(string)
	e.Status, _ = body["status"].(string)
	e.ErrorDescription, _ = body["error_description"].(string)
	e.ErrorReason, _ = body["error_reason"].(string)
	amount, _ := body["amount"].(float64)
	e.Amount = int(amount)
	if e.ID != paymentID {
		return app.GatewayPayment{}, fmt.Errorf("razorpay: fetch payment: %w: answer for %q", payments.ErrGatewayUnavailable, e.ID)
	}
	return e.toApp(), nil
}

func (r *Razorpay) ParseWebhook(body []byte, signature string) (app.GatewayEvent, error) {
	return parseWebhook(r.webhookSecret, body, signature)
}

// call runs a client call but answers as soon as ctx ends (the client itself takes no context;
// its own timeout ends the abandoned call).
func call(ctx context.Context, f func() (map[string]interface{}, error)) (map[string]interface{}, error) {
	type result struct {
		body map[string]interface{}
		err  error
	}
	done := make(chan result, 1)
	go func() {
		body, err := f()
		done <- result{body, err}
	}()
	select {
	case res := <-done:
		return res.body, res.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
