package wiring

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
)

// defaultPushEvery is how often an instance looks for due pushes when the queue was empty: a
// push leaves within about this long of its event.
const defaultPushEvery = 2 * time.Second

// newPush builds the Web Push use cases and their sender loop (docs/push.md); nil when the
// server sends no pushes (Deps.Push unset: the tests that do not exercise it).
func newPush(d Deps, run func(func(context.Context))) *app.PushApplication {
	if d.Push == nil {
		return nil
	}
	store := postgres.NewPushStore(d.Pool)
	pushes := must(app.NewPushApplication(app.PushPorts{Devices: store, Queue: store, Gateway: d.Push, Log: d.Log, Now: d.PushClock}))
	every := d.PushEvery
	if every <= 0 {
		every = defaultPushEvery
	}
	run(func(ctx context.Context) { pushes.Commands.Deliver.RunEvery(ctx, every) })
	return pushes
}
