package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// controlStore records what Controls asks of it; a decision on a request it does not hold is
// errs.ErrNotFound, as the port says.
type controlStore struct {
	app.ControlStore
	settings      []app.Settings
	photoAsks     []blockPair // owner, requester
	saved         []blockPair // me, saved
	unsaved       []blockPair
	pending       map[blockPair]bool // owner, requester
	viewersSince  time.Time
	shortlistArgs [2]int
}

func (s *controlStore) SetSettings(_ context.Context, _ uuid.UUID, v string, paused bool, _ time.Time) error {
	s.settings = append(s.settings, app.Settings{PhotoVisibility: v, Paused: paused})
	return nil
}

func (s *controlStore) RequestPhoto(_ context.Context, owner, requester uuid.UUID, _ time.Time) (string, error) {
	s.photoAsks = append(s.photoAsks, blockPair{owner, requester})
	return "pending", nil
}

func (s *controlStore) DecidePhotoRequest(_ context.Context, owner, requester uuid.UUID, _ bool, _ time.Time) error {
	if !s.pending[blockPair{owner, requester}] {
		return errs.ErrNotFound
	}
	delete(s.pending, blockPair{owner, requester})
	return nil
}

func (s *controlStore) Save(_ context.Context, me, saved uuid.UUID, _ time.Time) error {
	s.saved = append(s.saved, blockPair{me, saved})
	return nil
}

func (s *controlStore) Unsave(_ context.Context, me, saved uuid.UUID) error {
	s.unsaved = append(s.unsaved, blockPair{me, saved})
	return nil
}

func (s *controlStore) Shortlist(_ context.Context, _ uuid.UUID, offset, limit int) ([]matching.Card, int, error) {
	s.shortlistArgs = [2]int{offset, limit}
	return nil, 13, nil
}

func (s *controlStore) Viewers(_ context.Context, _ uuid.UUID, since time.Time, _, _ int) (app.ViewerPage, error) {
	s.viewersSince = since
	return app.ViewerPage{Total: 7}, nil
}

// blockedEitherWay answers Blocked from a set of pairs, in either direction.
type blockedEitherWay struct {
	app.SafetyStore
	pairs map[blockPair]bool
}

func (b blockedEitherWay) Blocked(_ context.Context, x, y uuid.UUID) (bool, error) {
	return b.pairs[blockPair{x, y}] || b.pairs[blockPair{y, x}], nil
}

func TestControlsDecisions(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	me := member("MHGROOM401", "male")
	onRequest := member("MHBRIDE401", "female")
	onRequest.PhotoVisibility = profile.PhotosOnRequest
	everyone := member("MHBRIDE402", "female")
	everyone.PhotoVisibility = profile.PhotoVisibilities[0]
	sameGender := member("MHGROOM402", "male")
	sameGender.PhotoVisibility = profile.PhotosOnRequest
	suspended := member("MHBRIDE403", "female")
	suspended.PhotoVisibility, suspended.Suspended = profile.PhotosOnRequest, true
	paused := member("MHBRIDE404", "female")
	paused.PhotoVisibility, paused.Paused = profile.PhotosOnRequest, true
	blocker := member("MHBRIDE405", "female")
	blocker.PhotoVisibility = profile.PhotosOnRequest
	me.PhotoVisibility = profile.PhotosOnRequest

	setup := func() (*app.ControlsApplication, *controlStore) {
		t.Helper()
		store := &controlStore{pending: map[blockPair]bool{{me.AccountID, onRequest.AccountID}: true}}
		profiles := fakeProfiles{byCode: map[string]profile.Profile{}}
		for _, p := range []profile.Profile{me, onRequest, everyone, sameGender, suspended, paused, blocker} {
			profiles.byCode[p.Code] = p
		}
		c, err := app.NewControlsApplication(app.ControlsPorts{Profiles: profiles, Store: store,
			Safety: blockedEitherWay{pairs: map[blockPair]bool{{blocker.AccountID, me.AccountID}: true}},
			Now:    func() time.Time { return now }})
		if err != nil {
			t.Fatal(err)
		}
		return c, store
	}

	t.Run("a photo visibility that is not a setting is refused before the store hears of it", func(t *testing.T) {
		c, store := setup()
		if _, err := c.Commands.SetSettings.Handle(ctx, me.AccountID, app.Settings{PhotoVisibility: "friends-of-friends"}); !errors.Is(err, errs.ErrInvalid) {
			t.Fatalf("want invalid, got %v", err)
		}
		if len(store.settings) != 0 {
			t.Fatalf("store changed: %v", store.settings)
		}
		for _, v := range profile.PhotoVisibilities {
			if _, err := c.Commands.SetSettings.Handle(ctx, me.AccountID, app.Settings{PhotoVisibility: v, Paused: true}); err != nil {
				t.Errorf("%s refused: %v", v, err)
			}
		}
		if len(store.settings) != len(profile.PhotoVisibilities) || !store.settings[0].Paused {
			t.Fatalf("settings stored: %v", store.settings)
		}
	})

	t.Run("a photo request goes to the owner, from the caller", func(t *testing.T) {
		c, store := setup()
		if _, err := c.Commands.RequestPhoto.Handle(ctx, me.AccountID, onRequest.Code); err != nil {
			t.Fatal(err)
		}
		if len(store.photoAsks) != 1 || store.photoAsks[0] != (blockPair{onRequest.AccountID, me.AccountID}) {
			t.Fatalf("asks %v", store.photoAsks)
		}
	})

	t.Run("a photo request to a member who shows photos otherwise is a conflict", func(t *testing.T) {
		c, store := setup()
		_, err := c.Commands.RequestPhoto.Handle(ctx, me.AccountID, everyone.Code)
		var coded *errs.Coded
		if !errors.As(err, &coded) || coded.Code != "photo_request_not_needed" || !errors.Is(err, errs.ErrConflict) {
			t.Fatalf("want photo_request_not_needed, got %v", err)
		}
		if len(store.photoAsks) != 0 {
			t.Fatal("asked anyway")
		}
	})

	// A member the caller may not deal with is not found, never told apart: the same gender,
	// suspended, paused, blocked either way, or the caller themself.
	for name, target := range map[string]profile.Profile{"the same gender": sameGender, "suspended": suspended,
		"paused": paused, "blocked the caller": blocker, "the caller": me} {
		t.Run("photo request and shortlist refuse a member who is "+name, func(t *testing.T) {
			c, store := setup()
			if _, err := c.Commands.RequestPhoto.Handle(ctx, me.AccountID, target.Code); !errors.Is(err, profile.ErrNotFound) {
				t.Errorf("photo request: want not found, got %v", err)
			}
			if err := c.Commands.Save.Handle(ctx, me.AccountID, target.Code); !errors.Is(err, profile.ErrNotFound) {
				t.Errorf("save: want not found, got %v", err)
			}
			if len(store.photoAsks)+len(store.saved) != 0 {
				t.Errorf("store reached: asks %v, saved %v", store.photoAsks, store.saved)
			}
		})
	}

	t.Run("saving a member who may be shown records it for the caller", func(t *testing.T) {
		c, store := setup()
		if err := c.Commands.Save.Handle(ctx, me.AccountID, everyone.Code); err != nil {
			t.Fatal(err)
		}
		if len(store.saved) != 1 || store.saved[0] != (blockPair{me.AccountID, everyone.AccountID}) {
			t.Fatalf("saved %v", store.saved)
		}
	})

	t.Run("unsaving works even for a member who can no longer be shown", func(t *testing.T) {
		c, store := setup()
		if err := c.Commands.Unsave.Handle(ctx, me.AccountID, suspended.Code); err != nil {
			t.Fatal(err)
		}
		if len(store.unsaved) != 1 || store.unsaved[0] != (blockPair{me.AccountID, suspended.AccountID}) {
			t.Fatalf("unsaved %v", store.unsaved)
		}
	})

	t.Run("deciding a photo request that is not pending names what is missing", func(t *testing.T) {
		c, _ := setup()
		if err := c.Commands.DecidePhotoRequest.Handle(ctx, me.AccountID, onRequest.Code, true); err != nil {
			t.Fatalf("the pending request: %v", err)
		}
		err := c.Commands.DecidePhotoRequest.Handle(ctx, me.AccountID, onRequest.Code, true)
		var coded *errs.Coded
		if !errors.As(err, &coded) || coded.Code != "photo_request_not_found" || !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("decided twice: want photo_request_not_found, got %v", err)
		}
	})

	t.Run("who viewed me looks back thirty days; lists are six a page", func(t *testing.T) {
		c, store := setup()
		if _, pages, err := c.Queries.Viewers.Handle(ctx, me.AccountID, 1, 0); err != nil || pages != 2 {
			t.Fatalf("viewers: %d pages, %v", pages, err)
		}
		if want := now.Add(-30 * 24 * time.Hour); !store.viewersSince.Equal(want) {
			t.Fatalf("since %v, want %v", store.viewersSince, want)
		}
		if _, pages, err := c.Queries.Shortlist.Handle(ctx, me.AccountID, 2, 0); err != nil || pages != 3 {
			t.Fatalf("shortlist: %d pages, %v", pages, err)
		}
		if store.shortlistArgs != [2]int{6, 6} {
			t.Fatalf("shortlist page 2 asked offset, limit %v", store.shortlistArgs)
		}
	})
}
