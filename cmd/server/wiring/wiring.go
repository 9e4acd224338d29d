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

	hasher := passwordhash.New()
	accounts = must(app.NewAccountsApplication(app.AccountsPorts{Limits: limits, Store: accountStore, Profiles: profiles,
		Photos: d.Photos, Hasher: hasher, Tokens: d.Tokens, Log: d.Log, Now: time.Now, Mail: d.Mail,
		Privacy: accountStore, Declarations: accountStore, Documents: trust.documents}))
	memberProfiles := must(app.NewProfilesApplication(app.ProfilesPorts{Store: profiles, Photos: d.Photos, Log: d.Log, Now: time.Now}))
	run(func(ctx context.Context) { memberProfiles.Commands.RecordActivity.Run(ctx, time.Second) })
	discovery := must(app.NewDiscovery(discoveryDeps(d, run, profiles, subscriptions, trust, limits)))
	trust.build(d, limits, profiles, discovery)
	payments := must(app.NewPayments(app.PaymentsDeps{Gateway: d.Gateway, Sandbox: d.Sandbox,
		Store: postgres.NewPaymentStore(d.Pool), Memberships: subscriptions, Plans: site, Profiles: profiles,
		Mail: d.PaymentMail, Seller: d.Seller, Limits: limits, Log: d.Log, Now: time.Now}))
	admin := must(app.NewAdminApplication(app.AdminPorts{Accounts: accountStore, Members: accounts.Commands.AddMember, Payments: payments,
		Limits: limits, Store: postgres.NewAdminStore(d.Pool, accountStore), MemberStore: postgres.NewMemberAdminStore(d.Pool, accountStore),
		Inbox: postgres.NewInboxStore(d.Pool), Profiles: profiles, Photos: d.Photos, Privacy: accountStore, Hasher: hasher,
		Tokens: d.AdminTokens, TOTP: d.TOTP, Mail: d.Mail, Verification: trust.verification, Documents: trust.documents,
		Safety: trust.safety, Grievances: trust.grievances, Trust: trust.grievances, LimitHits: trust.controls, Log: d.Log}))
	svc = httpapi.Services{Accounts: accounts, Profiles: memberProfiles, Discovery: discovery, Payments: payments,
		Admin: admin, Limits: limits, Verification: trust.Verification, Safety: trust.Safety, Controls: trust.Controls,
		Grievances: trust.Grievances,
		Site:       must(app.NewSiteApplication(app.SitePorts{Store: site, Plans: site, Limits: limits, Now: time.Now})),
		Health:     must(app.NewHealthApplication(app.HealthPorts{DB: d.Pool})),
		Connections: must(app.NewConnections(app.ConnectionsDeps{Profiles: profiles,
			Store: postgres.NewRequestStore(d.Pool), Log: d.Log, Now: time.Now})),
		Notifications: must(app.NewNotifications(app.NotificationsDeps{Profiles: profiles,
			Store: postgres.NewNotificationStore(d.Pool), Feed: postgres.NewFeedStore(d.Pool), Events: events, Now: time.Now})),
		Messaging: must(app.NewMessaging(app.MessagingDeps{Profiles: profiles, Store: postgres.NewMessageStore(d.Pool),
			Subscriptions: subscriptions, Limits: limits, Log: d.Log, Now: time.Now})),
		SavedSearches: must(app.NewSavedSearches(app.SavedSearchesDeps{Store: postgres.NewSavedSearchStore(d.Pool),
			Discovery: discovery, Profiles: profiles, Mail: d.AlertMail, Log: d.Log, Now: time.Now, SearchURL: d.SearchURL})),
	}
	for _, work := range background {
		go work(ctx)
	}
	return svc, accounts, nil
}
