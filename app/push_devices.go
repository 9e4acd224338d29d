package app

import (
	"context"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/push"
)

// ListPushDevices is the member's devices that receive pushes, with their preferences.
type ListPushDevices struct {
	devices PushDeviceStore
}

func NewListPushDevices(devices PushDeviceStore) *ListPushDevices {
	return mustHave(&ListPushDevices{devices: devices})
}

func (q *ListPushDevices) Handle(ctx context.Context, member uuid.UUID) ([]push.Subscription, error) {
	return q.devices.PushDevices(ctx, member)
}

// PushKey is the server's VAPID public key, the applicationServerKey browsers subscribe with.
type PushKey struct {
	gateway PushGateway
}

func NewPushKey(gateway PushGateway) *PushKey { return mustHave(&PushKey{gateway: gateway}) }

func (q *PushKey) Handle() string { return q.gateway.PublicKey() }
