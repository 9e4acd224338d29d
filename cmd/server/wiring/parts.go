package wiring

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/mail"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
)

// The parts NewServices builds in more than a line.

// buildError is a use case refusing to be built (app.MissingDependencyError, a bad setting).
type buildError struct{ err error }

// must answers u, or stops NewServices with err: the wiring reads one line to a use case, and
// the first refusal is what NewServices answers (refused).
func must[T any](u T, err error) T {
	if err != nil {
		panic(buildError{err})
	}
	return u
}

// refused turns a use case's refusal (must) into NewServices' error; any other panic goes on.
func refused(err *error) {
	if r := recover(); r != nil {
		b, ok := r.(buildError)
		if !ok {
			panic(r)
		}
		*err = b.err
	}
}

// meteredMail counts every mail sent (d.Meter, off when nil); the tests give one sender for all
// mail, the server one each.
func meteredMail(d Deps) Deps {
	if d.Meter == nil {
		d.Meter = app.NoMeter{}
	}
	d.Mail.Sender = mail.Metered{Sender: d.Mail.Sender, Meter: d.Meter}
	if d.PaymentMail.Sender != nil {
		d.PaymentMail.Sender = mail.Metered{Sender: d.PaymentMail.Sender, Meter: d.Meter}
	}
	if d.AlertMail.Sender == nil {
		d.AlertMail.Sender = d.Mail.Sender
	} else {
		d.AlertMail.Sender = mail.Metered{Sender: d.AlertMail.Sender, Meter: d.Meter}
	}
	return d
}

// A viewer's carousel pools are kept a minute (app/matchcache.go), for up to this many viewers
// (about 15 KB each at most).
const (
	matchCacheTTL     = time.Minute
	matchCacheViewers = 4096
)

// discoveryPorts are discovery's stores: the pools drawn ahead (and the drawer, in the background,
// when this instance draws), and the read replica and its router when one is set (the router
// watches the replica's lag in the background).
func discoveryPorts(d Deps, run func(func(context.Context)), profiles *postgres.ProfileStore,
	subscriptions *postgres.SubscriptionStore, trust *trustServices, limits *app.RateLimiter) app.DiscoveryPorts {
	draws, primary := postgres.NewMatchDrawStore(d.Pool), postgres.NewDiscoveryStore(d.Pool)
	if d.Draws != nil {
		drawer := app.NewMatchDrawer(profiles, primary, draws, d.Log, time.Now)
		run(func(ctx context.Context) { drawer.Run(ctx, *d.Draws) })
	}
	var memory *postgres.SearchMemory
	if d.SearchMemory {
		memory = postgres.NewSearchMemory(d.Pool, d.Log)
		run(memory.Run)
		primary.UseSearchMemory(memory)
	}
	ports := app.DiscoveryPorts{Profiles: profiles, Store: primary, Draws: draws, Subscriptions: subscriptions,
		Now: time.Now, MatchCache: must(app.NewMatchCache(matchCacheTTL, matchCacheViewers)),
		Safety: trust.safety, Views: trust.views, ViewQuota: trust.quota, Limits: limits, LimitHits: trust.controls}
	if d.Replica != nil {
		reads := postgres.NewReadRouter(d.Pool, d.Replica, d.Log)
		if d.ReplicaWindow > 0 {
			reads.WriterWindow = d.ReplicaWindow
		}
		if d.ReplicaMaxLag > 0 {
			reads.MaxLag = d.ReplicaMaxLag
		}
		run(reads.Run)
		replica := postgres.NewDiscoveryStore(d.Replica)
		if memory != nil {
			replica.UseSearchMemory(memory)
		}
		ports.Replica, ports.Routing = replica, reads
	}
	return ports
}
