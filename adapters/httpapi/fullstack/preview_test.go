package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// Issue 26: a member could not see their own family and horoscope details as others see them.
// The preview shows their profile through a free member's, a subscriber's and a connection's
// eyes, by the rules of a real view of it.
func TestAMemberPreviewsTheirProfileAsOthersSeeIt(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, token := e.memberWith(t, func(d map[string]any) {
		d["aboutMe"] = "I teach mathematics in Pune and love Marathi theatre."
		d["subCaste"] = "96 Kuli"
		d["gotra"] = "Kashyap"
		d["nativePlace"] = map[string]any{"district": "satara", "taluka": "wai"}
		d["horoscope"] = map[string]any{"nakshatra": "krittika", "rashi": "vrishabha", "birthTime": "06:45", "birthPlace": "Wai"}
	})
	preview := func(as apiclient.PreviewViewer) apiclient.UserData {
		t.Helper()
		r, err := e.client.PreviewOwnProfileWithResponse(ctx, &apiclient.PreviewOwnProfileParams{As: as}, bearer(token))
		if err != nil || r.JSON200 == nil || r.JSON200.As != as {
			t.Fatalf("preview as %s: %v %d %s", as, err, r.StatusCode(), r.Body)
		}
		return r.JSON200.UserData
	}
	for _, as := range []apiclient.PreviewViewer{apiclient.PreviewViewerFree, apiclient.PreviewViewerSubscriber, apiclient.PreviewViewerConnection} {
		u := preview(as)
		if deref(u.AboutMe) == "" || deref(u.SubCaste) != "96 Kuli" || deref(u.Gotra) != "Kashyap" || u.NativePlace == nil ||
			u.Horoscope == nil || deref(u.Horoscope.Nakshatra) != "krittika" {
			t.Errorf("as %s: the family details others see are missing", as)
		}
		if u.Phone != nil || u.Email != nil {
			t.Errorf("as %s: the contact shows before any reveal", as)
		}
		birth := deref(u.Horoscope.BirthTime) == "06:45" && deref(u.Horoscope.BirthPlace) == "Wai"
		if birth != (as == apiclient.PreviewViewerConnection) {
			t.Errorf("as %s: birth time and place shown = %v, want only to a connection", as, birth)
		}
		if canReveal := u.CanRevealContact != nil && *u.CanRevealContact; canReveal != (as == apiclient.PreviewViewerSubscriber) {
			t.Errorf("as %s: can reveal = %v, want only a subscriber", as, canReveal)
		}
	}

	// Photos kept for connections: a free member sees the placeholder, a connection the picture.
	vis := apiclient.PhotoVisibilityConnections
	if r, _ := e.client.UpdatePrivacySettingsWithResponse(ctx, apiclient.PrivacySettingsChange{PhotoVisibility: &vis}, bearer(token)); r.StatusCode() != 200 {
		t.Fatalf("privacy: %d %s", r.StatusCode(), r.Body)
	}
	if u := preview(apiclient.PreviewViewerFree); u.PhotoHidden == nil || !*u.PhotoHidden {
		t.Error("a free member sees a photo kept for connections")
	}
	if u := preview(apiclient.PreviewViewerConnection); u.PhotoHidden == nil || *u.PhotoHidden {
		t.Error("a connection does not see a photo kept for connections")
	}

	bad, _ := e.client.PreviewOwnProfileWithResponse(ctx, &apiclient.PreviewOwnProfileParams{As: "admin"}, bearer(token))
	if bad.StatusCode() != http.StatusBadRequest {
		t.Errorf("an unknown viewpoint: %d %s", bad.StatusCode(), bad.Body)
	}
	anon, _ := e.client.PreviewOwnProfileWithResponse(ctx, &apiclient.PreviewOwnProfileParams{As: apiclient.PreviewViewerFree})
	if anon.StatusCode() != http.StatusUnauthorized {
		t.Errorf("without a session: %d", anon.StatusCode())
	}
}
