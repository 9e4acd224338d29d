package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/identity"
	"github.com/reshimgathi/reshimgathi/domain/plans"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// viewedProfiles answers ViewProfile with what a test set for each code (the store reads the
// viewer's side of it in the same round trip) and PhotoOwners with the owners set per picture.
type viewedProfiles struct {
	app.DiscoveryStore
	byCode       map[string]app.ViewedProfile
	photoOwners  map[string][]app.PhotoOwner
	viewerGender string
}

func (s viewedProfiles) ViewProfile(_ context.Context, _ uuid.UUID, code string, _ time.Time) (app.ViewedProfile, error) {
	if vp, ok := s.byCode[code]; ok {
		return vp, nil
	}
	return app.ViewedProfile{}, profile.ErrNotFound
}

func (s viewedProfiles) PhotoOwners(_ context.Context, _ uuid.UUID, photoID string) ([]app.PhotoOwner, string, error) {
	return s.photoOwners[photoID], s.viewerGender, nil
}

// allowance is one member's subscription and the reveals spent from it.
type allowance struct {
	sub      plans.Subscription
	revealed []uuid.UUID
}

func (a *allowance) Current(context.Context, uuid.UUID, time.Time) (plans.Subscription, error) {
	return a.sub, nil
}

func (a *allowance) Reveal(_ context.Context, _ plans.Subscription, _, member uuid.UUID, _ time.Time) (int, error) {
	a.revealed = append(a.revealed, member)
	return 9, nil
}

var discoveryNow = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)

func subscribed(id uuid.UUID) plans.Subscription {
	return plans.Subscription{ID: uuid.New(), Account: id, Plan: plans.Premium, StartsAt: discoveryNow.AddDate(0, -1, 0),
		EndsAt: discoveryNow.AddDate(0, 2, 0), Allowance: 10}
}

func newDiscovery(t *testing.T, store viewedProfiles, profiles fakeProfiles, subs *allowance, blocks blockedEitherWay) *app.DiscoveryApplication {
	t.Helper()
	d, err := app.NewDiscoveryApplication(app.DiscoveryPorts{Profiles: profiles, Store: store, Subscriptions: subs, Safety: blocks,
		Now: func() time.Time { return discoveryNow }})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDiscoveryViewShowsWhatTheViewerMaySee(t *testing.T) {
	ctx := context.Background()
	me := member("MHGROOM701", "male")
	me.Contact = profile.Contact{Email: "me@example.in", Phone: "9822000701"}
	bride := member("MHBRIDE701", "female")
	bride.Contact = profile.Contact{Email: "bride@example.in", Phone: "9822000702"}
	bride.PhotoVisibility = profile.PhotosForConnections
	seen := func(edit func(*app.ViewedProfile)) app.ViewedProfile {
		vp := app.ViewedProfile{Profile: bride, ViewerGender: "male", ViewerStars: -1}
		edit(&vp)
		return vp
	}
	accepted := requests.Request{ID: uuid.New(), Sender: me.AccountID, Receiver: bride.AccountID, Status: requests.Accepted}
	view := func(vp app.ViewedProfile) (app.ProfileView, error) {
		store := viewedProfiles{byCode: map[string]app.ViewedProfile{vp.Profile.Code: vp}}
		d := newDiscovery(t, store, fakeProfiles{byCode: map[string]profile.Profile{}}, &allowance{}, blockedEitherWay{})
		return d.Queries.ViewProfile.Handle(ctx, me.AccountID, vp.Profile.Code)
	}

	hidden := map[string]app.ViewedProfile{
		"the same gender":          seen(func(vp *app.ViewedProfile) { vp.ViewerGender = "female" }),
		"a viewer with no profile": seen(func(vp *app.ViewedProfile) { vp.ViewerGender = "" }),
		"suspended":                seen(func(vp *app.ViewedProfile) { vp.Profile.Suspended = true }),
		"blocked either way":       seen(func(vp *app.ViewedProfile) { vp.Blocked = true }),
		"paused, not connected":    seen(func(vp *app.ViewedProfile) { vp.Profile.Paused = true }),
		"suspended though connected": seen(func(vp *app.ViewedProfile) {
			vp.Profile.Suspended, vp.Request, vp.HasRequest = true, accepted, true
		}),
	}
	for name, vp := range hidden {
		t.Run("a member who is "+name+" is not found", func(t *testing.T) {
			if _, err := view(vp); !errors.Is(err, profile.ErrNotFound) {
				t.Fatalf("want not found, got %v", err)
			}
		})
	}

	t.Run("a paused member is still seen by their connections, photo included", func(t *testing.T) {
		v, err := view(seen(func(vp *app.ViewedProfile) { vp.Profile.Paused, vp.Request, vp.HasRequest = true, accepted, true }))
		if err != nil || v.Birth == nil || !v.PhotoVisible {
			t.Fatalf("%+v, %v", v, err)
		}
	})

	t.Run("without a subscription the contact is not shown and cannot be revealed", func(t *testing.T) {
		v, err := view(seen(func(vp *app.ViewedProfile) { vp.Revealed = true }))
		if err != nil || v.Contact != nil || v.CanReveal {
			t.Fatalf("show %v, can reveal %v, %v", v.Contact != nil, v.CanReveal, err)
		}
		if v.PhotoVisible {
			t.Fatal("a picture for connections shown to a stranger")
		}
	})

	t.Run("a subscriber sees a contact they revealed, or may reveal it", func(t *testing.T) {
		v, err := view(seen(func(vp *app.ViewedProfile) { vp.Subscription, vp.Revealed = subscribed(me.AccountID), true }))
		if err != nil || v.Contact == nil || v.CanReveal {
			t.Fatalf("revealed: show %v, can reveal %v, %v", v.Contact != nil, v.CanReveal, err)
		}
		v, err = view(seen(func(vp *app.ViewedProfile) { vp.Subscription = subscribed(me.AccountID) }))
		if err != nil || v.Contact != nil || !v.CanReveal {
			t.Fatalf("not yet revealed: show %v, can reveal %v, %v", v.Contact != nil, v.CanReveal, err)
		}
		used := subscribed(me.AccountID)
		used.Used = used.Allowance
		v, err = view(seen(func(vp *app.ViewedProfile) { vp.Subscription = used }))
		if err != nil || v.Contact != nil || v.CanReveal {
			t.Fatalf("allowance spent: show %v, can reveal %v, %v", v.Contact != nil, v.CanReveal, err)
		}
	})

	t.Run("a subscription that ended shows no contact, even one revealed in it", func(t *testing.T) {
		ended := subscribed(me.AccountID)
		ended.EndsAt = discoveryNow.Add(-time.Hour)
		v, err := view(seen(func(vp *app.ViewedProfile) { vp.Subscription, vp.Revealed = ended, true }))
		if err != nil || v.Contact != nil || v.CanReveal {
			t.Fatalf("show %v, can reveal %v, %v", v.Contact != nil, v.CanReveal, err)
		}
	})

	t.Run("one's own profile shows one's contact", func(t *testing.T) {
		own := app.ViewedProfile{Profile: me, ViewerGender: "male"}
		v, err := view(own)
		if err != nil || v.Contact == nil || !v.PhotoVisible {
			t.Fatalf("%+v, %v", v, err)
		}
	})
}

func TestDiscoveryRevealContact(t *testing.T) {
	ctx := context.Background()
	me := member("MHGROOM702", "male")
	bride := member("MHBRIDE702", "female")
	bride.Contact = profile.Contact{Email: "bride@example.in", Phone: "9822000703"}
	groom := member("MHGROOM703", "male")
	away := member("MHBRIDE703", "female")
	away.Suspended = true
	blocker := member("MHBRIDE704", "female")
	profiles := fakeProfiles{byCode: map[string]profile.Profile{}}
	for _, p := range []profile.Profile{me, bride, groom, away, blocker} {
		profiles.byCode[p.Code] = p
	}
	blocks := blockedEitherWay{pairs: map[blockPair]bool{{blocker.AccountID, me.AccountID}: true}}

	t.Run("a subscriber reveals a member's contact and spends one reveal", func(t *testing.T) {
		subs := &allowance{sub: subscribed(me.AccountID)}
		d := newDiscovery(t, viewedProfiles{}, profiles, subs, blocks)
		c, left, err := d.Commands.RevealContact.Handle(ctx, me.AccountID, bride.Code)
		if err != nil || c != bride.Contact || left != 9 {
			t.Fatalf("%+v, %d, %v", c, left, err)
		}
		if len(subs.revealed) != 1 || subs.revealed[0] != bride.AccountID {
			t.Fatalf("revealed %v", subs.revealed)
		}
	})

	t.Run("without a subscription the answer is payment required", func(t *testing.T) {
		subs := &allowance{}
		d := newDiscovery(t, viewedProfiles{}, profiles, subs, blocks)
		if _, _, err := d.Commands.RevealContact.Handle(ctx, me.AccountID, bride.Code); !errors.Is(err, plans.ErrNoSubscription) {
			t.Fatalf("want no subscription, got %v", err)
		}
		if len(subs.revealed) != 0 {
			t.Fatal("spent anyway")
		}
	})

	for name, target := range map[string]profile.Profile{"of the same gender": groom, "suspended": away,
		"who blocked the viewer": blocker, "the viewer": me} {
		t.Run("a member "+name+" is not found, and nothing is spent", func(t *testing.T) {
			subs := &allowance{sub: subscribed(me.AccountID)}
			d := newDiscovery(t, viewedProfiles{}, profiles, subs, blocks)
			if _, _, err := d.Commands.RevealContact.Handle(ctx, me.AccountID, target.Code); !errors.Is(err, profile.ErrNotFound) {
				t.Fatalf("want not found, got %v", err)
			}
			if len(subs.revealed) != 0 {
				t.Fatal("spent anyway")
			}
		})
	}
}

func TestDiscoveryMayViewPhoto(t *testing.T) {
	ctx := context.Background()
	viewer := identity.Account{ID: uuid.New(), Role: identity.RoleMember}
	anyone := app.PhotoOwner{Account: uuid.New(), Gender: "female", Visibility: profile.PhotosForAll}
	cases := []struct {
		name    string
		viewer  identity.Account
		owners  []app.PhotoOwner
		visible bool
		exists  bool
	}{
		{"a picture for all, to a member who may meet the owner", viewer, []app.PhotoOwner{anyone}, true, true},
		{"to the same gender", viewer, []app.PhotoOwner{func() app.PhotoOwner { o := anyone; o.Gender = "male"; return o }()}, false, true},
		{"blocked", viewer, []app.PhotoOwner{func() app.PhotoOwner { o := anyone; o.Blocked = true; return o }()}, false, true},
		{"a suspended owner's", viewer, []app.PhotoOwner{func() app.PhotoOwner { o := anyone; o.Suspended = true; return o }()}, false, true},
		{"a paused owner's to a stranger", viewer, []app.PhotoOwner{func() app.PhotoOwner { o := anyone; o.Paused = true; return o }()}, false, true},
		{"for connections, to a stranger", viewer, []app.PhotoOwner{func() app.PhotoOwner {
			o := anyone
			o.Visibility = profile.PhotosForConnections
			return o
		}()}, false, true},
		{"for connections, to a connection", viewer, []app.PhotoOwner{func() app.PhotoOwner {
			o := anyone
			o.Visibility, o.Connected = profile.PhotosForConnections, true
			return o
		}()}, true, true},
		{"on request, granted", viewer, []app.PhotoOwner{func() app.PhotoOwner {
			o := anyone
			o.Visibility, o.Granted = profile.PhotosOnRequest, true
			return o
		}()}, true, true},
		{"on request, not granted", viewer, []app.PhotoOwner{func() app.PhotoOwner {
			o := anyone
			o.Visibility = profile.PhotosOnRequest
			return o
		}()}, false, true},
		{"one's own, whatever its setting", viewer, []app.PhotoOwner{{Account: viewer.ID, Gender: "male",
			Visibility: profile.PhotosOnRequest, Paused: true}}, true, true},
		{"a hidden one, to an admin", identity.Account{ID: uuid.New(), Role: identity.RoleAdmin},
			[]app.PhotoOwner{func() app.PhotoOwner { o := anyone; o.Blocked, o.Suspended = true, true; return o }()}, true, true},
		{"a picture no profile shows", viewer, nil, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			store := viewedProfiles{photoOwners: map[string][]app.PhotoOwner{"photo": c.owners}, viewerGender: "male"}
			d := newDiscovery(t, store, fakeProfiles{}, &allowance{}, blockedEitherWay{})
			visible, exists, err := d.Queries.MayViewPhoto.Handle(ctx, c.viewer, "photo")
			if err != nil || visible != c.visible || exists != c.exists {
				t.Fatalf("visible %v exists %v (%v), want %v %v", visible, exists, err, c.visible, c.exists)
			}
		})
	}
}
