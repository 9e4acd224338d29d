package httpapi_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/app"
)

func TestSandboxPurchase(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.member(t) // registered with plan=premium: a preference, not a plan
	if u := e.own(t, token); u.Plan != nil || u.IsSubscribe || u.Subscription != nil {
		t.Fatalf("a new member has a plan: %+v %v %+v", u.Plan, u.IsSubscribe, u.Subscription)
	}

	o := e.order(t, token, apiclient.PlanCodeStandard)
	t.Run("order-201-amount-from-the-plan-table", func(t *testing.T) {
		if o.Provider != apiclient.PaymentProviderSandbox || o.AmountPaise != 29900 || o.Currency != "INR" ||
			o.Plan != apiclient.PlanCodeStandard || o.KeyId == "" || !strings.HasPrefix(o.OrderId, "order_") {
			t.Fatalf("%+v", o)
		}
		if o.Prefill.Name != "Snehal Deshmukh" || o.Prefill.Email == "" || len(o.Prefill.Contact) != 10 {
			t.Fatalf("prefill %+v", o.Prefill)
		}
	})
	paid := e.payInSandbox(t, token, o.OrderId, apiclient.SandboxCheckoutRequestOutcomePaid)
	r := e.verifyPayment(t, token, apiclient.CheckoutResult{RazorpayOrderId: paid.RazorpayOrderId,
		RazorpayPaymentId: paid.RazorpayPaymentId, RazorpaySignature: *paid.RazorpaySignature})
	e.settle()
	t.Run("verify-200-captured", func(t *testing.T) {
		if r.JSON200 == nil {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		p := r.JSON200.Payment
		if p.Status != apiclient.PaymentStatusCaptured || p.ReceiptNumber == nil || !strings.HasPrefix(*p.ReceiptNumber, "RG/") ||
			p.PaymentId == nil || *p.PaymentId != paid.RazorpayPaymentId || p.PaidAt == nil || p.ValidUntil == nil {
			t.Fatalf("%+v", p)
		}
	})
	t.Run("own-profile-shows-the-plan-bought", func(t *testing.T) {
		u := e.own(t, token)
		if u.Plan == nil || *u.Plan != apiclient.PlanCodeStandard || !u.IsSubscribe || u.PreferredPlan == nil ||
			*u.PreferredPlan != apiclient.PlanCodePremium {
			t.Fatalf("plan %v preferred %v subscribed %v", u.Plan, u.PreferredPlan, u.IsSubscribe)
		}
		s := u.Subscription
		if s == nil || s.Plan != apiclient.PlanCodeStandard || s.ContactAllowance == nil || *s.ContactAllowance != 35 ||
			s.ContactsRemaining == nil || *s.ContactsRemaining != 35 || s.ContactsUsed != 0 {
			t.Fatalf("subscription %+v", s)
		}
		if d := s.EndsAt.Sub(s.StartsAt); d < 58*24*time.Hour || d > 62*24*time.Hour {
			t.Fatalf("two months of standard lasted %s", d)
		}
	})
	t.Run("one-activation-whatever-came-twice", func(t *testing.T) {
		account := e.accountOf(t, token)
		if n := e.count(t, "SELECT count(*) FROM subscriptions WHERE account_id = $1", account); n != 1 {
			t.Fatalf("%d subscriptions", n)
		}
		// The checkout's verification and the sandbox's payment.captured and order.paid webhooks.
		if n := e.count(t, "SELECT count(*) FROM payment_events e JOIN payments p ON p.id = e.payment_id WHERE p.account_id = $1", account); n != 3 {
			t.Fatalf("%d events recorded, want verify + 2 webhooks", n)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_events WHERE outcome = 'activated'"); n != 1 {
			t.Fatalf("%d activations", n)
		}
	})
	t.Run("history-and-receipt", func(t *testing.T) {
		h, _ := e.client.ListMyPaymentsWithResponse(ctx, bearer(token))
		if h.JSON200 == nil || len(h.JSON200.Payments) != 1 || h.JSON200.Payments[0].Id != o.PaymentId {
			t.Fatalf("%d %s", h.StatusCode(), h.Body)
		}
		d, _ := e.client.GetMyPaymentWithResponse(ctx, o.PaymentId, bearer(token))
		if d.JSON200 == nil || d.JSON200.Receipt == nil {
			t.Fatalf("%d %s", d.StatusCode(), d.Body)
		}
		rc := d.JSON200.Receipt
		if rc.AmountPaise != 29900 || rc.GstRatePercent != 18 || rc.GstPaise != 4561 || rc.TaxablePaise != 25339 ||
			rc.Plan.Code != apiclient.PlanCodeStandard || rc.Plan.Title.En != "Standard" || rc.Plan.ValidityMonths != 2 ||
			rc.Seller.Name != "Reshimgathi Matrimony" || len(rc.Seller.Address) != 2 || rc.BilledTo.Name == nil ||
			*rc.BilledTo.Name != "Snehal Deshmukh" || rc.BilledTo.UserId == nil || rc.Number != *r.JSON200.Payment.ReceiptNumber {
			t.Fatalf("receipt %+v", rc)
		}
	})
	t.Run("receipt-mailed-once", func(t *testing.T) {
		number := *r.JSON200.Payment.ReceiptNumber
		if n := outboxCount(t, e.outbox, "Subject: Your Reshimgathi receipt "+number); n != 1 {
			t.Fatalf("%d receipt mails", n)
		}
	})
	t.Run("others-see-the-badge", func(t *testing.T) {
		_, other := e.memberWith(t, groom)
		me := e.own(t, token)
		v, _ := e.client.GetUserProfileWithResponse(ctx, me.UserId, bearer(other))
		if v.JSON200 == nil || v.JSON200.UserData.Plan == nil || *v.JSON200.UserData.Plan != apiclient.PlanCodeStandard ||
			!v.JSON200.UserData.IsSubscribe || v.JSON200.UserData.PreferredPlan != nil || v.JSON200.UserData.Subscription != nil {
			t.Fatalf("%d %s", v.StatusCode(), v.Body)
		}
	})
}

func TestSandboxFailedPayment(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.member(t)
	o := e.order(t, token, apiclient.PlanCodeBasic)
	failed := e.payInSandbox(t, token, o.OrderId, apiclient.SandboxCheckoutRequestOutcomeFailed)
	e.settle()
	if failed.Error == nil || failed.RazorpaySignature != nil || failed.Error.Code == "" {
		t.Fatalf("%+v", failed)
	}
	d, _ := e.client.GetMyPaymentWithResponse(ctx, o.PaymentId, bearer(token))
	if d.JSON200 == nil || d.JSON200.Payment.Status != apiclient.PaymentStatusFailed || d.JSON200.Payment.FailureReason == nil ||
		d.JSON200.Receipt != nil || d.JSON200.Payment.PaymentId == nil || *d.JSON200.Payment.PaymentId != failed.RazorpayPaymentId {
		t.Fatalf("%d %s", d.StatusCode(), d.Body)
	}
	if u := e.own(t, token); u.IsSubscribe || u.Plan != nil {
		t.Fatal("a failed payment gave a plan")
	}
	// The member tries again on a new order, and pays.
	e.buy(t, token, apiclient.PlanCodeBasic)
	h, _ := e.client.ListMyPaymentsWithResponse(ctx, bearer(token))
	if h.JSON200 == nil || len(h.JSON200.Payments) != 2 || h.JSON200.Payments[0].Status != apiclient.PaymentStatusCaptured ||
		h.JSON200.Payments[1].Status != apiclient.PaymentStatusFailed {
		t.Fatalf("history %s", h.Body)
	}
}

func TestVerifyRefusesWhatWasNotPaid(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	o := e.order(t, token, apiclient.PlanCodeStandard)
	forged := "pay_" + strings.Repeat("A", 14)
	t.Run("verify-400-tampered-signature", func(t *testing.T) {
		good := hmacHex(testSandboxKey, o.OrderId+"|"+forged)
		bad := []byte(good)
		// Another hex digit: the contract's shape, the wrong value.
		if bad[5] == '0' {
			bad[5] = '1'
		} else {
			bad[5] = '0'
		}
		for name, sig := range map[string]string{"flipped": string(bad), "other key": hmacHex([]byte("guess"), o.OrderId+"|"+forged),
			"other order": hmacHex(testSandboxKey, "order_AAAAAAAAAAAAAA|"+forged)} {
			r := e.verifyPayment(t, token, apiclient.CheckoutResult{RazorpayOrderId: o.OrderId, RazorpayPaymentId: forged, RazorpaySignature: sig})
			if r.StatusCode() != 400 || r.ApplicationproblemJSON400.Code != "payment_signature_invalid" {
				t.Fatalf("%s: %d %s", name, r.StatusCode(), r.Body)
			}
		}
	})
	t.Run("verify-400-signed-but-never-paid", func(t *testing.T) {
		// Right key, but the sandbox never issued this payment: asking the provider finds nothing.
		r := e.verifyPayment(t, token, apiclient.CheckoutResult{RazorpayOrderId: o.OrderId, RazorpayPaymentId: forged,
			RazorpaySignature: hmacHex(testSandboxKey, o.OrderId+"|"+forged)})
		if r.StatusCode() != 400 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("verify-404-another-members-order", func(t *testing.T) {
		_, other := e.member(t)
		paid := e.payInSandbox(t, token, o.OrderId, apiclient.SandboxCheckoutRequestOutcomePaid)
		r := e.verifyPayment(t, other, apiclient.CheckoutResult{RazorpayOrderId: paid.RazorpayOrderId,
			RazorpayPaymentId: paid.RazorpayPaymentId, RazorpaySignature: *paid.RazorpaySignature})
		if r.StatusCode() != 404 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		s, _ := e.client.CompleteSandboxPaymentWithResponse(context.Background(), o.OrderId,
			apiclient.SandboxCheckoutRequest{Outcome: apiclient.SandboxCheckoutRequestOutcomePaid}, bearer(other))
		if s.StatusCode() != 404 {
			t.Fatalf("sandbox checkout of another member's order: %d", s.StatusCode())
		}
		e.settle()
		if u := e.own(t, other); u.IsSubscribe {
			t.Fatal("the other member got the plan")
		}
	})
	t.Run("nothing-granted-by-a-forgery", func(t *testing.T) {
		if n := e.count(t, "SELECT count(*) FROM payment_events WHERE provider_payment_id = $1", forged); n != 0 {
			t.Fatalf("%d events for a forged payment", n)
		}
	})
}

func TestWebhookSignature(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	o := e.order(t, token, apiclient.PlanCodeStandard)
	body := capturedEvent(t, "payment.captured", o.OrderId, "pay_WebhookTamper01", 29900, "INR")
	tampered := []byte(strings.Replace(string(body), "29900", "29901", 1))
	post := func(signature string, b []byte) *apiclient.RazorpayWebhookResponse {
		r, err := e.client.RazorpayWebhookWithBodyWithResponse(context.Background(),
			&apiclient.RazorpayWebhookParams{XRazorpaySignature: &signature}, "application/json", strings.NewReader(string(b)))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for name, r := range map[string]*apiclient.RazorpayWebhookResponse{
		"tampered-body":      post(hmacHex(testSandboxWebhook, string(body)), tampered),
		"tampered-signature": post(hmacHex(testSandboxWebhook, string(body))[1:]+"0", body),
		"checkout-key":       post(hmacHex(testSandboxKey, string(body)), body),
		"no-signature":       post("", body),
	} {
		if r.StatusCode() != 400 || r.ApplicationproblemJSON400 == nil {
			t.Errorf("%s: %d %s", name, r.StatusCode(), r.Body)
		}
	}
	missing := e.do(t, "POST", "/api/payments/webhooks/razorpay", "application/json", body)
	if missing.StatusCode != 400 {
		t.Errorf("no X-Razorpay-Signature header: %d", missing.StatusCode)
	}
	huge := []byte(`{"entity":"event","pad":"` + strings.Repeat("x", 70<<10) + `"}`)
	if r := e.webhook(t, testSandboxWebhook, "evt_huge", huge); r.StatusCode() != 413 {
		t.Errorf("a 70 KiB webhook: %d", r.StatusCode())
	}
	if r := post(hmacHex(testSandboxWebhook, "x"), []byte("x")); r.StatusCode() != 400 {
		t.Errorf("a body that is not JSON: %d", r.StatusCode())
	}
	if n := e.count(t, "SELECT count(*) FROM payment_events"); n != 0 {
		t.Fatalf("an unsigned webhook left %d events", n)
	}
	if u := e.own(t, token); u.IsSubscribe {
		t.Fatal("an unsigned webhook activated a plan")
	}
	if !strings.Contains(e.logs.String(), "webhook refused") {
		t.Error("refused webhooks are not logged")
	}
}

// TestConcurrentDeliveries is docs/security.md 16: the same webhook three times at once, with the
// checkout's verification and the sandbox's own two webhooks racing them, activates once.
func TestConcurrentDeliveries(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	account := e.accountOf(t, token)
	o := e.order(t, token, apiclient.PlanCodeStandard)
	paid := e.payInSandbox(t, token, o.OrderId, apiclient.SandboxCheckoutRequestOutcomePaid)
	body := capturedEvent(t, "payment.captured", o.OrderId, paid.RazorpayPaymentId, 29900, "INR")

	var wg sync.WaitGroup
	start := make(chan struct{})
	statuses := make([]int, 4)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			statuses[i] = e.webhook(t, testSandboxWebhook, "evt_SameEventThrice", body).StatusCode()
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		<-start
		statuses[3] = e.verifyPayment(t, token, apiclient.CheckoutResult{RazorpayOrderId: paid.RazorpayOrderId,
			RazorpayPaymentId: paid.RazorpayPaymentId, RazorpaySignature: *paid.RazorpaySignature}).StatusCode()
	}()
	close(start)
	wg.Wait()
	e.settle()
	for i, s := range statuses {
		if s != 200 {
			t.Fatalf("delivery %d answered %d", i, s)
		}
	}
	if n := e.count(t, "SELECT count(*) FROM subscriptions WHERE account_id = $1", account); n != 1 {
		t.Fatalf("%d subscriptions", n)
	}
	if n := e.count(t, "SELECT count(*) FROM payment_events WHERE outcome = 'activated'"); n != 1 {
		t.Fatalf("%d activations", n)
	}
	if n := e.count(t, "SELECT count(*) FROM payment_events WHERE event_id = 'evt_SameEventThrice'"); n != 1 {
		t.Fatalf("the repeated event recorded %d times", n)
	}
	s := e.own(t, token).Subscription
	if s == nil || s.EndsAt.Sub(s.StartsAt) > 62*24*time.Hour || *s.ContactAllowance != 35 {
		t.Fatalf("extended more than once: %+v", s)
	}
	if n := e.count(t, "SELECT count(*) FROM payments WHERE receipt_number IS NOT NULL"); n != 1 {
		t.Fatalf("%d receipts", n)
	}
	if n := outboxCount(t, e.outbox, "Subject: Your Reshimgathi receipt"); n != 1 {
		t.Fatalf("%d receipt mails", n)
	}
}

func TestWrongAmountGrantsNothing(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	o := e.order(t, token, apiclient.PlanCodeElite)
	for name, body := range map[string][]byte{
		"amount":   capturedEvent(t, "payment.captured", o.OrderId, "pay_CheapElite0001", 100, "INR"),
		"currency": capturedEvent(t, "order.paid", o.OrderId, "pay_CheapElite0002", 200000, "USD"),
	} {
		r := e.webhook(t, testSandboxWebhook, "evt_wrong_"+name, body)
		if r.StatusCode() != 200 || r.JSON200.Status != apiclient.WebhookReceiptStatusRejected {
			t.Fatalf("%s: %d %s", name, r.StatusCode(), r.Body)
		}
	}
	e.settle()
	if u := e.own(t, token); u.IsSubscribe || u.Plan != nil {
		t.Fatal("a wrong amount activated a plan")
	}
	d, _ := e.client.GetMyPaymentWithResponse(context.Background(), o.PaymentId, bearer(token))
	if d.JSON200 == nil || d.JSON200.Payment.Status != apiclient.PaymentStatusCreated || d.JSON200.Receipt != nil {
		t.Fatalf("%s", d.Body)
	}
	if n := e.count(t, "SELECT count(*) FROM payment_events WHERE outcome = 'amount_mismatch'"); n != 2 {
		t.Fatalf("%d mismatches recorded", n)
	}
	if !strings.Contains(e.logs.String(), "payment does not match its order") {
		t.Fatal("a wrong amount is not logged")
	}
}

func TestWebhookForAnotherOrder(t *testing.T) {
	e := newEnv(t)
	body := capturedEvent(t, "payment.captured", "order_NotOneOfOurs0", "pay_NotOneOfOurs00", 29900, "INR")
	for _, want := range []apiclient.WebhookReceiptStatus{apiclient.WebhookReceiptStatusIgnored, apiclient.WebhookReceiptStatusDuplicate} {
		r := e.webhook(t, testSandboxWebhook, "evt_other_order", body)
		if r.StatusCode() != 200 || r.JSON200.Status != want {
			t.Fatalf("%d %s, want %s", r.StatusCode(), r.Body, want)
		}
	}
	// Without an event id, the body itself recognises the repeat.
	for _, want := range []apiclient.WebhookReceiptStatus{apiclient.WebhookReceiptStatusIgnored, apiclient.WebhookReceiptStatusDuplicate} {
		if r := e.webhook(t, testSandboxWebhook, "", body); r.JSON200 == nil || r.JSON200.Status != want {
			t.Fatalf("%s, want %s", r.Body, want)
		}
	}
	refund := []byte(`{"entity":"event","event":"refund.created","payload":{}}`)
	if r := e.webhook(t, testSandboxWebhook, "evt_refund", refund); r.JSON200 == nil || r.JSON200.Status != apiclient.WebhookReceiptStatusIgnored {
		t.Fatalf("an event not acted on: %s", r.Body)
	}
}

func TestBuyingAgainExtendsFromTheCurrentEnd(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	e.buy(t, token, apiclient.PlanCodeBasic)
	first := e.own(t, token).Subscription
	e.buy(t, token, apiclient.PlanCodeStandard)
	s := e.own(t, token).Subscription
	if s == nil || s.Plan != apiclient.PlanCodeStandard || !s.StartsAt.Equal(first.StartsAt) ||
		!s.EndsAt.Equal(first.EndsAt.AddDate(0, 2, 0)) || *s.ContactAllowance != 20+35 {
		t.Fatalf("first %+v, then %+v", first, s)
	}
	if n := e.count(t, "SELECT count(*) FROM subscriptions WHERE account_id = $1", e.accountOf(t, token)); n != 1 {
		t.Fatalf("%d subscriptions", n)
	}
	h, _ := e.client.ListMyPaymentsWithResponse(context.Background(), bearer(token))
	if len(h.JSON200.Payments) != 2 || !h.JSON200.Payments[0].ValidUntil.Equal(s.EndsAt) {
		t.Fatalf("%s", h.Body)
	}
}

func TestGrantFollowsTheSameRule(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	sub, err := e.payments.Commands.Grant.Handle(context.Background(), app.Grant{Account: e.accountOf(t, token), Plan: "premium",
		GrantedBy: e.accountOf(t, token), Reason: "goodwill"})
	if err != nil {
		t.Fatal(err)
	}
	u := e.own(t, token)
	if u.Plan == nil || *u.Plan != apiclient.PlanCodePremium || u.Subscription == nil || *u.Subscription.ContactAllowance != 50 ||
		u.Subscription.EndsAt.Sub(sub.EndsAt).Abs() > time.Millisecond {
		t.Fatalf("%+v %+v", u.Plan, u.Subscription)
	}
}

func TestSandboxCheckoutIsTheOwnersOnly(t *testing.T) {
	e := newEnv(t)
	_, token := e.member(t)
	r, _ := e.client.CompleteSandboxPaymentWithResponse(context.Background(), "order_NoSuchOrder000",
		apiclient.SandboxCheckoutRequest{Outcome: apiclient.SandboxCheckoutRequestOutcomePaid}, bearer(token))
	if r.StatusCode() != 404 {
		t.Fatalf("%d %s", r.StatusCode(), r.Body)
	}
	bad := e.do(t, "POST", "/api/payments/orders", "application/json", []byte(`{"plan":"diamond"}`))
	if bad.StatusCode != 401 {
		t.Fatalf("anonymous order: %d", bad.StatusCode)
	}
	o, _ := e.client.CreatePaymentOrderWithBodyWithResponse(context.Background(), "application/json",
		strings.NewReader(`{"plan":"diamond"}`), bearer(token))
	if o.StatusCode() != 400 {
		t.Fatalf("an order for diamond: %d %s", o.StatusCode(), o.Body)
	}
	amount, _ := e.client.CreatePaymentOrderWithBodyWithResponse(context.Background(), "application/json",
		strings.NewReader(`{"plan":"basic","amountPaise":100}`), bearer(token))
	if amount.StatusCode() != 400 {
		t.Fatalf("a client-set amount: %d %s", amount.StatusCode(), amount.Body)
	}
}

// TestPaymentLogs is docs/security.md 17 for payments: the events are logged, the member's contact
// details, the checkout's signature and the secrets are not.
func TestPaymentLogs(t *testing.T) {
	e := newEnv(t)
	doc, token := e.member(t)
	o := e.order(t, token, apiclient.PlanCodeBasic)
	paid := e.payInSandbox(t, token, o.OrderId, apiclient.SandboxCheckoutRequestOutcomePaid)
	e.verifyPayment(t, token, apiclient.CheckoutResult{RazorpayOrderId: paid.RazorpayOrderId,
		RazorpayPaymentId: paid.RazorpayPaymentId, RazorpaySignature: *paid.RazorpaySignature})
	e.settle()
	logs := e.logs.String()
	for _, event := range []string{"payment order created", "payment captured: plan activated", "payment event"} {
		if !strings.Contains(logs, event) {
			t.Errorf("%q is not logged", event)
		}
	}
	for name, secret := range map[string]string{"e-mail": doc["email"].(string), "phone": doc["phone"].(string),
		"signature": *paid.RazorpaySignature, "name": "Snehal Deshmukh", "key secret": string(testSandboxKey),
		"webhook secret": string(testSandboxWebhook)} {
		if strings.Contains(logs, secret) {
			t.Errorf("the logs hold the %s", name)
		}
	}
}
