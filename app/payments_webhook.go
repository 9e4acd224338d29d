package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// HandlePaymentWebhook handles one delivery of the provider's webhook: signature first, then the event. A
// wrong amount is recorded and acknowledged (a retry would not change it) but grants nothing.
type HandlePaymentWebhook struct {
	gateway PaymentGateway
	settler *paymentSettler
	log     *slog.Logger
}

func (c *HandlePaymentWebhook) Handle(ctx context.Context, body []byte, signature, eventID string) (payments.Decision, error) {
	ev, err := c.gateway.ParseWebhook(body, signature)
	if err != nil {
		c.log.Warn("webhook refused", slog.String("reason", err.Error()))
		return "", err
	}
	if !ev.Relevant {
		c.log.Info("webhook ignored", slog.String("event", ev.Name))
		return payments.Ignore, nil
	}
	if eventID == "" {
		// Razorpay sends X-Razorpay-Event-Id; without it, the body itself identifies a repeat.
		sum := sha256.Sum256(body)
		eventID = "sha256:" + hex.EncodeToString(sum[:])
	}
	_, d, err := c.settler.settle(ctx, ev.Payment.OrderID, reportOf(ev.Payment, eventID, ev.Name))
	if errors.Is(err, payments.ErrMismatch) {
		return d, nil
	}
	return d, err
}
