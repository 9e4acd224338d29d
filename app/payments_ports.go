package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// PaymentGateway is the payment provider: Razorpay, or the local sandbox that signs exactly as
// Razorpay does (adapters/payments).
type PaymentGateway interface {
	// Provider names the adapter: payments.Razorpay or payments.Sandbox.
	Provider() string
	// KeyID is the public key the browser's checkout opens with.
	KeyID() string
	// CreateOrder registers an order of amount paise and answers the provider's order id;
	// payments.ErrGatewayUnavailable when the provider cannot be reached or refuses.
	CreateOrder(ctx context.Context, o GatewayOrder) (orderID string, err error)
	// VerifyCheckout checks, in constant time, the signature the checkout answered with over
	// order and payment id; payments.ErrSignatureInvalid when it is not the provider's.
	VerifyCheckout(orderID, paymentID, signature string) error
	// FetchPayment asks the provider how one payment stands.
	FetchPayment(ctx context.Context, paymentID string) (GatewayPayment, error)
	// ParseWebhook checks the signature over the raw body before reading anything in it
	// (payments.ErrWebhookSignature), then reads the event (payments.ErrWebhookMalformed).
	ParseWebhook(body []byte, signature string) (GatewayEvent, error)
}

// GatewayOrder is what the provider's order carries: the amount from the plan table, our
// receipt id, and notes naming the member and plan for the provider's dashboard.
type GatewayOrder struct {
	AmountPaise int
	Currency    string
	Receipt     string
	Notes       map[string]string
}

// GatewayPayment is one payment as the provider reports it.
type GatewayPayment struct {
	ID          string
	OrderID     string
	AmountPaise int
	Currency    string
	Status      payments.Status // Authorized, Captured or Failed ("" for any other state)
	Reason      string
}

// GatewayEvent is a verified webhook. Relevant is false for events the service does not act on.
type GatewayEvent struct {
	Name     string // e.g. "payment.captured"
	Relevant bool
	Payment  GatewayPayment
}

// SandboxCheckout is the sandbox's checkout screen: the member chooses to pay or to fail.
type SandboxCheckout interface {
	// Complete settles the order as the member chose, answers what Razorpay's checkout answers,
	// and delivers the matching webhooks to the service's own webhook endpoint.
	Complete(ctx context.Context, orderID string, pay bool) (SandboxOutcome, error)
}

// SandboxOutcome is the checkout's answer: the signed ids on success, the error otherwise.
type SandboxOutcome struct {
	OrderID, PaymentID, Signature string
	Failed                        bool
	ErrorCode, ErrorDescription   string
	ErrorReason                   string
}

// PaymentStore keeps payments; a report and what it changes are one transaction.
type PaymentStore interface {
	CreatePayment(ctx context.Context, p payments.Payment) error
	// PaymentByOrder is the payment of a provider order; payments.ErrNotFound when none.
	PaymentByOrder(ctx context.Context, orderID string) (payments.Payment, error)
	// Settle records the report under its event id and applies the payment's decision, in one
	// transaction: an event id seen before changes nothing (payments.Duplicate), an order not ours
	// is recorded and ignored (payments.UnknownOrder), and the first capture starts or extends
	// the member's subscription by plans.Activate and numbers the receipt.
	Settle(ctx context.Context, orderID string, r payments.Report, now time.Time) (payments.Payment, payments.Decision, error)
	// Payments are the member's orders, newest first; Payment one of them (payments.ErrNotFound
	// when it is not the member's).
	Payments(ctx context.Context, account uuid.UUID) ([]payments.Payment, error)
	Payment(ctx context.Context, account, id uuid.UUID) (payments.Payment, error)
}

// MembershipStore starts or extends a member's subscription by plans.Activate, locked against
// every other change to that member's plan; errs.ErrNotFound when the account is gone.
type MembershipStore interface {
	// Grant applies g's plan as a payment would and records on the subscription who granted it
	// and why, in one transaction.
	Grant(ctx context.Context, g Grant) (plans.Subscription, error)
}

// PaymentMailer sends the receipt of a paid payment in the member's language.
type PaymentMailer interface {
	Receipt(ctx context.Context, to, lang, fullName string, r payments.Receipt) error
}

// SubscriptionStore reads subscriptions and records contact reveals.
type SubscriptionStore interface {
	// Current is the subscription active at now, with its reveals counted; zero when none.
	Current(ctx context.Context, account uuid.UUID, now time.Time) (plans.Subscription, error)
	// Reveal spends one unit on member unless already spent, re-checking the allowance under a
	// lock, and answers the reveals left (-1: unlimited).
	Reveal(ctx context.Context, sub plans.Subscription, viewer, member uuid.UUID, now time.Time) (remaining int, err error)
}
