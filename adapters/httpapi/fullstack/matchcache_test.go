package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// A viewer's carousels are drawn once a minute at most (app/matchcache.go); what must show at
// once still does: the viewer's own new preferences, and a member who paused since.
func TestCachedMatchesFollowTheViewersEditsAndPausesAtOnce(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc, brideToken := e.member(t)
	brideCode := e.memberCodeOf(t, brideDoc)
	_, groomToken := e.memberWith(t, groom)
	_, secondToken := e.memberWith(t, func(d map[string]any) {
		groom(d)
		d["fullName"] = "Omkar Deshmukh"
	})
	inMatches := func(token string) bool {
		t.Helper()
		m, _ := e.client.GetMatchesWithResponse(ctx, nil, bearer(token))
		if m.JSON200 == nil {
			t.Fatalf("matches: %d", m.StatusCode())
		}
		return bytes.Contains(m.Body, []byte(brideCode))
	}
	if !inMatches(groomToken) || !inMatches(secondToken) {
		t.Fatal("the bride should be among both grooms' matches")
	}

	// Her age is outside his new preference: she is gone from his carousels on the next load.
	if r := e.patchProfile(t, groomToken, map[string]any{"partnerPreferences": map[string]any{"age": map[string]any{"min": "40", "max": "45"}}}, nil); r.StatusCode() != 200 {
		t.Fatalf("edit: %d %s", r.StatusCode(), r.Body)
	}
	if inMatches(groomToken) {
		t.Error("a member outside the viewer's new preferences is still shown")
	}

	// She pauses her profile: the other groom's carousels, drawn before, no longer show her.
	if r, _ := e.client.UpdatePrivacySettingsWithResponse(ctx, apiclient.PrivacySettingsChange{Paused: ptr(true)}, bearer(brideToken)); r.StatusCode() != 200 {
		t.Fatalf("pause: %d %s", r.StatusCode(), r.Body)
	}
	if inMatches(secondToken) {
		t.Error("a paused member is still shown in carousels drawn before she paused")
	}
}

// Kept carousels (docs/adr/0017-kept-carousels.md) are served again only while they are still
// true: a block either way and an erasure take effect on the next load, and undoing a block shows
// the member again on the next load too.
func TestKeptCarouselsFollowBlocksAndErasureAtOnce(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	brideDoc, brideToken := e.member(t)
	brideCode := e.memberCodeOf(t, brideDoc)
	groomCode, groomToken := e.memberWith(t, groom)
	load := func() []byte {
		t.Helper()
		m, _ := e.client.GetMatchesWithResponse(ctx, nil, bearer(groomToken))
		if m.JSON200 == nil {
			t.Fatalf("matches: %d", m.StatusCode())
		}
		return m.Body
	}
	shown := func() bool { t.Helper(); return bytes.Contains(load(), []byte(brideCode)) }
	first := load()
	if !bytes.Contains(first, []byte(brideCode)) {
		t.Fatal("the bride should be among the groom's matches")
	}
	if again := load(); !bytes.Equal(again, first) {
		t.Fatalf("a repeated load differs from the first:\n%s\n%s", first, again)
	}
	steps := []struct {
		name  string
		do    func() int
		shown bool
	}{
		{"she blocks him", func() int {
			r, _ := e.client.BlockMemberWithResponse(ctx, groomCode, bearer(brideToken))
			return r.StatusCode()
		}, false},
		{"she unblocks him", func() int {
			r, _ := e.client.UnblockMemberWithResponse(ctx, groomCode, bearer(brideToken))
			return r.StatusCode()
		}, true},
		{"he blocks her", func() int {
			r, _ := e.client.BlockMemberWithResponse(ctx, brideCode, bearer(groomToken))
			return r.StatusCode()
		}, false},
		{"he unblocks her", func() int {
			r, _ := e.client.UnblockMemberWithResponse(ctx, brideCode, bearer(groomToken))
			return r.StatusCode()
		}, true},
		{"she erases her account", func() int {
			r, _ := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: brideDoc["password"].(string)}, bearer(brideToken))
			return r.StatusCode()
		}, false},
	}
	for _, s := range steps {
		if code := s.do(); code >= 300 {
			t.Fatalf("%s: %d", s.name, code)
		}
		if got := shown(); got != s.shown {
			t.Fatalf("after %q the next load shows her: %v", s.name, got)
		}
	}
}

// A kept matches answer is compressed once, when it is kept, and sent as kept
// (adapters/httpapi/matches_answer.go): a client that accepts gzip gets the gzipped form, the
// same bytes on every repeated load, and its content is exactly the plain form a client that
// refuses gzip gets; both forms say Vary: Accept-Encoding.
func TestKeptMatchesAnswerIsSentCompressedAsKept(t *testing.T) {
	e := newEnv(t)
	for range 4 {
		e.member(t)
	}
	_, groomToken := e.memberWith(t, groom)
	raw := &http.Client{Transport: &http.Transport{DisableCompression: true}} // sees the bytes as sent
	load := func(acceptEncoding string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, e.url+"/api/user/all/match-prefrences", nil)
		req.Header.Set("Authorization", "Bearer "+groomToken)
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		res, err := raw.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("matches: %d %v %s", res.StatusCode, err, body)
		}
		if !slices.Contains(res.Header.Values("Vary"), "Accept-Encoding") {
			t.Errorf("Vary is %q, want it to name Accept-Encoding", res.Header.Values("Vary"))
		}
		return res, body
	}

	first, plain := load("") // works the carousels out and keeps them
	if first.Header.Get("Content-Encoding") != "" || !json.Valid(plain) || len(plain) < 1024 {
		t.Fatalf("a client that asks for no encoding got %q, %d bytes: %.200s",
			first.Header.Get("Content-Encoding"), len(plain), plain)
	}
	zipped, gz := load("gzip, deflate, br")
	if zipped.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("a client that accepts gzip got Content-Encoding %q", zipped.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unzipped, plain) {
		t.Errorf("the gzipped answer holds\n%.300s\nwhere the plain one is\n%.300s", unzipped, plain)
	}
	refused, body := load("gzip;q=0, identity")
	if refused.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, plain) {
		t.Errorf("a client that refuses gzip got Content-Encoding %q and %d bytes (plain: %d)",
			refused.Header.Get("Content-Encoding"), len(body), len(plain))
	}
}
