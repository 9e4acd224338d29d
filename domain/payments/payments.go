// Package payments is the money path of the plans context: an order for a plan, what the
// payment provider reports about it, and the receipt of a paid one (docs/adr/0012-payments.md).
package payments

import (
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// Currency is the only one plans are sold in.
const Currency = "INR"

// Providers: Razorpay, or the local sandbox that signs exactly as Razorpay does.
const (
	Razorpay = "razorpay"
	Sandbox  = "sandbox"
)

// Status is where a payment of an order stands. Forward only: captured is final, and a failed
// attempt may still be followed by a successful one on the same order.
type Status string

const (
	Created    Status = "created"    // the order exists; nothing paid yet
	Authorized Status = "authorized" // the bank approved; the provider has not captured it yet
	Captured   Status = "captured"   // paid: the plan is active and a receipt numbered
	Failed     Status = "failed"     // the last attempt failed; the member may try again
)

var (
	ErrNotFound = errs.New(errs.ErrNotFound, "payment_not_found", "This payment does not exist.")
	// ErrSignatureInvalid: the checkout's answer is not what the provider signed.
	ErrSignatureInvalid = errs.New(errs.ErrInvalid, "payment_signature_invalid",
		"This payment could not be verified. If money was taken, it will be confirmed shortly.")
	// ErrMismatch: the provider reports an amount, currency or order other than ours. Nothing is granted.
	ErrMismatch = errs.New(errs.ErrConflict, "payment_mismatch",
		"This payment does not match its order, so no plan was activated. Please contact us.")
	ErrGatewayUnavailable = errs.New(errs.ErrUnavailable, "payment_gateway_unavailable",
		"Payments are temporarily unavailable. Please try again shortly.")
	ErrWebhookSignature = errs.New(errs.ErrInvalid, "webhook_signature_invalid", "The webhook signature is missing or wrong.")
	ErrWebhookMalformed = errs.New(errs.ErrInvalid, "webhook_malformed", "The webhook body is not a payment event.")
	ErrSandboxDisabled  = errs.New(errs.ErrNotFound, "sandbox_disabled", "The payment sandbox is not in use on this server.")
)

// Payment is one order for a plan and what became of it. The amount is the plan's price when
// the order was made, in paise; it never comes from the member.
type Payment struct {
	ID                uuid.UUID
	Account           uuid.UUID // uuid.Nil once the member's account is erased
	Plan              plans.Code
	AmountPaise       int
	Currency          string
	Provider          string
	OrderID           string // the provider's order id
	ProviderPaymentID string // the provider's id of the last attempt ("" before any)
	Status            Status
	FailureReason     string
	ReceiptNumber     string    // set when captured
	ValidUntil        time.Time // end of the membership this payment paid for
	BilledName        string    // personal: cleared when the account is erased
	BilledEmail       string
	CreatedAt         time.Time
	CapturedAt        time.Time
}

// AmountFor is what a plan costs, in paise.
func AmountFor(p plans.Plan) int { return p.Price * 100 }

// NewPayment is an order for p just created at the provider.
func NewPayment(account uuid.UUID, p plans.Plan, provider, orderID, billedName, billedEmail string, now time.Time) Payment {
	return Payment{ID: uuid.New(), Account: account, Plan: p.Code, AmountPaise: AmountFor(p), Currency: Currency,
		Provider: provider, OrderID: orderID, Status: Created, BilledName: billedName, BilledEmail: billedEmail,
		CreatedAt: now}
}

// Report is what the provider says about one payment of an order, from a checkout answer the
// server verified or a signed webhook. EventID makes a repeated report recognisable.
type Report struct {
	EventID     string
	Source      string // "checkout", or the webhook's event name such as "payment.captured"
	PaymentID   string
	AmountPaise int
	Currency    string
	Status      Status // Authorized, Captured or Failed
	Reason      string // why it failed, as the provider puts it
}

// Decision is what a report does to a payment.
type Decision string

const (
	Activate     Decision = "activated"        // first capture: the plan starts or extends now
	AlreadyPaid  Decision = "already_captured" // captured before (a repeat, or the other channel won the race)
	Mismatch     Decision = "amount_mismatch"  // amount or currency differ from the order: nothing granted
	MarkPending  Decision = "authorized"       // approved, awaiting capture
	MarkFailed   Decision = "failed"           // the attempt failed
	Ignore       Decision = "ignored"          // nothing to change (a failure after success, a repeat failure)
	Duplicate    Decision = "duplicate"        // this very event was handled before
	UnknownOrder Decision = "unknown_order"    // not an order of ours
)

// Decide applies the forward-only rules: a capture is final, an amount or currency other than
// the order's grants nothing, and a late authorisation after a failure is accepted.
func (p Payment) Decide(r Report) Decision {
	if r.Status != Failed && (r.AmountPaise != p.AmountPaise || r.Currency != p.Currency) {
		if p.Status == Captured {
			return AlreadyPaid
		}
		return Mismatch
	}
	switch {
	case p.Status == Captured:
		if r.Status == Captured {
			return AlreadyPaid
		}
		return Ignore
	case r.Status == Captured:
		return Activate
	case r.Status == Authorized:
		if p.Status == Authorized {
			return Ignore
		}
		return MarkPending
	case r.Status == Failed && p.Status == Created:
		return MarkFailed
	}
	return Ignore
}

// Apply records a decided report on the payment (Activate leaves the capture itself to Capture,
// which also numbers the receipt).
func (p *Payment) Apply(d Decision, r Report) {
	switch d {
	case MarkPending:
		p.Status, p.ProviderPaymentID, p.FailureReason = Authorized, r.PaymentID, ""
	case MarkFailed:
		p.Status, p.ProviderPaymentID, p.FailureReason = Failed, r.PaymentID, r.Reason
	}
}

// Capture marks the payment paid by the reported attempt, with its receipt number and the end
// of the membership it bought.
func (p *Payment) Capture(r Report, receipt string, validUntil, now time.Time) {
	p.Status, p.ProviderPaymentID, p.FailureReason = Captured, r.PaymentID, ""
	p.ReceiptNumber, p.ValidUntil, p.CapturedAt = receipt, validUntil, now
}
