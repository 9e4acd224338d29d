package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/reshimgathi/reshimgathi/domain/push"
)

// DeliverPushes drains the push queue: every instance runs it, and the queue's lease (FOR
// UPDATE SKIP LOCKED) gives each push to one of them. For each push it re-checks what may
// have changed since it was queued (the store's Stopped: blocks, pause, suspension, a changed
// preference), holds it through the device's quiet hours, sends it, and then forgets it, retries
// it with backoff (honouring Retry-After), deletes a device its push service says is gone, or
// gives up after push.MaxAttempts.
type DeliverPushes struct {
	queue   PushQueue
	gateway PushGateway
	log     *slog.Logger
	now     func() time.Time
}

func NewDeliverPushes(queue PushQueue, gateway PushGateway, log *slog.Logger, now func() time.Time) *DeliverPushes {
	return mustHave(&DeliverPushes{queue: queue, gateway: gateway, log: logOr(log), now: clockOr(now)})
}

const (
	pushBatch = 50
	// pushLease outlasts a batch's sends (adapters/webpush gives each at most 15 s): no other
	// instance takes a push while one is sending it.
	pushLease = 15 * time.Minute
)

// Handle sends one batch of due pushes and answers how many it claimed.
func (c *DeliverPushes) Handle(ctx context.Context) (int, error) {
	now := c.now()
	claimed, err := c.queue.ClaimPushes(ctx, now, now.Add(pushLease), pushBatch)
	if err != nil {
		return 0, err
	}
	for _, q := range claimed {
		if err := c.deliver(ctx, q); err != nil {
			return len(claimed), err
		}
	}
	return len(claimed), nil
}

func (c *DeliverPushes) deliver(ctx context.Context, q push.Queued) error {
	if q.Stopped {
		return c.queue.DeletePush(ctx, q.ID)
	}
	if until, held := q.Device.Prefs.Quiet.HeldUntil(c.now()); held {
		return c.queue.HoldPush(ctx, q.ID, until)
	}
	err := c.gateway.SendPush(ctx, q.Device, push.NoticeFor(q), q.Urgency(), push.TTL)
	var later *push.RetryLater
	switch {
	case err == nil:
		return c.queue.DeletePush(ctx, q.ID)
	case ctx.Err() != nil:
		return ctx.Err() // the lease brings it back
	case errors.Is(err, push.ErrDeviceGone):
		c.log.Info("push: device gone, deleted", slog.String("device", q.Device.ID.String()))
		return c.queue.DropPushDevice(ctx, q.Device.ID)
	case errors.As(err, &later) && q.Attempts < push.MaxAttempts:
		return c.queue.RetryPush(ctx, q.ID, c.now().Add(push.Backoff(q.Attempts, later.After)))
	default:
		// Refused (a 4xx that retrying will not change, or an endpoint no longer allowed), or
		// retried enough: the member sees the event in the app all the same.
		c.log.Warn("push: dropped", slog.String("event", string(q.Event)), slog.Int("attempts", q.Attempts),
			slog.String("error", err.Error()))
		return c.queue.DeletePush(ctx, q.ID)
	}
}

// RunEvery drains the queue until ctx ends: batch after batch while there are due pushes, then
// a look every interval.
func (c *DeliverPushes) RunEvery(ctx context.Context, interval time.Duration) {
	for {
		n, err := c.Handle(ctx)
		if err != nil && ctx.Err() == nil {
			c.log.Warn("push: delivering failed", slog.String("error", err.Error()))
		}
		if n == pushBatch && err == nil {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(interval):
		}
	}
}
