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
	Verification *app.VerificationApplication
	Safety       *app.SafetyApplication
	Controls     *app.ControlsApplication
	Grievances   *app.GrievancesApplication

	verification *postgres.VerificationStore
	documents    storage.Documents
	safety       *postgres.SafetyStore
	controls     *postgres.ControlStore
	grievances   *postgres.GrievanceStore
	views        *postgres.ProfileViewWriter // the log of who viewed whom, written in the background
	quota        *app.BatchedLimit           // the daily limit on profile views, settled in the background
}

// Bounds of the background writers: views queued before they are dropped (and never waited for),
// and members whose daily view count one instance keeps in memory.
const (
	viewQueue     = 10_000
	viewQuotaKeys = 200_000
	settleEvery   = time.Second
)

// newTrust builds the stores of trust and safety, which discovery and accounts take too: blocks,
// the daily view limit and the log of who viewed whom (both written in the background by run).
func newTrust(d Deps, counters *postgres.RateCounters) *trustServices {
	t := &trustServices{
		verification: postgres.NewVerificationStore(d.Pool),
		documents:    storage.Documents{Store: d.Photos.Store},
		safety:       postgres.NewSafetyStore(d.Pool),
		controls:     postgres.NewControlStore(d.Pool),
		grievances:   postgres.NewGrievanceStore(d.Pool),
		views:        postgres.NewProfileViewWriter(d.Pool, d.Log, viewQueue),
	}
	t.quota = must(app.NewBatchedLimit(app.PolicyProfileViewsDaily, counters, t.controls, d.Log, viewQuotaKeys))
	return t
}

// run writes the views and settles the view limit until ctx ends.
func (t *trustServices) run(ctx context.Context) {
	go t.views.Run(ctx)
	t.quota.Run(ctx, settleEvery)
}

// build builds the use cases of trust and safety.
func (t *trustServices) build(d Deps, limits *app.RateLimiter, profiles *postgres.ProfileStore, noteWrite *app.NoteWrite) {
	trustMail := mail.TrustMailer{Sender: d.Mail.Sender}
	t.Verification = must(app.NewVerificationApplication(app.VerificationPorts{Profiles: profiles, Store: t.verification,
		Documents: t.documents, Texts: d.Texts, Links: d.Links, Mail: trustMail,
		EmailLinkBase: d.BaseURL + "/verify-email?token=", Limits: limits, Log: d.Log, Now: time.Now}))
	t.Safety = must(app.NewSafetyApplication(app.SafetyPorts{Profiles: profiles, Store: t.safety, Reads: noteWrite,
		Limits: limits, Log: d.Log, Now: time.Now}))
	t.Controls = must(app.NewControlsApplication(app.ControlsPorts{Profiles: profiles, Store: t.controls, Safety: t.safety,
		Log: d.Log, Now: time.Now}))
	t.Grievances = must(app.NewGrievancesApplication(app.GrievancesPorts{Store: t.grievances, Mail: trustMail, Officer: d.Officer,
		StatusURL: d.BaseURL + "/grievance/status", Limits: limits, Log: d.Log, Now: time.Now}))
}
