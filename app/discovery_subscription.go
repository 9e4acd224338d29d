package app

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/plans"
)

// CurrentSubscription is the viewer's active subscription (zero when none): isSubscribe.
type CurrentSubscription struct {
	subscriptions SubscriptionStore
	now           func() time.Time
}

func (q *CurrentSubscription) Handle(ctx context.Context, viewer uuid.UUID) (plans.Subscription, error) {
	return q.subscriptions.Current(ctx, viewer, q.now())
}
