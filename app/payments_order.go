package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// Order is a new order with what the browser's checkout opens with.
type Order struct {
	Payment payments.Payment
	Plan    plans.Plan
	KeyID   string
	// Prefill for the checkout form: the member's own name and contact.
	Name, Email, Phone string
}

// CreatePaymentOrder opens an order for the plan at the provider, for the plan's price.
type CreatePaymentOrder struct {
	gateway  PaymentGateway
	store    PaymentStore
	plans    PlanStore
	profiles ProfileStore
	limits   *RateLimiter // PolicyPaymentOrders
	log      *slog.Logger
	now      func() time.Time
}

func (c *CreatePaymentOrder) Handle(ctx context.Context, member uuid.UUID, code plans.Code) (Order, error) {
	if err := c.limits.Take(ctx, PolicyPaymentOrders, member.String()); err != nil {
		return Order{}, err
	}
	plan, err := planOf(ctx, c.plans, code)
	if err != nil {
		return Order{}, err
	}
	me, err := c.profiles.ProfileByAccount(ctx, member)
	if err != nil {
		return Order{}, err
	}
	pay := payments.NewPayment(member, plan, c.gateway.Provider(), "", me.FullName, me.Contact.Email, c.now())
	orderID, err := c.gateway.CreateOrder(ctx, GatewayOrder{AmountPaise: pay.AmountPaise, Currency: pay.Currency,
		Receipt: pay.ID.String(), Notes: map[string]string{"member": me.Code, "plan": string(plan.Code)}})
	if err != nil {
		c.log.Error("payment order not created", slog.String("provider", pay.Provider), slog.String("error", err.Error()))
		return Order{}, payments.ErrGatewayUnavailable
	}
	pay.OrderID = orderID
	if err := c.store.CreatePayment(ctx, pay); err != nil {
		return Order{}, err
	}
	c.log.Info("payment order created", slog.String("payment", pay.ID.String()), slog.String("account", member.String()),
		slog.String("plan", string(plan.Code)), slog.String("provider", pay.Provider), slog.String("order", orderID))
	return Order{Payment: pay, Plan: plan, KeyID: c.gateway.KeyID(), Name: me.FullName, Email: me.Contact.Email,
		Phone: me.Contact.Phone}, nil
}
