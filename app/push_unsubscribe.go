package app

import (
	"context"

	"github.com/google/uuid"
)

// UnsubscribePushDevice turns pushes off for one of the member's devices, by its endpoint. The
// SPA calls it before logging out on a device (docs/push.md): nothing pushes to a browser
// after its member has left it.
type UnsubscribePushDevice struct {
	devices PushDeviceStore
}

func NewUnsubscribePushDevice(devices PushDeviceStore) *UnsubscribePushDevice {
	return mustHave(&UnsubscribePushDevice{devices: devices})
}

// Handle deletes the device and its queued pushes; no such device of this member is no error.
func (c *UnsubscribePushDevice) Handle(ctx context.Context, member uuid.UUID, endpoint string) error {
	return c.devices.DeletePushDevice(ctx, member, endpoint)
}
