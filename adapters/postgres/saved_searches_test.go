package postgres_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
)

// saveSearch stores a saved search of owner created at at, its first alert due at firstAlert.
func saveSearch(t *testing.T, pool *pgxpool.Pool, owner uuid.UUID, name string, alert bool, at, firstAlert time.Time) matching.SavedSearch {
	t.Helper()
	ss := matching.SavedSearch{ID: uuid.New(), Owner: owner, Name: name, Alert: alert, CreatedAt: at,
		Filters: matching.Filters{MinAge: 25, MaxAge: 31, Caste: "maratha", City: "Pune", Education: []string{"be-btech", "mba"},
			MaritalStatuses: []string{"single"}, HeightMin: 150, WithPhoto: true, VerifiedOnly: true}}
	if err := postgres.NewSavedSearchStore(pool).Create(t.Context(), ss, firstAlert); err != nil {
		t.Fatal(err)
	}
	return ss
}

// alertState is a saved search's alerted_through and next_alert_at.
func alertState(t *testing.T, pool *pgxpool.Pool, id uuid.UUID) (through, next time.Time) {
	t.Helper()
	if err := pool.QueryRow(t.Context(), "SELECT alerted_through, next_alert_at FROM saved_searches WHERE id = $1", id).Scan(&through, &next); err != nil {
		t.Fatal(err)
	}
	return through, next
}

// sameSearch compares saved searches, their times as instants.
func sameSearch(a, b matching.SavedSearch) bool {
	return a.ID == b.ID && a.Owner == b.Owner && a.Name == b.Name && a.Alert == b.Alert &&
		a.CreatedAt.Equal(b.CreatedAt) && reflect.DeepEqual(a.Filters, b.Filters)
}

func TestSavedSearchStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewSavedSearchStore(pool)
	ctx := t.Context()
	day := 24 * time.Hour
	ids := func(ss []matching.SavedSearch) []uuid.UUID {
		var out []uuid.UUID
		for _, s := range ss {
			out = append(out, s.ID)
		}
		return out
	}

	t.Run("Create", func(t *testing.T) {
		t.Parallel()
		owner := registerMember(t, pool, "male")
		ss := saveSearch(t, pool, owner.AccountID, "Pune engineers", true, testNow, testNow.Add(day))
		got, err := store.Get(ctx, owner.AccountID, ss.ID)
		if err != nil || !sameSearch(got, ss) {
			t.Fatalf("read back %+v (%v), want %+v", got, err, ss)
		}
		if through, next := alertState(t, pool, ss.ID); !through.Equal(testNow) || !next.Equal(testNow.Add(day)) {
			t.Fatalf("alert state: through %v next %v", through, next)
		}
		for i := 1; i < matching.MaxSavedSearches; i++ {
			saveSearch(t, pool, owner.AccountID, "more", false, testNow, testNow)
		}
		over := matching.SavedSearch{ID: uuid.New(), Owner: owner.AccountID, Name: "one too many", CreatedAt: testNow}
		if err := store.Create(ctx, over, testNow); !errors.Is(err, matching.ErrSavedSearchLimit) {
			t.Fatalf("the %d+1st search: %v", matching.MaxSavedSearches, err)
		}
		if list, _ := store.List(ctx, owner.AccountID); len(list) != matching.MaxSavedSearches {
			t.Fatalf("%d kept, want %d", len(list), matching.MaxSavedSearches)
		}
	})

	t.Run("List", func(t *testing.T) {
		t.Parallel()
		owner, other := registerMember(t, pool, "male"), registerMember(t, pool, "female")
		b := saveSearch(t, pool, owner.AccountID, "second", false, testNow.Add(time.Minute), testNow)
		a := saveSearch(t, pool, owner.AccountID, "first", true, testNow, testNow)
		saveSearch(t, pool, other.AccountID, "theirs", false, testNow, testNow)
		list, err := store.List(ctx, owner.AccountID)
		if err != nil || !reflect.DeepEqual(ids(list), []uuid.UUID{a.ID, b.ID}) || !sameSearch(list[0], a) {
			t.Fatalf("list %+v (%v), want the owner's oldest first", list, err)
		}
		if list, err := store.List(ctx, uuid.New()); err != nil || len(list) != 0 {
			t.Fatalf("a member with none: %+v (%v)", list, err)
		}
	})

	t.Run("Get", func(t *testing.T) {
		t.Parallel()
		owner, other := registerMember(t, pool, "male"), registerMember(t, pool, "female")
		ss := saveSearch(t, pool, owner.AccountID, "mine", false, testNow, testNow)
		if _, err := store.Get(ctx, other.AccountID, ss.ID); !errors.Is(err, matching.ErrSavedSearchNotFound) {
			t.Fatalf("another member's search: %v", err)
		}
		if _, err := store.Get(ctx, owner.AccountID, uuid.New()); !errors.Is(err, matching.ErrSavedSearchNotFound) {
			t.Fatalf("an unknown search: %v", err)
		}
	})

	t.Run("Update", func(t *testing.T) {
		t.Parallel()
		owner, other := registerMember(t, pool, "male"), registerMember(t, pool, "female")
		ss := saveSearch(t, pool, owner.AccountID, "quiet", false, testNow, testNow.Add(day))
		// Turning the alert on starts it from now.
		now, next := testNow.Add(3*day), testNow.Add(4*day)
		ss.Name, ss.Alert = "loud", true
		got, err := store.Update(ctx, ss, now, next)
		if err != nil || !sameSearch(got, ss) {
			t.Fatalf("updated %+v (%v), want %+v", got, err, ss)
		}
		if through, due := alertState(t, pool, ss.ID); !through.Equal(now) || !due.Equal(next) {
			t.Fatalf("after turning the alert on: through %v next %v", through, due)
		}
		// Renaming while the alert is on leaves its schedule alone.
		ss.Name = "renamed"
		if got, err := store.Update(ctx, ss, now.Add(day), next.Add(day)); err != nil || got.Name != "renamed" {
			t.Fatalf("renamed %+v (%v)", got, err)
		}
		if through, due := alertState(t, pool, ss.ID); !through.Equal(now) || !due.Equal(next) {
			t.Fatalf("a rename moved the alert: through %v next %v", through, due)
		}
		theirs := ss
		theirs.Owner, theirs.Name = other.AccountID, "stolen"
		if _, err := store.Update(ctx, theirs, now, next); !errors.Is(err, matching.ErrSavedSearchNotFound) {
			t.Fatalf("another member's search: %v", err)
		}
		if got, _ := store.Get(ctx, owner.AccountID, ss.ID); got.Name != "renamed" {
			t.Fatalf("another member renamed it to %q", got.Name)
		}
	})

	t.Run("Delete", func(t *testing.T) {
		t.Parallel()
		owner, other := registerMember(t, pool, "male"), registerMember(t, pool, "female")
		ss := saveSearch(t, pool, owner.AccountID, "gone soon", false, testNow, testNow)
		if err := store.Delete(ctx, other.AccountID, ss.ID); !errors.Is(err, matching.ErrSavedSearchNotFound) {
			t.Fatalf("another member deleting: %v", err)
		}
		if err := store.Delete(ctx, owner.AccountID, ss.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := store.Get(ctx, owner.AccountID, ss.ID); !errors.Is(err, matching.ErrSavedSearchNotFound) {
			t.Fatalf("after deleting: %v", err)
		}
		if err := store.Delete(ctx, owner.AccountID, ss.ID); !errors.Is(err, matching.ErrSavedSearchNotFound) {
			t.Fatalf("deleting twice: %v", err)
		}
	})

	t.Run("ClaimDue", func(t *testing.T) {
		t.Parallel()
		pool := newPool(t) // alerts are claimed across members: a database of its own
		store := postgres.NewSavedSearchStore(pool)
		owner := registerMember(t, pool, "male").AccountID
		older := saveSearch(t, pool, owner, "older", true, testNow.Add(-3*day), testNow.Add(-2*time.Hour))
		newer := saveSearch(t, pool, owner, "newer", true, testNow.Add(-2*day), testNow.Add(-time.Hour))
		saveSearch(t, pool, owner, "later", true, testNow, testNow.Add(time.Hour))
		saveSearch(t, pool, owner, "off", false, testNow.Add(-3*day), testNow.Add(-3*time.Hour))
		lease := testNow.Add(10 * time.Minute)
		got, err := store.ClaimDue(ctx, testNow, lease, 1)
		if err != nil || len(got) != 1 || got[0].Search.ID != older.ID || got[0].Search.Owner != owner || !got[0].Search.Alert ||
			got[0].Search.Name != "older" || !reflect.DeepEqual(got[0].Search.Filters, older.Filters) || !got[0].Through.Equal(older.CreatedAt) {
			t.Fatalf("first claim %+v (%v), want the longest due", got, err)
		}
		if _, next := alertState(t, pool, older.ID); !next.Equal(lease) {
			t.Fatalf("the claimed alert is next due %v, want the lease %v", next, lease)
		}
		// A claimed alert is not claimed again while its lease lasts; the alert off never is.
		got, _ = store.ClaimDue(ctx, testNow, lease, 10)
		if len(got) != 1 || got[0].Search.ID != newer.ID {
			t.Fatalf("second claim %+v, want only the newer", got)
		}
		if got, _ := store.ClaimDue(ctx, testNow, lease, 10); len(got) != 0 {
			t.Fatalf("third claim %+v, want none", got)
		}
		// Once the lease runs out (a server died mid-alert) both are due again.
		if got, _ := store.ClaimDue(ctx, lease, lease.Add(10*time.Minute), 10); len(got) != 2 {
			t.Fatalf("after the lease: %+v", got)
		}
	})

	t.Run("CompleteAlert", func(t *testing.T) {
		t.Parallel()
		owner, newest := registerMember(t, pool, "male"), registerMember(t, pool, "female")
		ss := saveSearch(t, pool, owner.AccountID, "alerts", true, testNow.Add(-day), testNow)
		due := app.DueAlert{Search: ss, Through: ss.CreatedAt}
		through, next := testNow, testNow.Add(day)
		if err := store.CompleteAlert(ctx, due, newest.AccountID, 3, through, next); err != nil {
			t.Fatal(err)
		}
		if th, nx := alertState(t, pool, ss.ID); !th.Equal(through) || !nx.Equal(next) {
			t.Fatalf("after the alert: through %v next %v", th, nx)
		}
		notes := postgres.NewNotificationStore(pool)
		got, _ := notes.Page(ctx, owner.AccountID, paging.Page{Number: 1, Limit: 10})
		if len(got) != 1 || got[0].Kind != notifications.SearchMatch || got[0].SavedSearch != ss.ID || got[0].Count != 3 ||
			got[0].ActorCode != newest.Code || got[0].SearchName != "alerts" || !got[0].CreatedAt.Equal(through) {
			t.Fatalf("the alert %+v", got)
		}
		// No new member: the schedule moves on, nobody is told.
		if err := store.CompleteAlert(ctx, due, uuid.Nil, 0, through.Add(day), next.Add(day)); err != nil {
			t.Fatal(err)
		}
		if total, _, _ := notes.Counts(ctx, owner.AccountID); total != 1 {
			t.Fatalf("an empty alert notified: %d", total)
		}
		if th, _ := alertState(t, pool, ss.ID); !th.Equal(through.Add(day)) {
			t.Fatalf("an empty alert left through at %v", th)
		}
		// An alert turned off meanwhile keeps its state.
		ss.Alert = false
		store.Update(ctx, ss, testNow, testNow)
		if err := store.CompleteAlert(ctx, due, uuid.Nil, 0, through.Add(2*day), next.Add(2*day)); err != nil {
			t.Fatal(err)
		}
		if th, _ := alertState(t, pool, ss.ID); !th.Equal(through.Add(day)) {
			t.Fatalf("an alert turned off moved to %v", th)
		}
	})
}
