package httpapi_test

import (
	"context"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// The family profile travels whole: given at registration, it is in the member's own profile,
// found by the search filters built on it, shown to others (birth time and place only to
// connections) and in the admin's detail (docs/adr/0015-matching.md).
func TestFamilyProfileFromRegistrationToProfileSearchAndAdmin(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	code, token := e.memberWith(t, func(d map[string]any) {
		d["aboutMe"] = "I teach mathematics in Pune and love Marathi theatre."
		d["createdBy"] = "parent"
		d["subCaste"] = "96 Kuli"
		d["gotra"] = "Kashyap"
		d["nativePlace"] = map[string]any{"district": "satara", "taluka": "wai"}
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "charan": "2", "rashi": "vrishabha", "manglik": "no",
			"birthTime": "06:45", "birthPlace": "Wai"}
		d["complexion"], d["bodyType"], d["workingSector"], d["livingWithFamily"] = "wheatish", "slim", "private", "yes"
		d["acceptTerms"] = "true"
	})

	own, err := e.client.GetUserProfileWithResponse(ctx, "none", bearer(token))
	if err != nil || own.JSON200 == nil {
		t.Fatalf("own profile: %v %d", err, own.StatusCode())
	}
	me := own.JSON200.UserData
	if deref(me.AboutMe) == "" || deref(me.CreatedBy) != "parent" || deref(me.SubCaste) != "96 Kuli" || deref(me.Gotra) != "Kashyap" ||
		me.NativePlace == nil || deref(me.NativePlace.District) != "satara" || deref(me.NativePlace.Taluka) != "wai" ||
		me.Horoscope == nil || deref(me.Horoscope.Rashi) != "vrishabha" || deref(me.Horoscope.BirthTime) != "06:45" ||
		deref(me.Complexion) != "wheatish" || deref(me.BodyType) != "slim" || deref(me.WorkingSector) != "private" ||
		deref(me.LivingWithFamily) != "yes" || me.Completeness == nil {
		t.Fatalf("own profile lost a family field: %s", own.Body)
	}

	// A groom finds her by her native district and sub-caste, and sees the horoscope without its birth details.
	_, groomToken := e.memberWith(t, groom)
	found, err := e.client.SearchMembersWithResponse(ctx, apiclient.SearchRequest{
		SearchFilters: apiclient.SearchFilters{NativeDistrict: ptr("satara"), SubCaste: ptr("96 kuli")},
		Sort:          ptr(apiclient.SearchSortBest),
	}, bearer(groomToken))
	if err != nil || found.JSON200 == nil || len(found.JSON200.UserList) != 1 || found.JSON200.UserList[0].UserId != code {
		t.Fatalf("search by native district and sub-caste: %v %s", err, found.Body)
	}
	if found.JSON200.UserList[0].Score == nil {
		t.Errorf("a best-match search gives each result its score: %s", found.Body)
	}
	seen, _ := e.client.GetUserProfileWithResponse(ctx, code, bearer(groomToken))
	if seen.JSON200 == nil || seen.JSON200.UserData.Horoscope == nil || deref(seen.JSON200.UserData.Horoscope.Nakshatra) != "krittika" ||
		deref(seen.JSON200.UserData.Horoscope.BirthTime) != "" || deref(seen.JSON200.UserData.Horoscope.BirthPlace) != "" {
		t.Fatalf("another member's view of the horoscope: %s", seen.Body)
	}

	_, adminToken := e.newAdmin(t)
	detail, err := e.client.GetAdminMemberWithResponse(ctx, code, bearer(adminToken))
	if err != nil || detail.JSON200 == nil {
		t.Fatalf("admin detail: %v %d", err, detail.StatusCode())
	}
	m := detail.JSON200.Member
	if deref(m.SubCaste) != "96 Kuli" || m.NativePlace == nil || deref(m.NativePlace.Taluka) != "wai" || m.Horoscope == nil ||
		deref(m.Horoscope.BirthPlace) != "Wai" || deref(m.AboutMe) == "" {
		t.Fatalf("the admin's detail lacks the family profile: %s", detail.Body)
	}
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
