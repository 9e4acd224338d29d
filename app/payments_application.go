package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// The payments' use cases (buying a plan: an order at the provider, the checkout's answer
// verified, the provider's webhooks, and the history with receipts; docs/adr/0012-payments.md),
// one command or query to a file (payments_*.go), each holding only the ports it uses. Settling a
// payment and mailing its receipt (paymentSettler) is shared by the checkout's answer and the
// webhook. PaymentsApplication is their index: the HTTP adapter calls Commands.X.Handle and
// Queries.X.Handle; the admin area uses Grant and History (ForAdmin).
type PaymentsApplication struct {
	Commands PaymentsCommands
	Queries  PaymentsQueries

	settler *paymentSettler
}

// PaymentsCommands change something.
type PaymentsCommands struct {
	CreateOrder     *CreatePaymentOrder
	Verify          *VerifyCheckout
	Webhook         *HandlePaymentWebhook
	CompleteSandbox *CompleteSandboxCheckout
	Grant           *GrantPlan
}

// PaymentsQueries read.
type PaymentsQueries struct {
	History *ListPayments
	Receipt *ReadReceipt
}

// PaymentsPorts are every port the payments' use cases use between them. Limits caps the orders
// a member may open (PolicyPaymentOrders: each one is a call to the provider). Sandbox is
// optional (nil unless the sandbox is the gateway), and so are Log and Now (a discarding log, the
// wall clock); Seller is the seller the receipts name.
type PaymentsPorts struct {
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

// NewPaymentsApplication builds every payments use case, naming every port missing.
func NewPaymentsApplication(p PaymentsPorts) (*PaymentsApplication, error) {
	if err := requireFields("PaymentsApplication", p, "Sandbox", "Log", "Now"); err != nil {
		return nil, err
	}
	log, now := logOr(p.Log), clockOr(p.Now)
	receipts := &receiptWriter{plans: p.Plans, profiles: p.Profiles, seller: p.Seller}
	settler := &paymentSettler{store: p.Store, receipts: receipts, profiles: p.Profiles, mail: p.Mail, log: log, now: now}
	return &PaymentsApplication{
		Commands: PaymentsCommands{
			CreateOrder: &CreatePaymentOrder{gateway: p.Gateway, store: p.Store, plans: p.Plans, profiles: p.Profiles,
				limits: p.Limits, log: log, now: now},
			Verify:          &VerifyCheckout{gateway: p.Gateway, store: p.Store, settler: settler, log: log},
			Webhook:         &HandlePaymentWebhook{gateway: p.Gateway, settler: settler, log: log},
			CompleteSandbox: &CompleteSandboxCheckout{store: p.Store, sandbox: p.Sandbox},
			Grant:           &GrantPlan{memberships: p.Memberships, log: log, now: now},
		},
		Queries: PaymentsQueries{
			History: &ListPayments{store: p.Store},
			Receipt: &ReadReceipt{store: p.Store, receipts: receipts},
		},
		settler: settler,
	}, nil
}

// WaitForMail blocks until every queued receipt is sent or has failed (shutdown, tests).
func (a *PaymentsApplication) WaitForMail() { a.settler.mails.Wait() }

// ForAdmin is what the admin area uses of payments (AdminPayments): grants by hand and a
// member's history.
func (a *PaymentsApplication) ForAdmin() AdminPayments {
	return adminPayments{grant: a.Commands.Grant, history: a.Queries.History}
}

type adminPayments struct {
	grant   *GrantPlan
	history *ListPayments
}

func (p adminPayments) Grant(ctx context.Context, g Grant) (plans.Subscription, error) {
	return p.grant.Handle(ctx, g)
}

func (p adminPayments) History(ctx context.Context, member uuid.UUID) ([]payments.Payment, error) {
	return p.history.Handle(ctx, member)
}

// planOf is the plan with code, refused as a form error when there is none.
func planOf(ctx context.Context, store PlanStore, code plans.Code) (plans.Plan, error) {
	all, err := store.ListPlans(ctx)
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
