package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
	"github.com/reshimgathi/reshimgathi/domain/identity"
)

// eraser erases an account once: a second erasure finds nothing, as after a concurrent one.
type eraser struct {
	app.PrivacyStore
	erased    []uuid.UUID
	photo     string
	documents []string
}

func (e *eraser) Erase(_ context.Context, id uuid.UUID) (string, []string, error) {
	for _, done := range e.erased {
		if done == id {
			return "", nil, errs.ErrNotFound
		}
	}
	e.erased = append(e.erased, id)
	return e.photo, e.documents, nil
}

type erasureRig struct {
	a       *app.AccountsApplication
	privacy *eraser
	photos  *pictureShelf
	drawer  *documentDrawer
}

func newErasureRig(t *testing.T, sharedPhoto bool) erasureRig {
	t.Helper()
	r := erasureRig{privacy: &eraser{photo: "alice-photo", documents: []string{"alice-id"}},
		photos: &pictureShelf{kept: map[string]bool{"alice-photo": true}},
		drawer: &documentDrawer{kept: map[string][]byte{"alice-id": {0xff}}}}
	profiles := &ownProfile{inUse: map[string]bool{"alice-photo": sharedPhoto}}
	clock := func() time.Time { return acctNow }
	a, err := app.NewAccountsApplication(app.AccountsPorts{Store: newAcctStore(alice), Profiles: profiles, Photos: r.photos,
		Hasher: &plainHasher{}, Tokens: &fakeTokens{issued: map[string]identity.Claims{}}, Mail: &fakeAccountMailer{},
		Privacy: r.privacy, Declarations: &fakeDeclarations{}, Documents: r.drawer, Limits: acctLimiter(clock), Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	r.a = a
	return r
}

func TestDeletingAnAccountNeedsItsPassword(t *testing.T) {
	ctx := context.Background()

	t.Run("a wrong password erases nothing", func(t *testing.T) {
		r := newErasureRig(t, false)
		if err := r.a.Commands.DeleteAccount.Handle(ctx, ipOwner, aliceID, "not-"+goodPassword); !fieldErr(err, "password") {
			t.Fatalf("want a form error on password, got %v", err)
		}
		if len(r.privacy.erased) != 0 || !r.photos.kept["alice-photo"] || len(r.drawer.kept) != 1 {
			t.Fatalf("erased %v, photos %v, documents %d", r.privacy.erased, r.photos.kept, len(r.drawer.kept))
		}
	})

	t.Run("the right password erases the account, its picture and its documents", func(t *testing.T) {
		r := newErasureRig(t, false)
		if err := r.a.Commands.DeleteAccount.Handle(ctx, ipOwner, aliceID, goodPassword); err != nil {
			t.Fatal(err)
		}
		if len(r.privacy.erased) != 1 || r.privacy.erased[0] != aliceID {
			t.Fatalf("erased %v", r.privacy.erased)
		}
		if r.photos.kept["alice-photo"] || len(r.drawer.kept) != 0 {
			t.Fatalf("left behind: photos %v, documents %d", r.photos.kept, len(r.drawer.kept))
		}
	})

	t.Run("a picture another profile shows stays", func(t *testing.T) {
		r := newErasureRig(t, true)
		if err := r.a.Commands.DeleteAccount.Handle(ctx, ipOwner, aliceID, goodPassword); err != nil {
			t.Fatal(err)
		}
		if !r.photos.kept["alice-photo"] {
			t.Fatal("a shared picture was deleted")
		}
	})

	t.Run("an account erased a moment ago answers as signed out", func(t *testing.T) {
		r := newErasureRig(t, false)
		if err := r.a.Commands.DeleteAccount.Handle(ctx, ipOwner, aliceID, goodPassword); err != nil {
			t.Fatal(err)
		}
		if err := r.a.Commands.DeleteAccount.Handle(ctx, ipOwner, aliceID, goodPassword); !errors.Is(err, errs.ErrUnauthenticated) {
			t.Fatalf("want unauthenticated, got %v", err)
		}
	})

	t.Run("password guesses through this door are throttled like logins", func(t *testing.T) {
		r := newErasureRig(t, false)
		var err error
		for i := 0; i < 50 && !errors.As(err, new(*errs.RateLimitedError)); i++ {
			err = r.a.Commands.DeleteAccount.Handle(ctx, ipOther, aliceID, "guess")
		}
		if !errors.As(err, new(*errs.RateLimitedError)) {
			t.Fatalf("fifty wrong passwords and still guessing: %v", err)
		}
		if len(r.privacy.erased) != 0 {
			t.Fatal("erased")
		}
	})
}
