package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/push"
)

// MaxPushDevices is how many devices a member keeps pushes on: the newest ones.
const MaxPushDevices = 10

// SubscribePushDevice turns pushes on for a device, or changes its preferences.
type SubscribePushDevice struct {
	devices PushDeviceStore
	gateway PushGateway
	now     func() time.Time
}

func NewSubscribePushDevice(devices PushDeviceStore, gateway PushGateway, now func() time.Time) *SubscribePushDevice {
	return mustHave(&SubscribePushDevice{devices: devices, gateway: gateway, now: clockOr(now)})
}

// PushDeviceRequest is what the browser and the member sent: the PushSubscription and the
// device's preferences.
type PushDeviceRequest struct {
	Endpoint, P256dh, Auth string
	Label                  string
	Prefs                  push.Preferences
}

// Handle checks the endpoint against the allowed push services and the keys (a 400 with
// push_endpoint_not_allowed or push_keys_invalid otherwise) before anything is stored.
func (c *SubscribePushDevice) Handle(ctx context.Context, member uuid.UUID, req PushDeviceRequest) (push.Subscription, error) {
	if err := c.gateway.CheckDevice(req.Endpoint, req.P256dh, req.Auth); err != nil {
		return push.Subscription{}, err
	}
	label, err := push.CleanLabel(req.Label)
	if err != nil {
		return push.Subscription{}, err
	}
	if err := req.Prefs.Quiet.Validate(); err != nil {
		return push.Subscription{}, err
	}
	now := c.now()
	return c.devices.SavePushDevice(ctx, push.Subscription{ID: uuid.New(), AccountID: member, Endpoint: req.Endpoint,
		P256dh: req.P256dh, Auth: req.Auth, Label: label, Prefs: req.Prefs, CreatedAt: now}, MaxPushDevices, now)
}
