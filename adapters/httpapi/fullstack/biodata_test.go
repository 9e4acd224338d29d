package httpapi_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

// pdfText is what pdftotext reads from a PDF (docs/biodata.md: poppler-utils, from make deps).
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "b.pdf")
	if err := os.WriteFile(path, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v: %s", err, out)
	}
	return string(out)
}

func TestBiodataFollowsTheProfilesPrivacy(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	groomC, brideC, strangerC := e.chatter(t, groom), e.chatter(t, bride), e.chatter(t, groom)
	e.connect(t, groomC, brideC)
	brideOwn := e.own(t, brideC.token)
	phone := strings.TrimPrefix(*brideOwn.Phone, "+91")
	yes, mr := true, apiclient.GetOwnBiodataParamsLangMr

	t.Run("own-contact-only-when-asked", func(t *testing.T) {
		without, err := e.client.GetOwnBiodataWithResponse(ctx, &apiclient.GetOwnBiodataParams{Lang: mr}, bearer(brideC.token))
		if err != nil || without.StatusCode() != 200 {
			t.Fatalf("%v %d %s", err, without.StatusCode(), without.Body)
		}
		if ct := without.HTTPResponse.Header.Get("Content-Type"); ct != "application/pdf" {
			t.Fatalf("content type %q", ct)
		}
		if cd := without.HTTPResponse.Header.Get("Content-Disposition"); !strings.Contains(cd, "attachment; filename=\"biodata-"+brideC.code+"-mr.pdf\"") {
			t.Fatalf("disposition %q", cd)
		}
		if !bytes.Contains(without.Body, []byte("/Subtype /Image")) {
			t.Fatal("the member's photo is not on their biodata")
		}
		text := pdfText(t, without.Body)
		if !strings.Contains(text, brideOwn.FullName) || !strings.Contains(text, "पत्रिका") {
			t.Fatalf("biodata lacks the name or the horoscope heading:\n%s", text)
		}
		if strings.Contains(text, phone) {
			t.Fatal("phone printed though not asked for")
		}
		with, _ := e.client.GetOwnBiodataWithResponse(ctx, &apiclient.GetOwnBiodataParams{Lang: mr, IncludeContact: &yes}, bearer(brideC.token))
		if with.StatusCode() != 200 || !strings.Contains(pdfText(t, with.Body), phone) {
			t.Fatalf("asked-for phone missing: %d", with.StatusCode())
		}
	})
	t.Run("connection-without-reveal-gets-no-contact", func(t *testing.T) {
		r, _ := e.client.GetMemberBiodataWithResponse(ctx, brideC.code,
			&apiclient.GetMemberBiodataParams{Lang: apiclient.GetMemberBiodataParamsLangEn, IncludeContact: &yes}, bearer(groomC.token))
		if r.StatusCode() != 200 {
			t.Fatalf("%d %s", r.StatusCode(), r.Body)
		}
		if text := pdfText(t, r.Body); strings.Contains(text, phone) || !strings.Contains(text, "Horoscope") {
			t.Fatalf("contact shown to a connection who never revealed it, or no horoscope:\n%s", text)
		}
	})
	t.Run("stranger-refused", func(t *testing.T) {
		r, _ := e.client.GetMemberBiodataWithResponse(ctx, brideC.code,
			&apiclient.GetMemberBiodataParams{Lang: apiclient.GetMemberBiodataParamsLangEn}, bearer(strangerC.token))
		if r.StatusCode() != 403 {
			t.Fatalf("stranger: %d %s", r.StatusCode(), r.Body)
		}
		same, _ := e.client.GetMemberBiodataWithResponse(ctx, groomC.code,
			&apiclient.GetMemberBiodataParams{Lang: apiclient.GetMemberBiodataParamsLangEn}, bearer(strangerC.token))
		if same.StatusCode() != 404 {
			t.Fatalf("a member of the same gender is hidden as on the profile: %d", same.StatusCode())
		}
	})
	t.Run("bad-language-is-400", func(t *testing.T) {
		r := e.raw(t, "GET", "/api/user/biodata?lang=fr", "", "", brideC.token)
		if r.StatusCode != 400 {
			t.Fatalf("lang=fr: %d", r.StatusCode)
		}
	})
}
