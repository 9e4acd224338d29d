package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// ownProfile is one member's stored profile: UpdateProfile lets change decide on a copy and keeps
// it only when change agrees, as the transaction in the adapter does.
type ownProfile struct {
	app.ProfileStore
	p       profile.Profile
	inUse   map[string]bool // pictures another profile still shows
	touched [][]uuid.UUID
}

func (s *ownProfile) UpdateProfile(_ context.Context, _ uuid.UUID, change func(*profile.Profile) error) (profile.Profile, error) {
	next := s.p
	if err := change(&next); err != nil {
		return profile.Profile{}, err
	}
	s.p = next
	return next, nil
}

func (s *ownProfile) PhotoInUse(_ context.Context, id string) (bool, error) {
	return s.inUse[id] || s.p.PhotoID == id, nil
}

func (s *ownProfile) TouchLastActive(_ context.Context, ids []uuid.UUID, _ time.Time) error {
	s.touched = append(s.touched, ids)
	return nil
}

// pictureShelf keeps saved pictures by id.
type pictureShelf struct{ kept map[string]bool }

func (s *pictureShelf) SavePhoto(context.Context, app.Photo) (string, error) {
	id := uuid.NewString()
	s.kept[id] = true
	return id, nil
}

func (s *pictureShelf) DeletePhoto(_ context.Context, id string) error {
	delete(s.kept, id)
	return nil
}

func TestProfileEditRefusedKeepsNoNewPicture(t *testing.T) {
	ctx := context.Background()
	me := member("MHBRIDE901", "female")
	me.PhotoID = "old"
	store := &ownProfile{p: me}
	shelf := &pictureShelf{kept: map[string]bool{"old": true}}
	p, err := app.NewProfilesApplication(app.ProfilesPorts{Store: store, Photos: shelf})
	if err != nil {
		t.Fatal(err)
	}
	male := "male"
	_, err = p.Commands.Edit.Handle(ctx, me.AccountID, profile.Fields{Gender: &male}, &app.Photo{Full: []byte{1}})
	if !errors.Is(err, errs.ErrInvalid) || !fieldErr(err, "gender") {
		t.Fatalf("a member changing their gender: want a form error on gender, got %v", err)
	}
	if store.p.Gender != "female" || store.p.PhotoID != "old" {
		t.Fatalf("the refused edit was kept: %+v", store.p)
	}
	if len(shelf.kept) != 1 || !shelf.kept["old"] {
		t.Fatalf("pictures kept %v: the new one must go, the old one stay", shelf.kept)
	}
}

func TestActivityIsWrittenAtMostOnceInFiveMinutes(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
	a, b := uuid.New(), uuid.New()
	store := &ownProfile{}
	p, err := app.NewProfilesApplication(app.ProfilesPorts{Store: store, Photos: &pictureShelf{}, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	p.Commands.RecordActivity.Handle(ctx, a)
	p.Commands.RecordActivity.Handle(ctx, a)
	p.Commands.RecordActivity.Handle(ctx, b)
	now = now.Add(4 * time.Minute)
	p.Commands.RecordActivity.Handle(ctx, a)
	if len(store.touched) != 2 {
		t.Fatalf("writes within five minutes: %v", store.touched)
	}
	now = now.Add(time.Minute)
	p.Commands.RecordActivity.Handle(ctx, a)
	if len(store.touched) != 3 || store.touched[2][0] != a {
		t.Fatalf("after five minutes: %v", store.touched)
	}
}
