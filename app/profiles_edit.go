package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// EditOwnProfile applies a member's changes to their own profile.
type EditOwnProfile struct {
	store  ProfileStore
	photos PhotoStore
	log    *slog.Logger
	now    func() time.Time
}

func NewEditOwnProfile(store ProfileStore, photos PhotoStore, log *slog.Logger, now func() time.Time) *EditOwnProfile {
	return mustHave(&EditOwnProfile{store: store, photos: photos, log: logOr(log), now: clockOr(now)})
}

// Handle applies the changed fields (and a new picture, if any) in one transaction. The old
// picture is deleted only after the new one is committed; a failed edit deletes the new one.
func (c *EditOwnProfile) Handle(ctx context.Context, viewer uuid.UUID, f profile.Fields, photo *Photo) (profile.Profile, error) {
	newPhoto := ""
	if photo != nil {
		id, err := c.photos.SavePhoto(ctx, *photo)
		if err != nil {
			return profile.Profile{}, err
		}
		newPhoto = id
	}
	var oldPhoto string
	updated, err := c.store.UpdateProfile(ctx, viewer, func(pr *profile.Profile) error {
		oldPhoto = pr.PhotoID
		before := *pr
		if err := pr.Edit(f, newPhoto != "", c.now()); err != nil {
			return err
		}
		if err := resettleHoroscopeSource(pr, before, deref(f.HoroscopeSource)); err != nil {
			return err
		}
		if newPhoto != "" {
			pr.PhotoID = newPhoto
		}
		return nil
	})
	if err != nil {
		releasePhoto(ctx, c.store, c.photos, c.log, newPhoto)
		return profile.Profile{}, err
	}
	if newPhoto != "" {
		releasePhoto(ctx, c.store, c.photos, c.log, oldPhoto)
	}
	c.log.Info("profile edited", slog.String("account", viewer.String()))
	return updated, nil
}

// releasePhoto deletes a picture no profile shows any more. Demo members share pictures, so
// one member's new picture (or erasure) must not take the others' away.
func releasePhoto(ctx context.Context, profiles ProfileStore, photos PhotoStore, log *slog.Logger, id string) {
	if id == "" {
		return
	}
	ctx = context.WithoutCancel(ctx)
	if used, err := profiles.PhotoInUse(ctx, id); err != nil || used {
		return
	}
	if err := photos.DeletePhoto(ctx, id); err != nil {
		log.Error("photo not deleted", slog.String("photo", id), slog.String("error", err.Error()))
	}
}
