package postgres

import "github.com/reshimgathi/reshimgathi/app"

// The ports of app/ each store implements, checked by the compiler: a method renamed or a
// signature changed on either side fails the build here, not at wiring time
// (cmd/server/wiring). One list, so what this adapter provides reads in one place.
var (
	_ app.AccountStore      = (*AccountStore)(nil)
	_ app.PrivacyStore      = (*AccountStore)(nil)
	_ app.DeclarationStore  = (*AccountStore)(nil)
	_ app.ProfileStore      = (*ProfileStore)(nil)
	_ app.SiteStore         = (*SiteStore)(nil)
	_ app.PlanStore         = (*SiteStore)(nil)
	_ app.RateCounter       = (*RateCounters)(nil)
	_ app.BatchCounter      = (*RateCounters)(nil)
	_ app.Events            = (*Events)(nil)
	_ app.DiscoveryStore    = (*DiscoveryStore)(nil)
	_ app.ReadRouting       = (*ReadRouter)(nil)
	_ app.SubscriptionStore = (*SubscriptionStore)(nil)
	_ app.MembershipStore   = (*SubscriptionStore)(nil)
	_ app.PaymentStore      = (*PaymentStore)(nil)
	_ app.AdminStore        = (*AdminStore)(nil)
	_ app.MemberAdminStore  = (*MemberAdminStore)(nil)
	_ app.InboxStore        = (*InboxStore)(nil)
	_ app.RequestStore      = (*RequestStore)(nil)
	_ app.NotificationStore = (*NotificationStore)(nil)
	_ app.FeedStore         = (*FeedStore)(nil)
	_ app.MessageStore      = (*MessageStore)(nil)
	_ app.SavedSearchStore  = (*SavedSearchStore)(nil)
	_ app.ViewLog           = (*ProfileViewWriter)(nil)
	_ app.SafetyStore       = (*SafetyStore)(nil)
	_ app.ControlStore      = (*ControlStore)(nil)
	_ app.LimitHits         = (*ControlStore)(nil)
	_ app.VerificationStore = (*VerificationStore)(nil)
	_ app.GrievanceStore    = (*GrievanceStore)(nil)
	_ app.AdminTrustStore   = (*GrievanceStore)(nil)
)
