package wiring

import (
	"context"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/mail"
	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/adapters/storage"
	"github.com/reshimgathi/reshimgathi/app"
)

// trustServices are the use cases and stores of trust and safety (docs/adr/0016-trust-and-safety.md).
type trustServices struct {
	Verification *app.Verification
	Safety       *app.Safety
	Controls     *app.Controls
	Grievances   *app.Grievances

	verification *postgres.VerificationStore
	documents    storage.Documents
	safety       *postgres.SafetyStore
	controls     *postgres.ControlStore
	grievances   *postgres.GrievanceStore
}

// Bounds of the background writers: views queued before they are dropped (and never waited for),
// and members whose daily view count one instance keeps in memory.
const (
	viewQueue     = 10_000
	viewQuotaKeys = 200_000
	settleEvery   = time.Second
)

// buildTrust wires trust and safety into discovery (blocks, the daily view limit and the log of
// who viewed whom, both written in the background until ctx ends) and builds its use cases.
func buildTrust(ctx context.Context, d Deps, counters *postgres.RateCounters, limits *app.RateLimiter,
	profiles *postgres.ProfileStore, discovery *app.Discovery) trustServices {
	t := trustServices{
		verification: postgres.NewVerificationStore(d.Pool),
		documents:    storage.Documents{Store: d.Photos.Store},
		safety:       postgres.NewSafetyStore(d.Pool),
		controls:     postgres.NewControlStore(d.Pool),
		grievances:   postgres.NewGrievanceStore(d.Pool),
	}
	views := postgres.NewProfileViewWriter(d.Pool, d.Log, viewQueue)
	go views.Run(ctx)
	quota := app.NewBatchedLimit(app.PolicyProfileViewsDaily, counters, t.controls, d.Log, viewQuotaKeys)
	go quota.Run(ctx, settleEvery)
	discovery.Safety, discovery.Views, discovery.ViewQuota = t.safety, views, quota
	discovery.Limits, discovery.LimitHits = limits, t.controls

	trustMail := mail.TrustMailer{Sender: d.Mail.Sender}
	t.Verification = &app.Verification{Profiles: profiles, Store: t.verification, Documents: t.documents, Texts: d.Texts,
		Links: d.Links, Mail: trustMail, EmailLinkBase: d.BaseURL + "/verify-email?token=", Limits: limits, Log: d.Log,
		Now: time.Now}
	t.Safety = &app.Safety{Profiles: profiles, Store: t.safety, Discovery: discovery, Limits: limits, Log: d.Log, Now: time.Now}
	t.Controls = &app.Controls{Profiles: profiles, Store: t.controls, Safety: t.safety, Log: d.Log, Now: time.Now}
	t.Grievances = &app.Grievances{Store: t.grievances, Mail: trustMail, Officer: d.Officer,
		StatusURL: d.BaseURL + "/grievance/status", Limits: limits, Log: d.Log, Now: time.Now}
	return t
}
