package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres/sqlcgen"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// PaymentStore implements app.PaymentStore.
type PaymentStore struct {
	pool *pgxpool.Pool
	q    *sqlcgen.Queries
}

func NewPaymentStore(pool *pgxpool.Pool) *PaymentStore {
	return &PaymentStore{pool: pool, q: sqlcgen.New(pool)}
}

func (s *PaymentStore) CreatePayment(ctx context.Context, p payments.Payment) error {
	return wrap("CreatePayment", s.q.InsertPayment(ctx, sqlcgen.InsertPaymentParams{ID: p.ID,
		AccountID: uuid.NullUUID{UUID: p.Account, Valid: true}, Plan: string(p.Plan), AmountPaise: int32(p.AmountPaise),
		Currency: p.Currency, Provider: p.Provider, ProviderOrderID: p.OrderID, Status: string(p.Status),
		BilledName: optional(p.BilledName), BilledEmail: optional(p.BilledEmail), CreatedAt: p.CreatedAt}), nil)
}

func (s *PaymentStore) PaymentByOrder(ctx context.Context, orderID string) (payments.Payment, error) {
	r, err := s.q.PaymentByOrder(ctx, orderID)
	if err != nil {
		return payments.Payment{}, wrap("PaymentByOrder", err, payments.ErrNotFound)
	}
	return paymentToDomain(r), nil
}

func (s *PaymentStore) Payments(ctx context.Context, account uuid.UUID) ([]payments.Payment, error) {
	rows, err := s.q.PaymentsOfAccount(ctx, uuid.NullUUID{UUID: account, Valid: true})
	if err != nil {
		return nil, wrap("Payments", err, nil)
	}
	out := make([]payments.Payment, 0, len(rows))
	for _, r := range rows {
		out = append(out, paymentToDomain(r))
	}
	return out, nil
}

func (s *PaymentStore) Payment(ctx context.Context, account, id uuid.UUID) (payments.Payment, error) {
	r, err := s.q.PaymentOfAccount(ctx, sqlcgen.PaymentOfAccountParams{ID: id, AccountID: uuid.NullUUID{UUID: account, Valid: true}})
	if err != nil {
		return payments.Payment{}, wrap("Payment", err, payments.ErrNotFound)
	}
	return paymentToDomain(r), nil
}

// Settle is one transaction. The event row comes first: a second delivery of the same event
// waits on it and then finds it taken. The payment row is locked next, so the checkout's
// verification and the webhooks of one payment, whichever comes first, see each other's
// outcome; only the first capture activates (payments.Payment.Decide).
func (s *PaymentStore) Settle(ctx context.Context, orderID string, r payments.Report, now time.Time) (payments.Payment, payments.Decision, error) {
	var out payments.Payment
	var decision payments.Decision
	err := inTx(ctx, s.pool, "Settle", func(q *sqlcgen.Queries) error {
		_, err := q.RecordPaymentEvent(ctx, sqlcgen.RecordPaymentEventParams{EventID: r.EventID, Source: r.Source,
			ProviderPaymentID: optional(r.PaymentID), AmountPaise: optionalInt32(r.AmountPaise), Currency: optional(r.Currency),
			ReportedStatus: string(r.Status), ReceivedAt: now})
		if errors.Is(err, pgx.ErrNoRows) {
			decision = payments.Duplicate
			row, err := q.PaymentByOrder(ctx, orderID)
			if err == nil {
				out = paymentToDomain(row)
			}
			return wrap("Settle", err, errNoPaymentYet)
		}
		if err != nil {
			return wrap("Settle", err, nil)
		}
		row, err := q.LockPaymentByOrder(ctx, orderID)
		if errors.Is(err, pgx.ErrNoRows) {
			decision = payments.UnknownOrder
			return wrap("Settle", q.SetPaymentEventOutcome(ctx, sqlcgen.SetPaymentEventOutcomeParams{EventID: r.EventID,
				Outcome: optional(string(decision))}), nil)
		}
		if err != nil {
			return wrap("Settle", err, nil)
		}
		p := paymentToDomain(row)
		decision = p.Decide(r)
		switch decision {
		case payments.Activate:
			if err := capture(ctx, q, &p, r, now); err != nil {
				return err
			}
		case payments.MarkPending, payments.MarkFailed:
			p.Apply(decision, r)
			if err := q.UpdatePaymentAttempt(ctx, sqlcgen.UpdatePaymentAttemptParams{ID: p.ID, Status: string(p.Status),
				ProviderPaymentID: optional(p.ProviderPaymentID), FailureReason: optional(p.FailureReason), UpdatedAt: now}); err != nil {
				return wrap("Settle", err, nil)
			}
		}
		out = p
		return wrap("Settle", q.SetPaymentEventOutcome(ctx, sqlcgen.SetPaymentEventOutcomeParams{EventID: r.EventID,
			PaymentID: uuid.NullUUID{UUID: p.ID, Valid: true}, Outcome: optional(string(decision))}), nil)
	})
	if errors.Is(err, errNoPaymentYet) {
		err = nil // a repeat of an event about an order that is not ours
	}
	return out, decision, err
}

var errNoPaymentYet = errors.New("no payment for this order")

// capture activates the plan for the payment's member (when the account still exists), then
// numbers the receipt and marks the payment captured.
func capture(ctx context.Context, q *sqlcgen.Queries, p *payments.Payment, r payments.Report, now time.Time) error {
	var sub plans.Subscription
	if p.Account != uuid.Nil {
		var err error
		if sub, err = activate(ctx, q, p.Account, p.Plan, now); err != nil {
			return err
		}
	}
	serial, err := q.NextReceiptSerial(ctx)
	if err != nil {
		return wrap("Settle", err, nil)
	}
	p.Capture(r, payments.ReceiptNumber(serial, now), sub.EndsAt, now)
	var validUntil *time.Time
	if !sub.EndsAt.IsZero() {
		validUntil = &sub.EndsAt
	}
	return wrap("Settle", q.CapturePayment(ctx, sqlcgen.CapturePaymentParams{ID: p.ID, ProviderPaymentID: optional(p.ProviderPaymentID),
		ReceiptNumber: optional(p.ReceiptNumber), SubscriptionID: uuid.NullUUID{UUID: sub.ID, Valid: sub.ID != uuid.Nil},
		ValidUntil: validUntil, CapturedAt: &now}), nil)
}

func paymentToDomain(r sqlcgen.Payment) payments.Payment {
	p := payments.Payment{ID: r.ID, Account: r.AccountID.UUID, Plan: plans.Code(r.Plan), AmountPaise: int(r.AmountPaise),
		Currency: r.Currency, Provider: r.Provider, OrderID: r.ProviderOrderID, ProviderPaymentID: value(r.ProviderPaymentID),
		Status: payments.Status(r.Status), FailureReason: value(r.FailureReason), ReceiptNumber: value(r.ReceiptNumber),
		ValidUntil: value(r.ValidUntil), BilledName: value(r.BilledName), BilledEmail: value(r.BilledEmail),
		CreatedAt: r.CreatedAt, CapturedAt: value(r.CapturedAt)}
	return p
}

func optionalInt32(n int) *int32 {
	if n == 0 {
		return nil
	}
	v := int32(n)
	return &v
}
