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
	"github.com/reshimgathi/reshimgathi/internal/testkit/pushtest"
)

func testSender(t *testing.T, service *pushtest.Service) (*webpush.Sender, webpush.Subscription, webpush.VAPIDKeys) {
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
	p256dh, auth := service.Browser.Keys()
	return webpush.NewSender(keys, "mailto:push@reshimgathi.in", hosts),
		webpush.Subscription{Endpoint: service.URL + "/push/abc123", P256dh: p256dh, Auth: auth}, keys
}

func TestAPushIsEncryptedForTheSubscriptionAndSignedWithTheServersKey(t *testing.T) {
	service := pushtest.NewService(t, pushtest.NewBrowser(t))
	sender, sub, keys := testSender(t, service)
	payload, _ := json.Marshal(map[string]string{"title": "New interest on Reshimgathi", "url": "/interests"})

	err := sender.Send(context.Background(), sub, webpush.Message{Payload: payload, TTL: 4 * time.Hour, Urgency: "high", Topic: "interests"})
	if err != nil {
		t.Fatalf("send: %v (push service: %v)", err, service.Errs())
	}
	if len(service.Got()) != 1 {
		t.Fatalf("the push service accepted %d pushes (refused: %v)", len(service.Got()), service.Errs())
	}
	got := service.Got()[0]
	if string(got.Payload) != string(payload) {
		t.Errorf("decrypted %q, sent %q", got.Payload, payload)
	}
	if got.TTL != "14400" || got.Urgency != "high" || got.Topic != "interests" {
		t.Errorf("TTL %q urgency %q topic %q, want 14400, high, interests", got.TTL, got.Urgency, got.Topic)
	}
	if got.VAPIDKey != keys.Public || got.VAPIDKey != sender.PublicKey() {
		t.Errorf("signed with k=%q, the server's key is %q", got.VAPIDKey, keys.Public)
	}
	if got.Sub != "mailto:push@reshimgathi.in" || got.Audience != service.URL {
		t.Errorf("sub %q aud %q", got.Sub, got.Audience)
	}
}

func TestAnotherBrowsersKeysCannotReadThePush(t *testing.T) {
	service := pushtest.NewService(t, pushtest.NewBrowser(t))
	sender, sub, _ := testSender(t, service)
	// The subscription names another browser's keys: the service's browser cannot decrypt.
	sub.P256dh, sub.Auth = pushtest.NewBrowser(t).Keys()
	_ = sender.Send(context.Background(), sub, webpush.Message{Payload: []byte("private"), TTL: time.Minute})
	if len(service.Got()) != 0 || len(service.Errs()) != 1 || !strings.Contains(service.Errs()[0].Error(), "does not decrypt") {
		t.Fatalf("accepted %d, refused %v", len(service.Got()), service.Errs())
	}
}

func TestThePushServicesAnswersDecideWhatHappensNext(t *testing.T) {
	service := pushtest.NewService(t, pushtest.NewBrowser(t))
	sender, sub, _ := testSender(t, service)
	send := func(status int, header http.Header) error {
		service.Answer(status, header)
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
	service := pushtest.NewService(t, pushtest.NewBrowser(t))
	sender, sub, _ := testSender(t, service)
	service.Answer(http.StatusTemporaryRedirect, http.Header{"Location": {target.URL}})
	if err := sender.Send(context.Background(), sub, webpush.Message{Payload: []byte("{}"), TTL: time.Hour}); err == nil {
		t.Error("a redirect counted as delivered")
	}
	if elsewhere != 0 {
		t.Errorf("the redirect was followed %d times", elsewhere)
	}
}

func TestNothingIsPostedOutsideTheAllowedPushServices(t *testing.T) {
	service := pushtest.NewService(t, pushtest.NewBrowser(t))
	sender, sub, _ := testSender(t, service)
	other := pushtest.NewService(t, service.Browser)
	sub.Endpoint = other.URL + "/push/abc123"
	if err := sender.Send(context.Background(), sub, webpush.Message{Payload: []byte("{}"), TTL: time.Hour}); !errors.Is(err, webpush.ErrEndpointNotAllowed) {
		t.Errorf("%v, want ErrEndpointNotAllowed", err)
	}
	if len(other.Got())+len(other.Errs()) != 0 {
		t.Error("the unlisted service was posted to")
	}
}
