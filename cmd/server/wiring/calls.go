package wiring

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
)

// callSweepEvery is how often an instance turns calls that rang out into missed ones: a call
// stops ringing within about this long after calls.RingTimeout (answering checks the timeout
// itself, so a late sweep never lets a rung-out call be answered).
const callSweepEvery = 5 * time.Second

// newCalls builds the calling use cases and their sweep (docs/calls.md).
func newCalls(d Deps, profiles app.ProfileStore, subscriptions app.SubscriptionStore, limits *app.RateLimiter,
	run func(func(context.Context))) *app.CallsApplication {
	c := must(app.NewCallsApplication(app.CallsPorts{Profiles: profiles, Store: postgres.NewCallStore(d.Pool),
		Subscriptions: subscriptions, Limits: limits, Ice: d.Ice, Log: d.Log, Now: time.Now}))
	run(func(ctx context.Context) { c.Commands.Sweep.Run(ctx, callSweepEvery) })
	return c
}
