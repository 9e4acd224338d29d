package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/push"
)

// PushDeviceStore keeps members' devices that receive pushes (docs/push.md).
type PushDeviceStore interface {
	// SavePushDevice stores the device by its endpoint (replacing the row of the same browser,
	// whoever had it) and keeps only the member's newest keep devices.
	SavePushDevice(ctx context.Context, sub push.Subscription, keep int, now time.Time) (push.Subscription, error)
	// DeletePushDevice deletes the member's device with this endpoint, if there is one.
	DeletePushDevice(ctx context.Context, account uuid.UUID, endpoint string) error
	PushDevices(ctx context.Context, account uuid.UUID) ([]push.Subscription, error)
}

// PushQueue is the pushes waiting to be sent, filled by the database in the event's own
// transaction (db/migrations/00051_push.sql) and drained by every instance.
type PushQueue interface {
	// ClaimPushes leases up to batch due pushes no other sender holds until leaseUntil.
	ClaimPushes(ctx context.Context, now, leaseUntil time.Time, batch int) ([]push.Queued, error)
	// DeletePush forgets a push: sent, stopped or given up on.
	DeletePush(ctx context.Context, id int64) error
	RetryPush(ctx context.Context, id int64, at time.Time) error
	// HoldPush keeps a push until the quiet hours end; holding is no attempt.
	HoldPush(ctx context.Context, id int64, until time.Time) error
	// DropPushDevice deletes a device the push service says is gone, with its queued pushes.
	DropPushDevice(ctx context.Context, device uuid.UUID) error
}

// PushGateway is the push services (adapters/webpush).
type PushGateway interface {
	// PublicKey is the VAPID key browsers subscribe with.
	PublicKey() string
	// CheckDevice answers push.ErrEndpointNotAllowed or push.ErrKeysInvalid for a subscription
	// nothing may be sent to.
	CheckDevice(endpoint, p256dh, auth string) error
	// SendPush answers nil (accepted), push.ErrDeviceGone, a *push.RetryLater, or another error
	// (a refusal retrying will not change).
	SendPush(ctx context.Context, device push.Subscription, notice push.Notice, urgency string, ttl time.Duration) error
}
