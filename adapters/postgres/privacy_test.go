package postgres_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/messages"
	"github.com/reshimgathi/reshimgathi/domain/payments"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// The privacy half of AccountStore (app.PrivacyStore).
func TestPrivacyStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewAccountStore(pool)
	ctx := t.Context()
	now := testNow.Truncate(time.Microsecond)

	// active gives the member one of everything: a connection (request and notification), a
	// subscription with a reveal, a message each way and a paid payment.
	active := func(t *testing.T) (me, other profile.Profile, pay payments.Payment) {
		t.Helper()
		me, other = couple(t, pool)
		connect(t, pool, other.AccountID, me.AccountID)
		subs := postgres.NewSubscriptionStore(pool)
		payStore := postgres.NewPaymentStore(pool)
		pay = payments.NewPayment(me.AccountID, planOf(t, pool, plans.Basic), "razorpay", "order_"+uuid.NewString(), me.FullName, me.Contact.Email, now)
		if err := payStore.CreatePayment(ctx, pay); err != nil {
			t.Fatal(err)
		}
		if _, _, err := payStore.Settle(ctx, pay.OrderID, payments.Report{EventID: uuid.NewString(), Source: "checkout",
			PaymentID: "pay_" + pay.OrderID, AmountPaise: pay.AmountPaise, Currency: pay.Currency, Status: payments.Captured}, now); err != nil {
			t.Fatal(err)
		}
		sub, _ := subs.Current(ctx, me.AccountID, now)
		if _, err := subs.Reveal(ctx, sub, me.AccountID, other.AccountID, now); err != nil {
			t.Fatal(err)
		}
		msgs := postgres.NewMessageStore(pool)
		anyone := func(messages.Pair) error { return nil }
		msgs.Send(ctx, me.AccountID, other.AccountID, "mine", now, anyone)
		msgs.Send(ctx, other.AccountID, me.AccountID, "theirs", now.Add(time.Second), anyone)
		return me, other, pay
	}

	t.Run("MemberData", func(t *testing.T) {
		t.Parallel()
		me, other, pay := active(t)
		d, err := store.MemberData(ctx, me.AccountID)
		if err != nil {
			t.Fatal(err)
		}
		if d.Account.ID != me.AccountID || d.Profile.Code != me.Code || d.Profile.Contact.Email != me.Contact.Email {
			t.Fatalf("account and profile %+v %+v", d.Account, d.Profile)
		}
		if len(d.Requests) != 1 || d.Requests[0].Other != other.Code || d.Requests[0].Sent || d.Requests[0].Status != requests.Accepted {
			t.Fatalf("requests %+v", d.Requests)
		}
		if len(d.Notifications) != 1 || d.Notifications[0].Actor != other.Code {
			t.Fatalf("notifications %+v", d.Notifications)
		}
		if len(d.Subscriptions) != 1 || d.Subscriptions[0].Plan != plans.Basic || d.Subscriptions[0].Used != 1 {
			t.Fatalf("subscriptions %+v", d.Subscriptions)
		}
		if len(d.Reveals) != 1 || d.Reveals[0].Member != other.Code {
			t.Fatalf("reveals %+v", d.Reveals)
		}
		if len(d.Messages) != 2 {
			t.Fatalf("messages %+v", d.Messages)
		}
		for _, m := range d.Messages {
			if m.Other != other.Code || m.Sent != (m.Text == "mine") {
				t.Fatalf("a message %+v", m)
			}
		}
		if len(d.Payments) != 1 || d.Payments[0].ID != pay.ID || d.Payments[0].Status != payments.Captured {
			t.Fatalf("payments %+v", d.Payments)
		}
		// The other member's copy holds their side, and nothing of this member but the code.
		theirs, _ := store.MemberData(ctx, other.AccountID)
		if len(theirs.Requests) != 1 || !theirs.Requests[0].Sent || theirs.Requests[0].Other != me.Code || len(theirs.Payments) != 0 {
			t.Fatalf("the other side %+v", theirs)
		}
		if _, err := store.MemberData(ctx, uuid.New()); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("unknown account: %v", err)
		}
	})

	t.Run("Erase", func(t *testing.T) {
		t.Parallel()
		me, other, pay := active(t)
		// Views of and by the member, kept without foreign keys, go with the account; a third
		// member's views of the other stay.
		third, _ := couple(t, pool)
		recordViews(t, pool, view{viewer: me, member: other, at: now}, view{viewer: other, member: me, at: now},
			view{viewer: third, member: other, at: now})
		photo, _, err := store.Erase(ctx, me.AccountID)
		if err != nil || photo != me.PhotoID {
			t.Fatalf("erase answered %q (%v), want %q", photo, err, me.PhotoID)
		}
		if _, err := store.AccountByID(ctx, me.AccountID); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("the account after erasure: %v", err)
		}
		if _, err := postgres.NewProfileStore(pool).ProfileByAccount(ctx, me.AccountID); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("the profile after erasure: %v", err)
		}
		// The other member's side of everything goes with it.
		theirs, err := store.MemberData(ctx, other.AccountID)
		if err != nil || len(theirs.Requests)+len(theirs.Messages)+len(theirs.Notifications) != 0 {
			t.Fatalf("the other member still holds %+v (%v)", theirs, err)
		}
		var mine, kept int
		if err := pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE $1 IN (member_id, viewer_id)), count(*) FILTER (WHERE viewer_id = $2)
			FROM profile_views`, me.AccountID, third.AccountID).Scan(&mine, &kept); err != nil || mine != 0 || kept != 1 {
			t.Fatalf("views after erasure: %d of the member's, %d of the third's (%v)", mine, kept, err)
		}
		// The payment stays for the law, naming no one (docs/adr/0008-erasure.md).
		payment, err := postgres.NewPaymentStore(pool).PaymentByOrder(ctx, pay.OrderID)
		if err != nil || payment.Account != uuid.Nil || payment.BilledName != "" || payment.BilledEmail != "" || payment.ReceiptNumber == "" {
			t.Fatalf("the kept payment %+v (%v)", payment, err)
		}
		if _, _, err := store.Erase(ctx, me.AccountID); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("erasing twice: %v", err)
		}
		// An admin has no profile: erased all the same, with no picture.
		a := createAdmin(t, pool)
		if photo, _, err := store.Erase(ctx, a.ID); err != nil || photo != "" {
			t.Fatalf("an admin: %q (%v)", photo, err)
		}
	})
}
