package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// ListPayments is the member's orders, newest first, paid or not.
type ListPayments struct{ store PaymentStore }

func (q *ListPayments) Handle(ctx context.Context, member uuid.UUID) ([]payments.Payment, error) {
	return q.store.Payments(ctx, member)
}
