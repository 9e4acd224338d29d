package httpapi_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// privacyScene is a groom who bought a plan and revealed one bride's contact, had a request
// accepted by her, exchanged a message with her and received a request from another: something
// in every table erasure must empty, and a payment it must keep.
type privacyScene struct {
	groomDoc                map[string]any
	groomCode, groomToken   string
	brideCode, brideToken   string
	suitorCode, suitorToken string
	brideEmail, brideName   string
	payment                 apiclient.PaymentRecord
}

func (e *env) privacyScene(t *testing.T) privacyScene {
	t.Helper()
	ctx := context.Background()
	var s privacyScene
	s.groomDoc = wizard()
	groom(s.groomDoc)
	r := e.register(t, s.groomDoc, testJPEG(t, 120, 120))
	if r.StatusCode() != 200 {
		t.Fatalf("register: %d %s", r.StatusCode(), r.Body)
	}
	s.groomCode = r.JSON200.UserId
	s.groomToken = e.login(t, s.groomDoc["email"].(string), s.groomDoc["password"].(string))
	s.brideCode, s.brideToken = e.memberWith(t, func(d map[string]any) {
		d["fullName"], s.brideEmail, s.brideName = "Gauri Joshi", d["email"].(string), "Gauri Joshi"
	})
	s.suitorCode, s.suitorToken = e.memberWith(t, bride)

	s.payment = e.buy(t, s.groomToken, apiclient.PlanCodeBasic)
	steps := []struct {
		name   string
		status func() int
	}{
		{"reveal", func() int {
			r, _ := e.client.RevealContactWithResponse(ctx, s.brideCode, bearer(s.groomToken))
			return r.StatusCode()
		}},
		{"send", func() int {
			r, _ := e.client.SendRequestWithResponse(ctx, s.brideCode, bearer(s.groomToken))
			return r.StatusCode()
		}},
		{"accept", func() int {
			r, _ := e.client.AcceptRequestWithResponse(ctx, s.groomCode, bearer(s.brideToken))
			return r.StatusCode()
		}},
		{"message", func() int {
			r, _ := e.client.SendMessageWithResponse(ctx, s.brideCode, apiclient.SendMessageRequest{Text: "Namaskar, shall we talk?"}, bearer(s.groomToken))
			return r.StatusCode()
		}},
		{"reply", func() int {
			r, _ := e.client.SendMessageWithResponse(ctx, s.groomCode, apiclient.SendMessageRequest{Text: "Yes, gladly."}, bearer(s.brideToken))
			return r.StatusCode()
		}},
		{"suitor", func() int {
			r, _ := e.client.SendRequestWithResponse(ctx, s.groomCode, bearer(s.suitorToken))
			return r.StatusCode()
		}},
	}
	for _, step := range steps {
		if status := step.status(); status/100 != 2 {
			t.Fatalf("%s: %d", step.name, status)
		}
	}
	return s
}

func TestExportMyData(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	s := e.privacyScene(t)

	r, err := e.client.ExportMyDataWithResponse(ctx, bearer(s.groomToken))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
	}
	if got, want := r.HTTPResponse.Header.Get("Content-Disposition"), `attachment; filename="reshimgathi-`+s.groomCode+`.json"`; got != want {
		t.Errorf("Content-Disposition %q, want %q", got, want)
	}
	d := r.JSON200
	if d.Account.UserId != s.groomCode || d.Account.Email != s.groomDoc["email"] || d.Account.Phone != s.groomDoc["phone"] {
		t.Errorf("account %+v", d.Account)
	}
	if d.Profile.UserId != s.groomCode || d.Profile.Phone == nil || d.Profile.FullName != "Aniket Patil" || !d.Profile.IsSubscribe {
		t.Errorf("profile %+v", d.Profile)
	}
	requests := map[string]apiclient.ExportedRequest{}
	for _, req := range d.ConnectionRequests {
		requests[req.UserId] = req
	}
	if q := requests[s.brideCode]; len(requests) != 2 || q.Direction != "sent" || q.Status != "accepted" || q.DecidedAt == nil {
		t.Errorf("requests %+v", d.ConnectionRequests)
	}
	if q := requests[s.suitorCode]; q.Direction != "received" || q.Status != "pending" {
		t.Errorf("requests %+v", d.ConnectionRequests)
	}
	if len(d.Notifications) != 2 || d.Notifications[0].UserId == nil || *d.Notifications[0].UserId != s.brideCode ||
		d.Notifications[0].Kind != "request_accepted" || d.Notifications[1].UserId == nil ||
		*d.Notifications[1].UserId != s.suitorCode || d.Notifications[1].Kind != "request_received" {
		t.Errorf("notifications %+v", d.Notifications)
	}
	if len(d.Subscriptions) != 1 || d.Subscriptions[0].Plan != "basic" || d.Subscriptions[0].ContactsRevealed != 1 ||
		d.Subscriptions[0].ContactAllowance == nil || *d.Subscriptions[0].ContactAllowance != 20 {
		t.Errorf("subscriptions %+v", d.Subscriptions)
	}
	if len(d.Payments) != 1 || d.Payments[0].Id != s.payment.Id || d.Payments[0].Status != apiclient.PaymentStatusCaptured ||
		d.Payments[0].ReceiptNumber == nil || d.Payments[0].AmountPaise != 19900 {
		t.Errorf("payments %+v", d.Payments)
	}
	if len(d.ContactReveals) != 1 || d.ContactReveals[0].UserId != s.brideCode {
		t.Errorf("reveals %+v", d.ContactReveals)
	}
	if m := d.Messages; len(m) != 2 || m[0].UserId != s.brideCode || m[0].Direction != "sent" || m[0].Text != "Namaskar, shall we talk?" ||
		m[0].Read || m[1].Direction != "received" || m[1].Text != "Yes, gladly." || m[1].Read {
		t.Errorf("messages %+v", d.Messages)
	}
	// Other members are named by code only: what the groom revealed of the bride is hers.
	for _, theirs := range []string{s.brideEmail, s.brideName} {
		if strings.Contains(string(r.Body), theirs) {
			t.Errorf("the export holds another member's data: %q", theirs)
		}
	}
	t.Run("needs-login", func(t *testing.T) {
		if r, _ := e.client.ExportMyDataWithResponse(ctx); r.StatusCode() != 401 {
			t.Fatalf("%d", r.StatusCode())
		}
	})
}

func TestDeleteAccount(t *testing.T) {
	e := newEnv(t)
	other := newEnvOn(t, e.dbURL) // a second instance: the token must die there too
	ctx := context.Background()
	s := e.privacyScene(t)
	var accountID, photoID string
	if err := e.pool.QueryRow(ctx, `SELECT account_id::text, photo_id FROM profiles WHERE member_code = $1`, s.groomCode).
		Scan(&accountID, &photoID); err != nil {
		t.Fatal(err)
	}
	if r, _ := other.client.GetUserProfileWithResponse(ctx, "none", bearer(s.groomToken)); r.StatusCode() != 200 {
		t.Fatalf("second instance: %d", r.StatusCode()) // the account is now cached there
	}
	del := func(password string) *apiclient.DeleteAccountResponse {
		t.Helper()
		r, err := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: password}, bearer(s.groomToken))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}

	t.Run("wrong-password-keeps-everything", func(t *testing.T) {
		r := del("not-my-password-at-all")
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["password"] != "The password is not correct." {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if r := del(""); r.StatusCode() != 400 {
			t.Fatalf("empty password: %d %s", r.StatusCode(), r.Body)
		}
		if p, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(s.groomToken)); p.StatusCode() != 200 {
			t.Fatalf("still logged in: %d", p.StatusCode())
		}
	})

	t.Run("erases-everything", func(t *testing.T) {
		var conversation string
		if err := e.pool.QueryRow(ctx, `SELECT id::text FROM conversations WHERE member_low = $1 OR member_high = $1`, accountID).
			Scan(&conversation); err != nil {
			t.Fatal(err)
		}
		if r := del(s.groomDoc["password"].(string)); r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		for table, where := range map[string]string{
			"accounts":             "id = $1",
			"profiles":             "account_id = $1",
			"member_search":        "account_id = $1",
			"password_resets":      "account_id = $1",
			"connection_requests":  "sender_id = $1 OR receiver_id = $1",
			"notifications":        "recipient_id = $1 OR actor_id = $1",
			"subscriptions":        "account_id = $1",
			"contact_reveals":      "viewer_id = $1 OR member_id = $1",
			"conversations":        "member_low = $1 OR member_high = $1",
			"conversation_members": "member_id = $1 OR other_id = $1",
			// Both sides of the conversation go: the other member's replies too.
			"messages": "sender_id = $1 OR conversation_id::text = '" + conversation + "'",
		} {
			var n int
			if err := e.pool.QueryRow(ctx, "SELECT count(*) FROM "+table+" WHERE "+where, accountID).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n != 0 {
				t.Errorf("%s still holds %d rows of the erased member", table, n)
			}
		}
		// The payment stays (the law requires the record), with nothing left that names the member.
		var account, name, email, receipt *string
		if err := e.pool.QueryRow(ctx, `SELECT account_id::text, billed_name, billed_email, receipt_number FROM payments WHERE id = $1`,
			s.payment.Id).Scan(&account, &name, &email, &receipt); err != nil {
			t.Fatalf("the payment went with the account: %v", err)
		}
		if account != nil || name != nil || email != nil || receipt == nil || *receipt != *s.payment.ReceiptNumber {
			t.Errorf("payment after erasure: account %v name %v email %v receipt %v", account, name, email, receipt)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_events WHERE payment_id = $1", s.payment.Id); n == 0 {
			t.Error("the payment's events went with the account")
		}
		for _, variant := range []string{"full.jpg", "thumb.jpg"} {
			if _, err := os.Stat(filepath.Join(e.uploads, "photos", photoID, variant)); !os.IsNotExist(err) {
				t.Errorf("the picture (%s) is still stored: %v", variant, err)
			}
		}
	})

	t.Run("every-session-ends", func(t *testing.T) {
		if r, _ := e.client.GetUserProfileWithResponse(ctx, "none", bearer(s.groomToken)); r.StatusCode() != 401 {
			t.Fatalf("token still works: %d", r.StatusCode())
		}
		deadline := time.Now().Add(2 * time.Second)
		for {
			r, _ := other.client.GetUserProfileWithResponse(ctx, "none", bearer(s.groomToken))
			if r.StatusCode() == 401 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the other instance still accepts the erased member's token: %d", r.StatusCode())
			}
			time.Sleep(20 * time.Millisecond)
		}
		login, _ := e.client.LoginWithResponse(ctx, apiclient.LoginRequest{Email: s.groomDoc["email"].(string), Password: s.groomDoc["password"].(string)})
		if login.StatusCode() != 401 {
			t.Fatalf("login after erasure: %d", login.StatusCode())
		}
	})

	t.Run("others-no-longer-see-the-member", func(t *testing.T) {
		if r, _ := e.client.GetUserProfileWithResponse(ctx, s.groomCode, bearer(s.brideToken)); r.StatusCode() != 404 {
			t.Fatalf("profile: %d", r.StatusCode())
		}
		connections, _ := e.client.ListConnectionsWithResponse(ctx, nil, bearer(s.brideToken))
		if connections.JSON200 == nil || strings.Contains(string(connections.Body), s.groomCode) {
			t.Fatalf("connections: %s", connections.Body)
		}
		notes, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(s.brideToken))
		if notes.JSON200 == nil || strings.Contains(string(notes.Body), s.groomCode) {
			t.Fatalf("notifications: %s", notes.Body)
		}
		conversations, _ := e.client.ListConversationsWithResponse(ctx, nil, bearer(s.brideToken))
		if conversations.JSON200 == nil || len(conversations.JSON200.Conversations) != 0 {
			t.Fatalf("conversations: %s", conversations.Body)
		}
	})

	t.Run("the-address-is-free-again", func(t *testing.T) {
		if r := e.register(t, s.groomDoc, testJPEG(t, 120, 120)); r.StatusCode() != 200 {
			t.Fatalf("register again: %d %s", r.StatusCode(), r.Body)
		}
	})
}

// TestDeleteAccountKeepsSharedPictures: demo members share pictures, so erasing one of them
// must leave the picture to the others.
func TestDeleteAccountKeepsSharedPictures(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, token := e.member(t)
	otherCode, _ := e.memberWith(t, bride)
	var shared string
	if err := e.pool.QueryRow(ctx, `UPDATE profiles SET photo_id = (SELECT photo_id FROM profiles WHERE member_code = $1)
		WHERE account_id = (SELECT id FROM accounts WHERE email = $2) RETURNING photo_id`, otherCode, doc["email"]).Scan(&shared); err != nil {
		t.Fatal(err)
	}
	r, err := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: doc["password"].(string)}, bearer(token))
	if err != nil || r.StatusCode() != 200 {
		t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
	}
	if _, err := os.Stat(filepath.Join(e.uploads, "photos", shared, "full.jpg")); err != nil {
		t.Fatalf("the other member's picture went with the erased one: %v", err)
	}
}

// TestDeleteAccountThrottlesGuesses: a stolen token must not become a password oracle.
func TestDeleteAccountThrottlesGuesses(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	doc, token := e.member(t)
	status := 0
	for i := 0; i < 11 && status != 429; i++ {
		r, err := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: "guess-" + pad8(int64(i))}, bearer(token))
		if err != nil {
			t.Fatal(err)
		}
		status = r.StatusCode()
	}
	if status != 429 {
		t.Fatalf("11 wrong passwords: last answer %d, want 429", status)
	}
	r, _ := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: doc["password"].(string)}, bearer(token))
	if r.StatusCode() != 429 {
		t.Fatalf("the right password during the pause: %d, want 429", r.StatusCode())
	}
}
