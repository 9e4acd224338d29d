package httpapi_test

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi"
	"github.com/reshimgathi/reshimgathi/adapters/images"
)

// browser is an HTTP client with a cookie jar, like the SPA's browser: it sends no bearer token
// to /api/media, only what the API's responses left in the jar.
func (e *env) browser(t *testing.T, token string) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	req, _ := http.NewRequest("GET", e.url+"/api/user/user-profile/none", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := c.Do(req)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("browser's first request: %v", err)
	}
	res.Body.Close()
	return c
}

func getWith(t *testing.T, c *http.Client, u string) int {
	t.Helper()
	res, err := c.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// TestPictureLinksAreBoundToTheViewer: each viewer gets their own links; a link serves only the
// viewer it was given to (known by bearer token or the media ticket cookie), for at most two
// hours, and only while that viewer may still see the picture (docs/adr/0010).
func TestPictureLinksAreBoundToTheViewer(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	_, aTok := e.memberWith(t, groom)
	_, bTok := e.memberWith(t, groom)
	brideCode, _ := e.memberWith(t, bride)
	linkFor := func(token string) string {
		r, err := e.client.GetUserProfileWithResponse(ctx, brideCode, bearer(token))
		if err != nil || r.JSON200 == nil || r.JSON200.UserData.ProfilePicture == nil {
			t.Fatalf("view: %v %d", err, r.StatusCode())
		}
		return *r.JSON200.UserData.ProfilePicture
	}
	aLink, bLink := linkFor(aTok), linkFor(bTok)
	if aLink == bLink {
		t.Fatal("two viewers got the same link")
	}
	if res := e.picture(t, aLink, aTok); res.StatusCode != 200 {
		t.Fatalf("the viewer's own link: %d", res.StatusCode)
	}
	t.Run("another-viewer-is-refused", func(t *testing.T) {
		res := e.picture(t, aLink, bTok)
		if res.StatusCode != 403 || problemCode(t, res) != "link_invalid" {
			t.Fatalf("%d", res.StatusCode)
		}
	})
	t.Run("nobody-is-refused", func(t *testing.T) {
		if res := e.picture(t, aLink, ""); res.StatusCode != 401 {
			t.Fatalf("anonymous: %d", res.StatusCode)
		}
	})
	t.Run("browsers-are-known-by-their-media-ticket", func(t *testing.T) {
		aBrowser, bBrowser := e.browser(t, aTok), e.browser(t, bTok)
		if status := getWith(t, aBrowser, e.url+aLink); status != 200 {
			t.Fatalf("A's browser, A's link: %d", status)
		}
		if status := getWith(t, bBrowser, e.url+aLink); status != 403 {
			t.Fatalf("B's browser, A's link: %d", status)
		}
		forged := &http.Cookie{Name: "rg_media", Value: "AAAA.BBBB"}
		jar, _ := cookiejar.New(nil)
		u, _ := url.Parse(e.url + "/api/media/")
		jar.SetCookies(u, []*http.Cookie{forged})
		if status := getWith(t, &http.Client{Jar: jar}, e.url+aLink); status != 401 {
			t.Fatalf("a forged ticket: %d", status)
		}
		t.Run("a-logout-ends-the-ticket", func(t *testing.T) {
			_, cTok := e.memberWith(t, groom)
			cBrowser := e.browser(t, cTok)
			cLink := linkFor(cTok)
			if status := getWith(t, cBrowser, e.url+cLink); status != 200 {
				t.Fatalf("before logout: %d", status)
			}
			if r, _ := e.client.LogoutWithResponse(ctx, bearer(cTok)); r.StatusCode() != 200 {
				t.Fatalf("logout: %d", r.StatusCode())
			}
			if status := getWith(t, cBrowser, e.url+cLink); status != 401 {
				t.Fatalf("after logout: %d", status)
			}
		})
	})
	t.Run("links-live-at-most-two-hours", func(t *testing.T) {
		q, _ := url.ParseQuery(aLink[strings.Index(aLink, "?")+1:])
		exp, _ := strconv.ParseInt(q.Get("exp"), 10, 64)
		if left := time.Until(time.Unix(exp, 0)); left <= 0 || left > 2*time.Hour {
			t.Fatalf("a link lives %v", left)
		}
		claims, err := e.tokens.Parse(aTok, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		path := aLink[:strings.Index(aLink, "?")]
		parts := strings.Split(path, "/") // /api/media/{id}/{variant}
		sign := func(exp int64) string {
			mac := hmac.New(sha256.New, testMediaKey)
			fmt.Fprintf(mac, "link/v2|%s|%s|%s|%d", parts[3], parts[4], claims.Subject, exp)
			return fmt.Sprintf("%s?exp=%d&sig=%s", path, exp, base64.RawURLEncoding.EncodeToString(mac.Sum(nil)))
		}
		if res := e.picture(t, sign(exp), aTok); res.StatusCode != 200 {
			t.Fatalf("the test signs links as the server does: %d", res.StatusCode)
		}
		if res := e.picture(t, sign(time.Now().Add(-time.Second).Unix()), aTok); res.StatusCode != 403 {
			t.Fatalf("an expired link: %d", res.StatusCode)
		}
		if res := e.picture(t, sign(time.Now().Add(30*time.Hour).Unix()), aTok); res.StatusCode != 403 {
			t.Fatalf("a link longer than two hours: %d", res.StatusCode)
		}
	})
	t.Run("checked-again-at-each-fetch", func(t *testing.T) {
		if _, err := e.pool.Exec(ctx, `UPDATE profiles SET suspended_at = now() WHERE member_code = $1`, brideCode); err != nil {
			t.Fatal(err)
		}
		// A picture the viewer may no longer see answers the placeholder (docs/adr/0016), never the picture.
		res := e.picture(t, aLink, aTok)
		if body, _ := io.ReadAll(res.Body); res.StatusCode != 200 || !bytes.Equal(body, images.Processor{}.Placeholder("full")) ||
			res.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("a suspended member's picture by an earlier link: %d %q", res.StatusCode, res.Header.Get("Cache-Control"))
		}
	})
}

// TestMediaTicketIsSecureWhenThePublicAddressIsHTTPS: behind a proxy that does not say the
// request came over https, the picture ticket is still Secure when the service is public over
// https (SecureCookies, set from PUBLIC_BASE_URL); without either it is not.
func TestMediaTicketIsSecureWhenThePublicAddressIsHTTPS(t *testing.T) {
	plain := newEnv(t)
	secure := newEnvWith(t, plain.dbURL, func(c *httpapi.Config) { c.SecureCookies = true })
	_, token := plain.member(t)
	for _, tc := range []struct {
		e    *env
		want bool
	}{{plain, false}, {secure, true}} {
		req, _ := http.NewRequest(http.MethodGet, tc.e.url+"/api/user/summary", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		var ticket *http.Cookie
		for _, c := range res.Cookies() {
			if c.Name == "rg_media" {
				ticket = c
			}
		}
		if ticket == nil || ticket.Secure != tc.want || !ticket.HttpOnly {
			t.Fatalf("SecureCookies %v: ticket %+v (status %d), want Secure %v and HttpOnly", tc.want, ticket, res.StatusCode, tc.want)
		}
	}
}
