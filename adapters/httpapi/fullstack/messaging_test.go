package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func TestMessagingWhoMaySend(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	subscriber, free := e.chatter(t, groom), e.chatter(t, bride)
	stranger := e.chatter(t, bride)
	e.subscribe(t, subscriber)
	e.connect(t, subscriber, free)

	t.Run("a-non-connection-cannot-message-403", func(t *testing.T) {
		r := e.sendMessage(t, subscriber, stranger, "Namaskar")
		if r.StatusCode() != 403 || r.ApplicationproblemJSON403.Code != "not_connected" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		// A pending request is not a connection either.
		if s, _ := e.client.SendRequestWithResponse(ctx, stranger.code, bearer(subscriber.token)); s.StatusCode() != 200 {
			t.Fatalf("request: %d", s.StatusCode())
		}
		if r := e.sendMessage(t, subscriber, stranger, "Namaskar"); r.StatusCode() != 403 {
			t.Fatalf("pending request: %d %s", r.StatusCode(), r.Body)
		}
		with, _ := e.client.GetConversationWithWithResponse(ctx, stranger.code, bearer(subscriber.token))
		if with.JSON200 == nil || with.JSON200.CanSend || with.JSON200.SendBlock == nil || *with.JSON200.SendBlock != "not_connected" ||
			with.JSON200.UpgradePlan != nil {
			t.Fatalf("conversation with a stranger: %s", with.Body)
		}
	})
	t.Run("message-yourself-400", func(t *testing.T) {
		if r := e.sendMessage(t, subscriber, subscriber, "hello me"); r.StatusCode() != 400 || r.ApplicationproblemJSON400.Code != "message_self" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("unknown-member-404", func(t *testing.T) {
		if r := e.sendMessage(t, subscriber, chatter{code: "MH22222222"}, "hello"); r.StatusCode() != 404 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("a-non-subscriber-cannot-start-402", func(t *testing.T) {
		with, _ := e.client.GetConversationWithWithResponse(ctx, subscriber.code, bearer(free.token))
		c := with.JSON200
		if c == nil || c.Id != nil || c.CanSend || !c.Connected || c.SendBlock == nil || *c.SendBlock != "subscription_required" ||
			c.UpgradePlan == nil || *c.UpgradePlan != "premium" || c.Member.UserId != subscriber.code {
			t.Fatalf("before anyone wrote: %s", with.Body)
		}
		r := e.sendMessage(t, free, subscriber, "Namaskar")
		if r.StatusCode() != 402 || r.ApplicationproblemJSON402.Code != "messaging_subscription_required" ||
			r.ApplicationproblemJSON402.Message != "Upgrade membership to call or message with matches" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("the-non-subscriber-replies-to-a-subscriber-201", func(t *testing.T) {
		first := e.sent(t, subscriber, free, "Namaskar, Snehal!")
		if !first.Mine || first.UserId != subscriber.code || first.Read {
			t.Fatalf("first message %+v", first)
		}
		with, _ := e.client.GetConversationWithWithResponse(ctx, subscriber.code, bearer(free.token))
		if c := with.JSON200; c == nil || !c.CanSend || c.SendBlock != nil || c.Id == nil || *c.Id != first.ConversationId ||
			c.StartedBy == nil || *c.StartedBy != subscriber.code || c.Unread != 1 {
			t.Fatalf("after the subscriber wrote: %s", with.Body)
		}
		reply := e.sent(t, free, subscriber, "Namaskar, Aniket.")
		if reply.ConversationId != first.ConversationId || reply.UserId != free.code {
			t.Fatalf("reply %+v", reply)
		}
	})
	t.Run("needs-login-401", func(t *testing.T) {
		if r := e.sendMessage(t, chatter{}, free, "hello"); r.StatusCode() != 401 {
			t.Fatalf("%d", r.StatusCode())
		}
	})
}

// TestMessagingExpiryClosesSendingAtOnce: isSubscribe is computed at request time, so the moment
// a subscription ends its holder cannot start or continue writing, with no job to run.
func TestMessagingExpiryClosesSendingAtOnce(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	subscriber, free := e.chatter(t, groom), e.chatter(t, bride)
	e.subscribe(t, subscriber)
	e.connect(t, subscriber, free)
	e.sent(t, subscriber, free, "Before the end of my plan")

	if _, err := e.pool.Exec(ctx, `UPDATE subscriptions SET starts_at = now() - interval '2 months', ends_at = now() - interval '1 second'
		WHERE account_id = $1`, subscriber.id); err != nil {
		t.Fatal(err)
	}
	if r := e.sendMessage(t, subscriber, free, "After the end"); r.StatusCode() != 402 {
		t.Fatalf("sending after expiry: %d %s", r.StatusCode(), r.Body)
	}
	with, _ := e.client.GetConversationWithWithResponse(ctx, free.code, bearer(subscriber.token))
	if with.JSON200 == nil || with.JSON200.CanSend || with.JSON200.UpgradePlan == nil {
		t.Fatalf("the thread still offers sending: %s", with.Body)
	}
	// The other member may still answer the conversation the subscriber started.
	e.sent(t, free, subscriber, "I can still reply")
}

func TestMessagingSendRateLimit429(t *testing.T) {
	e := newEnv(t)
	a, b := e.chatter(t, groom), e.chatter(t, bride)
	e.subscribe(t, a)
	e.connect(t, a, b)
	for i := range 30 {
		e.sent(t, a, b, fmt.Sprintf("message %d", i))
	}
	r := e.sendMessage(t, a, b, "one too many")
	if r.StatusCode() != 429 || r.ApplicationproblemJSON429.Code != "rate_limited" || r.HTTPResponse.Header.Get("Retry-After") == "" {
		t.Fatalf("%d %s", r.StatusCode(), r.Body)
	}
	// The limit is the sender's: the other member still writes.
	e.sent(t, b, a, "my turn")
}

// TestMessagingHistoryPagination: walking back with the cursor returns every message exactly once,
// oldest first on each page, even while new messages arrive between pages.
func TestMessagingHistoryPagination(t *testing.T) {
	e := newEnv(t)
	a, b := e.chatter(t, groom), e.chatter(t, bride)
	e.subscribe(t, a)
	e.connect(t, a, b)
	var want []string
	for i := range 23 {
		from, to := a, b
		if i%3 == 2 {
			from, to = b, a
		}
		want = append(want, e.sent(t, from, to, fmt.Sprintf("message %02d", i)).Text)
	}
	conversation := e.sent(t, a, b, "message 23").ConversationId
	want = append(want, "message 23")

	var got []string
	seen := map[uuid.UUID]bool{}
	var before *string
	for pages := 0; ; pages++ {
		if pages > 10 {
			t.Fatal("the cursor does not end")
		}
		r := e.history(t, b, conversation, before, 7)
		if r.JSON200 == nil {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		var page []string
		for _, m := range r.JSON200.Messages {
			if seen[m.Id] {
				t.Fatalf("message %q on two pages", m.Text)
			}
			seen[m.Id] = true
			page = append(page, m.Text)
		}
		got = append(page, got...)
		// New messages while paging must not shift the older pages.
		e.sent(t, b, a, fmt.Sprintf("late %d", pages))
		if before = r.JSON200.Before; before == nil {
			break
		}
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("history\n got %v\nwant %v", got, want)
	}
	t.Run("bad-cursor-400", func(t *testing.T) {
		bad := "x1"
		if r := e.history(t, b, conversation, &bad, 7); r.StatusCode() != 400 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
}

// TestMessagingOwnershipScopedInSQL: a conversation exists only for its two members.
func TestMessagingOwnershipScopedInSQL(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a, b, other := e.chatter(t, groom), e.chatter(t, bride), e.chatter(t, groom)
	e.subscribe(t, a)
	e.subscribe(t, other)
	e.connect(t, a, b)
	msg := e.sent(t, a, b, "Only for you")

	t.Run("another-member-cannot-read-404", func(t *testing.T) {
		if r := e.history(t, other, msg.ConversationId, nil, 10); r.StatusCode() != 404 ||
			r.ApplicationproblemJSON404.Code != "conversation_not_found" || strings.Contains(string(r.Body), "Only for you") {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
	t.Run("another-member-cannot-mark-read-404", func(t *testing.T) {
		r, _ := e.client.MarkConversationReadWithResponse(ctx, msg.ConversationId, apiclient.MarkConversationReadJSONRequestBody{UpTo: msg.Id}, bearer(other.token))
		if r.StatusCode() != 404 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if e.unreadMessages(t, b) != 1 {
			t.Fatal("another member's call marked the message read")
		}
	})
	t.Run("another-members-list-does-not-show-it", func(t *testing.T) {
		r, _ := e.client.ListConversationsWithResponse(ctx, nil, bearer(other.token))
		if r.JSON200 == nil || len(r.JSON200.Conversations) != 0 {
			t.Fatalf("%s", r.Body)
		}
	})
	t.Run("unknown-conversation-404", func(t *testing.T) {
		if r := e.history(t, a, uuid.New(), nil, 10); r.StatusCode() != 404 {
			t.Fatalf("%d", r.StatusCode())
		}
	})
	t.Run("the-members-read-it", func(t *testing.T) {
		for _, c := range []chatter{a, b} {
			if r := e.history(t, c, msg.ConversationId, nil, 10); r.JSON200 == nil || len(r.JSON200.Messages) != 1 {
				t.Fatalf("%d %s", r.StatusCode(), r.Body)
			}
		}
	})
}

// TestMessagingTextIsReturnedExactlyAsSent: text is stored and served as text — markup stays
// characters, nothing is escaped, stripped or rendered (docs/security.md 14).
func TestMessagingTextIsReturnedExactlyAsSent(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a, b := e.chatter(t, groom), e.chatter(t, bride)
	e.subscribe(t, a)
	e.connect(t, a, b)
	const typed = "  <script>alert(\"x\")</script> & <b>भेटूया?</b> &amp; 'quotes'\r\nsecond line\t \n"
	const stored = "<script>alert(\"x\")</script> & <b>भेटूया?</b> &amp; 'quotes'\nsecond line"
	msg := e.sent(t, a, b, typed)
	if msg.Text != stored {
		t.Fatalf("send answered %q", msg.Text)
	}
	h := e.history(t, b, msg.ConversationId, nil, 10)
	if h.JSON200 == nil || len(h.JSON200.Messages) != 1 || h.JSON200.Messages[0].Text != stored {
		t.Fatalf("history %s", h.Body)
	}
	if ct := h.HTTPResponse.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("served as %q", ct)
	}
	list, _ := e.client.ListConversationsWithResponse(ctx, nil, bearer(b.token))
	if list.JSON200 == nil || list.JSON200.Conversations[0].LastMessage.Text != stored {
		t.Fatalf("list %s", list.Body)
	}

	for name, c := range map[string]struct {
		text, message string
	}{
		"empty-400":    {"", "A message must be 1 to 2,000 characters."},
		"blank-400":    {" \n\t ", "Please write a message."},
		"too-long-400": {strings.Repeat("a", 2001), "A message must be 1 to 2,000 characters."},
		// Refused at the edge, as every text field is (texthygiene.go); the domain's own check stays behind it.
		"nul-400-not-500":       {"hello\x00world", "This text contains control characters, which are not allowed."},
		"control-character-400": {"bell\x07", "This text contains control characters, which are not allowed."},
	} {
		t.Run(name, func(t *testing.T) {
			r := e.sendMessage(t, a, b, c.text)
			if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["text"] != c.message {
				t.Fatalf("%d %s", r.StatusCode(), r.Body)
			}
		})
	}
	t.Run("2000-devanagari-characters-201", func(t *testing.T) {
		e.sent(t, a, b, strings.Repeat("म", 2000))
	})
}

func TestMessagingReadStateAndUnreadCounts(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a, b, c := e.chatter(t, groom), e.chatter(t, bride), e.chatter(t, bride)
	e.subscribe(t, a)
	e.connect(t, a, b)
	e.connect(t, a, c)
	first := e.sent(t, a, b, "one")
	second := e.sent(t, a, b, "two")
	toC := e.sent(t, a, c, "hello C")
	e.sent(t, b, a, "from b") // her own messages never count as unread for her

	if n := e.unreadMessages(t, b); n != 2 {
		t.Fatalf("b unread %d", n)
	}
	if n := e.unreadMessages(t, a); n != 1 {
		t.Fatalf("a unread %d", n)
	}
	list, _ := e.client.ListConversationsWithResponse(ctx, nil, bearer(a.token))
	if l := list.JSON200; l == nil || len(l.Conversations) != 2 || l.Conversations[0].Member.UserId != b.code ||
		l.Conversations[0].Unread != 1 || l.Conversations[1].Unread != 0 || l.Conversations[0].LastMessage.Text != "from b" {
		t.Fatalf("a's list %s", list.Body)
	}

	mark := func(who chatter, conversation, upTo uuid.UUID) *apiclient.MarkConversationReadResponse {
		t.Helper()
		r, err := e.client.MarkConversationReadWithResponse(ctx, conversation, apiclient.MarkConversationReadJSONRequestBody{UpTo: upTo}, bearer(who.token))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := mark(b, first.ConversationId, first.Id); r.JSON200 == nil || r.JSON200.Unread != 1 || r.JSON200.UnreadMessages != 1 {
		t.Fatalf("read up to the first: %d %s", r.StatusCode(), r.Body)
	}
	h := e.history(t, a, first.ConversationId, nil, 10)
	if ms := h.JSON200.Messages; !ms[0].Read || ms[1].Read {
		t.Fatalf("a sees read receipts %+v", ms)
	}
	if r := mark(b, first.ConversationId, second.Id); r.JSON200 == nil || r.JSON200.Unread != 0 || r.JSON200.UnreadMessages != 0 {
		t.Fatalf("read up to the second: %d %s", r.StatusCode(), r.Body)
	}
	t.Run("never-backwards", func(t *testing.T) {
		if r := mark(b, first.ConversationId, first.Id); r.JSON200 == nil || r.JSON200.Unread != 0 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if h := e.history(t, a, first.ConversationId, nil, 10); !h.JSON200.Messages[1].Read {
			t.Fatal("the marker moved back")
		}
	})
	t.Run("a-message-of-another-conversation-404", func(t *testing.T) {
		if r := mark(b, first.ConversationId, toC.Id); r.StatusCode() != 404 || r.ApplicationproblemJSON404.Code != "message_not_found" {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
	})
}
