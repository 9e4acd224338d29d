package app

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/payments"
)

func reportOf(gp GatewayPayment, eventID, source string) payments.Report {
	return payments.Report{EventID: eventID, Source: source, PaymentID: gp.ID, AmountPaise: gp.AmountPaise,
		Currency: gp.Currency, Status: gp.Status, Reason: gp.Reason}
}

// paymentSettler settles payments as their reports arrive and mails the receipts, shared by the
// checkout's answer (VerifyCheckout) and the webhook (HandlePaymentWebhook).
type paymentSettler struct {
	store    PaymentStore
	receipts *receiptWriter
	profiles ProfileStore
	mail     PaymentMailer
	log      *slog.Logger
	now      func() time.Time

	mails sync.WaitGroup
}

// settle records the report and acts on the decision: exactly one report of a payment (whatever
// arrives twice, together or out of order) activates the plan and sends the receipt.
func (p *paymentSettler) settle(ctx context.Context, orderID string, r payments.Report) (payments.Payment, payments.Decision, error) {
	pay, d, err := p.store.Settle(ctx, orderID, r, p.now())
	if err != nil {
		return payments.Payment{}, "", err
	}
	attrs := []any{slog.String("payment", pay.ID.String()), slog.String("order", orderID), slog.String("source", r.Source),
		slog.String("decision", string(d))}
	switch d {
	case payments.Activate:
		p.log.Info("payment captured: plan activated", append(attrs, slog.String("plan", string(pay.Plan)),
			slog.String("receipt", pay.ReceiptNumber), slog.Int("amount_paise", pay.AmountPaise))...)
		if pay.Account == uuid.Nil {
			p.log.Error("payment captured for an erased account: refund it by hand", attrs...)
		} else {
			p.mailReceipt(pay)
		}
	case payments.Mismatch:
		p.log.Error("payment does not match its order: nothing granted", append(attrs,
			slog.Int("expected_paise", pay.AmountPaise), slog.Int("reported_paise", r.AmountPaise),
			slog.String("reported_currency", r.Currency))...)
		return pay, d, payments.ErrMismatch
	case payments.UnknownOrder:
		p.log.Warn("payment event for an order that is not ours", attrs...)
	default:
		p.log.Info("payment event", attrs...)
	}
	return pay, d, nil
}

// mailReceipt sends the receipt after the response, like the account mails: a slow mail server
// must not hold the member's checkout.
func (p *paymentSettler) mailReceipt(pay payments.Payment) {
	p.mails.Add(1)
	go func() {
		defer p.mails.Done()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		r, err := p.receipts.of(ctx, pay)
		if err == nil {
			lang := "en"
			if me, perr := p.profiles.ProfileByAccount(ctx, pay.Account); perr == nil {
				lang = me.Language
			}
			err = p.mail.Receipt(ctx, pay.BilledEmail, lang, pay.BilledName, r)
		}
		if err != nil {
			p.log.Error("receipt not mailed", slog.String("payment", pay.ID.String()), slog.String("error", err.Error()))
		}
	}()
}
