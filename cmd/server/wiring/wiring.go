// Package wiring builds the use cases on the PostgreSQL adapters. The server and the API tests
// both use it, so the tests exercise the very services the server runs.
package wiring

import (
	"context"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/adapters/jwtauth"
	"github.com/reshimgathi/reshimgathi/adapters/mail"
	"github.com/reshimgathi/reshimgathi/adapters/passwordhash"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/adapters/totp"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/payments"
)

// Deps are what the services need from outside the database: they differ between the server
// (keys and directories from its configuration) and the tests (fixed keys, temporary folders).
type Deps struct {
	Pool   *pgxpool.Pool
	Log    *slog.Logger
	Tokens *jwtauth.Issuer
	// AdminTokens is the admin audience's issuer: a member token never verifies with it, nor an
	// admin token with Tokens (docs/adr/0011-admin.md).
	AdminTokens *jwtauth.Issuer
	TOTP        *totp.Authenticator
	Photos      storage.Photos
	Mail        mail.AccountMailer
	// Gateway is Razorpay or the sandbox; Sandbox is the same sandbox (nil with Razorpay).
	Gateway     app.PaymentGateway
	Sandbox     app.SandboxCheckout
	PaymentMail mail.PaymentMailer
	Seller      payments.Seller
	// AlertMail sends saved searches' alerts; SearchURL is where they send members.
	AlertMail mail.AlertMailer
	SearchURL string

	// Optional (docs/operations.md).
	Replica       *pgxpool.Pool // a read replica for discovery reads (DATABASE_REPLICA_URL)
	ReplicaWindow time.Duration // how long a member's reads stay on the primary after a change; 0: the default
	ReplicaMaxLag time.Duration // the replica is used while less than this behind; 0: the default
	Meter         app.Meter     // counts business events (mail; payments and messages use it too)

	// Trust and safety (docs/adr/0016-trust-and-safety.md).
	Texts   app.PhoneTexter // texts phone codes: Twilio (SMS_URL) or the outbox under DATA_DIR/sms
	Links   app.LinkSigner  // signs the e-mail verification links
	BaseURL string          // PUBLIC_BASE_URL: where mailed links point
	Officer grievance.Officer

	// Draws is when this instance draws members' matches ahead of time (app.MatchDrawer); nil:
	// never (the tests). Pools drawn ahead are read and kept either way.
	Draws *app.DrawSchedule

	// SearchMemory: this instance keeps the searchable members in memory and answers searches
	// from there (docs/adr/0023-search-in-memory.md); false: every search runs in PostgreSQL.
	SearchMemory bool

	// Push sends Web Push (adapters/webpush.Sender); nil: no pushes, the push operations answer
	// 503. PushEvery is how often an idle sender looks for due pushes (0: every 2 s); PushClock
	// is the sender's clock for quiet hours (nil: the wall clock).
	Push      app.PushGateway
	PushEvery time.Duration
	PushClock func() time.Time

	// Ice is the STUN/TURN configuration calls hand to browsers (docs/calls.md); empty: none.
	Ice app.IceConfig

	// Passwords hashes members' and admins' passwords; nil: argon2id at its production cost
	// (passwordhash.New). Only the tests' API kit passes a cheaper one (docs/architecture.md,
	// "What a test run costs").
	Passwords *passwordhash.Hasher
}

// NewServices builds every use case, one line each, and then starts the background work (the
// database event listener, the counters' sweep, the batched writers), which runs until ctx ends;
// nothing starts when a use case cannot be built. Accounts is also returned on its own: its owner
// waits for mail still being sent.
func NewServices(ctx context.Context, d Deps) (svc httpapi.Services, accounts *app.AccountsApplication, err error) {
	defer refused(&err)
	d = meteredMail(d)
	var background []func(context.Context) // started once everything is built
	run := func(work func(context.Context)) { background = append(background, work) }

	site, profiles, accountStore := postgres.NewSiteStore(d.Pool), postgres.NewProfileStore(d.Pool), postgres.NewAccountStore(d.Pool)
	subscriptions, counters := postgres.NewSubscriptionStore(d.Pool), postgres.NewRateCounters(d.Pool)
	run(func(ctx context.Context) { counters.SweepEvery(ctx, time.Minute, d.Log) })
	limits := app.NewRateLimiter(counters, d.Log, time.Now)
	trust := newTrust(d, counters)
	run(trust.run)
	events := postgres.NewEvents(d.Pool, d.Log, accountStore.Cache())
	run(events.Run)

	hasher := d.Passwords // the admins' passwords are hashed alike
	if hasher == nil {
		hasher = passwordhash.New()
	}
	accounts = must(app.NewAccountsApplication(accountsPorts(d, accountStore, profiles, hasher, trust, limits)))
	memberProfiles := must(app.NewProfilesApplication(app.ProfilesPorts{Store: profiles, Photos: d.Photos, Log: d.Log, Now: time.Now}))
	run(func(ctx context.Context) { memberProfiles.Commands.RecordActivity.Run(ctx, time.Second) })
	discovery := must(app.NewDiscoveryApplication(discoveryPorts(d, run, profiles, subscriptions, trust, limits)))
	trust.build(d, limits, profiles, discovery.Commands.NoteWrite)
	payments := must(app.NewPaymentsApplication(paymentsPorts(d, profiles, subscriptions, site, limits)))
	admin := must(app.NewAdminApplication(app.AdminPorts{Accounts: accountStore, Members: accounts.Commands.AddMember, Payments: payments.ForAdmin(),
		Limits: limits, Store: postgres.NewAdminStore(d.Pool, accountStore), MemberStore: postgres.NewMemberAdminStore(d.Pool, accountStore),
		Inbox: postgres.NewInboxStore(d.Pool), Profiles: profiles, Photos: d.Photos, Privacy: accountStore, Hasher: hasher,
		Tokens: d.AdminTokens, TOTP: d.TOTP, Mail: d.Mail, Verification: trust.verification, Documents: trust.documents,
		Safety: trust.safety, Grievances: trust.grievances, Trust: trust.grievances, LimitHits: trust.controls, Log: d.Log}))
	svc = httpapi.Services{Accounts: accounts, Profiles: memberProfiles, Discovery: discovery, Payments: payments,
		Admin: admin, Limits: limits, Verification: trust.Verification, Safety: trust.Safety, Controls: trust.Controls,
		Grievances: trust.Grievances,
		Site:       must(app.NewSiteApplication(app.SitePorts{Store: site, Plans: site, Limits: limits, Now: time.Now})),
		Health:     must(app.NewHealthApplication(app.HealthPorts{DB: d.Pool})),

		// Areas split into commands and queries, their ports in areas.go.
		Connections:   must(app.NewConnectionsApplication(connectionsPorts(d, profiles))),
		Notifications: must(app.NewNotificationsApplication(notificationsPorts(d, profiles, events))),
		Messaging:     must(app.NewMessagingApplication(messagingPorts(d, profiles, subscriptions, limits))),
		SavedSearches: must(app.NewSavedSearchesApplication(savedSearchesPorts(d, profiles, discovery.Queries.JoinedSince))),
	}
	svc.Push = newPush(d, run)
	svc.Horoscope = must(app.NewHoroscopeApplication(app.HoroscopePorts{Limits: limits}))
	svc.Calls = newCalls(d, profiles, subscriptions, limits, run)
	svc.Biodata = newBiodata(svc, d.Photos)
	svc.BiodataLinks = must(app.NewBiodataLinksApplication(app.BiodataLinksPorts{Store: postgres.NewBiodataLinkStore(d.Pool),
		Biodata: svc.Biodata, Profiles: profiles, Limits: limits, SharedURL: d.BaseURL + "/api/biodata/shared/", Log: d.Log}))
	for _, work := range background {
		go work(ctx)
	}
	return svc, accounts, nil
}
