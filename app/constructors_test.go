package app_test

import (
	"errors"
	"log/slog"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// Stubs: each satisfies its port and is not nil, which is all a constructor looks at. Calling a
// method would panic (the embedded interface is nil); these tests never do.
type (
	stubAccountStore      struct{ app.AccountStore }
	stubProfileStore      struct{ app.ProfileStore }
	stubPhotoStore        struct{ app.PhotoStore }
	stubHasher            struct{ identity.PasswordHasher }
	stubTokens            struct{ identity.TokenIssuer }
	stubAccountMailer     struct{ app.AccountMailer }
	stubPrivacyStore      struct{ app.PrivacyStore }
	stubDeclarationStore  struct{ app.DeclarationStore }
	stubDocumentStore     struct{ app.DocumentStore }
	stubAdminStore        struct{ app.AdminStore }
	stubMemberAdminStore  struct{ app.MemberAdminStore }
	stubInboxStore        struct{ app.InboxStore }
	stubTOTP              struct{ app.TOTPAuthenticator }
	stubVerificationStore struct{ app.VerificationStore }
	stubSafetyStore       struct{ app.SafetyStore }
	stubGrievanceStore    struct{ app.GrievanceStore }
	stubAdminTrustStore   struct{ app.AdminTrustStore }
	stubLimitHits         struct{ app.LimitHits }
	stubRequestStore      struct{ app.RequestStore }
	stubControlStore      struct{ app.ControlStore }
	stubDiscoveryStore    struct{ app.DiscoveryStore }
	stubMatchDraws        struct{ app.MatchDraws }
	stubSubscriptionStore struct{ app.SubscriptionStore }
	stubReadRouting       struct{ app.ReadRouting }
	stubViewLog           struct{ app.ViewLog }
	stubTrustMailer       struct{ app.TrustMailer }
	stubPinger            struct{ app.Pinger }
	stubMessageStore      struct{ app.MessageStore }
	stubNotificationStore struct{ app.NotificationStore }
	stubFeedStore         struct{ app.FeedStore }
	stubEvents            struct{ app.Events }
	stubGateway           struct{ app.PaymentGateway }
	stubSandbox           struct{ app.SandboxCheckout }
	stubPaymentStore      struct{ app.PaymentStore }
	stubMembershipStore   struct{ app.MembershipStore }
	stubPlanStore         struct{ app.PlanStore }
	stubPaymentMailer     struct{ app.PaymentMailer }
	stubSavedSearchStore  struct{ app.SavedSearchStore }
	stubAlertMailer       struct{ app.SearchAlertMailer }
	stubSiteStore         struct{ app.SiteStore }
	stubTexter            struct{ app.PhoneTexter }
	stubLinkSigner        struct{ app.LinkSigner }
	stubRateCounter       struct{ app.RateCounter }
	stubBatchCounter      struct{ app.BatchCounter }
)

// refusesEachMissing checks a constructor: the complete deps build, with the defaults set; with
// every field but the required ones left zero they still build (optional means nil is off); and
// each required one left nil is refused, the error naming it (all of them when all are missing).
func refusesEachMissing[D, U any](t *testing.T, build func(D) (*U, error), complete D, required ...string) {
	t.Helper()
	u, err := build(complete)
	if err != nil || u == nil {
		t.Fatalf("complete deps: %v", err)
	}
	var minimal D
	for _, name := range required {
		field := reflect.ValueOf(&minimal).Elem().FieldByName(name)
		if !field.IsValid() {
			t.Fatalf("the deps have no field %s", name)
		}
		field.Set(reflect.ValueOf(complete).FieldByName(name))
	}
	u, err = build(minimal)
	if err != nil || u == nil {
		t.Fatalf("required deps only: %v", err)
	}
	for _, name := range []string{"Now", "Log"} {
		if f := reflect.ValueOf(u).Elem().FieldByName(name); f.IsValid() && f.IsNil() {
			t.Errorf("%s has no default", name)
		}
	}
	for _, name := range required {
		deps := complete
		reflect.ValueOf(&deps).Elem().FieldByName(name).SetZero()
		assertMissing(t, func() error { _, err := build(deps); return err }, name)
	}
	var none D
	assertMissing(t, func() error { _, err := build(none); return err }, required...)
}

func assertMissing(t *testing.T, build func() error, names ...string) {
	t.Helper()
	var missing *app.MissingDependencyError
	if err := build(); !errors.As(err, &missing) || !slices.Equal(missing.Missing, names) {
		t.Errorf("missing %v: got %v", names, err)
	}
}

// panicsNaming checks that build panics with a MissingDependencyError of useCase naming missing.
func panicsNaming(t *testing.T, useCase string, missing []string, build func()) {
	t.Helper()
	defer func() {
		t.Helper()
		var got *app.MissingDependencyError
		if err, _ := recover().(error); !errors.As(err, &got) || got.UseCase != useCase || !slices.Equal(got.Missing, missing) {
			t.Errorf("want %s missing %v, recovered %v", useCase, missing, err)
		}
	}()
	build()
}

func TestConstructorsRefuseMissingDependencies(t *testing.T) {
	limits := app.NewRateLimiter(stubRateCounter{}, slog.New(slog.DiscardHandler), time.Now)
	log, now := slog.New(slog.DiscardHandler), time.Now
	accounts, err := app.NewAccountsApplication(app.AccountsPorts{Store: stubAccountStore{}, Profiles: stubProfileStore{},
		Photos: stubPhotoStore{}, Hasher: stubHasher{}, Tokens: stubTokens{}, Mail: stubAccountMailer{},
		Privacy: stubPrivacyStore{}, Declarations: stubDeclarationStore{}, Documents: stubDocumentStore{}, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	payments, err := app.NewPaymentsApplication(app.PaymentsPorts{Gateway: stubGateway{}, Store: stubPaymentStore{},
		Memberships: stubMembershipStore{}, Plans: stubPlanStore{}, Profiles: stubProfileStore{},
		Mail: stubPaymentMailer{}, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	discovery, err := app.NewDiscoveryApplication(app.DiscoveryPorts{Profiles: stubProfileStore{}, Store: stubDiscoveryStore{},
		Subscriptions: stubSubscriptionStore{}})
	if err != nil {
		t.Fatal(err)
	}

	t.Run("AccountsApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewAccountsApplication, app.AccountsPorts{Store: stubAccountStore{}, Profiles: stubProfileStore{},
			Photos: stubPhotoStore{}, Hasher: stubHasher{}, Tokens: stubTokens{}, Mail: stubAccountMailer{},
			Privacy: stubPrivacyStore{}, Declarations: stubDeclarationStore{}, Limits: limits,
			Documents: stubDocumentStore{}, Log: log, Now: now},
			"Store", "Profiles", "Photos", "Hasher", "Tokens", "Mail", "Privacy", "Declarations", "Documents", "Limits")
	})
	t.Run("AdminApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewAdminApplication, app.AdminPorts{Accounts: stubAccountStore{}, Members: accounts.Commands.AddMember,
			Payments: payments.ForAdmin(), Limits: limits, Store: stubAdminStore{}, MemberStore: stubMemberAdminStore{},
			Inbox: stubInboxStore{}, Profiles: stubProfileStore{}, Photos: stubPhotoStore{}, Privacy: stubPrivacyStore{},
			Hasher: stubHasher{}, Tokens: stubTokens{}, TOTP: stubTOTP{}, Mail: stubAccountMailer{},
			Verification: stubVerificationStore{}, Documents: stubDocumentStore{}, Safety: stubSafetyStore{},
			Grievances: stubGrievanceStore{}, Trust: stubAdminTrustStore{}, LimitHits: stubLimitHits{}, Log: log, Now: now},
			"Accounts", "Members", "Payments", "Limits", "Store", "MemberStore", "Inbox", "Profiles", "Photos", "Privacy",
			"Hasher", "Tokens", "TOTP", "Mail", "Verification", "Documents", "Safety", "Grievances", "Trust", "LimitHits")
	})
	t.Run("an admin use case built with a nil port panics naming it", func(t *testing.T) {
		panicsNaming(t, "EditMember", []string{"photos", "audit.store"}, func() {
			app.NewEditMember(stubProfileStore{}, nil, stubMemberAdminStore{}, nil, log, now)
		})
		panicsNaming(t, "CreateAdmin", []string{"store"}, func() { app.NewCreateAdmin(nil, stubHasher{}, nil, nil) })
		if c := app.NewCreateAdmin(stubAdminStore{}, stubHasher{}, nil, nil); c == nil {
			t.Error("complete: nil")
		}
	})
	t.Run("ConnectionsApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewConnectionsApplication, app.ConnectionsPorts{Profiles: stubProfileStore{},
			Store: stubRequestStore{}, Log: log, Now: now}, "Profiles", "Store")
	})
	t.Run("ControlsApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewControlsApplication, app.ControlsPorts{Profiles: stubProfileStore{}, Store: stubControlStore{},
			Safety: stubSafetyStore{}, Log: log, Now: now}, "Profiles", "Store", "Safety")
	})
	t.Run("DiscoveryApplication", func(t *testing.T) {
		quota, err := app.NewBatchedLimit(app.PolicyProfileViewsDaily, stubBatchCounter{}, nil, nil, 10)
		if err != nil {
			t.Fatal(err)
		}
		cache, err := app.NewMatchCache(time.Minute, 10)
		if err != nil {
			t.Fatal(err)
		}
		complete := app.DiscoveryPorts{Profiles: stubProfileStore{}, Store: stubDiscoveryStore{},
			Subscriptions: stubSubscriptionStore{}, Now: now, Replica: stubDiscoveryStore{}, Routing: stubReadRouting{},
			Safety: stubSafetyStore{}, Views: stubViewLog{}, ViewQuota: quota, Limits: limits, LimitHits: stubLimitHits{},
			MatchCache: cache, Draws: stubMatchDraws{}}
		refusesEachMissing(t, app.NewDiscoveryApplication, complete, "Profiles", "Store", "Subscriptions")
		halfReplica := complete
		halfReplica.Routing = nil
		assertMissing(t, func() error { _, err := app.NewDiscoveryApplication(halfReplica); return err }, "Replica and Routing together")
	})
	t.Run("GrievancesApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewGrievancesApplication, app.GrievancesPorts{Store: stubGrievanceStore{}, Mail: stubTrustMailer{},
			Limits: limits, StatusURL: "http://test/grievance/status", Log: log, Now: now}, "Store", "Mail", "Limits")
	})
	t.Run("HealthApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewHealthApplication, app.HealthPorts{DB: stubPinger{}}, "DB")
	})
	t.Run("MessagingApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewMessagingApplication, app.MessagingPorts{Profiles: stubProfileStore{}, Store: stubMessageStore{},
			Subscriptions: stubSubscriptionStore{}, Limits: limits, Log: log, Now: now},
			"Profiles", "Store", "Subscriptions", "Limits")
	})
	t.Run("NotificationsApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewNotificationsApplication, app.NotificationsPorts{Profiles: stubProfileStore{},
			Store: stubNotificationStore{}, Feed: stubFeedStore{}, Events: stubEvents{}, Now: now},
			"Profiles", "Store", "Feed", "Events")
	})
	t.Run("PaymentsApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewPaymentsApplication, app.PaymentsPorts{Gateway: stubGateway{}, Store: stubPaymentStore{},
			Memberships: stubMembershipStore{}, Plans: stubPlanStore{}, Profiles: stubProfileStore{},
			Mail: stubPaymentMailer{}, Limits: limits, Sandbox: stubSandbox{}, Log: log, Now: now},
			"Gateway", "Store", "Memberships", "Plans", "Profiles", "Mail", "Limits")
	})
	t.Run("ProfilesApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewProfilesApplication, app.ProfilesPorts{Store: stubProfileStore{}, Photos: stubPhotoStore{},
			Log: log, Now: now}, "Store", "Photos")
	})
	t.Run("SafetyApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewSafetyApplication, app.SafetyPorts{Profiles: stubProfileStore{}, Store: stubSafetyStore{},
			Limits: limits, Reads: discovery.Commands.NoteWrite, Log: log, Now: now}, "Profiles", "Store", "Limits")
	})
	t.Run("SavedSearchesApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewSavedSearchesApplication, app.SavedSearchesPorts{Store: stubSavedSearchStore{},
			JoinedSince: discovery.Queries.JoinedSince, Profiles: stubProfileStore{}, Mail: stubAlertMailer{}, SearchURL: "http://test/search",
			Log: log, Now: now}, "Store", "JoinedSince", "Profiles", "Mail")
	})
	t.Run("SiteApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewSiteApplication, app.SitePorts{Store: stubSiteStore{}, Plans: stubPlanStore{}, Limits: limits,
			Now: now}, "Store", "Plans", "Limits")
	})
	t.Run("VerificationApplication", func(t *testing.T) {
		refusesEachMissing(t, app.NewVerificationApplication, app.VerificationPorts{Profiles: stubProfileStore{},
			Store: stubVerificationStore{}, Documents: stubDocumentStore{}, Texts: stubTexter{}, Links: stubLinkSigner{},
			Mail: stubTrustMailer{}, Limits: limits, EmailLinkBase: "http://test/verify-email?token=", Log: log, Now: now},
			"Profiles", "Store", "Documents", "Texts", "Links", "Mail", "Limits")
	})
	t.Run("a typed nil pointer counts as missing", func(t *testing.T) {
		var store *stubPinger
		var missing *app.MissingDependencyError
		if _, err := app.NewHealthApplication(app.HealthPorts{DB: store}); !errors.As(err, &missing) {
			t.Errorf("typed nil: %v", err)
		}
	})
}

func TestNewBatchedLimitChecksItsDependencies(t *testing.T) {
	var missing *app.MissingDependencyError
	if _, err := app.NewBatchedLimit(app.PolicyProfileViewsDaily, nil, nil, nil, 10); !errors.As(err, &missing) {
		t.Errorf("no counter: %v", err)
	}
	if _, err := app.NewBatchedLimit(app.PolicyProfileViewsDaily, stubBatchCounter{}, nil, nil, 0); !errors.As(err, &missing) {
		t.Errorf("no room for keys: %v", err)
	}
	if b, err := app.NewBatchedLimit(app.PolicyProfileViewsDaily, stubBatchCounter{}, nil, nil, 10); err != nil || b == nil {
		t.Errorf("counter, no hits, no log: %v", err)
	}
}
