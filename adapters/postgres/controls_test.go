package postgres_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/notifications"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

func TestControlStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewControlStore(pool)
	profiles := postgres.NewProfileStore(pool)
	notes := postgres.NewNotificationStore(pool)
	ctx := t.Context()
	page := paging.Page{Number: 1, Limit: 10}
	codes := func(cards []matching.Card) []string {
		var out []string
		for _, c := range cards {
			out = append(out, c.Code)
		}
		return out
	}

	t.Run("SetSettings", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		if err := store.SetSettings(ctx, p.AccountID, profile.PhotosOnRequest, true, testNow); err != nil {
			t.Fatal(err)
		}
		got, err := profiles.ProfileByAccount(ctx, p.AccountID)
		if err != nil || got.PhotoVisibility != profile.PhotosOnRequest || !got.Paused {
			t.Fatalf("after pausing: visibility %q paused %v (%v)", got.PhotoVisibility, got.Paused, err)
		}
		// Pausing again keeps the first pause's time.
		if err := store.SetSettings(ctx, p.AccountID, profile.PhotosForConnections, true, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		var pausedAt time.Time
		if err := pool.QueryRow(ctx, "SELECT paused_at FROM profiles WHERE account_id = $1", p.AccountID).Scan(&pausedAt); err != nil || !pausedAt.Equal(testNow) {
			t.Fatalf("paused at %v (%v), want the first pause %v", pausedAt, err, testNow)
		}
		if err := store.SetSettings(ctx, p.AccountID, profile.PhotosForAll, false, testNow.Add(2*time.Hour)); err != nil {
			t.Fatal(err)
		}
		if got, _ := profiles.ProfileByAccount(ctx, p.AccountID); got.PhotoVisibility != profile.PhotosForAll || got.Paused {
			t.Fatalf("after resuming: visibility %q paused %v", got.PhotoVisibility, got.Paused)
		}
	})

	t.Run("RequestPhoto", func(t *testing.T) {
		t.Parallel()
		owner, requester := couple(t, pool)
		status, err := store.RequestPhoto(ctx, owner.AccountID, requester.AccountID, testNow)
		if err != nil || status != "pending" {
			t.Fatalf("first ask: %q (%v)", status, err)
		}
		got, _ := notes.Page(ctx, owner.AccountID, page)
		if len(got) != 1 || got[0].Kind != notifications.PhotoRequestReceived || got[0].ActorCode != requester.Code {
			t.Fatalf("the owner's notification %+v", got)
		}
		// Asking again while pending changes nothing and notifies no one.
		if status, err := store.RequestPhoto(ctx, owner.AccountID, requester.AccountID, testNow.Add(time.Minute)); err != nil || status != "pending" {
			t.Fatalf("asking again: %q (%v)", status, err)
		}
		if total, _, _ := notes.Counts(ctx, owner.AccountID); total != 1 {
			t.Fatalf("a repeated ask notified: %d notifications", total)
		}
		// After a decline the requester may ask again, and the owner is told again.
		if err := store.DecidePhotoRequest(ctx, owner.AccountID, requester.AccountID, false, testNow.Add(2*time.Minute)); err != nil {
			t.Fatal(err)
		}
		if status, err := store.RequestPhoto(ctx, owner.AccountID, requester.AccountID, testNow.Add(3*time.Minute)); err != nil || status != "pending" {
			t.Fatalf("asking after a decline: %q (%v)", status, err)
		}
		if total, _, _ := notes.Counts(ctx, owner.AccountID); total != 2 {
			t.Fatalf("a renewed ask after a decline: %d notifications, want 2", total)
		}
		// Once accepted, asking answers "accepted" and notifies no one.
		if err := store.DecidePhotoRequest(ctx, owner.AccountID, requester.AccountID, true, testNow.Add(4*time.Minute)); err != nil {
			t.Fatal(err)
		}
		if status, err := store.RequestPhoto(ctx, owner.AccountID, requester.AccountID, testNow.Add(5*time.Minute)); err != nil || status != "accepted" {
			t.Fatalf("asking after an acceptance: %q (%v)", status, err)
		}
		if total, _, _ := notes.Counts(ctx, owner.AccountID); total != 2 {
			t.Fatalf("asking after an acceptance notified: %d", total)
		}
	})

	t.Run("DecidePhotoRequest", func(t *testing.T) {
		t.Parallel()
		owner, requester := couple(t, pool)
		if err := store.DecidePhotoRequest(ctx, owner.AccountID, requester.AccountID, true, testNow); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("nothing pending: %v", err)
		}
		store.RequestPhoto(ctx, owner.AccountID, requester.AccountID, testNow)
		// Only the owner decides: the requester's side of the pair has nothing pending.
		if err := store.DecidePhotoRequest(ctx, requester.AccountID, owner.AccountID, true, testNow); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("the requester deciding: %v", err)
		}
		if err := store.DecidePhotoRequest(ctx, owner.AccountID, requester.AccountID, true, testNow.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		got, _ := notes.Page(ctx, requester.AccountID, page)
		if len(got) != 1 || got[0].Kind != notifications.PhotoRequestAccepted || got[0].ActorCode != owner.Code {
			t.Fatalf("the requester's notification %+v", got)
		}
		if err := store.DecidePhotoRequest(ctx, owner.AccountID, requester.AccountID, false, testNow.Add(2*time.Minute)); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("deciding twice: %v", err)
		}
		// A decline tells the requester nothing.
		other := registerMember(t, pool, "male")
		store.RequestPhoto(ctx, owner.AccountID, other.AccountID, testNow)
		if err := store.DecidePhotoRequest(ctx, owner.AccountID, other.AccountID, false, testNow.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if total, _, _ := notes.Counts(ctx, other.AccountID); total != 0 {
			t.Fatalf("a decline notified the requester: %d", total)
		}
	})

	t.Run("PendingPhotoRequests", func(t *testing.T) {
		t.Parallel()
		owner := registerMember(t, pool, "female")
		var asked []profile.Profile
		for i := range 4 {
			r := registerMember(t, pool, "male")
			if _, err := store.RequestPhoto(ctx, owner.AccountID, r.AccountID, testNow.Add(time.Duration(i)*time.Minute)); err != nil {
				t.Fatal(err)
			}
			asked = append(asked, r)
		}
		store.DecidePhotoRequest(ctx, owner.AccountID, asked[1].AccountID, true, testNow.Add(time.Hour))
		suspend(t, pool, asked[2].AccountID)
		cards, err := store.PendingPhotoRequests(ctx, owner.AccountID)
		if err != nil || !slices.Equal(codes(cards), []string{asked[3].Code, asked[0].Code}) {
			t.Fatalf("pending %v (%v), want newest first without the decided and the suspended", codes(cards), err)
		}
		if c := cards[0]; c.FullName != asked[3].FullName || !c.At.Equal(testNow.Add(3*time.Minute)) || c.Request != requests.NoRequest {
			t.Fatalf("card %+v", c)
		}
		if cards, _ := store.PendingPhotoRequests(ctx, asked[0].AccountID); len(cards) != 0 {
			t.Fatalf("the requester has %d to answer", len(cards))
		}
	})

	t.Run("Save", func(t *testing.T) {
		t.Parallel()
		me, saved := couple(t, pool)
		if err := store.Save(ctx, me.AccountID, saved.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		// Saving twice keeps one entry, with its first time.
		if err := store.Save(ctx, me.AccountID, saved.AccountID, testNow.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		cards, n, err := store.Shortlist(ctx, me.AccountID, 0, 10)
		if err != nil || n != 1 || len(cards) != 1 || cards[0].Code != saved.Code || !cards[0].At.Equal(testNow) {
			t.Fatalf("shortlist %d %+v (%v)", n, cards, err)
		}
		if _, n, _ := store.Shortlist(ctx, saved.AccountID, 0, 10); n != 0 {
			t.Fatalf("the saved member's own shortlist has %d", n)
		}
	})

	t.Run("Unsave", func(t *testing.T) {
		t.Parallel()
		me, saved := couple(t, pool)
		store.Save(ctx, me.AccountID, saved.AccountID, testNow)
		if err := store.Unsave(ctx, me.AccountID, saved.AccountID); err != nil {
			t.Fatal(err)
		}
		if _, n, _ := store.Shortlist(ctx, me.AccountID, 0, 10); n != 0 {
			t.Fatalf("after unsaving: %d", n)
		}
		if err := store.Unsave(ctx, me.AccountID, saved.AccountID); err != nil {
			t.Fatalf("unsaving what is not saved: %v", err)
		}
	})

	t.Run("Shortlist", func(t *testing.T) {
		t.Parallel()
		me := registerMember(t, pool, "male")
		var saved []profile.Profile
		for i := range 6 {
			s := registerMember(t, pool, "female")
			if err := store.Save(ctx, me.AccountID, s.AccountID, testNow.Add(time.Duration(i)*time.Minute)); err != nil {
				t.Fatal(err)
			}
			saved = append(saved, s)
		}
		cards, n, err := store.Shortlist(ctx, me.AccountID, 0, 2)
		if err != nil || n != 6 || !slices.Equal(codes(cards), []string{saved[5].Code, saved[4].Code}) {
			t.Fatalf("page 1: %d %v (%v), newest first", n, codes(cards), err)
		}
		if cards, _, _ := store.Shortlist(ctx, me.AccountID, 4, 2); !slices.Equal(codes(cards), []string{saved[1].Code, saved[0].Code}) {
			t.Fatalf("page 3: %v", codes(cards))
		}
		// Suspended, paused and blocked members (either way) are not shown, nor counted.
		suspend(t, pool, saved[5].AccountID)
		store.SetSettings(ctx, saved[4].AccountID, profile.PhotosForAll, true, testNow)
		if err := postgres.NewSafetyStore(pool).Block(ctx, saved[3].AccountID, me.AccountID, testNow); err != nil {
			t.Fatal(err)
		}
		cards, n, err = store.Shortlist(ctx, me.AccountID, 0, 10)
		if err != nil || n != 3 || !slices.Equal(codes(cards), []string{saved[2].Code, saved[1].Code, saved[0].Code}) {
			t.Fatalf("after hiding three: %d %v (%v)", n, codes(cards), err)
		}
	})

	t.Run("Viewers", func(t *testing.T) {
		t.Parallel()
		me := registerMember(t, pool, "female")
		often, today, long := registerMember(t, pool, "male"), registerMember(t, pool, "male"), registerMember(t, pool, "male")
		day := 24 * time.Hour
		recordViews(t, pool,
			view{often, me, testNow.Add(-3 * day)}, view{often, me, testNow.Add(-day)},
			view{often, me, testNow.Add(-day + time.Hour)}, // the same day: counts once
			view{today, me, testNow}, view{long, me, testNow.Add(-10 * day)})
		since := testNow.Add(-7 * day)
		got, err := store.Viewers(ctx, me.AccountID, since, 0, 10)
		if err != nil || got.Total != 2 || got.Views != 3 || len(got.Viewers) != 2 {
			t.Fatalf("viewers %+v (%v), want 2 viewers and 3 viewer-days", got, err)
		}
		first, second := got.Viewers[0], got.Viewers[1]
		if first.Code != today.Code || first.Days != 1 || !first.LastViewed.Equal(testNow) ||
			second.Code != often.Code || second.Days != 2 || !second.LastViewed.Equal(testNow.Add(-day+time.Hour)) ||
			second.Request != requests.NoRequest {
			t.Fatalf("viewers %+v, newest first", got.Viewers)
		}
		if p, _ := store.Viewers(ctx, me.AccountID, since, 1, 1); len(p.Viewers) != 1 || p.Viewers[0].Code != often.Code || p.Total != 2 {
			t.Fatalf("page 2: %+v", p)
		}
		if p, _ := store.Viewers(ctx, me.AccountID, testNow.Add(-30*day), 0, 10); p.Total != 3 || p.Views != 4 {
			t.Fatalf("over 30 days: %d viewers %d views", p.Total, p.Views)
		}
		// Paused viewers and blocked ones are not shown.
		store.SetSettings(ctx, today.AccountID, profile.PhotosForAll, true, testNow)
		postgres.NewSafetyStore(pool).Block(ctx, me.AccountID, often.AccountID, testNow)
		if p, _ := store.Viewers(ctx, me.AccountID, since, 0, 10); p.Total != 0 || p.Views != 0 || len(p.Viewers) != 0 {
			t.Fatalf("after a pause and a block: %+v", p)
		}
	})

	t.Run("RecordLimitHits", func(t *testing.T) {
		t.Parallel()
		a, b := registerMember(t, pool, "female"), registerMember(t, pool, "male")
		// 20:00 UTC is 01:30 the next day in India: the hit belongs to that day.
		at := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
		if err := store.RecordLimitHits(ctx, "profile_views", []uuid.UUID{a.AccountID, b.AccountID, uuid.New()}, at); err != nil {
			t.Fatalf("an unknown account among the hits: %v", err)
		}
		if err := store.RecordLimitHits(ctx, "profile_views", []uuid.UUID{a.AccountID}, at.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		var n int
		var day, first time.Time
		if err := pool.QueryRow(ctx, "SELECT count(*), min(day), min(first_at) FROM limit_hits WHERE account_id = $1", a.AccountID).Scan(&n, &day, &first); err != nil {
			t.Fatal(err)
		}
		if n != 1 || day.Format(time.DateOnly) != "2026-11-23" || !first.Equal(at) {
			t.Fatalf("a's hits: %d on %v first at %v, want one on 2026-11-23 at %v", n, day, first, at)
		}
		pool.QueryRow(ctx, "SELECT count(*) FROM limit_hits WHERE account_id = $1", b.AccountID).Scan(&n)
		if n != 1 {
			t.Fatalf("b's hits: %d", n)
		}
	})

	t.Run("HarvestAlerts", func(t *testing.T) {
		t.Parallel()
		day := 24 * time.Hour
		three, two, once, old := registerMember(t, pool, "male"), registerMember(t, pool, "male"),
			registerMember(t, pool, "female"), registerMember(t, pool, "female")
		hit := func(policy string, at time.Time, who ...profile.Profile) {
			var ids []uuid.UUID
			for _, p := range who {
				ids = append(ids, p.AccountID)
			}
			if err := store.RecordLimitHits(ctx, policy, ids, at); err != nil {
				t.Fatal(err)
			}
		}
		hit("profile_views", testNow.Add(-3*day), three, two)
		hit("contact_reveals", testNow.Add(-2*day), three)
		hit("profile_views", testNow.Add(-day), three, once)
		hit("contact_reveals", testNow.Add(-2*day), two)
		hit("profile_views", testNow.Add(-10*day), old)
		hit("profile_views", testNow.Add(-day), old)
		suspend(t, pool, two.AccountID)
		all, err := store.HarvestAlerts(ctx, testNow.Add(-7*day), 2)
		if err != nil {
			t.Fatal(err)
		}
		var got []app.HarvestAlert
		for _, a := range all {
			if slices.Contains([]uuid.UUID{three.AccountID, two.AccountID, once.AccountID, old.AccountID}, a.Account) {
				got = append(got, a)
			}
		}
		if len(got) != 2 || got[0].Account != three.AccountID || got[1].Account != two.AccountID {
			t.Fatalf("alerts %+v, want three then two (latest hit first)", got)
		}
		if a := got[0]; a.Code != three.Code || a.FullName != three.FullName || a.Days != 3 || a.Suspended ||
			!a.LastAt.Equal(testNow.Add(-day)) || !slices.Equal(a.Policies, []string{"contact_reveals", "profile_views"}) {
			t.Fatalf("three's alert %+v", a)
		}
		if a := got[1]; a.Days != 2 || !a.Suspended {
			t.Fatalf("two's alert %+v", a)
		}
	})
}
