package httpapi_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// chatter is a member in a messaging test.
type chatter struct {
	code, token string
	id          uuid.UUID
}

func (e *env) chatter(t *testing.T, change func(map[string]any)) chatter {
	t.Helper()
	code, token := e.memberWith(t, change)
	claims, err := e.tokens.Parse(token, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return chatter{code: code, token: token, id: claims.Subject}
}

// subscribe gives the member an active subscription, as a verified payment would.
func (e *env) subscribe(t *testing.T, c chatter) {
	t.Helper()
	premium := plans.Plan{Code: plans.Premium, ValidityMonths: 3, ContactAllowance: 50}
	if _, err := postgres.NewSubscriptionStore(e.pool).Subscribe(context.Background(), c.id, premium, time.Now().Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
}

// connect makes a and b connections: a asks, b accepts.
func (e *env) connect(t *testing.T, a, b chatter) {
	t.Helper()
	ctx := context.Background()
	if r, err := e.client.SendRequestWithResponse(ctx, b.code, bearer(a.token)); err != nil || r.StatusCode() != 200 {
		t.Fatalf("send request: %v %d", err, r.StatusCode())
	}
	if r, err := e.client.AcceptRequestWithResponse(ctx, a.code, bearer(b.token)); err != nil || r.StatusCode() != 201 {
		t.Fatalf("accept: %v %d", err, r.StatusCode())
	}
}

func (e *env) sendMessage(t *testing.T, from, to chatter, text string) *apiclient.SendMessageResponse {
	t.Helper()
	r, err := e.client.SendMessageWithResponse(context.Background(), to.code, apiclient.SendMessageRequest{Text: text}, bearer(from.token))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sent sends text and fails the test unless it is stored.
func (e *env) sent(t *testing.T, from, to chatter, text string) apiclient.ChatMessage {
	t.Helper()
	r := e.sendMessage(t, from, to, text)
	if r.StatusCode() != 201 || r.JSON201 == nil {
		t.Fatalf("send %q: %d %s", text, r.StatusCode(), r.Body)
	}
	return *r.JSON201
}

func (e *env) history(t *testing.T, c chatter, conversation uuid.UUID, before *string, limit int) *apiclient.GetConversationHistoryResponse {
	t.Helper()
	r, err := e.client.GetConversationHistoryWithResponse(context.Background(), conversation,
		&apiclient.GetConversationHistoryParams{Before: before, Limit: &limit}, bearer(c.token))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (e *env) unreadMessages(t *testing.T, c chatter) int {
	t.Helper()
	r, err := e.client.GetUnreadMessageCountWithResponse(context.Background(), bearer(c.token))
	if err != nil || r.JSON200 == nil {
		t.Fatalf("unread: %v %d", err, r.StatusCode())
	}
	return r.JSON200.Unread
}
