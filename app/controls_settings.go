package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Settings are the member's privacy settings.
type Settings struct {
	PhotoVisibility string
	Paused          bool
}

// SetPrivacySettings changes who sees the caller's picture and whether their profile is paused.
type SetPrivacySettings struct {
	store ControlStore
	log   *slog.Logger
	now   func() time.Time
}

func NewSetPrivacySettings(store ControlStore, log *slog.Logger, now func() time.Time) *SetPrivacySettings {
	return mustHave(&SetPrivacySettings{store: store, log: logOr(log), now: clockOr(now)})
}

// Handle sets who sees the caller's picture and whether their profile is paused (hidden from
// search, matches and anyone not connected with them; they still log in and use the site).
func (c *SetPrivacySettings) Handle(ctx context.Context, me uuid.UUID, s Settings) (Settings, error) {
	if !profile.ValidPhotoVisibility(s.PhotoVisibility) {
		return Settings{}, profile.ErrPhotoVisibility
	}
	if err := c.store.SetSettings(ctx, me, s.PhotoVisibility, s.Paused, c.now()); err != nil {
		return Settings{}, err
	}
	c.log.Info("privacy settings changed", slog.String("account", me.String()), slog.Bool("paused", s.Paused))
	return s, nil
}
