package httpapi

import (
	"context"
	"io"

	"github.com/reshimgathi/reshimgathi/api"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

func (s *server) CreatePaymentOrder(ctx context.Context, req api.CreatePaymentOrderRequestObject) (api.CreatePaymentOrderResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	o, err := s.svc.Payments.Commands.CreateOrder.Handle(ctx, me.ID, plans.Code(req.Body.Plan))
	if err != nil {
		return nil, err
	}
	p := o.Payment
	out := api.CreatePaymentOrder201JSONResponse{PaymentId: p.ID, Provider: api.PaymentProvider(p.Provider), KeyId: o.KeyID,
		OrderId: p.OrderID, AmountPaise: p.AmountPaise, Currency: p.Currency, Plan: api.PlanCode(p.Plan)}
	out.Prefill.Name, out.Prefill.Email, out.Prefill.Contact = o.Name, o.Email, o.Phone
	return out, nil
}

func (s *server) VerifyPayment(ctx context.Context, req api.VerifyPaymentRequestObject) (api.VerifyPaymentResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	b := req.Body
	p, err := s.svc.Payments.Commands.Verify.Handle(ctx, me.ID, b.RazorpayOrderId, b.RazorpayPaymentId, b.RazorpaySignature)
	if err != nil {
		return nil, err
	}
	return api.VerifyPayment200JSONResponse{Payment: paymentToAPI(p)}, nil
}

// RazorpayWebhook hands the raw body to the use case, which checks its signature before reading
// it: the strict server does not decode this operation's body (the contract leaves it unmodelled).
// The /api body cap (64 KiB, apiDefaults) bounds it; Razorpay's payment events are a few KiB.
func (s *server) RazorpayWebhook(ctx context.Context, req api.RazorpayWebhookRequestObject) (api.RazorpayWebhookResponseObject, error) {
	body, err := io.ReadAll(req.Body)
	if err != nil {
		return nil, err
	}
	d, err := s.svc.Payments.Commands.Webhook.Handle(ctx, body, deref(req.Params.XRazorpaySignature), deref(req.Params.XRazorpayEventId))
	if err != nil {
		return nil, err
	}
	status := api.WebhookReceiptStatusProcessed
	switch d {
	case payments.Duplicate:
		status = api.WebhookReceiptStatusDuplicate
	case payments.Ignore, payments.UnknownOrder:
		status = api.WebhookReceiptStatusIgnored
	case payments.Mismatch:
		status = api.WebhookReceiptStatusRejected
	}
	return api.RazorpayWebhook200JSONResponse{Status: status}, nil
}

func (s *server) CompleteSandboxPayment(ctx context.Context, req api.CompleteSandboxPaymentRequestObject) (api.CompleteSandboxPaymentResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	o, err := s.svc.Payments.Commands.CompleteSandbox.Handle(ctx, me.ID, req.OrderId, req.Body.Outcome == api.SandboxCheckoutRequestOutcomePaid)
	if err != nil {
		return nil, err
	}
	out := api.CompleteSandboxPayment200JSONResponse{RazorpayOrderId: o.OrderID, RazorpayPaymentId: o.PaymentID}
	if o.Failed {
		out.Error = &struct {
			Code        string `json:"code"`
			Description string `json:"description"`
			Reason      string `json:"reason"`
		}{Code: o.ErrorCode, Description: o.ErrorDescription, Reason: o.ErrorReason}
	} else {
		out.RazorpaySignature = &o.Signature
	}
	return out, nil
}

func (s *server) ListMyPayments(ctx context.Context, _ api.ListMyPaymentsRequestObject) (api.ListMyPaymentsResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	list, err := s.svc.Payments.Queries.History.Handle(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	out := make([]api.PaymentRecord, 0, len(list))
	for _, p := range list {
		out = append(out, paymentToAPI(p))
	}
	return api.ListMyPayments200JSONResponse{Payments: out}, nil
}

func (s *server) GetMyPayment(ctx context.Context, req api.GetMyPaymentRequestObject) (api.GetMyPaymentResponseObject, error) {
	me, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	p, r, err := s.svc.Payments.Queries.Receipt.Handle(ctx, me.ID, req.PaymentId)
	if err != nil {
		return nil, err
	}
	out := api.GetMyPayment200JSONResponse{Payment: paymentToAPI(p)}
	if r != nil {
		out.Receipt = receiptToAPI(*r)
	}
	return out, nil
}

func paymentToAPI(p payments.Payment) api.PaymentRecord {
	out := api.PaymentRecord{Id: p.ID, Plan: api.PlanCode(p.Plan), AmountPaise: p.AmountPaise, Currency: p.Currency,
		Status: api.PaymentStatus(p.Status), Provider: api.PaymentProvider(p.Provider), OrderId: p.OrderID, CreatedAt: p.CreatedAt}
	if p.ProviderPaymentID != "" {
		out.PaymentId = &p.ProviderPaymentID
	}
	if p.ReceiptNumber != "" {
		out.ReceiptNumber = &p.ReceiptNumber
	}
	if p.FailureReason != "" {
		out.FailureReason = &p.FailureReason
	}
	if !p.CapturedAt.IsZero() {
		out.PaidAt = &p.CapturedAt
	}
	if !p.ValidUntil.IsZero() {
		out.ValidUntil = &p.ValidUntil
	}
	return out
}

func receiptToAPI(r payments.Receipt) *api.PaymentReceipt {
	out := &api.PaymentReceipt{Number: r.Number, IssuedAt: r.IssuedAt, AmountPaise: r.Payment.AmountPaise,
		GstRatePercent: r.Seller.GSTRatePercent, GstPaise: r.GSTPaise, TaxablePaise: r.TaxablePaise}
	out.Plan.Code, out.Plan.Title, out.Plan.ValidityMonths = api.PlanCode(r.Plan.Code), localized(r.Plan.Title), r.Plan.ValidityMonths
	out.Seller.Name, out.Seller.Address, out.Seller.Email, out.Seller.Phone = r.Seller.Name, nonNil(r.Seller.Address), r.Seller.Email, r.Seller.Phone
	if r.Seller.GSTIN != "" {
		out.Seller.Gstin = &r.Seller.GSTIN
	}
	if p := r.Payment; p.BilledName != "" {
		out.BilledTo.Name, out.BilledTo.Email = &p.BilledName, &p.BilledEmail
	}
	if r.MemberCode != "" {
		out.BilledTo.UserId = &r.MemberCode
	}
	return out
}
