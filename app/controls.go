package app

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/paging"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Controls is a member's control over who sees what and what they keep
// (docs/adr/0016-trust-and-safety.md): who sees their picture, pausing their profile, photo
// requests, the shortlist and who viewed their profile.
type Controls struct {
	Profiles ProfileStore
	Store    ControlStore
	Safety   SafetyStore
	Log      *slog.Logger
	Now      func() time.Time
}

// ControlsDeps are what Controls needs; Log and Now have defaults.
type ControlsDeps struct {
	Profiles ProfileStore
	Store    ControlStore
	Safety   SafetyStore
	Log      *slog.Logger
	Now      func() time.Time
}

// NewControls builds Controls, naming every required dependency missing.
func NewControls(d ControlsDeps) (*Controls, error) {
	r := required{useCase: "Controls"}
	r.need("Profiles", d.Profiles)
	r.need("Store", d.Store)
	r.need("Safety", d.Safety)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Controls{Profiles: d.Profiles, Store: d.Store, Safety: d.Safety, Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

// ViewersPeriod is how far back "who viewed my profile" looks.
const ViewersPeriod = 30 * 24 * time.Hour

var (
	errPhotoRequestNotNeeded = errs.New(errs.ErrConflict, "photo_request_not_needed",
		"This member does not show photos on request.")
	errPhotoRequestNotFound = errs.New(errs.ErrNotFound, "photo_request_not_found",
		"There is no photo request from this member waiting for your answer.")
)

// Settings are the member's privacy settings.
type Settings struct {
	PhotoVisibility string
	Paused          bool
}

// SetSettings changes who sees the caller's picture and whether their profile is paused (hidden
// from search, matches and anyone not connected with them; they still log in and use the site).
func (c *Controls) SetSettings(ctx context.Context, me uuid.UUID, s Settings) (Settings, error) {
	if !profile.ValidPhotoVisibility(s.PhotoVisibility) {
		return Settings{}, profile.ErrPhotoVisibility
	}
	if err := c.Store.SetSettings(ctx, me, s.PhotoVisibility, s.Paused, c.Now()); err != nil {
		return Settings{}, err
	}
	c.Log.Info("privacy settings changed", slog.String("account", me.String()), slog.Bool("paused", s.Paused))
	return s, nil
}

// reachable is the member with code as a member who may deal with them: shown to the caller
// (shown), not blocked either way, not paused.
func (c *Controls) reachable(ctx context.Context, me uuid.UUID, code string) (profile.Profile, error) {
	p, err := shown(ctx, c.Profiles, me, code)
	if err != nil {
		return profile.Profile{}, err
	}
	if p.AccountID == me || p.Paused {
		return profile.Profile{}, profile.ErrNotFound
	}
	blocked, err := c.Safety.Blocked(ctx, me, p.AccountID)
	if err != nil {
		return profile.Profile{}, err
	}
	if blocked {
		return profile.Profile{}, profile.ErrNotFound
	}
	return p, nil
}

// RequestPhoto asks the member with code to show the caller their picture; it answers the
// request's state (asking again while pending or accepted changes nothing).
func (c *Controls) RequestPhoto(ctx context.Context, me uuid.UUID, code string) (string, error) {
	p, err := c.reachable(ctx, me, code)
	if err != nil {
		return "", err
	}
	if p.PhotoVisibility != profile.PhotosOnRequest {
		return "", errPhotoRequestNotNeeded
	}
	return c.Store.RequestPhoto(ctx, p.AccountID, me, c.Now())
}

// DecidePhotoRequest accepts or declines the photo request of the member with code.
func (c *Controls) DecidePhotoRequest(ctx context.Context, me uuid.UUID, code string, accept bool) error {
	p, err := c.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	if err := c.Store.DecidePhotoRequest(ctx, me, p.AccountID, accept, c.Now()); err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return errPhotoRequestNotFound
		}
		return err
	}
	return nil
}

// PhotoRequests are the photo requests waiting for the caller's answer.
func (c *Controls) PhotoRequests(ctx context.Context, me uuid.UUID) ([]matching.Card, error) {
	return c.Store.PendingPhotoRequests(ctx, me)
}

// Save adds the member with code to the caller's shortlist (again changes nothing).
func (c *Controls) Save(ctx context.Context, me uuid.UUID, code string) error {
	p, err := c.reachable(ctx, me, code)
	if err != nil {
		return err
	}
	return c.Store.Save(ctx, me, p.AccountID, c.Now())
}

// Unsave takes the member with code off the caller's shortlist.
func (c *Controls) Unsave(ctx context.Context, me uuid.UUID, code string) error {
	p, err := c.Profiles.ProfileByCode(ctx, code)
	if err != nil {
		return err
	}
	return c.Store.Unsave(ctx, me, p.AccountID)
}

// Shortlist is a page of the caller's saved members (six a page, like the other lists).
func (c *Controls) Shortlist(ctx context.Context, me uuid.UUID, page, limit int) ([]matching.Card, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	cards, total, err := c.Store.Shortlist(ctx, me, p.Offset(), p.Limit)
	return cards, p.TotalPages(total), err
}

// Viewers is a page of who viewed the caller's profile in the last 30 days, each viewer once.
func (c *Controls) Viewers(ctx context.Context, me uuid.UUID, page, limit int) (ViewerPage, int, error) {
	p := paging.New(page, limit, cardsPerPage, maxCardsPerPage)
	vp, err := c.Store.Viewers(ctx, me, c.Now().Add(-ViewersPeriod), p.Offset(), p.Limit)
	return vp, p.TotalPages(vp.Total), err
}
