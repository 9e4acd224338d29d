package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/matching"
	"github.com/reshimgathi/reshimgathi/domain/profile"
)

// The marker's rules (docs/horoscope.md, "Calculated or typed"), on a profile store fake: the
// expected values come from the calculation itself, so the test holds whatever the sky said.
func TestHoroscopeSourceIsVerifiedNotTrusted(t *testing.T) {
	ctx := context.Background()
	me := validMember(t, time.Date(1995, 8, 15, 0, 0, 0, 0, time.UTC))
	store := &ownProfile{p: me}
	p, err := app.NewProfilesApplication(app.ProfilesPorts{Store: store, Photos: &pictureShelf{kept: map[string]bool{}}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := app.CalculateHoroscope{}.Handle(app.HoroscopeBirth{Date: "1995-08-15", Time: "06:45", PlaceID: "mh-pune-pune-city"})
	if err != nil {
		t.Fatal(err)
	}
	moon, manglik := r.Chart.Moon, r.Chart.Manglik.Status
	// Another reading that is valid on its own but not this birth's: the nakshatra half the sky away.
	other := profile.NakshatraValue((profile.NakshatraIndex(moon.Nakshatra) + 13) % 27)
	otherRashi := profile.RashiValue(profile.RashiOf(profile.NakshatraIndex(other), 1))
	s := func(v string) *string { return &v }
	n := func(v int) *int { return &v }
	edit := func(name string, f profile.Fields, want string) {
		t.Helper()
		got, err := p.Commands.Edit.Handle(ctx, me.AccountID, f, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got.Horoscope.Source != want || store.p.Horoscope.Source != want {
			t.Fatalf("%s: source %q (stored %q), want %q", name, got.Horoscope.Source, store.p.Horoscope.Source, want)
		}
	}
	computed := profile.Fields{Rashi: s(moon.Rashi), Nakshatra: s(moon.Nakshatra), Charan: n(moon.Charan),
		Manglik: s(manglik), BirthTime: s("06:45"), BirthPlace: s("mh-pune-pune-city")}

	edit("the computed values, client silent", computed, profile.SourceCalculated)
	edit("nothing of the horoscope changed, client silent", profile.Fields{FullName: s("Asha Patil")}, profile.SourceCalculated)
	typed := computed
	typed.HoroscopeSource = s(profile.SourceTyped)
	edit("the computed values, the member says typed", typed, profile.SourceTyped)
	edit("nothing changed keeps the member's word", profile.Fields{FullName: s("Asha Pawar")}, profile.SourceTyped)
	claim := profile.Fields{Rashi: s(otherRashi), Nakshatra: s(other), Charan: n(1), HoroscopeSource: s(profile.SourceCalculated)}
	edit("a calculated claim the birth details do not give", claim, profile.SourceTyped)
	back := computed
	back.HoroscopeSource = s(profile.SourceCalculated)
	edit("a calculated claim that holds", back, profile.SourceCalculated)
	edit("the birth time moved by twelve hours", profile.Fields{BirthTime: s("18:45")}, profile.SourceTyped)

	// An older client's free text, even a listed place's name, is kept as typed and not calculated from.
	unknown := computed
	unknown.BirthPlace = s("Near the old temple, Saswad road")
	edit("a place not on the list cannot be calculated from", unknown, profile.SourceTyped)
	if store.p.Horoscope.BirthPlace != "Near the old temple, Saswad road" {
		t.Fatalf("free text not kept: %q", store.p.Horoscope.BirthPlace)
	}
	edit("no values left", profile.Fields{Rashi: s(""), Nakshatra: s(""), Charan: n(0), Manglik: s("")}, "")

	if _, err := p.Commands.Edit.Handle(ctx, me.AccountID, profile.Fields{HoroscopeSource: s("astrologer")}, nil); err == nil {
		t.Fatal("an unknown source was accepted")
	}
}

// Without a birth time only the Moon's readings of the day are known: one of them counts as
// calculated, a manglik status with it does not (it needs the lagna).
func TestHoroscopeSourceWithoutBirthTime(t *testing.T) {
	ctx := context.Background()
	me := validMember(t, time.Date(1992, 4, 12, 0, 0, 0, 0, time.UTC))
	store := &ownProfile{p: me}
	p, err := app.NewProfilesApplication(app.ProfilesPorts{Store: store, Photos: &pictureShelf{kept: map[string]bool{}}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := app.CalculateHoroscope{}.Handle(app.HoroscopeBirth{Date: "1992-04-12", PlaceID: "mh-pune-pune-city"})
	if err != nil || r.Day == nil || len(r.Day.Spans) < 2 {
		t.Fatalf("want a day of several readings, got %+v, %v", r.Day, err)
	}
	second := r.Day.Spans[1].Moon
	s := func(v string) *string { return &v }
	f := profile.Fields{Rashi: s(second.Rashi), Nakshatra: s(second.Nakshatra), BirthPlace: s("mh-pune-pune-city")}
	got, err := p.Commands.Edit.Handle(ctx, me.AccountID, f, nil)
	if err != nil || got.Horoscope.Source != profile.SourceCalculated {
		t.Fatalf("one of the day's readings: source %q, %v", got.Horoscope.Source, err)
	}
	got, err = p.Commands.Edit.Handle(ctx, me.AccountID, profile.Fields{Manglik: s("yes")}, nil)
	if err != nil || got.Horoscope.Source != profile.SourceTyped {
		t.Fatalf("a manglik status without a birth time: source %q, %v", got.Horoscope.Source, err)
	}
}

// validMember is a registered member (registration's fields) born on dob.
func validMember(t *testing.T, dob time.Time) profile.Profile {
	t.Helper()
	f := registration().Fields
	f.DOB = &dob
	me, err := profile.New(uuid.New(), f, time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC), nil)
	if err != nil {
		t.Fatal(err)
	}
	return me
}

// Gun milan reads the stars each profile stores, whichever way they came, and the profile view
// says where they came from.
func TestGunMilanSaysWhereTheStarsCameFrom(t *testing.T) {
	ctx := context.Background()
	me := member("MHGROOM952", "male")
	groomStars := profile.Horoscope{Rashi: "simha", Nakshatra: "magha"}
	for _, tc := range []struct{ mine, theirs, want string }{
		{profile.SourceCalculated, profile.SourceCalculated, "calculated"},
		{profile.SourceTyped, profile.SourceTyped, "typed"},
		{profile.SourceCalculated, profile.SourceTyped, "mixed"},
		{"", profile.SourceCalculated, ""},
	} {
		bride := member("MHBRIDE952", "female")
		bride.Horoscope = profile.Horoscope{Rashi: "mesha", Nakshatra: "ashwini", Source: tc.theirs}
		vp := app.ViewedProfile{Profile: bride, ViewerGender: "male", ViewerStars: groomStars.Key(), ViewerStarsFrom: tc.mine}
		d := newDiscovery(t, viewedProfiles{byCode: map[string]app.ViewedProfile{bride.Code: vp}},
			fakeProfiles{byCode: map[string]profile.Profile{}}, &allowance{}, blockedEitherWay{})
		v, err := d.Queries.ViewProfile.Handle(ctx, me.AccountID, bride.Code)
		if err != nil {
			t.Fatal(err)
		}
		if v.GunMilan == nil || v.GunMilanFrom != tc.want {
			t.Errorf("mine %q, theirs %q: gun milan %v from %q, want from %q", tc.mine, tc.theirs, v.GunMilan, v.GunMilanFrom, tc.want)
		}
		if g, _ := matching.Between(withStars(me, groomStars), bride); v.GunMilan != nil && v.GunMilan.Points() != g.Points() {
			t.Errorf("the view's gun milan %v is not the stored stars' %v", v.GunMilan.Points(), g.Points())
		}
	}
}

func withStars(p profile.Profile, h profile.Horoscope) profile.Profile {
	p.Horoscope = h
	return p
}
