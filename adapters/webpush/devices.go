package webpush

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/push"
)

// The Sender is the app's push gateway (app.PushGateway): it gives its errors the domain's
// kinds at this boundary, so the use cases and the HTTP table never see this package's.

// CheckDevice answers push.ErrEndpointNotAllowed or push.ErrKeysInvalid (both 400) for a
// subscription nothing may be sent to.
func (s *Sender) CheckDevice(endpoint, p256dh, auth string) error {
	err := Subscription{Endpoint: endpoint, P256dh: p256dh, Auth: auth}.Validate(s.hosts)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrEndpointNotAllowed):
		return push.ErrEndpointNotAllowed
	default:
		return push.ErrKeysInvalid
	}
}

// notification is the payload the service worker reads (docs/push.md): what the lock screen
// shows and the page a click opens.
type notification struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Tag   string `json:"tag"`
}

// SendPush encrypts and posts the notice to the device: nil, push.ErrDeviceGone, a
// *push.RetryLater, or a refusal.
func (s *Sender) SendPush(ctx context.Context, device push.Subscription, notice push.Notice, urgency string, ttl time.Duration) error {
	payload, err := json.Marshal(notification{Title: notice.Title, Body: notice.Body, URL: notice.URL, Tag: notice.Tag})
	if err != nil {
		return err
	}
	topic := notice.Tag
	if len(topic) > 32 { // RFC 8030 5.4: at most 32 base64url characters
		topic = topic[:32]
	}
	err = s.Send(ctx, Subscription{Endpoint: device.Endpoint, P256dh: device.P256dh, Auth: device.Auth},
		Message{Payload: payload, TTL: ttl, Urgency: urgency, Topic: topic})
	var retry *RetryError
	switch {
	case errors.Is(err, ErrGone):
		return push.ErrDeviceGone
	case errors.As(err, &retry):
		return &push.RetryLater{After: retry.After, Err: err}
	}
	return err
}
