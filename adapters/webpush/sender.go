package webpush

import (
	"context"
	"crypto/ecdh"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	webpushgo "github.com/SherClockHolmes/webpush-go"
)

// ErrGone is the push service saying the subscription no longer exists (404 or 410, RFC 8030
// 7.3): the browser unsubscribed or the app was uninstalled. The caller deletes it.
var ErrGone = errors.New("webpush: the subscription is gone")

// RetryError is a failure worth trying again later: the push service throttled us (429), failed
// (5xx) or could not be reached. After is its Retry-After, zero when it gave none.
type RetryError struct {
	Status int // 0 when no answer came
	After  time.Duration
	Err    error
}

func (e *RetryError) Error() string {
	if e.Status == 0 {
		return fmt.Sprintf("webpush: push service unreachable: %v", e.Err)
	}
	return fmt.Sprintf("webpush: push service answered %d", e.Status)
}

func (e *RetryError) Unwrap() error { return e.Err }

// Subscription is what the browser's PushManager.subscribe() hands the page: the endpoint on
// its push service and the keys the payload is encrypted for (base64url).
type Subscription struct {
	Endpoint string
	P256dh   string
	Auth     string
}

// Message is one push. TTL is how long the push service keeps it for a device that is offline
// (zero: deliver now or drop); Topic makes a newer push replace an undelivered one of the same
// topic; Urgency is "very-low", "low", "normal" or "high" (RFC 8030 5.3).
type Message struct {
	Payload []byte
	TTL     time.Duration
	Urgency string
	Topic   string
}

// ErrInvalidKeys is a subscription whose keys are not a P-256 public key and a 16-byte
// authentication secret: nothing can be encrypted for it. The caller answers 400 at subscription.
var ErrInvalidKeys = errors.New("webpush: the subscription's keys are not a P-256 key and a 16-byte secret")

// Validate checks what a browser (or a stranger) sent at subscription: an allowed endpoint and
// keys a message can be encrypted for.
func (sub Subscription) Validate(hosts ServiceHosts) error {
	if err := hosts.Check(sub.Endpoint); err != nil {
		return err
	}
	point, err := decodeBase64URL(sub.P256dh)
	if err != nil {
		return ErrInvalidKeys
	}
	if _, err := ecdh.P256().NewPublicKey(point); err != nil {
		return ErrInvalidKeys
	}
	if secret, err := decodeBase64URL(sub.Auth); err != nil || len(secret) != 16 {
		return ErrInvalidKeys
	}
	return nil
}

// Sender posts messages to push services.
type Sender struct {
	keys       VAPIDKeys
	subscriber string
	hosts      ServiceHosts
	client     *http.Client
}

// NewSender signs with keys; subscriber is the contact the push services may write to about our
// traffic (a mailto: address or an https URL, the VAPID "sub" claim).
func NewSender(keys VAPIDKeys, subscriber string, hosts ServiceHosts) *Sender {
	// webpush-go writes the "mailto:" itself before anything that is not an https URL.
	subscriber = strings.TrimPrefix(subscriber, "mailto:")
	return &Sender{keys: keys, subscriber: subscriber, hosts: hosts, client: &http.Client{
		Timeout: 15 * time.Second,
		// A push service answers; it never sends us elsewhere. Following a redirect would post to
		// an address the allow-list never saw.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// PublicKey is the applicationServerKey the browser subscribes with.
func (s *Sender) PublicKey() string { return s.keys.Public }

// Send encrypts and posts one message. Nil means the push service accepted it; ErrGone, a
// *RetryError, ErrEndpointNotAllowed, ErrInvalidKeys or another error (a refusal that retrying will not change)
// otherwise.
func (s *Sender) Send(ctx context.Context, sub Subscription, msg Message) error {
	// Checked again here, not only at subscription: the list may have shrunk since.
	if err := sub.Validate(s.hosts); err != nil {
		return err
	}
	res, err := webpushgo.SendNotificationWithContext(ctx, msg.Payload, &webpushgo.Subscription{
		Endpoint: sub.Endpoint,
		Keys:     webpushgo.Keys{P256dh: sub.P256dh, Auth: sub.Auth},
	}, &webpushgo.Options{
		HTTPClient:      s.client,
		Subscriber:      s.subscriber,
		TTL:             int(msg.TTL / time.Second),
		Urgency:         webpushgo.Urgency(msg.Urgency),
		Topic:           msg.Topic,
		VAPIDPublicKey:  s.keys.Public,
		VAPIDPrivateKey: s.keys.Private,
	})
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return &RetryError{Err: err}
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	switch {
	case res.StatusCode >= 200 && res.StatusCode < 300:
		return nil
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusGone:
		return ErrGone
	case res.StatusCode == http.StatusTooManyRequests || res.StatusCode >= 500:
		return &RetryError{Status: res.StatusCode, After: retryAfter(res.Header.Get("Retry-After"))}
	default:
		return fmt.Errorf("webpush: push service refused the message: %d", res.StatusCode)
	}
}

// retryAfter reads Retry-After in seconds or as an HTTP date.
func retryAfter(value string) time.Duration {
	if seconds, err := strconv.Atoi(value); err == nil && seconds > 0 {
		return time.Duration(seconds) * time.Second
	}
	if at, err := http.ParseTime(value); err == nil {
		if wait := time.Until(at); wait > 0 {
			return wait
		}
	}
	return 0
}
