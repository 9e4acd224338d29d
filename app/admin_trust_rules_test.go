package app_test

import (
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/admin"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/grievance"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// openableDrawer lets an admin open a kept document too.
type openableDrawer struct{ *documentDrawer }

func (d openableDrawer) OpenDocument(_ context.Context, key string) (io.ReadCloser, error) {
	b, ok := d.kept[key]
	if !ok {
		return nil, errs.ErrNotFound
	}
	return io.NopCloser(strings.NewReader(string(b))), nil
}

func TestAdminOpensADocumentOnlyOnceTheViewingIsAudited(t *testing.T) {
	ctx := context.Background()
	bride := member("MHBRIDE801", "female")
	setup := func() (*app.OpenVerificationDocument, uuid.UUID, *auditLog) {
		id, audit := uuid.New(), &auditLog{}
		queue := &documentQueue{pending: map[uuid.UUID]app.PendingDocument{
			id: {ID: id, Account: bride.AccountID, Kind: "id", ImageKey: "doc-key", MemberCode: bride.Code}}}
		drawer := openableDrawer{&documentDrawer{kept: map[string][]byte{"doc-key": []byte("jpeg")}}}
		return app.NewOpenVerificationDocument(queue, drawer, audit, nil, nil), id, audit
	}

	t.Run("the image opens, and the audit names the member and the kind of document", func(t *testing.T) {
		open, id, audit := setup()
		rc, err := open.Handle(ctx, anAdmin, id)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := io.ReadAll(rc); string(b) != "jpeg" {
			t.Fatalf("read %q", b)
		}
		e := audit.entries[0]
		if e.Action != admin.ActionDocumentViewed || e.MemberCode != bride.Code || !slices.Equal(e.Fields, []string{"id"}) {
			t.Fatalf("audit %+v", e)
		}
	})

	t.Run("a viewing the audit log could not record opens nothing", func(t *testing.T) {
		open, id, audit := setup()
		audit.broken = true
		if rc, err := open.Handle(ctx, anAdmin, id); err == nil || rc != nil {
			t.Fatalf("an unaudited viewing answered %v, %v", rc, err)
		}
	})

	t.Run("a document no longer pending is not found, and nothing is audited", func(t *testing.T) {
		open, _, audit := setup()
		if _, err := open.Handle(ctx, anAdmin, uuid.New()); !errors.Is(err, errs.ErrNotFound) || len(audit.entries) != 0 {
			t.Fatalf("%v, audited %+v", err, audit.entries)
		}
	})
}

// erasure answers what a member's erasure left to delete outside the database.
type erasure struct {
	app.PrivacyStore
	photo     string
	documents []string
	erased    []uuid.UUID
}

func (e *erasure) Erase(_ context.Context, id uuid.UUID) (string, []string, error) {
	if slices.Contains(e.erased, id) {
		return "", nil, errs.ErrNotFound
	}
	e.erased = append(e.erased, id)
	return e.photo, e.documents, nil
}

func TestAdminDeleteMember(t *testing.T) {
	ctx := context.Background()
	groom := member("MHGROOM801", "male")
	setup := func() (*app.DeleteMember, *erasure, *photoShelf, *documentDrawer, *auditLog) {
		store := &erasure{photo: "his-photo", documents: []string{"his-id"}}
		shelf := &photoShelf{kept: map[string]bool{"his-photo": true, "shared": true}}
		drawer := &documentDrawer{kept: map[string][]byte{"his-id": {1}, "hers": {2}}}
		audit := &auditLog{}
		files := &memberFiles{byCode: map[string]profile.Profile{groom.Code: groom}}
		return app.NewDeleteMember(files, store, shelf, drawer, audit, nil, nil), store, shelf, drawer, audit
	}

	t.Run("the member is erased with their picture and documents; the audit entry remains", func(t *testing.T) {
		del, store, shelf, drawer, audit := setup()
		if err := del.Handle(ctx, anAdmin, groom.Code); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(store.erased, []uuid.UUID{groom.AccountID}) {
			t.Fatalf("erased %v", store.erased)
		}
		if shelf.kept["his-photo"] || !shelf.kept["shared"] || drawer.kept["his-id"] != nil || drawer.kept["hers"] == nil {
			t.Fatalf("shelf %v, drawer %v", shelf.kept, drawer.kept)
		}
		if e := audit.entries[0]; e.Action != admin.ActionMemberDeleted || e.MemberID != groom.AccountID || e.MemberCode != groom.Code {
			t.Fatalf("audit %+v", e)
		}
	})

	t.Run("a member erased a moment ago is not found", func(t *testing.T) {
		del, store, _, _, audit := setup()
		store.erased = []uuid.UUID{groom.AccountID}
		if err := del.Handle(ctx, anAdmin, groom.Code); !errors.Is(err, profile.ErrNotFound) || len(audit.entries) != 0 {
			t.Fatalf("%v, audited %+v", err, audit.entries)
		}
	})
}

// ticketDesk keeps the grievance tickets' updates.
type ticketDesk struct {
	app.GrievanceStore
	updates []grievance.Update
}

func (d *ticketDesk) UpdateGrievance(_ context.Context, id uuid.UUID, u grievance.Update, _ uuid.UUID, _ time.Time) (grievance.Complaint, error) {
	d.updates = append(d.updates, u)
	return grievance.Complaint{ID: id, Status: u.Status}, nil
}

func TestAdminUpdateGrievance(t *testing.T) {
	ctx := context.Background()
	setup := func() (*app.UpdateGrievance, *ticketDesk, *auditLog) {
		desk, audit := &ticketDesk{}, &auditLog{}
		return app.NewUpdateGrievance(desk, audit, nil, nil), desk, audit
	}

	t.Run("a ticket resolved says how; the audit names the fields, not the text", func(t *testing.T) {
		update, desk, audit := setup()
		c, err := update.Handle(ctx, anAdmin, uuid.New(), "resolved", " The profile was removed. ")
		if err != nil || c.Status != grievance.Resolved || desk.updates[0].Resolution != "The profile was removed." {
			t.Fatalf("%+v, %v; updates %+v", c, err, desk.updates)
		}
		if e := audit.entries[0]; e.Action != admin.ActionGrievanceUpdated || !slices.Equal(e.Fields, []string{"status", "resolution"}) {
			t.Fatalf("audit %+v", e)
		}
	})

	t.Run("resolved without saying how is a form error, and nothing changes", func(t *testing.T) {
		update, desk, audit := setup()
		if _, err := update.Handle(ctx, anAdmin, uuid.New(), "resolved", ""); !fieldErr(err, "resolution") {
			t.Fatalf("want a form error on resolution, got %v", err)
		}
		if len(desk.updates)+len(audit.entries) != 0 {
			t.Fatalf("updates %+v, audit %+v", desk.updates, audit.entries)
		}
	})
}

// monthCounts answers the counts and records the month and alert window asked.
type monthCounts struct {
	app.AdminTrustStore
	monthStart, alertsSince time.Time
}

func (m *monthCounts) TrustStats(_ context.Context, monthStart, alertsSince time.Time, _ int) (app.TrustStats, error) {
	m.monthStart, m.alertsSince = monthStart, alertsSince
	return app.TrustStats{}, nil
}

type memberCounts struct{ app.MemberAdminStore }

func (memberCounts) Stats(context.Context, time.Time) (app.AdminStats, error) {
	return app.AdminStats{Total: 7}, nil
}

func TestAdminDashboardMonthIsIndias(t *testing.T) {
	// 20:00 UTC on 30 November is 01:30 on 1 December in India: the month's revenue starts afresh.
	now := time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)
	trust := &monthCounts{}
	d, err := app.NewDashboardCounts(memberCounts{}, trust, func() time.Time { return now }).Handle(context.Background())
	if err != nil || d.Members.Total != 7 {
		t.Fatalf("%+v, %v", d, err)
	}
	if want := time.Date(2026, 11, 30, 18, 30, 0, 0, time.UTC); !trust.monthStart.Equal(want) {
		t.Fatalf("the month began at %v, want %v", trust.monthStart.UTC(), want)
	}
	if want := now.Add(-30 * 24 * time.Hour); !trust.alertsSince.Equal(want) {
		t.Fatalf("alerts since %v, want %v", trust.alertsSince, want)
	}
}
