package httpapi_test

import (
	"context"
	"sync"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func TestRequestLifecycle(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	aCode, aTok := e.memberWith(t, groom)
	bCode, bTok := e.memberWith(t, bride)
	cCode, cTok := e.memberWith(t, groom)

	status := func(tok, code string) apiclient.RequestStatus {
		t.Helper()
		r, err := e.client.GetUserProfileWithResponse(ctx, code, bearer(tok))
		if err != nil || r.JSON200 == nil || r.JSON200.UserData.RequestStatus == nil {
			t.Fatalf("profile %s: %v %s", code, err, r.Body)
		}
		return *r.JSON200.UserData.RequestStatus
	}
	if s := status(aTok, bCode); s.Status != "none" {
		t.Fatalf("fresh pair: %+v", s)
	}
	t.Run("send-request-400-self", func(t *testing.T) {
		r, _ := e.client.SendRequestWithResponse(ctx, aCode, bearer(aTok))
		if r.StatusCode() != 400 || r.ApplicationproblemJSON400.Code != "request_self" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("send-request-404-unknown", func(t *testing.T) {
		r, _ := e.client.SendRequestWithResponse(ctx, "MH22222222", bearer(aTok))
		if r.StatusCode() != 404 {
			t.Fatalf("%d", r.StatusCode())
		}
	})
	t.Run("send-request-200-pending-both-views", func(t *testing.T) {
		r, _ := e.client.SendRequestWithResponse(ctx, bCode, bearer(aTok))
		if r.StatusCode() != 200 || r.JSON200.RequestStatus.Status != "pending" || r.JSON200.RequestStatus.Direction != "sent" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if s := status(bTok, aCode); s.Status != "pending" || s.Direction != "received" {
			t.Fatalf("receiver view %+v", s)
		}
	})
	t.Run("interests-lists-sender", func(t *testing.T) {
		r, _ := e.client.ListInterestsWithResponse(ctx, nil, bearer(bTok))
		if r.StatusCode() != 200 || len(r.JSON200.GetAllRequests.Data) != 1 || r.JSON200.GetAllRequests.Data[0].UserId != aCode {
			t.Fatalf("%s", r.Body)
		}
	})
	t.Run("notification-request-received", func(t *testing.T) {
		r, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(bTok))
		n := r.JSON200.Notifications
		if n.Count != 1 || n.Unread != 1 || n.Data[0].SenderId == nil || *n.Data[0].SenderId != aCode || n.Data[0].Kind != "request_received" ||
			n.Data[0].Message != "Aniket Patil sent you a connection request." {
			t.Fatalf("%s", r.Body)
		}
	})
	t.Run("idor-third-member-cannot-decide-or-mark", func(t *testing.T) {
		acc, _ := e.client.AcceptRequestWithResponse(ctx, aCode, bearer(cTok))
		rej, _ := e.client.RejectRequestWithResponse(ctx, aCode, bearer(cTok))
		if acc.StatusCode() != 404 || rej.StatusCode() != 404 {
			t.Fatalf("C decided A's request to B: %d %d", acc.StatusCode(), rej.StatusCode())
		}
		// A, the sender, cannot accept their own request either.
		if own, _ := e.client.AcceptRequestWithResponse(ctx, bCode, bearer(aTok)); own.StatusCode() != 404 {
			t.Fatalf("sender accepted own request: %d", own.StatusCode())
		}
		list, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(bTok))
		ids := []uuid.UUID{list.JSON200.Notifications.Data[0].RequestId}
		e.client.MarkAsReadWithResponse(ctx, apiclient.MarkAsReadJSONRequestBody{RequestIds: &ids}, bearer(cTok))
		after, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(bTok))
		if after.JSON200.Notifications.Unread != 1 {
			t.Fatal("C marked B's notification as read")
		}
		if s := status(cTok, bCode); s.Status != "none" {
			t.Fatalf("C sees A and B's request: %+v", s)
		}
	})
	t.Run("accept-201-connected-and-sender-notified", func(t *testing.T) {
		r, _ := e.client.AcceptRequestWithResponse(ctx, aCode, bearer(bTok))
		if r.StatusCode() != 201 || r.JSON201.Message != "Request Accepted" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if s := status(aTok, bCode); s.Status != "accepted" || s.Direction != "sent" {
			t.Fatalf("sender view %+v", s)
		}
		if s := status(bTok, aCode); s.Status != "accepted" || s.Direction != "received" {
			t.Fatalf("receiver view %+v", s)
		}
		n, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(aTok))
		if n.JSON200.Notifications.Data[0].Kind != "request_accepted" {
			t.Fatalf("%s", n.Body)
		}
		for _, tok := range []string{aTok, bTok} {
			c, _ := e.client.ListConnectionsWithResponse(ctx, nil, bearer(tok))
			if len(c.JSON200.UserList.UserProfiles) != 1 {
				t.Fatalf("connections: %s", c.Body)
			}
		}
		if i, _ := e.client.ListInterestsWithResponse(ctx, nil, bearer(bTok)); len(i.JSON200.GetAllRequests.Data) != 0 {
			t.Fatal("accepted request still in interests")
		}
	})
	t.Run("accept-409-twice", func(t *testing.T) {
		r, _ := e.client.AcceptRequestWithResponse(ctx, aCode, bearer(bTok))
		if r.StatusCode() != 409 {
			t.Fatalf("%d", r.StatusCode())
		}
		s, _ := e.client.SendRequestWithResponse(ctx, bCode, bearer(aTok))
		if s.StatusCode() != 200 || s.JSON200.RequestStatus.Status != "accepted" {
			t.Fatalf("sending to a connection changed it: %s", s.Body)
		}
	})
	t.Run("reject-201-and-declined-sender-cannot-resend", func(t *testing.T) {
		e.client.SendRequestWithResponse(ctx, bCode, bearer(cTok))
		r, _ := e.client.RejectRequestWithResponse(ctx, cCode, bearer(bTok))
		if r.StatusCode() != 201 || r.JSON201.Message != "Request Rejected" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if s := status(cTok, bCode); s.Status != "rejected" {
			t.Fatalf("%+v", s)
		}
		again, _ := e.client.SendRequestWithResponse(ctx, bCode, bearer(cTok))
		if again.StatusCode() != 409 {
			t.Fatalf("declined sender re-sent: %d", again.StatusCode())
		}
	})
	t.Run("withdraw-200-then-none", func(t *testing.T) {
		dCode, dTok := e.memberWith(t, bride)
		e.client.SendRequestWithResponse(ctx, dCode, bearer(cTok))
		w, _ := e.client.WithdrawRequestWithResponse(ctx, dCode, bearer(cTok))
		if w.StatusCode() != 200 {
			t.Fatalf("%d %s", w.StatusCode(), w.Body)
		}
		if s := status(dTok, cCode); s.Status != "none" {
			t.Fatalf("%+v", s)
		}
		if again, _ := e.client.WithdrawRequestWithResponse(ctx, dCode, bearer(cTok)); again.StatusCode() != 404 {
			t.Fatalf("withdraw twice: %d", again.StatusCode())
		}
		if s, _ := e.client.SendRequestWithResponse(ctx, dCode, bearer(cTok)); s.JSON200.RequestStatus.Status != "pending" {
			t.Fatal("cannot send again after withdrawing")
		}
	})
	t.Run("mark-as-read-own", func(t *testing.T) {
		list, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(bTok))
		ids := []uuid.UUID{}
		for _, n := range list.JSON200.Notifications.Data {
			ids = append(ids, n.RequestId)
		}
		r, _ := e.client.MarkAsReadWithResponse(ctx, apiclient.MarkAsReadJSONRequestBody{RequestIds: &ids}, bearer(bTok))
		if r.StatusCode() != 200 || r.JSON200.Notifications.Unread != 0 || !r.JSON200.Notifications.Data[0].IsRead {
			t.Fatalf("%s", r.Body)
		}
		u, _ := e.client.GetUnreadCountWithResponse(ctx, bearer(bTok))
		if u.JSON200.Unread != 0 {
			t.Fatal("badge not cleared")
		}
	})
}

func TestConcurrency(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	aCode, aTok := e.memberWith(t, groom)
	bCode, bTok := e.memberWith(t, bride)
	run50 := func(f func() int) map[int]int {
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for i := 0; i < 50; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				c := f()
				mu.Lock()
				codes[c]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		return codes
	}
	t.Run("send-request-50-concurrent-one-row", func(t *testing.T) {
		codes := run50(func() int {
			r, err := e.client.SendRequestWithResponse(ctx, bCode, bearer(aTok))
			if err != nil {
				return -1
			}
			return r.StatusCode()
		})
		var rows, notes int
		_ = e.pool.QueryRow(ctx, "SELECT count(*) FROM connection_requests").Scan(&rows)
		_ = e.pool.QueryRow(ctx, "SELECT count(*) FROM notifications").Scan(&notes)
		if codes[200] != 50 || rows != 1 || notes != 1 {
			t.Fatalf("codes %v rows %d notifications %d", codes, rows, notes)
		}
	})
	t.Run("accept-50-concurrent-one-transition", func(t *testing.T) {
		codes := run50(func() int {
			r, err := e.client.AcceptRequestWithResponse(ctx, aCode, bearer(bTok))
			if err != nil {
				return -1
			}
			return r.StatusCode()
		})
		var accepted int
		_ = e.pool.QueryRow(ctx, "SELECT count(*) FROM notifications WHERE kind = 'request_accepted'").Scan(&accepted)
		if codes[201] != 1 || codes[409] != 49 || accepted != 1 {
			t.Fatalf("codes %v accepted notifications %d", codes, accepted)
		}
	})
}

func TestListsPaginate(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	bCode, bTok := e.memberWith(t, bride)
	senders := map[string]bool{}
	for i := 0; i < 7; i++ {
		code, tok := e.memberWith(t, groom)
		senders[code] = true
		if r, _ := e.client.SendRequestWithResponse(ctx, bCode, bearer(tok)); r.StatusCode() != 200 {
			t.Fatalf("send %d: %d", i, r.StatusCode())
		}
	}
	seen := map[string]bool{}
	for page := 1; page <= 2; page++ {
		r, _ := e.client.ListInterestsWithResponse(ctx, &apiclient.ListInterestsParams{Page: &page}, bearer(bTok))
		got := r.JSON200.GetAllRequests
		if got.TotalPages != 2 || (page == 1 && len(got.Data) != 6) || (page == 2 && len(got.Data) != 1) {
			t.Fatalf("interests page %d: %d cards, %d pages", page, len(got.Data), got.TotalPages)
		}
		for _, c := range got.Data {
			if seen[c.UserId] || !senders[c.UserId] {
				t.Fatalf("card %s repeated or not a sender", c.UserId)
			}
			seen[c.UserId] = true
		}
	}
	n, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(bTok))
	if page := n.JSON200.Notifications; page.Count != 7 || page.TotalPages != 2 || len(page.Data) != 4 {
		t.Fatalf("notifications: count %d pages %d on page %d", page.Count, page.TotalPages, len(page.Data))
	}
}
