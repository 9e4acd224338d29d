package postgres_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestPaymentStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewPaymentStore(pool)
	subs := postgres.NewSubscriptionStore(pool)
	ctx := t.Context()
	now := testNow.Truncate(time.Microsecond)
	premium := planOf(t, pool, plans.Premium)
	order := func(t *testing.T, p profile.Profile, at time.Time) payments.Payment {
		t.Helper()
		pay := payments.NewPayment(p.AccountID, premium, "razorpay", "order_"+uuid.NewString(), p.FullName, p.Contact.Email, at)
		if err := store.CreatePayment(ctx, pay); err != nil {
			t.Fatal(err)
		}
		return pay
	}
	report := func(pay payments.Payment, status payments.Status) payments.Report {
		return payments.Report{EventID: "evt_" + uuid.NewString(), Source: "payment.captured", PaymentID: "pay_" + pay.OrderID,
			AmountPaise: pay.AmountPaise, Currency: pay.Currency, Status: status}
	}

	t.Run("CreatePayment", func(t *testing.T) {
		t.Parallel()
		pay := order(t, registerMember(t, pool, "female"), now)
		got, err := store.PaymentByOrder(ctx, pay.OrderID)
		if err != nil || got.ID != pay.ID || got.Status != payments.Created || got.AmountPaise != premium.Price*100 ||
			got.BilledEmail != pay.BilledEmail || !got.CreatedAt.Equal(now) {
			t.Fatalf("read back %+v (%v)", got, err)
		}
		if err := store.CreatePayment(ctx, pay); err == nil {
			t.Fatal("the same payment stored twice")
		}
	})

	t.Run("PaymentByOrder", func(t *testing.T) {
		t.Parallel()
		if _, err := store.PaymentByOrder(ctx, "order_missing"); !errors.Is(err, payments.ErrNotFound) {
			t.Fatalf("unknown order: %v", err)
		}
	})

	t.Run("Settle", func(t *testing.T) {
		t.Parallel()
		member := registerMember(t, pool, "male")
		pay := order(t, member, now)
		r := report(pay, payments.Captured)
		got, d, err := store.Settle(ctx, pay.OrderID, r, now)
		if err != nil || d != payments.Activate || got.Status != payments.Captured || got.ReceiptNumber == "" ||
			!got.ValidUntil.Equal(now.AddDate(0, premium.ValidityMonths, 0)) {
			t.Fatalf("first capture: %v %+v (%v)", d, got, err)
		}
		sub, _ := subs.Current(ctx, member.AccountID, now)
		if sub.Plan != plans.Premium || !sub.EndsAt.Equal(got.ValidUntil) {
			t.Fatalf("subscription after the capture %+v", sub)
		}
		stored, _ := store.PaymentByOrder(ctx, pay.OrderID)
		if stored.Status != payments.Captured || stored.ReceiptNumber != got.ReceiptNumber {
			t.Fatalf("stored %+v", stored)
		}
	})

	t.Run("Settle/a-repeated-event-changes-nothing", func(t *testing.T) {
		t.Parallel()
		member := registerMember(t, pool, "female")
		pay := order(t, member, now)
		r := report(pay, payments.Captured)
		first, _, err := store.Settle(ctx, pay.OrderID, r, now)
		if err != nil {
			t.Fatal(err)
		}
		again, d, err := store.Settle(ctx, pay.OrderID, r, now.Add(time.Minute))
		if err != nil || d != payments.Duplicate || again.ReceiptNumber != first.ReceiptNumber {
			t.Fatalf("the same event again: %v %+v (%v)", d, again, err)
		}
		// Another event reporting the same capture (the other channel) grants nothing more.
		if _, d, err := store.Settle(ctx, pay.OrderID, report(pay, payments.Captured), now.Add(time.Minute)); err != nil || d != payments.AlreadyPaid {
			t.Fatalf("a second capture report: %v (%v)", d, err)
		}
		if sub, _ := subs.Current(ctx, member.AccountID, now); !sub.EndsAt.Equal(first.ValidUntil) {
			t.Fatalf("a repeat extended the subscription to %v", sub.EndsAt)
		}
	})

	t.Run("Settle/failure-mismatch-and-unknown-order", func(t *testing.T) {
		t.Parallel()
		member := registerMember(t, pool, "male")
		pay := order(t, member, now)
		failed := report(pay, payments.Failed)
		failed.Reason = "card declined"
		if got, d, err := store.Settle(ctx, pay.OrderID, failed, now); err != nil || d != payments.MarkFailed ||
			got.Status != payments.Failed || got.FailureReason != "card declined" {
			t.Fatalf("failure: %v %+v (%v)", d, got, err)
		}
		short := report(pay, payments.Captured)
		short.AmountPaise--
		if _, d, err := store.Settle(ctx, pay.OrderID, short, now); err != nil || d != payments.Mismatch {
			t.Fatalf("short amount: %v (%v)", d, err)
		}
		if sub, _ := subs.Current(ctx, member.AccountID, now); sub.ID != uuid.Nil {
			t.Fatalf("a mismatch granted %+v", sub)
		}
		stranger := report(pay, payments.Captured)
		if _, d, err := store.Settle(ctx, "order_not_ours", stranger, now); err != nil || d != payments.UnknownOrder {
			t.Fatalf("unknown order: %v (%v)", d, err)
		}
		if _, d, err := store.Settle(ctx, "order_not_ours", stranger, now); err != nil || d != payments.Duplicate {
			t.Fatalf("unknown order again: %v (%v)", d, err)
		}
	})

	t.Run("Payments", func(t *testing.T) {
		t.Parallel()
		member, other := registerMember(t, pool, "female"), registerMember(t, pool, "female")
		older, newer := order(t, member, now), order(t, member, now.Add(time.Hour))
		order(t, other, now)
		got, err := store.Payments(ctx, member.AccountID)
		if err != nil || len(got) != 2 || got[0].ID != newer.ID || got[1].ID != older.ID {
			t.Fatalf("payments %+v (%v), want the newer first", got, err)
		}
	})

	t.Run("Payment", func(t *testing.T) {
		t.Parallel()
		member, other := registerMember(t, pool, "male"), registerMember(t, pool, "male")
		pay := order(t, member, now)
		if got, err := store.Payment(ctx, member.AccountID, pay.ID); err != nil || got.OrderID != pay.OrderID {
			t.Fatalf("own payment %+v (%v)", got, err)
		}
		if _, err := store.Payment(ctx, other.AccountID, pay.ID); !errors.Is(err, payments.ErrNotFound) {
			t.Fatalf("another member's payment: %v", err)
		}
	})
}
