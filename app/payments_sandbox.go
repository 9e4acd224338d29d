package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// CompleteSandboxCheckout is the sandbox checkout's pay or fail button for the member's own order.
type CompleteSandboxCheckout struct {
	store   PaymentStore
	sandbox SandboxCheckout // nil unless the sandbox is the gateway
}

func (c *CompleteSandboxCheckout) Handle(ctx context.Context, member uuid.UUID, orderID string, pay bool) (SandboxOutcome, error) {
	if c.sandbox == nil {
		return SandboxOutcome{}, payments.ErrSandboxDisabled
	}
	order, err := c.store.PaymentByOrder(ctx, orderID)
	if err != nil {
		return SandboxOutcome{}, err
	}
	if order.Account != member {
		return SandboxOutcome{}, payments.ErrNotFound
	}
	return c.sandbox.Complete(ctx, orderID, pay)
}
