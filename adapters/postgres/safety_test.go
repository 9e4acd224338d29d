package postgres_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/safety"
)

func TestSafetyStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewSafetyStore(pool)
	notes := postgres.NewNotificationStore(pool)
	ctx := t.Context()
	page := paging.Page{Number: 1, Limit: 10}
	report := func(t *testing.T, store *postgres.SafetyStore, reporter, reported profile.Profile, at time.Time) safety.Report {
		t.Helper()
		r, err := safety.NewReport(reporter.AccountID, reported.AccountID, string(safety.ReasonHarassment), "Rude messages.", at)
		if err != nil {
			t.Fatal(err)
		}
		if created, err := store.Report(ctx, r); err != nil || !created {
			t.Fatalf("report: created %v (%v)", created, err)
		}
		return r
	}

	t.Run("Blocked", func(t *testing.T) {
		t.Parallel()
		a, b := couple(t, pool)
		if blocked, err := store.Blocked(ctx, a.AccountID, b.AccountID); err != nil || blocked {
			t.Fatalf("before a block: %v (%v)", blocked, err)
		}
		store.Block(ctx, a.AccountID, b.AccountID, testNow)
		for _, pair := range [][2]uuid.UUID{{a.AccountID, b.AccountID}, {b.AccountID, a.AccountID}} {
			if blocked, err := store.Blocked(ctx, pair[0], pair[1]); err != nil || !blocked {
				t.Fatalf("%v: %v (%v), want blocked either way", pair, blocked, err)
			}
		}
		if blocked, _ := store.Blocked(ctx, a.AccountID, registerMember(t, pool, "male").AccountID); blocked {
			t.Fatal("a third member is blocked")
		}
	})

	t.Run("Block", func(t *testing.T) {
		t.Parallel()
		a, b := couple(t, pool)
		requests := postgres.NewRequestStore(pool)
		controls := postgres.NewControlStore(pool)
		connect(t, pool, a.AccountID, b.AccountID)
		controls.Save(ctx, a.AccountID, b.AccountID, testNow)
		controls.Save(ctx, b.AccountID, a.AccountID, testNow)
		controls.RequestPhoto(ctx, a.AccountID, b.AccountID, testNow)
		recordViews(t, pool, view{a, b, testNow}, view{b, a, testNow})
		if err := store.Block(ctx, b.AccountID, a.AccountID, testNow.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		// Blocking twice changes nothing.
		if err := store.Block(ctx, b.AccountID, a.AccountID, testNow.Add(time.Hour)); err != nil {
			t.Fatalf("blocking twice: %v", err)
		}
		if list, _ := store.Blocks(ctx, b.AccountID); len(list) != 1 || !list[0].BlockedAt.Equal(testNow.Add(time.Minute)) {
			t.Fatalf("blocks after blocking twice %+v", list)
		}
		// What was between them ended.
		for _, m := range []profile.Profile{a, b} {
			if _, n, _ := requests.Connections(ctx, m.AccountID, page); n != 0 {
				t.Fatalf("%s still has %d connections", m.Code, n)
			}
			if total, _, _ := notes.Counts(ctx, m.AccountID); total != 0 {
				t.Fatalf("%s still has %d notifications", m.Code, total)
			}
			if _, n, _ := controls.Shortlist(ctx, m.AccountID, 0, 10); n != 0 {
				t.Fatalf("%s still has %d shortlisted", m.Code, n)
			}
		}
		var left int
		pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM photo_requests WHERE owner_id = $1 OR owner_id = $2)
			+ (SELECT count(*) FROM shortlists WHERE member_id = $1 OR member_id = $2)
			+ (SELECT count(*) FROM profile_views WHERE member_id = $1 OR member_id = $2)`, a.AccountID, b.AccountID).Scan(&left)
		if left != 0 {
			t.Fatalf("%d photo requests, shortlist entries and views left", left)
		}
		// Nor can a new request pass between them.
		if _, err := requests.Send(ctx, a.AccountID, b.AccountID, testNow.Add(time.Hour)); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("a request to a member who blocked: %v", err)
		}
	})

	t.Run("Unblock", func(t *testing.T) {
		t.Parallel()
		a, b := couple(t, pool)
		if err := store.Unblock(ctx, a.AccountID, b.AccountID); !errors.Is(err, safety.ErrNotBlocked) {
			t.Fatalf("nothing to unblock: %v", err)
		}
		store.Block(ctx, a.AccountID, b.AccountID, testNow)
		// Only the blocker lifts a block.
		if err := store.Unblock(ctx, b.AccountID, a.AccountID); !errors.Is(err, safety.ErrNotBlocked) {
			t.Fatalf("the blocked member unblocking: %v", err)
		}
		if err := store.Unblock(ctx, a.AccountID, b.AccountID); err != nil {
			t.Fatal(err)
		}
		if blocked, _ := store.Blocked(ctx, a.AccountID, b.AccountID); blocked {
			t.Fatal("still blocked after unblocking")
		}
		if err := store.Unblock(ctx, a.AccountID, b.AccountID); !errors.Is(err, safety.ErrNotBlocked) {
			t.Fatalf("unblocking twice: %v", err)
		}
	})

	t.Run("Blocks", func(t *testing.T) {
		t.Parallel()
		me := registerMember(t, pool, "female")
		var blocked []profile.Profile
		for i := range 3 {
			b := registerMember(t, pool, "male")
			store.Block(ctx, me.AccountID, b.AccountID, testNow.Add(time.Duration(i)*time.Minute))
			blocked = append(blocked, b)
		}
		store.Block(ctx, registerMember(t, pool, "male").AccountID, me.AccountID, testNow) // blocked me: not my list
		list, err := store.Blocks(ctx, me.AccountID)
		if err != nil || len(list) != 3 || list[0].Code != blocked[2].Code || list[2].Code != blocked[0].Code ||
			list[0].FullName != blocked[2].FullName || !list[0].BlockedAt.Equal(testNow.Add(2*time.Minute)) {
			t.Fatalf("blocks %+v (%v), newest first", list, err)
		}
	})

	t.Run("Report", func(t *testing.T) {
		t.Parallel()
		reporter, reported := couple(t, pool)
		r := report(t, store, reporter, reported, testNow)
		if blocked, _ := store.Blocked(ctx, reporter.AccountID, reported.AccountID); !blocked {
			t.Fatal("reporting did not block")
		}
		got, err := store.OpenReport(ctx, r.ID)
		if err != nil || got.Reporter != reporter.AccountID || got.Reported != reported.AccountID {
			t.Fatalf("the stored report %+v (%v)", got, err)
		}
		// Reporting again while the first is open adds nothing.
		again, _ := safety.NewReport(reporter.AccountID, reported.AccountID, string(safety.ReasonFake), "", testNow.Add(time.Hour))
		if created, err := store.Report(ctx, again); err != nil || created {
			t.Fatalf("a second open report: created %v (%v)", created, err)
		}
		if _, err := store.OpenReport(ctx, again.ID); !errors.Is(err, safety.ErrReportNotFound) {
			t.Fatalf("the refused report was stored: %v", err)
		}
	})

	t.Run("ReportQueue", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t) // the queue is everyone's: a database of its own
		store := postgres.NewSafetyStore(pool)
		x, y := registerMember(t, pool, "male"), registerMember(t, pool, "male")
		r1, r2, r3 := registerMember(t, pool, "female"), registerMember(t, pool, "female"), registerMember(t, pool, "female")
		first := report(t, store, r1, x, testNow)
		second := report(t, store, r2, y, testNow.Add(time.Minute))
		third := report(t, store, r3, x, testNow.Add(2*time.Minute))
		suspend(t, pool, x.AccountID)
		items, n, err := store.ReportQueue(ctx, 0, 2)
		if err != nil || n != 3 || len(items) != 2 || items[0].ID != first.ID || items[1].ID != second.ID {
			t.Fatalf("page 1: %d %+v (%v), oldest first", n, items, err)
		}
		if it := items[0]; it.ReporterCode != r1.Code || it.ReportedCode != x.Code || it.ReportedName != x.FullName ||
			it.Reported != x.AccountID || it.Reason != safety.ReasonHarassment || it.Details != "Rude messages." ||
			it.ReportedPhoto != x.PhotoID || !it.ReportedSuspended || it.OpenReports != 2 || !it.CreatedAt.Equal(testNow) {
			t.Fatalf("an item %+v", it)
		}
		if items, _, _ := store.ReportQueue(ctx, 2, 2); len(items) != 1 || items[0].ID != third.ID {
			t.Fatalf("page 2: %+v", items)
		}
		store.CloseReports(ctx, y.AccountID, uuid.Nil, safety.Decision{Action: safety.Warn, Note: "Be civil."}, createAdmin(t, pool).ID, testNow)
		if items, n, _ := store.ReportQueue(ctx, 0, 10); n != 2 || len(items) != 2 || items[1].ID != third.ID {
			t.Fatalf("after closing one: %d %+v", n, items)
		}
	})

	t.Run("OpenReport", func(t *testing.T) {
		t.Parallel()
		reporter, reported := couple(t, pool)
		r := report(t, store, reporter, reported, testNow)
		got, err := store.OpenReport(ctx, r.ID)
		if err != nil || got.ID != r.ID || got.Reporter != reporter.AccountID || got.Reported != reported.AccountID || got.ReportedCode != reported.Code {
			t.Fatalf("open report %+v (%v)", got, err)
		}
		if _, err := store.OpenReport(ctx, uuid.New()); !errors.Is(err, safety.ErrReportNotFound) {
			t.Fatalf("an unknown report: %v", err)
		}
		store.CloseReports(ctx, reported.AccountID, r.ID, safety.Decision{Action: safety.Dismiss}, createAdmin(t, pool).ID, testNow)
		if _, err := store.OpenReport(ctx, r.ID); !errors.Is(err, safety.ErrReportNotFound) {
			t.Fatalf("a closed report: %v", err)
		}
	})

	t.Run("CloseReports", func(t *testing.T) {
		t.Parallel()
		admin := createAdmin(t, pool)
		reported := registerMember(t, pool, "male")
		r1, r2, r3 := registerMember(t, pool, "female"), registerMember(t, pool, "female"), registerMember(t, pool, "female")
		first, second := report(t, store, r1, reported, testNow), report(t, store, r2, reported, testNow)
		report(t, store, r3, reported, testNow)
		// A dismissal settles the one report and tells its reporter.
		closed, err := store.CloseReports(ctx, reported.AccountID, first.ID, safety.Decision{Action: safety.Dismiss}, admin.ID, testNow.Add(time.Hour))
		if err != nil || closed != 1 {
			t.Fatalf("dismissal closed %d (%v)", closed, err)
		}
		got, _ := notes.Page(ctx, r1.AccountID, page)
		if len(got) != 1 || got[0].Kind != notifications.ReportOutcome || got[0].Subject != notifications.SubjectNoAction || got[0].ActorCode != "" {
			t.Fatalf("the first reporter was told %+v", got)
		}
		if _, err := store.OpenReport(ctx, second.ID); err != nil {
			t.Fatalf("a dismissal closed another report: %v", err)
		}
		var status, action, note string
		var handledBy uuid.UUID
		pool.QueryRow(ctx, "SELECT status, action, handled_by, coalesce(note, '') FROM reports WHERE id = $1", first.ID).Scan(&status, &action, &handledBy, &note)
		if status != "dismissed" || action != "dismiss" || handledBy != admin.ID {
			t.Fatalf("the dismissed report: %s %s by %v", status, action, handledBy)
		}
		// An action settles every open report about the member and tells each reporter.
		closed, err = store.CloseReports(ctx, reported.AccountID, uuid.Nil, safety.Decision{Action: safety.Suspend, Note: "Harassment."}, admin.ID, testNow.Add(time.Hour))
		if err != nil || closed != 2 {
			t.Fatalf("an action closed %d (%v)", closed, err)
		}
		for _, r := range []profile.Profile{r2, r3} {
			got, _ := notes.Page(ctx, r.AccountID, page)
			if len(got) != 1 || got[0].Subject != notifications.SubjectActionTaken {
				t.Fatalf("%s was told %+v", r.Code, got)
			}
		}
		pool.QueryRow(ctx, "SELECT status, action, coalesce(note, '') FROM reports WHERE id = $1", second.ID).Scan(&status, &action, &note)
		if status != "actioned" || action != "suspend" || note != "Harassment." {
			t.Fatalf("the actioned report: %s %s %q", status, action, note)
		}
		if _, err := store.CloseReports(ctx, reported.AccountID, uuid.Nil, safety.Decision{Action: safety.Warn, Note: "x"}, admin.ID, testNow); !errors.Is(err, safety.ErrReportNotFound) {
			t.Fatalf("nothing left to close: %v", err)
		}
	})

	t.Run("Notify", func(t *testing.T) {
		t.Parallel()
		member := registerMember(t, pool, "female")
		if err := store.Notify(ctx, member.AccountID, string(notifications.ModerationWarning), notifications.SubjectWarning, "Please be polite.", testNow); err != nil {
			t.Fatal(err)
		}
		got, err := notes.Page(ctx, member.AccountID, page)
		if err != nil || len(got) != 1 || got[0].Kind != notifications.ModerationWarning || got[0].Subject != notifications.SubjectWarning ||
			got[0].Note != "Please be polite." || got[0].ActorCode != "" || !got[0].CreatedAt.Equal(testNow) || !got[0].FromTeam() {
			t.Fatalf("the notice %+v (%v)", got, err)
		}
	})

	t.Run("RemovePhoto", func(t *testing.T) {
		t.Parallel()
		member := registerMember(t, pool, "male")
		photo, err := store.RemovePhoto(ctx, member.AccountID, testNow.Add(time.Hour))
		if err != nil || photo != member.PhotoID {
			t.Fatalf("removed %q (%v), want the old picture %q", photo, err, member.PhotoID)
		}
		if p, _ := postgres.NewProfileStore(pool).ProfileByAccount(ctx, member.AccountID); p.PhotoID != "" {
			t.Fatalf("the profile still shows %q", p.PhotoID)
		}
		if _, err := store.RemovePhoto(ctx, member.AccountID, testNow.Add(time.Hour)); !errors.Is(err, safety.ErrNoPhotoToRemove) {
			t.Fatalf("removing twice: %v", err)
		}
		if _, err := store.RemovePhoto(ctx, uuid.New(), testNow); !errors.Is(err, safety.ErrReportNotFound) {
			t.Fatalf("an unknown member: %v", err)
		}
	})
}
