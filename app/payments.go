package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Payments is buying a plan: an order at the provider, the checkout's answer verified, the
// provider's webhooks, and the history with receipts (docs/adr/0012-payments.md). Grant is the
// same activation without a payment, for the admin area.
type Payments struct {
	Gateway     PaymentGateway
	Sandbox     SandboxCheckout // nil unless the sandbox is the gateway
	Store       PaymentStore
	Memberships MembershipStore
	Plans       PlanStore
	Profiles    ProfileStore
	Mail        PaymentMailer
	Seller      payments.Seller
	Log         *slog.Logger
	Now         func() time.Time
	// Limits caps the orders a member may open (PolicyPaymentOrders: each one is a call to the
	// provider).
	Limits *RateLimiter

	mails sync.WaitGroup
}

// PaymentsDeps are what Payments needs; Sandbox is optional (nil unless the sandbox is the
// gateway), Log and Now have defaults.
type PaymentsDeps struct {
	Gateway     PaymentGateway
	Store       PaymentStore
	Memberships MembershipStore
	Plans       PlanStore
	Profiles    ProfileStore
	Mail        PaymentMailer
	Limits      *RateLimiter
	Seller      payments.Seller
	Sandbox     SandboxCheckout
	Log         *slog.Logger
	Now         func() time.Time
}

// NewPayments builds Payments, naming every required dependency missing.
func NewPayments(d PaymentsDeps) (*Payments, error) {
	r := required{useCase: "Payments"}
	r.need("Gateway", d.Gateway)
	r.need("Store", d.Store)
	r.need("Memberships", d.Memberships)
	r.need("Plans", d.Plans)
	r.need("Profiles", d.Profiles)
	r.need("Mail", d.Mail)
	r.need("Limits", d.Limits)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Payments{Gateway: d.Gateway, Sandbox: d.Sandbox, Store: d.Store, Memberships: d.Memberships, Plans: d.Plans,
		Profiles: d.Profiles, Mail: d.Mail, Seller: d.Seller, Limits: d.Limits, Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

// Order is a new order with what the browser's checkout opens with.
type Order struct {
	Payment payments.Payment
	Plan    plans.Plan
	KeyID   string
	// Prefill for the checkout form: the member's own name and contact.
	Name, Email, Phone string
}

// CreateOrder opens an order for the plan at the provider, for the plan's price.
func (p *Payments) CreateOrder(ctx context.Context, member uuid.UUID, code plans.Code) (Order, error) {
	if err := p.Limits.Take(ctx, PolicyPaymentOrders, member.String()); err != nil {
		return Order{}, err
	}
	plan, err := p.plan(ctx, code)
	if err != nil {
		return Order{}, err
	}
	me, err := p.Profiles.ProfileByAccount(ctx, member)
	if err != nil {
		return Order{}, err
	}
	pay := payments.NewPayment(member, plan, p.Gateway.Provider(), "", me.FullName, me.Contact.Email, p.Now())
	orderID, err := p.Gateway.CreateOrder(ctx, GatewayOrder{AmountPaise: pay.AmountPaise, Currency: pay.Currency,
		Receipt: pay.ID.String(), Notes: map[string]string{"member": me.Code, "plan": string(plan.Code)}})
	if err != nil {
		p.Log.Error("payment order not created", slog.String("provider", pay.Provider), slog.String("error", err.Error()))
		return Order{}, payments.ErrGatewayUnavailable
	}
	pay.OrderID = orderID
	if err := p.Store.CreatePayment(ctx, pay); err != nil {
		return Order{}, err
	}
	p.Log.Info("payment order created", slog.String("payment", pay.ID.String()), slog.String("account", member.String()),
		slog.String("plan", string(plan.Code)), slog.String("provider", pay.Provider), slog.String("order", orderID))
	return Order{Payment: pay, Plan: plan, KeyID: p.Gateway.KeyID(), Name: me.FullName, Email: me.Contact.Email,
		Phone: me.Contact.Phone}, nil
}

func (p *Payments) plan(ctx context.Context, code plans.Code) (plans.Plan, error) {
	all, err := p.Plans.ListPlans(ctx)
	if err != nil {
		return plans.Plan{}, err
	}
	for _, pl := range all {
		if pl.Code == code {
			return pl, nil
		}
	}
	return plans.Plan{}, &errs.ValidationError{Message: "Please fix the errors in the form.",
		Fields: []errs.FieldError{{Field: "plan", Message: "Plan is required"}}}
}

// Verify checks the checkout's answer for the member's own order: the signature first, then
// the payment as the provider reports it. The answer is the payment afterwards (captured,
// authorized and awaiting capture, or failed); the webhook may have settled it already.
func (p *Payments) Verify(ctx context.Context, member uuid.UUID, orderID, paymentID, signature string) (payments.Payment, error) {
	pay, err := p.Store.PaymentByOrder(ctx, orderID)
	if err != nil {
		return payments.Payment{}, err
	}
	if pay.Account != member {
		return payments.Payment{}, payments.ErrNotFound
	}
	if err := p.Gateway.VerifyCheckout(orderID, paymentID, signature); err != nil {
		p.Log.Warn("checkout signature refused", slog.String("payment", pay.ID.String()), slog.String("account", member.String()))
		return payments.Payment{}, err
	}
	gp, err := p.Gateway.FetchPayment(ctx, paymentID)
	if err != nil {
		return payments.Payment{}, err
	}
	if gp.OrderID != orderID {
		p.Log.Error("payment belongs to another order: nothing granted", slog.String("payment", pay.ID.String()),
			slog.String("order", orderID), slog.String("reported_order", gp.OrderID))
		return payments.Payment{}, payments.ErrMismatch
	}
	if gp.Status == "" {
		return pay, nil // neither paid nor failed yet
	}
	pay, _, err = p.settle(ctx, orderID, reportOf(gp, "checkout:"+paymentID, "checkout"))
	return pay, err
}

// Webhook handles one delivery of the provider's webhook: signature first, then the event. A
// wrong amount is recorded and acknowledged (a retry would not change it) but grants nothing.
func (p *Payments) Webhook(ctx context.Context, body []byte, signature, eventID string) (payments.Decision, error) {
	ev, err := p.Gateway.ParseWebhook(body, signature)
	if err != nil {
		p.Log.Warn("webhook refused", slog.String("reason", err.Error()))
		return "", err
	}
	if !ev.Relevant {
		p.Log.Info("webhook ignored", slog.String("event", ev.Name))
		return payments.Ignore, nil
	}
	if eventID == "" {
		// Razorpay sends X-Razorpay-Event-Id; without it, the body itself identifies a repeat.
		sum := sha256.Sum256(body)
		eventID = "sha256:" + hex.EncodeToString(sum[:])
	}
	_, d, err := p.settle(ctx, ev.Payment.OrderID, reportOf(ev.Payment, eventID, ev.Name))
	if errors.Is(err, payments.ErrMismatch) {
		return d, nil
	}
	return d, err
}

func reportOf(gp GatewayPayment, eventID, source string) payments.Report {
	return payments.Report{EventID: eventID, Source: source, PaymentID: gp.ID, AmountPaise: gp.AmountPaise,
		Currency: gp.Currency, Status: gp.Status, Reason: gp.Reason}
}

// settle records the report and acts on the decision: exactly one report of a payment (whatever
// arrives twice, together or out of order) activates the plan and sends the receipt.
func (p *Payments) settle(ctx context.Context, orderID string, r payments.Report) (payments.Payment, payments.Decision, error) {
	pay, d, err := p.Store.Settle(ctx, orderID, r, p.Now())
	if err != nil {
		return payments.Payment{}, "", err
	}
	attrs := []any{slog.String("payment", pay.ID.String()), slog.String("order", orderID), slog.String("source", r.Source),
		slog.String("decision", string(d))}
	switch d {
	case payments.Activate:
		p.Log.Info("payment captured: plan activated", append(attrs, slog.String("plan", string(pay.Plan)),
			slog.String("receipt", pay.ReceiptNumber), slog.Int("amount_paise", pay.AmountPaise))...)
		if pay.Account == uuid.Nil {
			p.Log.Error("payment captured for an erased account: refund it by hand", attrs...)
		} else {
			p.mailReceipt(pay)
		}
	case payments.Mismatch:
		p.Log.Error("payment does not match its order: nothing granted", append(attrs,
			slog.Int("expected_paise", pay.AmountPaise), slog.Int("reported_paise", r.AmountPaise),
			slog.String("reported_currency", r.Currency))...)
		return pay, d, payments.ErrMismatch
	case payments.UnknownOrder:
		p.Log.Warn("payment event for an order that is not ours", attrs...)
	default:
		p.Log.Info("payment event", attrs...)
	}
	return pay, d, nil
}

// History is the member's orders, newest first, paid or not.
func (p *Payments) History(ctx context.Context, member uuid.UUID) ([]payments.Payment, error) {
	return p.Store.Payments(ctx, member)
}

// Receipt is one of the member's payments and, once it is paid, its receipt.
func (p *Payments) Receipt(ctx context.Context, member, id uuid.UUID) (payments.Payment, *payments.Receipt, error) {
	pay, err := p.Store.Payment(ctx, member, id)
	if err != nil || pay.Status != payments.Captured {
		return pay, nil, err
	}
	r, err := p.receipt(ctx, pay)
	if err != nil {
		return payments.Payment{}, nil, err
	}
	return pay, &r, nil
}

func (p *Payments) receipt(ctx context.Context, pay payments.Payment) (payments.Receipt, error) {
	plan, err := p.plan(ctx, pay.Plan)
	if err != nil {
		return payments.Receipt{}, err
	}
	code := ""
	if pay.Account != uuid.Nil {
		me, err := p.Profiles.ProfileByAccount(ctx, pay.Account)
		if err != nil && !errors.Is(err, profile.ErrNotFound) {
			return payments.Receipt{}, err
		}
		code = me.Code
	}
	return payments.NewReceipt(pay, plan, p.Seller, code), nil
}

// Grant starts or extends the member's subscription to the plan without a payment (the admin
// area's manual grant), by the same rule a payment follows.
func (p *Payments) Grant(ctx context.Context, g Grant) (plans.Subscription, error) {
	g.Now = p.Now()
	sub, err := p.Memberships.Grant(ctx, g)
	if err != nil {
		return plans.Subscription{}, err
	}
	p.Log.Info("plan granted", slog.String("account", g.Account.String()), slog.String("plan", string(sub.Plan)),
		slog.Time("ends_at", sub.EndsAt))
	return sub, nil
}

// CompleteSandbox is the sandbox checkout's pay or fail button for the member's own order.
func (p *Payments) CompleteSandbox(ctx context.Context, member uuid.UUID, orderID string, pay bool) (SandboxOutcome, error) {
	if p.Sandbox == nil {
		return SandboxOutcome{}, payments.ErrSandboxDisabled
	}
	order, err := p.Store.PaymentByOrder(ctx, orderID)
	if err != nil {
		return SandboxOutcome{}, err
	}
	if order.Account != member {
		return SandboxOutcome{}, payments.ErrNotFound
	}
	return p.Sandbox.Complete(ctx, orderID, pay)
}

// mailReceipt sends the receipt after the response, like the account mails: a slow mail server
// must not hold the member's checkout.
func (p *Payments) mailReceipt(pay payments.Payment) {
	p.mails.Add(1)
	go func() {
		defer p.mails.Done()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		r, err := p.receipt(ctx, pay)
		if err == nil {
			lang := "en"
			if me, perr := p.Profiles.ProfileByAccount(ctx, pay.Account); perr == nil {
				lang = me.Language
			}
			err = p.Mail.Receipt(ctx, pay.BilledEmail, lang, pay.BilledName, r)
		}
		if err != nil {
			p.Log.Error("receipt not mailed", slog.String("payment", pay.ID.String()), slog.String("error", err.Error()))
		}
	}()
}

// WaitForMail blocks until every queued receipt is sent or has failed (shutdown, tests).
func (p *Payments) WaitForMail() { p.mails.Wait() }
