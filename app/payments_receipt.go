package app

import (
	"context"
	"errors"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ReadReceipt is one of the member's payments and, once it is paid, its receipt.
type ReadReceipt struct {
	store    PaymentStore
	receipts *receiptWriter
}

func (q *ReadReceipt) Handle(ctx context.Context, member, id uuid.UUID) (payments.Payment, *payments.Receipt, error) {
	pay, err := q.store.Payment(ctx, member, id)
	if err != nil || pay.Status != payments.Captured {
		return pay, nil, err
	}
	r, err := q.receipts.of(ctx, pay)
	if err != nil {
		return payments.Payment{}, nil, err
	}
	return pay, &r, nil
}

// receiptWriter writes a paid payment's receipt (shared by ReadReceipt and the mailed receipts).
type receiptWriter struct {
	plans    PlanStore
	profiles ProfileStore
	seller   payments.Seller
}

func (w *receiptWriter) of(ctx context.Context, pay payments.Payment) (payments.Receipt, error) {
	plan, err := planOf(ctx, w.plans, pay.Plan)
	if err != nil {
		return payments.Receipt{}, err
	}
	code := ""
	if pay.Account != uuid.Nil {
		me, err := w.profiles.ProfileByAccount(ctx, pay.Account)
		if err != nil && !errors.Is(err, profile.ErrNotFound) {
			return payments.Receipt{}, err
		}
		code = me.Code
	}
	return payments.NewReceipt(pay, plan, w.seller, code), nil
}
