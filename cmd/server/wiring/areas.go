package wiring

import (
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// The ports of the areas split into commands and queries (docs/architecture.md), so NewServices
// reads one line to an area. Log is d.Log; Now is left to the wall clock.

func connectionsPorts(d Deps, profiles *postgres.ProfileStore) app.ConnectionsPorts {
	return app.ConnectionsPorts{Profiles: profiles, Store: postgres.NewRequestStore(d.Pool), Log: d.Log}
}

func notificationsPorts(d Deps, profiles *postgres.ProfileStore, events *postgres.Events) app.NotificationsPorts {
	return app.NotificationsPorts{Profiles: profiles, Store: postgres.NewNotificationStore(d.Pool),
		Feed: postgres.NewFeedStore(d.Pool), Events: events}
}

func messagingPorts(d Deps, profiles *postgres.ProfileStore, subscriptions *postgres.SubscriptionStore,
	limits *app.RateLimiter) app.MessagingPorts {
	return app.MessagingPorts{Profiles: profiles, Store: postgres.NewMessageStore(d.Pool), Subscriptions: subscriptions,
		Limits: limits, Log: d.Log}
}

func paymentsPorts(d Deps, profiles *postgres.ProfileStore, subscriptions *postgres.SubscriptionStore,
	plans *postgres.SiteStore, limits *app.RateLimiter) app.PaymentsPorts {
	return app.PaymentsPorts{Gateway: d.Gateway, Sandbox: d.Sandbox, Store: postgres.NewPaymentStore(d.Pool),
		Memberships: subscriptions, Plans: plans, Profiles: profiles, Mail: d.PaymentMail, Seller: d.Seller,
		Limits: limits, Log: d.Log}
}

func savedSearchesPorts(d Deps, profiles *postgres.ProfileStore, joinedSince *app.JoinedSince) app.SavedSearchesPorts {
	return app.SavedSearchesPorts{Store: postgres.NewSavedSearchStore(d.Pool), JoinedSince: joinedSince,
		Profiles: profiles, Mail: d.AlertMail, SearchURL: d.SearchURL, Log: d.Log}
}

func accountsPorts(d Deps, accounts *postgres.AccountStore, profiles *postgres.ProfileStore, hasher identity.PasswordHasher,
	trust *trustServices, limits *app.RateLimiter) app.AccountsPorts {
	return app.AccountsPorts{Store: accounts, Profiles: profiles, Photos: d.Photos, Hasher: hasher, Tokens: d.Tokens,
		Mail: d.Mail, Privacy: accounts, Declarations: accounts, Documents: trust.documents, Limits: limits, Log: d.Log}
}
