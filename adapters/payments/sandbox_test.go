package payments

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"testing"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// webhookCatcher stands in for the service's API: it records what the sandbox delivers.
type webhookCatcher struct {
	mu         sync.Mutex
	deliveries []delivery
}

type delivery struct {
	path, signature, eventID, contentType string
	body                                  []byte
}

func (c *webhookCatcher) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	c.mu.Lock()
	c.deliveries = append(c.deliveries, delivery{r.URL.Path, r.Header.Get("X-Razorpay-Signature"),
		r.Header.Get("X-Razorpay-Event-Id"), r.Header.Get("Content-Type"), body})
	c.mu.Unlock()
	w.WriteHeader(http.StatusOK)
}

func newTestSandbox(t *testing.T) (*Sandbox, *webhookCatcher) {
	t.Helper()
	s := NewSandbox([]byte("sandbox-key-secret-0123456789abcdef"), []byte("sandbox-webhook-secret-0123456789ab"), slog.New(slog.DiscardHandler))
	c := &webhookCatcher{}
	s.DeliverTo(c)
	return s, c
}

func TestSandboxPaySignsLikeRazorpayAndDeliversWebhooks(t *testing.T) {
	s, c := newTestSandbox(t)
	ctx := context.Background()
	orderID, err := s.CreateOrder(ctx, app.GatewayOrder{AmountPaise: 29900, Currency: "INR", Receipt: "r1",
		Notes: map[string]string{"member": "MH4K7Q2PXA", "plan": "standard"}})
	if err != nil || len(orderID) != len("order_")+14 {
		t.Fatalf("%q %v", orderID, err)
	}
	out, err := s.Complete(ctx, orderID, true)
	if err != nil || out.Failed || out.OrderID != orderID {
		t.Fatalf("%+v %v", out, err)
	}
	if out.Signature != sign(s.keySecret, []byte(orderID+"|"+out.PaymentID)) {
		t.Fatal("not Razorpay's checkout signature")
	}
	if err := s.VerifyCheckout(orderID, out.PaymentID, out.Signature); err != nil {
		t.Fatal(err)
	}
	p, err := s.FetchPayment(ctx, out.PaymentID)
	if err != nil || p.Status != payments.Captured || p.AmountPaise != 29900 || p.OrderID != orderID {
		t.Fatalf("%+v %v", p, err)
	}
	s.WaitForWebhooks()
	if len(c.deliveries) != 2 {
		t.Fatalf("%d webhooks delivered, want payment.captured and order.paid", len(c.deliveries))
	}
	names := map[string]bool{}
	for _, d := range c.deliveries {
		if d.path != WebhookPath || d.contentType != "application/json" || d.eventID == "" {
			t.Fatalf("delivery %+v", d)
		}
		ev, err := s.ParseWebhook(d.body, d.signature)
		if err != nil || !ev.Relevant || ev.Payment.ID != out.PaymentID || ev.Payment.Status != payments.Captured ||
			ev.Payment.AmountPaise != 29900 || ev.Payment.OrderID != orderID {
			t.Fatalf("%+v %v", ev, err)
		}
		names[ev.Name] = true
	}
	if !names["payment.captured"] || !names["order.paid"] || c.deliveries[0].eventID == c.deliveries[1].eventID {
		t.Fatalf("events %v", names)
	}
}

func TestSandboxFail(t *testing.T) {
	s, c := newTestSandbox(t)
	ctx := context.Background()
	orderID, _ := s.CreateOrder(ctx, app.GatewayOrder{AmountPaise: 19900, Currency: "INR"})
	out, err := s.Complete(ctx, orderID, false)
	if err != nil || !out.Failed || out.Signature != "" || out.ErrorCode == "" || out.PaymentID == "" {
		t.Fatalf("%+v %v", out, err)
	}
	s.WaitForWebhooks()
	if len(c.deliveries) != 1 {
		t.Fatalf("%d webhooks", len(c.deliveries))
	}
	ev, err := s.ParseWebhook(c.deliveries[0].body, c.deliveries[0].signature)
	if err != nil || ev.Name != "payment.failed" || ev.Payment.Status != payments.Failed || ev.Payment.Reason == "" {
		t.Fatalf("%+v %v", ev, err)
	}
}

func TestSandboxRefusesWhatItNeverIssued(t *testing.T) {
	s, _ := newTestSandbox(t)
	ctx := context.Background()
	if _, err := s.Complete(ctx, "order_NotASandboxOne", true); !errors.Is(err, payments.ErrNotFound) {
		t.Fatalf("unknown order: %v", err)
	}
	if _, err := s.FetchPayment(ctx, "pay_NeverIssued00"); err == nil {
		t.Fatal("unknown payment fetched")
	}
	// A signature made with Razorpay's documented test secret is not the sandbox's.
	if err := s.VerifyCheckout(vectorOrder, vectorPayment, vectorSignature); !errors.Is(err, payments.ErrSignatureInvalid) {
		t.Fatalf("foreign signature: %v", err)
	}
}
