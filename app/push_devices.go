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
