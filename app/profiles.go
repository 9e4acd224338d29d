package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// Profiles is the profile context's use cases for the member themself.
type Profiles struct {
	Store  ProfileStore
	Photos PhotoStore
	Log    *slog.Logger
	Now    func() time.Time
}

// Own is the caller's own profile, contact details included.
func (p *Profiles) Own(ctx context.Context, viewer uuid.UUID) (profile.Profile, error) {
	return p.Store.ProfileByAccount(ctx, viewer)
}

// Edit applies the changed fields (and a new picture, if any) in one transaction. The old
// picture is deleted only after the new one is committed; a failed edit deletes the new one.
func (p *Profiles) Edit(ctx context.Context, viewer uuid.UUID, f profile.Fields, photo *Photo) (profile.Profile, error) {
	newPhoto := ""
	if photo != nil {
		id, err := p.Photos.SavePhoto(ctx, *photo)
		if err != nil {
			return profile.Profile{}, err
		}
		newPhoto = id
	}
	var oldPhoto string
	updated, err := p.Store.UpdateProfile(ctx, viewer, func(pr *profile.Profile) error {
		oldPhoto = pr.PhotoID
		if err := pr.Edit(f, newPhoto != "", p.Now()); err != nil {
			return err
		}
		if newPhoto != "" {
			pr.PhotoID = newPhoto
		}
		return nil
	})
	cleanup := oldPhoto
	if err != nil {
		cleanup = newPhoto
	} else if newPhoto == "" {
		cleanup = ""
	}
	if cleanup != "" {
		if derr := p.Photos.DeletePhoto(context.WithoutCancel(ctx), cleanup); derr != nil {
			p.Log.Error("photo not deleted", slog.String("photo", cleanup), slog.String("error", derr.Error()))
		}
	}
	if err != nil {
		return profile.Profile{}, err
	}
	p.Log.Info("profile edited", slog.String("account", viewer.String()))
	return updated, nil
}
