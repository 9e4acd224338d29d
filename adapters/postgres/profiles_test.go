package postgres_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/adapters/postgres"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

func TestProfileStore(t *testing.T) {
	pool := newPool(t)
	store := postgres.NewProfileStore(pool)
	ctx := t.Context()

	t.Run("ProfileByAccount", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		got, err := store.ProfileByAccount(ctx, p.AccountID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Code != p.Code || got.FullName != p.FullName || !got.DOB.Equal(p.DOB) || !reflect.DeepEqual(got.Partner, p.Partner) ||
			got.PhotoID != p.PhotoID || got.Contact != p.Contact || len(got.Languages) != 2 || got.Suspended {
			t.Fatalf("read back\n%+v\nstored\n%+v", got, p)
		}
		if _, err := store.ProfileByAccount(ctx, uuid.New()); !errors.Is(err, profile.ErrNotFound) {
			t.Fatalf("unknown account: %v", err)
		}
	})

	t.Run("ProfileByCode", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		got, err := store.ProfileByCode(ctx, p.Code)
		if err != nil || got.AccountID != p.AccountID || got.Gender != "male" {
			t.Fatalf("by code %+v (%v)", got, err)
		}
		if _, err := store.ProfileByCode(ctx, "MH00000000"); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("unknown code: %v", err)
		}
	})

	t.Run("UpdateProfile", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		later := testNow.Add(time.Hour)
		out, err := store.UpdateProfile(ctx, p.AccountID, func(q *profile.Profile) error {
			return q.Edit(profile.Fields{City: ptr("Nashik"), Email: ptr("moved." + p.Contact.Email)}, false, later)
		})
		if err != nil || out.City != "Nashik" {
			t.Fatalf("update %+v (%v)", out, err)
		}
		got, _ := store.ProfileByAccount(ctx, p.AccountID)
		if got.City != "Nashik" || got.Contact.Email != "moved."+p.Contact.Email || !got.UpdatedAt.Equal(later) {
			t.Fatalf("read back city %q e-mail %q updated %v", got.City, got.Contact.Email, got.UpdatedAt)
		}
	})

	t.Run("UpdateProfile/a-failing-change-rolls-back", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		refused := errors.New("refused")
		_, err := store.UpdateProfile(ctx, p.AccountID, func(q *profile.Profile) error {
			q.City = "Nagpur"
			return refused
		})
		if !errors.Is(err, refused) {
			t.Fatalf("the change's error: %v", err)
		}
		if got, _ := store.ProfileByAccount(ctx, p.AccountID); got.City != p.City {
			t.Fatalf("a refused change was stored: city %q", got.City)
		}
	})

	t.Run("UpdateProfile/taken-contact-is-a-conflict", func(t *testing.T) {
		t.Parallel()
		p, other := registerMember(t, pool, "female"), registerMember(t, pool, "female")
		_, err := store.UpdateProfile(ctx, p.AccountID, func(q *profile.Profile) error {
			q.City, q.Contact.Email = "Nagpur", other.Contact.Email
			return nil
		})
		if !errors.Is(err, profile.ErrEmailTaken) || !errors.Is(err, errs.ErrConflict) {
			t.Fatalf("taken e-mail: %v", err)
		}
		_, err = store.UpdateProfile(ctx, p.AccountID, func(q *profile.Profile) error {
			q.City, q.Contact.Phone = "Nagpur", other.Contact.Phone
			return nil
		})
		if !errors.Is(err, profile.ErrPhoneTaken) {
			t.Fatalf("taken phone: %v", err)
		}
		if got, _ := store.ProfileByAccount(ctx, p.AccountID); got.City != p.City || got.Contact != p.Contact {
			t.Fatalf("a refused contact change stored part of the edit: %+v", got)
		}
	})

	t.Run("UpdateProfile/unknown-member", func(t *testing.T) {
		t.Parallel()
		called := false
		_, err := store.UpdateProfile(ctx, uuid.New(), func(*profile.Profile) error { called = true; return nil })
		if !errors.Is(err, profile.ErrNotFound) || called {
			t.Fatalf("unknown member: %v (change called %v)", err, called)
		}
	})

	t.Run("TouchLastActive", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "female")
		at := testNow.Add(48 * time.Hour)
		if err := store.TouchLastActive(ctx, []uuid.UUID{p.AccountID}, at); err != nil {
			t.Fatal(err)
		}
		if got, _ := store.ProfileByAccount(ctx, p.AccountID); !got.LastActiveAt.Equal(at) {
			t.Fatalf("last active %v, want %v", got.LastActiveAt, at)
		}
	})

	t.Run("PhotoInUse", func(t *testing.T) {
		t.Parallel()
		p := registerMember(t, pool, "male")
		if used, err := store.PhotoInUse(ctx, p.PhotoID); err != nil || !used {
			t.Fatalf("shown picture: %v (%v)", used, err)
		}
		if _, err := store.UpdateProfile(ctx, p.AccountID, func(q *profile.Profile) error {
			q.PhotoID = "replaced-" + p.Code
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if used, err := store.PhotoInUse(ctx, p.PhotoID); err != nil || used {
			t.Fatalf("replaced picture still in use: %v (%v)", used, err)
		}
	})
}
