package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// shared is the public download of a link's token, as anyone holding the URL opens it.
func (e *env) shared(t *testing.T, token string) (*http.Response, []byte) {
	t.Helper()
	r := e.raw(t, "GET", "/api/biodata/shared/"+token, "", "", "")
	body, _ := io.ReadAll(r.Body)
	return r, body
}

// linkProblem is the stable code and the words of a problem+json answer.
func linkProblem(t *testing.T, body []byte) (code, message string) {
	t.Helper()
	var p struct{ Code, Message string }
	_ = json.Unmarshal(body, &p)
	return p.Code, p.Message
}

func (e *env) makeLink(t *testing.T, token string, form apiclient.BiodataLinkForm) (apiclient.CreatedBiodataLink, string) {
	t.Helper()
	r, err := e.client.CreateBiodataLinkWithResponse(context.Background(), form, bearer(token))
	if err != nil || r.JSON201 == nil {
		t.Fatalf("create link: %v %d %s", err, r.StatusCode(), r.Body)
	}
	u := r.JSON201.Url
	if !strings.HasPrefix(u, "http://test/api/biodata/shared/") {
		t.Fatalf("url %q", u)
	}
	return *r.JSON201, u[strings.LastIndex(u, "/")+1:]
}

func TestBiodataShareLinks(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	owner, other := e.chatter(t, bride), e.chatter(t, groom)
	own := e.own(t, owner.token)
	phone := strings.TrimPrefix(*own.Phone, "+91")
	yes, thirty := true, 30

	plain, plainToken := e.makeLink(t, owner.token, apiclient.BiodataLinkForm{Lang: apiclient.BiodataLinkFormLangEn})
	if plain.Link.Downloads != 0 || plain.Link.ExpiresAt.Sub(plain.Link.CreatedAt).Hours() != 7*24 {
		t.Fatalf("created %+v", plain.Link)
	}

	t.Run("anyone-downloads-what-a-stranger-may-see", func(t *testing.T) {
		r, body := e.shared(t, plainToken)
		if r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/pdf" {
			t.Fatalf("%d %s", r.StatusCode, body)
		}
		text := pdfText(t, body)
		if !strings.Contains(text, own.FullName) {
			t.Fatalf("no name:\n%s", text)
		}
		if strings.Contains(text, phone) || strings.Contains(text, *own.Email) {
			t.Fatalf("contact through a link that left it out:\n%s", text)
		}
		_, withToken := e.makeLink(t, owner.token, apiclient.BiodataLinkForm{Lang: apiclient.BiodataLinkFormLangMr,
			IncludeContact: &yes, Days: &thirty})
		r, body = e.shared(t, withToken)
		if r.StatusCode != 200 || !strings.Contains(pdfText(t, body), phone) {
			t.Fatalf("the owner included the phone: %d", r.StatusCode)
		}
		list, _ := e.client.ListBiodataLinksWithResponse(ctx, bearer(owner.token))
		if list.JSON200 == nil || len(list.JSON200.Links) != 2 || strings.Contains(string(list.Body), withToken) {
			t.Fatalf("list: %s", list.Body)
		}
		for _, l := range list.JSON200.Links {
			if l.Id == plain.Link.Id && (l.Downloads != 1 || l.LastDownloadAt == nil) {
				t.Fatalf("the download is not counted: %+v", l)
			}
		}
	})

	t.Run("only-the-owner-revokes-and-then-it-is-gone", func(t *testing.T) {
		l, token := e.makeLink(t, owner.token, apiclient.BiodataLinkForm{Lang: apiclient.BiodataLinkFormLangEn})
		theirs, _ := e.client.RevokeBiodataLinkWithResponse(ctx, l.Link.Id, bearer(other.token))
		if theirs.StatusCode() != 404 {
			t.Fatalf("another member revoked: %d %s", theirs.StatusCode(), theirs.Body)
		}
		for range 2 {
			r, _ := e.client.RevokeBiodataLinkWithResponse(ctx, l.Link.Id, bearer(owner.token))
			if r.StatusCode() != 204 {
				t.Fatalf("revoke: %d %s", r.StatusCode(), r.Body)
			}
		}
		r, body := e.shared(t, token)
		if code, _ := linkProblem(t, body); r.StatusCode != 410 || code != "biodata_link_gone" {
			t.Fatalf("revoked link: %d %s", r.StatusCode, body)
		}
		req, _ := http.NewRequest("GET", e.url+"/api/biodata/shared/"+token, nil)
		req.Header.Set("Accept-Language", "mr")
		mr, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer mr.Body.Close()
		mrBody, _ := io.ReadAll(mr.Body)
		if _, message := linkProblem(t, mrBody); !strings.Contains(message, "बायोडाटा") {
			t.Errorf("no Marathi for a Marathi reader: %s", mrBody)
		}
	})

	t.Run("expired-paused-and-unknown", func(t *testing.T) {
		l, token := e.makeLink(t, owner.token, apiclient.BiodataLinkForm{Lang: apiclient.BiodataLinkFormLangEn})
		if _, err := e.pool.Exec(ctx, "UPDATE biodata_links SET created_at = created_at - interval '8 days', expires_at = created_at - interval '1 day' WHERE id = $1", l.Link.Id); err != nil {
			t.Fatal(err)
		}
		if r, body := e.shared(t, token); r.StatusCode != 410 {
			t.Fatalf("expired: %d %s", r.StatusCode, body)
		}
		if r, body := e.shared(t, strings.Repeat("A", 42)+"Q"); r.StatusCode != 404 {
			t.Fatalf("unknown: %d %s", r.StatusCode, body)
		}
		if _, err := e.pool.Exec(ctx, "UPDATE profiles SET paused_at = now() WHERE account_id = $1", owner.id); err != nil {
			t.Fatal(err)
		}
		r, body := e.shared(t, plainToken)
		if r.StatusCode != 410 {
			t.Fatalf("paused owner: %d %s", r.StatusCode, body)
		}
		if _, err := e.pool.Exec(ctx, "UPDATE profiles SET paused_at = NULL WHERE account_id = $1", owner.id); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("malformed-tokens-are-4xx", func(t *testing.T) {
		for _, token := range []string{"x", strings.Repeat("A", 44), strings.Repeat("A", 3000), url.PathEscape(strings.Repeat("A", 42) + "\x00"),
			url.PathEscape(strings.Repeat("A", 42) + "\n"), strings.Repeat("A", 42) + "%2B", strings.Repeat("A", 42) + "=",
			url.PathEscape(strings.Repeat("A", 41) + "é"), "%25ZZ" + strings.Repeat("A", 40), "..%2F..%2Fetc"} {
			r, body := e.shared(t, token)
			if r.StatusCode < 400 || r.StatusCode >= 500 {
				t.Errorf("%.30q: %d %s", token, r.StatusCode, body)
			}
		}
	})

	t.Run("bad-choices-and-the-limit", func(t *testing.T) {
		seven := 3
		r, _ := e.client.CreateBiodataLinkWithResponse(ctx, apiclient.BiodataLinkForm{Lang: apiclient.BiodataLinkFormLangEn, Days: &seven}, bearer(other.token))
		if code, _ := linkProblem(t, r.Body); r.StatusCode() != 400 || code != "biodata_link_lifetime" {
			t.Fatalf("3 days: %d %s", r.StatusCode(), r.Body)
		}
		for range 10 {
			e.makeLink(t, other.token, apiclient.BiodataLinkForm{Lang: apiclient.BiodataLinkFormLangMr})
		}
		r, _ = e.client.CreateBiodataLinkWithResponse(ctx, apiclient.BiodataLinkForm{Lang: apiclient.BiodataLinkFormLangEn}, bearer(other.token))
		if code, _ := linkProblem(t, r.Body); r.StatusCode() != 409 || code != "biodata_links_limit" {
			t.Fatalf("the eleventh: %d %s", r.StatusCode(), r.Body)
		}
	})

	t.Run("exported-without-tokens-erased-with-the-account", func(t *testing.T) {
		export, err := e.client.ExportMyDataWithResponse(ctx, bearer(owner.token))
		if err != nil || export.JSON200 == nil || export.JSON200.BiodataLinks == nil || len(*export.JSON200.BiodataLinks) < 3 {
			t.Fatalf("export: %v %s", err, export.Body)
		}
		if strings.Contains(string(export.Body), plainToken) {
			t.Fatal("a token in the export")
		}
		del, err := e.client.DeleteAccountWithResponse(ctx, apiclient.DeleteAccountRequest{Password: "kesari-mango-monsoon-42"}, bearer(owner.token))
		if err != nil || del.StatusCode() != 200 {
			t.Fatalf("delete: %v %d %s", err, del.StatusCode(), del.Body)
		}
		if r, body := e.shared(t, plainToken); r.StatusCode != 404 {
			t.Fatalf("after erasure: %d %s", r.StatusCode, body)
		}
		var left int
		if err := e.pool.QueryRow(ctx, "SELECT count(*) FROM biodata_links WHERE account_id = $1", owner.id).Scan(&left); err != nil || left != 0 {
			t.Fatalf("%d links left (%v)", left, err)
		}
	})
}
