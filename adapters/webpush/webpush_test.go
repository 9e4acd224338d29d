package webpush_test

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/webpush"
)

func testSender(t *testing.T, service *pushService) (*webpush.Sender, webpush.Subscription, webpush.VAPIDKeys) {
	t.Helper()
	seed := make([]byte, 32)
	_, _ = rand.Read(seed)
	keys, err := webpush.KeysFromSeed(seed)
	if err != nil {
		t.Fatal(err)
	}
	hosts, err := webpush.ParseServiceHosts(strings.TrimPrefix(service.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	p256dh, auth := service.browser.keys()
	return webpush.NewSender(keys, "mailto:push@reshimgathi.in", hosts),
		webpush.Subscription{Endpoint: service.URL + "/push/abc123", P256dh: p256dh, Auth: auth}, keys
}

func TestAPushIsEncryptedForTheSubscriptionAndSignedWithTheServersKey(t *testing.T) {
	service := newPushService(t, newBrowser(t))
	sender, sub, keys := testSender(t, service)
	payload, _ := json.Marshal(map[string]string{"title": "New interest on Reshimgathi", "url": "/interests"})

	err := sender.Send(context.Background(), sub, webpush.Message{Payload: payload, TTL: 4 * time.Hour, Urgency: "high", Topic: "interests"})
	if err != nil {
		t.Fatalf("send: %v (push service: %v)", err, service.errs)
	}
	if len(service.got) != 1 {
		t.Fatalf("the push service accepted %d pushes (refused: %v)", len(service.got), service.errs)
	}
	got := service.got[0]
	if string(got.payload) != string(payload) {
		t.Errorf("decrypted %q, sent %q", got.payload, payload)
	}
	if got.ttl != "14400" || got.urgency != "high" || got.topic != "interests" {
		t.Errorf("TTL %q urgency %q topic %q, want 14400, high, interests", got.ttl, got.urgency, got.topic)
	}
	if got.vapidKey != keys.Public || got.vapidKey != sender.PublicKey() {
		t.Errorf("signed with k=%q, the server's key is %q", got.vapidKey, keys.Public)
	}
	if got.sub != "mailto:push@reshimgathi.in" || got.audience != service.URL {
		t.Errorf("sub %q aud %q", got.sub, got.audience)
	}
}

func TestAnotherBrowsersKeysCannotReadThePush(t *testing.T) {
	service := newPushService(t, newBrowser(t))
	sender, sub, _ := testSender(t, service)
	// The subscription names another browser's keys: the service's browser cannot decrypt.
	sub.P256dh, sub.Auth = newBrowser(t).keys()
	_ = sender.Send(context.Background(), sub, webpush.Message{Payload: []byte("private"), TTL: time.Minute})
	if len(service.got) != 0 || len(service.errs) != 1 || !strings.Contains(service.errs[0].Error(), "does not decrypt") {
		t.Fatalf("accepted %d, refused %v", len(service.got), service.errs)
	}
}

func TestThePushServicesAnswersDecideWhatHappensNext(t *testing.T) {
	service := newPushService(t, newBrowser(t))
	sender, sub, _ := testSender(t, service)
	send := func(status int, header http.Header) error {
		service.status, service.header = status, header
		return sender.Send(context.Background(), sub, webpush.Message{Payload: []byte("{}"), TTL: time.Hour})
	}
	for _, status := range []int{http.StatusGone, http.StatusNotFound} {
		if err := send(status, nil); !errors.Is(err, webpush.ErrGone) {
			t.Errorf("%d: %v, want ErrGone (the subscription is deleted)", status, err)
		}
	}
	var retry *webpush.RetryError
	if err := send(http.StatusTooManyRequests, http.Header{"Retry-After": {"30"}}); !errors.As(err, &retry) || retry.After != 30*time.Second {
		t.Errorf("429: %v, want a retry after 30s", err)
	}
	if err := send(http.StatusServiceUnavailable, nil); !errors.As(err, &retry) || retry.Status != 503 {
		t.Errorf("503: %v, want a retry", err)
	}
	if err := send(http.StatusRequestEntityTooLarge, nil); err == nil || errors.Is(err, webpush.ErrGone) || errors.As(err, &retry) {
		t.Errorf("413: %v, want a refusal that is neither gone nor worth retrying", err)
	}
	if err := send(http.StatusCreated, nil); err != nil {
		t.Errorf("201: %v", err)
	}
}

func TestARedirectFromThePushServiceIsNotFollowed(t *testing.T) {
	elsewhere := 0
	target := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { elsewhere++ }))
	defer target.Close()
	service := newPushService(t, newBrowser(t))
	sender, sub, _ := testSender(t, service)
	service.status, service.header = http.StatusTemporaryRedirect, http.Header{"Location": {target.URL}}
	if err := sender.Send(context.Background(), sub, webpush.Message{Payload: []byte("{}"), TTL: time.Hour}); err == nil {
		t.Error("a redirect counted as delivered")
	}
	if elsewhere != 0 {
		t.Errorf("the redirect was followed %d times", elsewhere)
	}
}

func TestNothingIsPostedOutsideTheAllowedPushServices(t *testing.T) {
	service := newPushService(t, newBrowser(t))
	sender, sub, _ := testSender(t, service)
	other := newPushService(t, service.browser)
	sub.Endpoint = other.URL + "/push/abc123"
	if err := sender.Send(context.Background(), sub, webpush.Message{Payload: []byte("{}"), TTL: time.Hour}); !errors.Is(err, webpush.ErrEndpointNotAllowed) {
		t.Errorf("%v, want ErrEndpointNotAllowed", err)
	}
	if len(other.got)+len(other.errs) != 0 {
		t.Error("the unlisted service was posted to")
	}
}
