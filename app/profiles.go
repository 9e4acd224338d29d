package app

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
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

	touched sync.Map    // account → time.Time of the last recorded activity on this instance
	pending sync.Map    // account → struct{}: seen, not written yet (RecordActivity)
	batched atomic.Bool // RecordActivity is running
}

// ProfilesDeps are what Profiles needs; Log and Now have defaults.
type ProfilesDeps struct {
	Store  ProfileStore
	Photos PhotoStore
	Log    *slog.Logger
	Now    func() time.Time
}

// NewProfiles builds Profiles, naming every required dependency missing.
func NewProfiles(d ProfilesDeps) (*Profiles, error) {
	r := required{useCase: "Profiles"}
	r.need("Store", d.Store)
	r.need("Photos", d.Photos)
	if err := r.err(); err != nil {
		return nil, err
	}
	return &Profiles{Store: d.Store, Photos: d.Photos, Log: logOr(d.Log), Now: clockOr(d.Now)}, nil
}

// activityGranularity is how often a member's activity is written: often enough to rank
// matches by recent activity, rarely enough that requests do not each cost a write.
const activityGranularity = 5 * time.Minute

// Seen notes the member's activity at most once per activityGranularity per instance. While
// RecordActivity runs it writes the activity within its interval, in one statement for every
// member seen meanwhile: the request never waits for it (a write to a profile rewrites the
// member's entries in every search index, docs/performance.md). Otherwise it writes at once.
func (p *Profiles) Seen(ctx context.Context, id uuid.UUID) {
	now := p.Now()
	if last, ok := p.touched.Load(id); ok && now.Sub(last.(time.Time)) < activityGranularity {
		return
	}
	p.touched.Store(id, now)
	if p.batched.Load() {
		p.pending.Store(id, struct{}{})
		return
	}
	p.writeActivity(ctx, []uuid.UUID{id}, now)
}

// RecordActivity writes the activity Seen noted every interval until ctx ends, and once more then.
func (p *Profiles) RecordActivity(ctx context.Context, interval time.Duration) {
	p.batched.Store(true)
	defer p.batched.Store(false)
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			p.flushActivity(context.WithoutCancel(ctx))
			return
		case <-tick.C:
			p.flushActivity(ctx)
		}
	}
}

func (p *Profiles) flushActivity(ctx context.Context) {
	var ids []uuid.UUID
	p.pending.Range(func(k, _ any) bool {
		p.pending.Delete(k)
		ids = append(ids, k.(uuid.UUID))
		return true
	})
	if len(ids) > 0 {
		p.writeActivity(ctx, ids, p.Now())
	}
}

func (p *Profiles) writeActivity(ctx context.Context, ids []uuid.UUID, now time.Time) {
	if err := p.Store.TouchLastActive(ctx, ids, now); err != nil {
		p.Log.Warn("activity not recorded", slog.Int("members", len(ids)), slog.String("error", err.Error()))
	}
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
	if err != nil {
		releasePhoto(ctx, p.Store, p.Photos, p.Log, newPhoto)
		return profile.Profile{}, err
	}
	if newPhoto != "" {
		releasePhoto(ctx, p.Store, p.Photos, p.Log, oldPhoto)
	}
	p.Log.Info("profile edited", slog.String("account", viewer.String()))
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
