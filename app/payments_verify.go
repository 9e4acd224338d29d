package app

import (
	"context"
	"log/slog"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// VerifyCheckout checks the checkout's answer for the member's own order: the signature first, then
// the payment as the provider reports it. The answer is the payment afterwards (captured,
// authorized and awaiting capture, or failed); the webhook may have settled it already.
type VerifyCheckout struct {
	gateway PaymentGateway
	store   PaymentStore
	settler *paymentSettler
	log     *slog.Logger
}

func (c *VerifyCheckout) Handle(ctx context.Context, member uuid.UUID, orderID, paymentID, signature string) (payments.Payment, error) {
	pay, err := c.store.PaymentByOrder(ctx, orderID)
	if err != nil {
		return payments.Payment{}, err
	}
	if pay.Account != member {
		return payments.Payment{}, payments.ErrNotFound
	}
	if err := c.gateway.VerifyCheckout(orderID, paymentID, signature); err != nil {
		c.log.Warn("checkout signature refused", slog.String("payment", pay.ID.String()), slog.String("account", member.String()))
		return payments.Payment{}, err
	}
	gp, err := c.gateway.FetchPayment(ctx, paymentID)
	if err != nil {
		return payments.Payment{}, err
	}
	if gp.OrderID != orderID {
		c.log.Error("payment belongs to another order: nothing granted", slog.String("payment", pay.ID.String()),
			slog.String("order", orderID), slog.String("reported_order", gp.OrderID))
		return payments.Payment{}, payments.ErrMismatch
	}
	if gp.Status == "" {
		return pay, nil // neither paid nor failed yet
	}
	pay, _, err = c.settler.settle(ctx, orderID, reportOf(gp, "checkout:"+paymentID, "checkout"))
	return pay, err
}
