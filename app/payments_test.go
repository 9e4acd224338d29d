package app_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// payGateway signs with the word "good"; it reports the payments in reported and the event in event.
type payGateway struct {
	app.PaymentGateway
	down     bool
	orders   []app.GatewayOrder
	verified int // checkout signatures checked
	fetched  int
	reported map[string]app.GatewayPayment
	event    app.GatewayEvent
}

func (g *payGateway) Provider() string { return payments.Sandbox }
func (g *payGateway) KeyID() string    { return "key_test" }

func (g *payGateway) CreateOrder(_ context.Context, o app.GatewayOrder) (string, error) {
	if g.down {
		return "", errors.New("connection refused")
	}
	g.orders = append(g.orders, o)
	return "order_" + o.Receipt, nil
}

func (g *payGateway) VerifyCheckout(_, _, signature string) error {
	g.verified++
	if signature != "good" {
		return payments.ErrSignatureInvalid
	}
	return nil
}

func (g *payGateway) FetchPayment(_ context.Context, id string) (app.GatewayPayment, error) {
	g.fetched++
	return g.reported[id], nil
}

func (g *payGateway) ParseWebhook(_ []byte, signature string) (app.GatewayEvent, error) {
	if signature != "good" {
		return app.GatewayEvent{}, payments.ErrWebhookSignature
	}
	return g.event, nil
}

// payStore keeps the port's contract in memory: an event id seen before is a duplicate, and the
// first capture activates (counted in activations).
type payStore struct {
	app.PaymentStore
	mu          sync.Mutex
	byOrder     map[string]payments.Payment
	seen        map[string]bool
	settled     []payments.Report
	activations int
}

func newPayStore() *payStore {
	return &payStore{byOrder: map[string]payments.Payment{}, seen: map[string]bool{}}
}

func (s *payStore) CreatePayment(_ context.Context, p payments.Payment) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.byOrder[p.OrderID] = p
	return nil
}

func (s *payStore) PaymentByOrder(_ context.Context, id string) (payments.Payment, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.byOrder[id]; ok {
		return p, nil
	}
	return payments.Payment{}, payments.ErrNotFound
}

func (s *payStore) Payment(_ context.Context, account, id uuid.UUID) (payments.Payment, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.byOrder {
		if p.ID == id && p.Account == account {
			return p, nil
		}
	}
	return payments.Payment{}, payments.ErrNotFound
}

func (s *payStore) Settle(_ context.Context, orderID string, r payments.Report, now time.Time) (payments.Payment, payments.Decision, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.settled = append(s.settled, r)
	p, ok := s.byOrder[orderID]
	if s.seen[r.EventID] {
		return p, payments.Duplicate, nil
	}
	s.seen[r.EventID] = true
	if !ok {
		return payments.Payment{}, payments.UnknownOrder, nil
	}
	d := p.Decide(r)
	if d == payments.Activate {
		s.activations++
		p.Capture(r, payments.ReceiptNumber(int64(s.activations), now), now.AddDate(0, 3, 0), now)
	} else {
		p.Apply(d, r)
	}
	s.byOrder[orderID] = p
	return p, d, nil
}

type payPlans []plans.Plan

func (p payPlans) ListPlans(context.Context) ([]plans.Plan, error) { return p, nil }

type receiptMailer struct {
	mu   sync.Mutex
	sent []payments.Receipt
	to   []string
}

func (m *receiptMailer) Receipt(_ context.Context, to, _, _ string, r payments.Receipt) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sent, m.to = append(m.sent, r), append(m.to, to)
	return nil
}

type payRig struct {
	p       *app.PaymentsApplication
	gateway *payGateway
	store   *payStore
	mail    *receiptMailer
	limits  *app.RateLimiter
}

var (
	payNow  = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	premium = plans.Plan{Code: plans.Premium, Price: 4999, ValidityMonths: 3}
	buyer   = profile.Profile{AccountID: uuid.New(), Code: "MHBUYER001", FullName: "Ravi Kale", Gender: "male",
		Language: "mr", Contact: profile.Contact{Email: "ravi@example.in", Phone: "9822000001"}}
)

func newPayRig(t *testing.T) payRig {
	t.Helper()
	clock := func() time.Time { return payNow }
	r := payRig{gateway: &payGateway{reported: map[string]app.GatewayPayment{}}, store: newPayStore(), mail: &receiptMailer{},
		limits: app.NewRateLimiter(&memoryCounter{windows: map[string]struct {
			hits int
			ends time.Time
		}{}}, slog.New(slog.NewTextHandler(io.Discard, nil)), clock)}
	p, err := app.NewPaymentsApplication(app.PaymentsPorts{Gateway: r.gateway, Store: r.store, Memberships: stubMembershipStore{},
		Plans:    payPlans{{Code: plans.Standard, Price: 2999, ValidityMonths: 3}, premium},
		Profiles: fakeProfiles{byCode: map[string]profile.Profile{buyer.Code: buyer}}, Mail: r.mail, Limits: r.limits,
		Seller: payments.Seller{Name: "Reshimgathi", GSTRatePercent: 18}, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	r.p = p
	return r
}

// order opens a premium order for the buyer and answers its provider order id.
func (r payRig) order(t *testing.T) payments.Payment {
	t.Helper()
	o, err := r.p.Commands.CreateOrder.Handle(context.Background(), buyer.AccountID, plans.Premium)
	if err != nil {
		t.Fatal(err)
	}
	return o.Payment
}

func captured(orderID, paymentID string, amount int) app.GatewayPayment {
	return app.GatewayPayment{ID: paymentID, OrderID: orderID, AmountPaise: amount, Currency: payments.Currency, Status: payments.Captured}
}

func TestCreateOrderDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("the order is for the plan's price, in rupees' paise, and prefilled with the member", func(t *testing.T) {
		r := newPayRig(t)
		o, err := r.p.Commands.CreateOrder.Handle(ctx, buyer.AccountID, plans.Premium)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.gateway.orders) != 1 {
			t.Fatalf("gateway orders %+v", r.gateway.orders)
		}
		g := r.gateway.orders[0]
		if g.AmountPaise != 499900 || g.Currency != "INR" || g.Receipt != o.Payment.ID.String() ||
			g.Notes["member"] != buyer.Code || g.Notes["plan"] != "premium" {
			t.Fatalf("gateway order %+v", g)
		}
		stored, err := r.store.PaymentByOrder(ctx, o.Payment.OrderID)
		if err != nil || stored.AmountPaise != 499900 || stored.Account != buyer.AccountID || stored.Status != payments.Created ||
			stored.Plan != plans.Premium || stored.Provider != payments.Sandbox || !stored.CreatedAt.Equal(payNow) {
			t.Fatalf("stored %+v (%v)", stored, err)
		}
		if o.KeyID != "key_test" || o.Name != buyer.FullName || o.Email != buyer.Contact.Email || o.Phone != buyer.Contact.Phone ||
			o.Plan.Code != plans.Premium {
			t.Fatalf("order %+v", o)
		}
	})

	for _, code := range []plans.Code{"diamond", "", plans.Elite} { // elite is a plan, but not one on sale here
		t.Run("refused: plan "+string(code), func(t *testing.T) {
			r := newPayRig(t)
			_, err := r.p.Commands.CreateOrder.Handle(ctx, buyer.AccountID, code)
			if !errors.Is(err, errs.ErrInvalid) || !fieldErr(err, "plan") {
				t.Fatalf("got %v", err)
			}
			if len(r.gateway.orders) != 0 || len(r.store.byOrder) != 0 {
				t.Fatal("an order was opened")
			}
		})
	}

	t.Run("a provider that cannot be reached stores nothing", func(t *testing.T) {
		r := newPayRig(t)
		r.gateway.down = true
		if _, err := r.p.Commands.CreateOrder.Handle(ctx, buyer.AccountID, plans.Premium); !errors.Is(err, payments.ErrGatewayUnavailable) {
			t.Fatalf("got %v", err)
		}
		if len(r.store.byOrder) != 0 {
			t.Fatal("a payment was stored")
		}
	})

	t.Run("orders per member are rate limited before the provider is called", func(t *testing.T) {
		r := newPayRig(t)
		r.limits.SetLimit(app.PolicyPaymentOrders, 1)
		r.order(t)
		var rl *errs.RateLimitedError
		if _, err := r.p.Commands.CreateOrder.Handle(ctx, buyer.AccountID, plans.Premium); !errors.As(err, &rl) {
			t.Fatalf("got %v", err)
		}
		if len(r.gateway.orders) != 1 {
			t.Fatalf("gateway called %d times", len(r.gateway.orders))
		}
	})
}

func TestVerifyCheckoutDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("a captured payment activates once and mails one receipt, however often it is verified", func(t *testing.T) {
		r := newPayRig(t)
		pay := r.order(t)
		r.gateway.reported["pay_1"] = captured(pay.OrderID, "pay_1", pay.AmountPaise)
		got, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, pay.OrderID, "pay_1", "good")
		if err != nil || got.Status != payments.Captured || got.ReceiptNumber == "" {
			t.Fatalf("%+v %v", got, err)
		}
		again, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, pay.OrderID, "pay_1", "good")
		if err != nil || again.Status != payments.Captured {
			t.Fatalf("repeat: %+v %v", again, err)
		}
		// The webhook of the same capture arrives too.
		r.gateway.event = app.GatewayEvent{Name: "payment.captured", Relevant: true, Payment: captured(pay.OrderID, "pay_1", pay.AmountPaise)}
		if d, err := r.p.Commands.Webhook.Handle(ctx, []byte(`{"captured"}`), "good", "evt_1"); err != nil || d != payments.AlreadyPaid {
			t.Fatalf("webhook after verify: %q %v", d, err)
		}
		r.p.WaitForMail()
		if r.store.activations != 1 {
			t.Fatalf("%d activations", r.store.activations)
		}
		if len(r.mail.sent) != 1 || r.mail.to[0] != buyer.Contact.Email || r.mail.sent[0].MemberCode != buyer.Code ||
			r.mail.sent[0].Payment.AmountPaise != 499900 || r.mail.sent[0].GSTPaise != payments.GSTIncluded(499900, 18) {
			t.Fatalf("receipts %+v", r.mail.sent)
		}
	})

	t.Run("a bad signature is refused before the provider is asked, and nothing is settled", func(t *testing.T) {
		r := newPayRig(t)
		pay := r.order(t)
		r.gateway.reported["pay_1"] = captured(pay.OrderID, "pay_1", pay.AmountPaise)
		if _, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, pay.OrderID, "pay_1", "forged"); !errors.Is(err, payments.ErrSignatureInvalid) {
			t.Fatalf("got %v", err)
		}
		if r.gateway.fetched != 0 || len(r.store.settled) != 0 || r.store.activations != 0 {
			t.Fatal("a forged answer reached the settlement")
		}
	})

	t.Run("another member's order does not exist for the caller", func(t *testing.T) {
		r := newPayRig(t)
		pay := r.order(t)
		if _, err := r.p.Commands.Verify.Handle(ctx, uuid.New(), pay.OrderID, "pay_1", "good"); !errors.Is(err, payments.ErrNotFound) {
			t.Fatalf("got %v", err)
		}
		if r.gateway.verified != 0 || len(r.store.settled) != 0 {
			t.Fatal("went on with someone else's order")
		}
		if _, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, "order_unknown", "pay_1", "good"); !errors.Is(err, payments.ErrNotFound) {
			t.Fatalf("unknown order: %v", err)
		}
	})

	t.Run("a payment of another order grants nothing", func(t *testing.T) {
		r := newPayRig(t)
		pay := r.order(t)
		r.gateway.reported["pay_1"] = captured("order_elsewhere", "pay_1", pay.AmountPaise)
		if _, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, pay.OrderID, "pay_1", "good"); !errors.Is(err, payments.ErrMismatch) {
			t.Fatalf("got %v", err)
		}
		if len(r.store.settled) != 0 || r.store.activations != 0 {
			t.Fatal("settled a payment of another order")
		}
	})

	t.Run("a payment in no final state yet changes nothing", func(t *testing.T) {
		r := newPayRig(t)
		pay := r.order(t)
		r.gateway.reported["pay_1"] = app.GatewayPayment{ID: "pay_1", OrderID: pay.OrderID, AmountPaise: pay.AmountPaise, Currency: "INR"}
		got, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, pay.OrderID, "pay_1", "good")
		if err != nil || got.Status != payments.Created || len(r.store.settled) != 0 {
			t.Fatalf("%+v %v, settled %d", got, err, len(r.store.settled))
		}
	})

	t.Run("an amount other than the plan's grants nothing and says so", func(t *testing.T) {
		r := newPayRig(t)
		pay := r.order(t)
		r.gateway.reported["pay_1"] = captured(pay.OrderID, "pay_1", 100)
		if _, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, pay.OrderID, "pay_1", "good"); !errors.Is(err, payments.ErrMismatch) {
			t.Fatalf("got %v", err)
		}
		r.p.WaitForMail()
		if r.store.activations != 0 || len(r.mail.sent) != 0 {
			t.Fatal("a wrong amount activated the plan")
		}
	})
}

func TestWebhookDecisions(t *testing.T) {
	ctx := context.Background()

	t.Run("a bad signature is refused and nothing is read", func(t *testing.T) {
		r := newPayRig(t)
		if _, err := r.p.Commands.Webhook.Handle(ctx, []byte("{}"), "forged", "evt_1"); !errors.Is(err, payments.ErrWebhookSignature) {
			t.Fatalf("got %v", err)
		}
		if len(r.store.settled) != 0 {
			t.Fatal("settled")
		}
	})

	t.Run("an event the service does not act on is ignored", func(t *testing.T) {
		r := newPayRig(t)
		r.gateway.event = app.GatewayEvent{Name: "refund.created"}
		if d, err := r.p.Commands.Webhook.Handle(ctx, []byte("{}"), "good", "evt_1"); err != nil || d != payments.Ignore || len(r.store.settled) != 0 {
			t.Fatalf("%q %v", d, err)
		}
	})

	for _, c := range []struct {
		name      string
		amount    int
		order     string // "" is the member's order
		eventIDs  []string
		decisions []payments.Decision
		activated int
	}{
		{"a capture activates once; the repeated delivery is a duplicate", 499900, "", []string{"evt_1", "evt_1"},
			[]payments.Decision{payments.Activate, payments.Duplicate}, 1},
		{"a second event of the same capture is already paid", 499900, "", []string{"evt_1", "evt_2"},
			[]payments.Decision{payments.Activate, payments.AlreadyPaid}, 1},
		{"without an event id the body identifies a repeat", 499900, "", []string{"", ""},
			[]payments.Decision{payments.Activate, payments.Duplicate}, 1},
		{"a wrong amount is acknowledged but grants nothing", 100, "", []string{"evt_1"},
			[]payments.Decision{payments.Mismatch}, 0},
		{"an order not ours is acknowledged", 499900, "order_not_ours", []string{"evt_1"},
			[]payments.Decision{payments.UnknownOrder}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newPayRig(t)
			pay := r.order(t)
			order := pay.OrderID
			if c.order != "" {
				order = c.order
			}
			r.gateway.event = app.GatewayEvent{Name: "payment.captured", Relevant: true, Payment: captured(order, "pay_1", c.amount)}
			for i, id := range c.eventIDs {
				d, err := r.p.Commands.Webhook.Handle(ctx, []byte(`{"event":"payment.captured"}`), "good", id)
				if err != nil || d != c.decisions[i] {
					t.Fatalf("delivery %d: %q %v, want %q", i+1, d, err, c.decisions[i])
				}
			}
			r.p.WaitForMail()
			if r.store.activations != c.activated || len(r.mail.sent) != c.activated {
				t.Fatalf("%d activations, %d receipts, want %d", r.store.activations, len(r.mail.sent), c.activated)
			}
			if c.eventIDs[0] == "" && (len(r.store.settled) == 0 || len(r.store.settled[0].EventID) < len("sha256:")+64) {
				t.Fatalf("event id %+v", r.store.settled)
			}
		})
	}
}

func TestSandboxAndReceiptsBelongToTheMember(t *testing.T) {
	ctx := context.Background()
	r := newPayRig(t)
	pay := r.order(t)
	if _, err := r.p.Commands.CompleteSandbox.Handle(ctx, buyer.AccountID, pay.OrderID, true); !errors.Is(err, payments.ErrSandboxDisabled) {
		t.Fatalf("no sandbox: %v", err)
	}
	got, receipt, err := r.p.Queries.Receipt.Handle(ctx, buyer.AccountID, pay.ID)
	if err != nil || receipt != nil || got.ID != pay.ID {
		t.Fatalf("unpaid order: %+v %+v %v", got, receipt, err)
	}
	if _, _, err := r.p.Queries.Receipt.Handle(ctx, uuid.New(), pay.ID); !errors.Is(err, payments.ErrNotFound) {
		t.Fatalf("someone else's receipt: %v", err)
	}
	r.gateway.reported["pay_1"] = captured(pay.OrderID, "pay_1", pay.AmountPaise)
	if _, err := r.p.Commands.Verify.Handle(ctx, buyer.AccountID, pay.OrderID, "pay_1", "good"); err != nil {
		t.Fatal(err)
	}
	r.p.WaitForMail()
	_, receipt, err = r.p.Queries.Receipt.Handle(ctx, buyer.AccountID, pay.ID)
	if err != nil || receipt == nil || receipt.Number == "" || receipt.Plan.Code != plans.Premium || receipt.MemberCode != buyer.Code {
		t.Fatalf("paid order: %+v %v", receipt, err)
	}
}
