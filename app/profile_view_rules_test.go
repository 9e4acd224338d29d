package app_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/profile"
	"github.com/reshimgathi/reshimgathi/domain/requests"
)

// privateBride is a member with everything only some viewers may see filled in; its values are
// distinct enough to be searched for in a read model's printout.
func privateBride() profile.Profile {
	p := member("MHBRIDE801", "female")
	p.Contact = profile.Contact{Email: "private.bride@example.in", Phone: "9822000801"}
	p.Language = "mr"
	p.Horoscope = profile.Horoscope{Rashi: "mesha", Nakshatra: "ashwini", BirthTime: "05:47", BirthPlace: "Sassoon Hospital Pune"}
	p.PreferredPlan = "premium-private"
	p.TermsAcceptedAt = discoveryNow.AddDate(-1, 0, 0)
	p.PhotoVisibility = profile.PhotosForConnections
	return p
}

// secretsIn lists the private values of privateBride found anywhere in v's printout (pointers
// print as addresses, so Contact and Birth are checked by the caller).
func secretsIn(v app.ProfileView) []string {
	printed := fmt.Sprintf("%+v", v)
	var found []string
	for _, secret := range []string{"private.bride@example.in", "9822000801", "05:47", "Sassoon Hospital Pune",
		"premium-private", "Language:mr", profile.PhotosForConnections} {
		if strings.Contains(printed, secret) {
			found = append(found, secret)
		}
	}
	if !v.Profile.TermsAcceptedAt.IsZero() {
		found = append(found, "the terms' acceptance")
	}
	return found
}

func TestAProfileViewCarriesOnlyWhatItsViewerMaySee(t *testing.T) {
	ctx := context.Background()
	me := member("MHGROOM801", "male")
	bride := privateBride()
	accepted := requests.Request{ID: uuid.New(), Sender: me.AccountID, Receiver: bride.AccountID, Status: requests.Accepted}
	ended := subscribed(me.AccountID)
	ended.EndsAt = discoveryNow.Add(-time.Hour)
	for _, tc := range []struct {
		viewer                 string
		edit                   func(*app.ViewedProfile)
		seesContact, seesBirth bool
	}{
		{"a stranger without a plan", func(*app.ViewedProfile) {}, false, false},
		{"a stranger who revealed in a subscription now ended", func(vp *app.ViewedProfile) { vp.Subscription, vp.Revealed = ended, true }, false, false},
		{"a subscriber who has not revealed", func(vp *app.ViewedProfile) { vp.Subscription = subscribed(me.AccountID) }, false, false},
		{"a subscriber who revealed", func(vp *app.ViewedProfile) { vp.Subscription, vp.Revealed = subscribed(me.AccountID), true }, true, false},
		{"a connection without a plan", func(vp *app.ViewedProfile) { vp.Request, vp.HasRequest = accepted, true }, false, true},
		{"a connection who revealed", func(vp *app.ViewedProfile) {
			vp.Request, vp.HasRequest, vp.Subscription, vp.Revealed = accepted, true, subscribed(me.AccountID), true
		}, true, true},
	} {
		t.Run(tc.viewer, func(t *testing.T) {
			vp := app.ViewedProfile{Profile: bride, ViewerGender: "male", ViewerStars: -1}
			tc.edit(&vp)
			store := viewedProfiles{byCode: map[string]app.ViewedProfile{bride.Code: vp}}
			d := newDiscovery(t, store, fakeProfiles{byCode: map[string]profile.Profile{}}, &allowance{}, blockedEitherWay{})
			v, err := d.Queries.ViewProfile.Handle(ctx, me.AccountID, bride.Code)
			if err != nil {
				t.Fatal(err)
			}
			if found := secretsIn(v); len(found) > 0 {
				t.Errorf("the shared part of the view carries %v", found)
			}
			wantContact := app.ShownContact{Email: bride.Contact.Email, Phone: bride.Contact.Phone, Language: "mr"}
			switch {
			case tc.seesContact && (v.Contact == nil || *v.Contact != wantContact):
				t.Errorf("contact %+v, want %+v", v.Contact, wantContact)
			case !tc.seesContact && v.Contact != nil:
				t.Errorf("contact %+v shown to %s", *v.Contact, tc.viewer)
			}
			wantBirth := app.BirthDetails{Time: "05:47", Place: "Sassoon Hospital Pune"}
			switch {
			case tc.seesBirth && (v.Birth == nil || *v.Birth != wantBirth):
				t.Errorf("birth %+v, want %+v", v.Birth, wantBirth)
			case !tc.seesBirth && v.Birth != nil:
				t.Errorf("birth %+v shown to %s", *v.Birth, tc.viewer)
			}
			if v.Profile.FullName != bride.FullName || v.Profile.Horoscope.Rashi != "mesha" || v.Profile.Horoscope.Nakshatra != "ashwini" {
				t.Errorf("the public profile lost its name or stars: %+v", v.Profile)
			}
		})
	}
}

func TestAPreviewCarriesOnlyWhatItsViewpointMaySee(t *testing.T) {
	ctx := context.Background()
	bride := privateBride()
	d := newDiscovery(t, viewedProfiles{}, fakeProfiles{byCode: map[string]profile.Profile{bride.Code: bride}}, &allowance{},
		blockedEitherWay{})
	for _, tc := range []struct {
		as                   app.Viewpoint
		seesBirth, canReveal bool
	}{{app.AsFreeMember, false, false}, {app.AsSubscriber, false, true}, {app.AsConnection, true, false}} {
		t.Run(string(tc.as), func(t *testing.T) {
			v, err := d.Queries.Preview.Handle(ctx, bride.AccountID, tc.as)
			if err != nil {
				t.Fatal(err)
			}
			if found := secretsIn(v); len(found) > 0 {
				t.Errorf("the shared part of the preview carries %v", found)
			}
			if v.Contact != nil {
				t.Errorf("the preview shows the contact %+v before any reveal", *v.Contact)
			}
			if (v.Birth != nil) != tc.seesBirth || v.CanReveal != tc.canReveal {
				t.Errorf("birth %+v, can reveal %v; want birth %v, can reveal %v", v.Birth, v.CanReveal, tc.seesBirth, tc.canReveal)
			}
		})
	}
}
