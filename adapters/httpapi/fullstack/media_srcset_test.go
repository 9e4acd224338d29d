package httpapi_test

import (
	"bytes"
	"context"
	"image"
	"image/jpeg"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/images"
	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// srcsetEntry is one candidate of a srcset: a link and its width descriptor.
type srcsetEntry struct{ link, width string }

// parseSrcset splits a srcset the way a browser does for links without commas or spaces.
func parseSrcset(t *testing.T, set *string) []srcsetEntry {
	t.Helper()
	if set == nil {
		t.Fatal("no profilePhotoSrcset")
	}
	var out []srcsetEntry
	for candidate := range strings.SplitSeq(*set, ", ") {
		f := strings.Fields(candidate)
		if len(f) != 2 {
			t.Fatalf("candidate %q in %q", candidate, *set)
		}
		out = append(out, srcsetEntry{f[0], f[1]})
	}
	return out
}

// srcsetVariants are the renditions a srcset must offer, smallest first.
var srcsetVariants = []struct{ variant, width string }{{"thumb", "160w"}, {"medium", "320w"}, {"full", "640w"}}

// fetchSrcset fetches every link of set as viewer and answers the JPEGs by variant, after
// checking each is the right rendition, answers 200 and is a JPEG.
func (e *env) fetchSrcset(t *testing.T, set *string, token string) map[string][]byte {
	t.Helper()
	entries := parseSrcset(t, set)
	if len(entries) != len(srcsetVariants) {
		t.Fatalf("srcset %q has %d candidates", *set, len(entries))
	}
	out := map[string][]byte{}
	for i, want := range srcsetVariants {
		got := entries[i]
		if got.width != want.width || !strings.Contains(got.link, "/"+want.variant+"?") {
			t.Fatalf("candidate %d is %q %s, want the %s rendition at %s", i, got.link, got.width, want.variant, want.width)
		}
		res := e.picture(t, got.link, token)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" {
			t.Fatalf("%s: %d %q", want.variant, res.StatusCode, res.Header.Get("Content-Type"))
		}
		out[want.variant] = body
	}
	return out
}

func jpegSize(t *testing.T, b []byte) image.Point {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not a JPEG: %v", err)
	}
	return img.Bounds().Size()
}

// TestPhotoSrcset: profiles and cards offer the picture's three renditions as a srcset, each link
// signed for the viewer and answering its own size; a hidden picture's srcset leads to the
// placeholder at every width; a picture stored before the medium rendition serves full for it.
func TestPhotoSrcset(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc := wizard()
	reg := e.register(t, brideDoc, testJPEG(t, 1000, 800))
	if reg.StatusCode() != 200 {
		t.Fatalf("register: %d %s", reg.StatusCode(), reg.Body)
	}
	brideCode := reg.JSON200.UserId
	brideToken := e.login(t, brideDoc["email"].(string), brideDoc["password"].(string))
	groomCode, groomToken := e.memberWith(t, groom)
	profileSrcset := func() *string {
		t.Helper()
		r, err := e.client.GetUserProfileWithResponse(ctx, brideCode, bearer(groomToken))
		if err != nil || r.JSON200 == nil {
			t.Fatalf("profile: %v %s", err, r.Body)
		}
		return r.JSON200.UserData.ProfilePhotoSrcset
	}
	// 1000×800 fits each box by its width.
	sizes := map[string]image.Point{"thumb": image.Pt(160, 128), "medium": image.Pt(320, 256), "full": image.Pt(640, 512)}

	set := profileSrcset()
	for variant, body := range e.fetchSrcset(t, set, groomToken) {
		if got := jpegSize(t, body); got != sizes[variant] {
			t.Errorf("profile's %s is %v, want %v", variant, got, sizes[variant])
		}
	}
	t.Run("another-viewer-is-refused", func(t *testing.T) {
		if res := e.picture(t, parseSrcset(t, set)[1].link, brideToken); res.StatusCode != 403 {
			t.Fatalf("the groom's medium link for the bride: %d", res.StatusCode)
		}
	})

	t.Run("card-and-notification", func(t *testing.T) {
		if r, _ := e.client.SendRequestWithResponse(ctx, groomCode, bearer(brideToken)); r.StatusCode() != 200 {
			t.Fatalf("request: %d %s", r.StatusCode(), r.Body)
		}
		interests, _ := e.client.ListInterestsWithResponse(ctx, nil, bearer(groomToken))
		if interests.JSON200 == nil || len(interests.JSON200.GetAllRequests.Data) != 1 {
			t.Fatalf("interests: %s", interests.Body)
		}
		for variant, body := range e.fetchSrcset(t, interests.JSON200.GetAllRequests.Data[0].ProfilePhotoSrcset, groomToken) {
			if got := jpegSize(t, body); got != sizes[variant] {
				t.Errorf("card's %s is %v, want %v", variant, got, sizes[variant])
			}
		}
		notes, _ := e.client.ListNotificationsWithResponse(ctx, nil, bearer(groomToken))
		if notes.JSON200 == nil || len(notes.JSON200.Notifications.Data) == 0 {
			t.Fatalf("notifications: %s", notes.Body)
		}
		e.fetchSrcset(t, notes.JSON200.Notifications.Data[0].MetaData.Sender.ProfilePhotoSrcset, groomToken)
	})

	// Before the hidden case, which would answer the placeholder instead.
	t.Run("a-picture-without-medium-serves-full", func(t *testing.T) {
		medium := parseSrcset(t, set)[1].link
		photoID := strings.Split(medium[:strings.Index(medium, "?")], "/")[3] // /api/media/{id}/{variant}
		dir := filepath.Join(e.uploads, "photos", photoID)
		if err := os.Remove(filepath.Join(dir, "medium.jpg")); err != nil {
			t.Fatalf("the picture has no medium rendition to remove: %v", err)
		}
		full, err := os.ReadFile(filepath.Join(dir, "full.jpg"))
		if err != nil {
			t.Fatal(err)
		}
		got := e.fetchSrcset(t, profileSrcset(), groomToken)
		if !bytes.Equal(got["medium"], full) {
			t.Fatalf("medium of a legacy picture is %v, want the full picture", jpegSize(t, got["medium"]))
		}
	})

	t.Run("a-hidden-picture-is-the-placeholder-at-every-width", func(t *testing.T) {
		if r, _ := e.client.UpdatePrivacySettingsWithResponse(ctx, apiclient.PrivacySettingsChange{
			PhotoVisibility: ptr(apiclient.PhotoVisibilityConnections)}, bearer(brideToken)); r.StatusCode() != 200 {
			t.Fatalf("settings: %d %s", r.StatusCode(), r.Body)
		}
		for variant, body := range e.fetchSrcset(t, profileSrcset(), groomToken) {
			if !bytes.Equal(body, images.Processor{}.Placeholder(variant)) {
				t.Errorf("%s of a hidden picture is not the placeholder", variant)
			}
		}
	})
}
