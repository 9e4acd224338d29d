package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

// auditLog keeps the entries written; broken makes every write fail, as a database gone away.
type auditLog struct {
	app.AdminStore
	entries []admin.Entry
	broken  bool
}

func (l *auditLog) Audit(_ context.Context, e admin.Entry) error {
	if l.broken {
		return errors.New("the database went away")
	}
	l.entries = append(l.entries, e)
	return nil
}

type statusChange struct {
	account   uuid.UUID
	suspended bool
	reason    string
}

type memberStatuses struct {
	app.MemberAdminStore
	changes []statusChange
}

func (m *memberStatuses) SetStatus(_ context.Context, account uuid.UUID, suspended bool, reason string, _ time.Time) error {
	m.changes = append(m.changes, statusChange{account, suspended, reason})
	return nil
}

// documentQueue holds pending documents; a decided one leaves the queue.
type documentQueue struct {
	app.VerificationStore
	pending map[uuid.UUID]app.PendingDocument
	decided map[uuid.UUID]string // id → "approved" or the rejection's reason
}

func (q *documentQueue) Pending(_ context.Context, id uuid.UUID) (app.PendingDocument, error) {
	if d, ok := q.pending[id]; ok {
		return d, nil
	}
	return app.PendingDocument{}, errs.ErrNotFound
}

func (q *documentQueue) Decide(_ context.Context, id uuid.UUID, approve bool, reason string, _ uuid.UUID, _ time.Time) error {
	delete(q.pending, id)
	if approve {
		reason = "approved"
	}
	q.decided[id] = reason
	return nil
}

type closedReports struct {
	reported, only uuid.UUID
	action         safety.Action
}

// reportDesk holds open reports and records what moderation did with them.
type reportDesk struct {
	app.SafetyStore
	open     map[uuid.UUID]app.OpenReport
	closed   []closedReports
	notified []string // notes sent to the member reported
}

func (d *reportDesk) OpenReport(_ context.Context, id uuid.UUID) (app.OpenReport, error) {
	if r, ok := d.open[id]; ok {
		return r, nil
	}
	return app.OpenReport{}, safety.ErrReportNotFound
}

func (d *reportDesk) CloseReports(_ context.Context, reported, only uuid.UUID, dec safety.Decision, _ uuid.UUID, _ time.Time) (int, error) {
	d.closed = append(d.closed, closedReports{reported, only, dec.Action})
	return 1, nil
}

func (d *reportDesk) Notify(_ context.Context, _ uuid.UUID, _, _, note string, _ time.Time) error {
	d.notified = append(d.notified, note)
	return nil
}

type adminRig struct {
	a        *app.AdminApplication
	accounts *acctRig
	audit    *auditLog
	statuses *memberStatuses
	docs     *documentQueue
	drawer   *documentDrawer
	reports  *reportDesk
}

var (
	adminNow  = acctNow
	anAdmin   = identity.Account{ID: uuid.New(), Email: "ops@reshimgathi.in", Role: identity.RoleAdmin}
	asMember  = identity.Account{ID: uuid.New(), Email: "member@example.in", Role: identity.RoleMember}
	withdrawn = identity.Account{ID: uuid.New(), Email: "old-ops@reshimgathi.in", Role: identity.RoleAdmin,
		TokensValidAfter: acctNow.Add(time.Minute)} // its tokens were revoked after they were issued
)

func newAdminRig(t *testing.T, members ...profile.Profile) adminRig {
	t.Helper()
	audit := &auditLog{}
	return newAdminRigWith(t, []identity.Account{anAdmin, asMember, withdrawn}, audit, audit, stubTOTP{}, members...)
}

// newAdminRigWith builds the admin use cases on these accounts, this admin store writing into this audit log,
// and this authenticator.
func newAdminRigWith(t *testing.T, accts []identity.Account, store app.AdminStore, audit *auditLog,
	totp app.TOTPAuthenticator, members ...profile.Profile) adminRig {
	t.Helper()
	r := adminRig{accounts: newAcctRig(t, accts...), audit: audit, statuses: &memberStatuses{},
		docs:    &documentQueue{pending: map[uuid.UUID]app.PendingDocument{}, decided: map[uuid.UUID]string{}},
		drawer:  &documentDrawer{kept: map[string][]byte{}},
		reports: &reportDesk{open: map[uuid.UUID]app.OpenReport{}}}
	profiles := fakeProfiles{byCode: map[string]profile.Profile{}}
	for _, p := range members {
		profiles.byCode[p.Code] = p
	}
	a, err := app.NewAdminApplication(app.AdminPorts{Accounts: r.accounts.store, Members: r.accounts.a.Commands.AddMember,
		Payments: newPayRig(t).p.ForAdmin(), Limits: r.accounts.limits, Store: store, MemberStore: r.statuses, Inbox: stubInboxStore{},
		Profiles: profiles, Photos: stubPhotoStore{}, Privacy: stubPrivacyStore{}, Hasher: r.accounts.hasher,
		Tokens: r.accounts.tokens, TOTP: totp, Mail: r.accounts.mail, Verification: r.docs, Documents: r.drawer,
		Safety: r.reports, Grievances: stubGrievanceStore{}, Trust: stubAdminTrustStore{}, LimitHits: stubLimitHits{},
		Now: func() time.Time { return adminNow }})
	if err != nil {
		t.Fatal(err)
	}
	r.a = a
	return r
}

func TestAdminAuthenticateLetsOnlyAdminsIn(t *testing.T) {
	ctx := context.Background()
	r := newAdminRig(t)
	issue := func(id uuid.UUID) string {
		tok, _, err := r.accounts.tokens.Issue(id, adminNow)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	if got, err := r.a.Queries.Authenticate.Handle(ctx, issue(anAdmin.ID)); err != nil || got.ID != anAdmin.ID {
		t.Fatalf("an admin's token: %v, %v", got.ID, err)
	}
	for _, c := range []struct {
		name  string
		token string
		want  error
	}{
		{"a member's token is forbidden", issue(asMember.ID), errs.ErrForbidden},
		{"a token revoked since is refused", issue(withdrawn.ID), errs.ErrUnauthenticated},
		{"a token of an account gone is refused", issue(uuid.New()), errs.ErrUnauthenticated},
		{"a token nobody issued is refused", "forged", errs.ErrUnauthenticated},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := r.a.Queries.Authenticate.Handle(ctx, c.token); !errors.Is(err, c.want) {
				t.Fatalf("want %v, got %v", c.want, err)
			}
		})
	}
}

func TestAdminSuspensionNeedsAReasonAndIsAudited(t *testing.T) {
	ctx := context.Background()
	bride := member("MHBRIDE601", "female")
	gone := member("MHBRIDE602", "female")
	gone.Suspended = true

	t.Run("a suspension with its reason changes the member and writes the audit log", func(t *testing.T) {
		r := newAdminRig(t, bride)
		p, err := r.a.Commands.ChangeMemberStatus.Handle(ctx, anAdmin, bride.Code, true, "  Fake profile  ")
		if err != nil || !p.Suspended {
			t.Fatalf("%+v, %v", p, err)
		}
		if len(r.statuses.changes) != 1 || r.statuses.changes[0] != (statusChange{bride.AccountID, true, "Fake profile"}) {
			t.Fatalf("status changes %v", r.statuses.changes)
		}
		if len(r.audit.entries) != 1 {
			t.Fatalf("audit %v", r.audit.entries)
		}
		e := r.audit.entries[0]
		if e.Action != admin.ActionMemberSuspended || e.AdminID != anAdmin.ID || e.MemberCode != bride.Code || e.MemberID != bride.AccountID {
			t.Fatalf("audit entry %+v", e)
		}
	})

	t.Run("no reason, no suspension and nothing audited", func(t *testing.T) {
		r := newAdminRig(t, bride)
		if _, err := r.a.Commands.ChangeMemberStatus.Handle(ctx, anAdmin, bride.Code, true, " x "); !errors.Is(err, errs.ErrInvalid) {
			t.Fatalf("want invalid, got %v", err)
		}
		if len(r.statuses.changes)+len(r.audit.entries) != 0 {
			t.Fatalf("changed %v, audited %v", r.statuses.changes, r.audit.entries)
		}
	})

	t.Run("suspending the suspended, or reinstating the active, is a conflict", func(t *testing.T) {
		r := newAdminRig(t, bride, gone)
		if _, err := r.a.Commands.ChangeMemberStatus.Handle(ctx, anAdmin, gone.Code, true, "Fake profile"); !errors.Is(err, errs.ErrConflict) {
			t.Errorf("suspended twice: %v", err)
		}
		if _, err := r.a.Commands.ChangeMemberStatus.Handle(ctx, anAdmin, bride.Code, false, "Appeal upheld"); !errors.Is(err, errs.ErrConflict) {
			t.Errorf("reinstating an active member: %v", err)
		}
		if len(r.statuses.changes) != 0 {
			t.Fatalf("changed %v", r.statuses.changes)
		}
	})

	t.Run("an action the audit log could not record fails", func(t *testing.T) {
		r := newAdminRig(t, bride)
		r.audit.broken = true
		if _, err := r.a.Commands.ChangeMemberStatus.Handle(ctx, anAdmin, bride.Code, true, "Fake profile"); err == nil {
			t.Fatal("an unaudited suspension answered success")
		}
	})

	t.Run("a plan granted by hand needs a reason too", func(t *testing.T) {
		r := newAdminRig(t, bride)
		if _, err := r.a.Commands.GrantSubscription.Handle(ctx, anAdmin, bride.Code, "premium", ""); !errors.Is(err, errs.ErrInvalid) {
			t.Fatalf("want invalid, got %v", err)
		}
		if len(r.audit.entries) != 0 {
			t.Fatalf("audited %v", r.audit.entries)
		}
	})
}

func TestAdminVerificationDecisions(t *testing.T) {
	ctx := context.Background()
	bride := member("MHBRIDE603", "female")
	queue := func(r adminRig) uuid.UUID {
		id := uuid.New()
		r.drawer.kept["doc-key"] = []byte{0xff}
		r.docs.pending[id] = app.PendingDocument{ID: id, Account: bride.AccountID, Kind: "id", ImageKey: "doc-key", MemberCode: bride.Code}
		return id
	}

	t.Run("a rejection says why, or nothing is decided", func(t *testing.T) {
		r := newAdminRig(t, bride)
		id := queue(r)
		if err := r.a.Commands.DecideVerification.Handle(ctx, anAdmin, id, false, "  "); !errors.Is(err, errs.ErrInvalid) {
			t.Fatalf("want invalid, got %v", err)
		}
		if len(r.docs.decided) != 0 || len(r.drawer.kept) != 1 || len(r.audit.entries) != 0 {
			t.Fatalf("decided %v, kept %d, audited %v", r.docs.decided, len(r.drawer.kept), r.audit.entries)
		}
		if err := r.a.Commands.DecideVerification.Handle(ctx, anAdmin, id, false, " Blurred "); err != nil {
			t.Fatal(err)
		}
		if r.docs.decided[id] != "Blurred" || len(r.drawer.kept) != 0 || r.audit.entries[0].Action != admin.ActionVerificationRejected {
			t.Fatalf("decided %v, kept %d, audited %v", r.docs.decided, len(r.drawer.kept), r.audit.entries)
		}
	})

	t.Run("an approval deletes the image and is audited", func(t *testing.T) {
		r := newAdminRig(t, bride)
		id := queue(r)
		if err := r.a.Commands.DecideVerification.Handle(ctx, anAdmin, id, true, "ignored"); err != nil {
			t.Fatal(err)
		}
		if r.docs.decided[id] != "approved" || len(r.drawer.kept) != 0 {
			t.Fatalf("decided %v, kept %d", r.docs.decided, len(r.drawer.kept))
		}
		if e := r.audit.entries[0]; e.Action != admin.ActionVerificationApproved || e.MemberCode != bride.Code {
			t.Fatalf("audit %+v", e)
		}
	})

	t.Run("a document no longer pending is not found", func(t *testing.T) {
		r := newAdminRig(t, bride)
		if err := r.a.Commands.DecideVerification.Handle(ctx, anAdmin, uuid.New(), true, ""); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("want not found, got %v", err)
		}
	})
}

func TestAdminModeration(t *testing.T) {
	ctx := context.Background()
	groom := member("MHGROOM601", "male")
	open := func(r adminRig) app.OpenReport {
		rep := app.OpenReport{ID: uuid.New(), Reporter: uuid.New(), Reported: groom.AccountID, ReportedCode: groom.Code}
		r.reports.open[rep.ID] = rep
		return rep
	}

	t.Run("a dismissal closes only the report decided", func(t *testing.T) {
		r := newAdminRig(t, groom)
		rep := open(r)
		if err := r.a.Commands.ActOnReport.Handle(ctx, anAdmin, rep.ID, "dismiss", ""); err != nil {
			t.Fatal(err)
		}
		if len(r.reports.closed) != 1 || r.reports.closed[0] != (closedReports{groom.AccountID, rep.ID, safety.Dismiss}) {
			t.Fatalf("closed %v", r.reports.closed)
		}
		if len(r.reports.notified) != 0 || r.audit.entries[0].Action != admin.ActionReportDismissed {
			t.Fatalf("notified %v, audited %v", r.reports.notified, r.audit.entries)
		}
	})

	t.Run("a warning tells the member, closes every report about them and is audited", func(t *testing.T) {
		r := newAdminRig(t, groom)
		rep := open(r)
		if err := r.a.Commands.ActOnReport.Handle(ctx, anAdmin, rep.ID, "warn", " Please be polite. "); err != nil {
			t.Fatal(err)
		}
		if len(r.reports.notified) != 1 || r.reports.notified[0] != "Please be polite." {
			t.Fatalf("notified %v", r.reports.notified)
		}
		if len(r.reports.closed) != 1 || r.reports.closed[0] != (closedReports{groom.AccountID, uuid.Nil, safety.Warn}) {
			t.Fatalf("closed %v", r.reports.closed)
		}
		if e := r.audit.entries[0]; e.Action != admin.ActionMemberWarned || e.MemberCode != groom.Code {
			t.Fatalf("audit %+v", e)
		}
	})

	t.Run("a suspension from the queue suspends with the note as its reason", func(t *testing.T) {
		r := newAdminRig(t, groom)
		rep := open(r)
		if err := r.a.Commands.ActOnReport.Handle(ctx, anAdmin, rep.ID, "suspend", "Asked for money"); err != nil {
			t.Fatal(err)
		}
		if len(r.statuses.changes) != 1 || r.statuses.changes[0] != (statusChange{groom.AccountID, true, "Asked for money"}) {
			t.Fatalf("status changes %v", r.statuses.changes)
		}
		if len(r.reports.closed) != 1 || r.reports.closed[0].only != uuid.Nil {
			t.Fatalf("closed %v", r.reports.closed)
		}
	})

	t.Run("an action against a member without a note does nothing", func(t *testing.T) {
		r := newAdminRig(t, groom)
		rep := open(r)
		for _, action := range []string{"warn", "suspend", "delete", "remove-photo", "ban"} {
			if err := r.a.Commands.ActOnReport.Handle(ctx, anAdmin, rep.ID, action, ""); !errors.Is(err, errs.ErrInvalid) {
				t.Errorf("%s: want invalid, got %v", action, err)
			}
		}
		if len(r.reports.closed)+len(r.reports.notified)+len(r.statuses.changes)+len(r.audit.entries) != 0 {
			t.Fatalf("something happened: %+v %+v", r.reports, r.statuses)
		}
	})

	t.Run("a report no longer open is not found", func(t *testing.T) {
		r := newAdminRig(t, groom)
		if err := r.a.Commands.ActOnReport.Handle(ctx, anAdmin, uuid.New(), "dismiss", ""); !errors.Is(err, safety.ErrReportNotFound) {
			t.Fatalf("want report not found, got %v", err)
		}
	})
}
