package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/api/apiclient"
)

func TestPublicSite(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()

	t.Run("health-200", func(t *testing.T) {
		r, err := e.client.GetHealthWithResponse(ctx)
		if err != nil || r.JSON200 == nil || r.JSON200.Status != "ok" {
			t.Fatalf("health: %v %s", err, r.Body)
		}
	})
	t.Run("ready-200-with-database", func(t *testing.T) {
		r, err := e.client.GetReadyWithResponse(ctx)
		if err != nil || r.StatusCode() != 200 {
			t.Fatalf("ready: %v %d %s", err, r.StatusCode(), r.Body)
		}
	})
	t.Run("options-lists-and-cacheable", func(t *testing.T) {
		r, err := e.client.GetOptionsWithResponse(ctx)
		if err != nil || r.JSON200 == nil {
			t.Fatalf("options: %v", err)
		}
		o := r.JSON200
		if len(o.Cities) != 34 || len(o.MotherTongues) != 30 || len(o.Plans) != 4 || len(o.Castes) < 20 {
			t.Fatalf("sizes: %d cities %d tongues %d plans %d castes", len(o.Cities), len(o.MotherTongues), len(o.Plans), len(o.Castes))
		}
		if o.Cities[0].Label.Mr == "" || o.Religions[0].Value != "hindu" {
			t.Fatalf("labels or canonical values wrong: %+v %+v", o.Cities[0], o.Religions[0])
		}
		if cc := r.HTTPResponse.Header.Get("Cache-Control"); !strings.Contains(cc, "max-age=3600") {
			t.Fatalf("Cache-Control %q", cc)
		}
	})
	t.Run("plans-four-from-database", func(t *testing.T) {
		r, err := e.client.ListPlansWithResponse(ctx)
		if err != nil || r.JSON200 == nil {
			t.Fatal(err)
		}
		got := map[string]apiclient.Plan{}
		for _, p := range r.JSON200.Plans {
			got[string(p.Code)] = p
		}
		std, elite := got["standard"], got["elite"]
		if len(got) != 4 || got["basic"].Price != 199 || std.Price != 299 || *std.OriginalPrice != 399 ||
			!std.MostPopular || elite.Price != 2000 || elite.ContactAllowance != nil || *got["premium"].ContactAllowance != 50 {
			t.Fatalf("plans: %+v", got)
		}
		// Every member verifies for free: no plan sells it as a perk.
		for code, p := range got {
			for _, f := range p.Features {
				if strings.Contains(strings.ToLower(f.En), "verification") || strings.Contains(f.Mr, "पडताळणी") {
					t.Errorf("%s lists %q as a perk", code, f.En)
				}
			}
		}
	})
	t.Run("success-stories-ten", func(t *testing.T) {
		r, err := e.client.ListSuccessStoriesWithResponse(ctx)
		if err != nil || r.JSON200 == nil || len(r.JSON200.Stories) != 10 {
			t.Fatalf("stories: %v %s", err, r.Body)
		}
		s := r.JSON200.Stories[0]
		if s.CoupleNames == "" || s.City == "" || s.Story.Mr == "" || !strings.HasPrefix(s.PhotoUrl, "/stories/") {
			t.Fatalf("story: %+v", s)
		}
	})
	t.Run("blog-list-and-article", func(t *testing.T) {
		limit := 2
		r, err := e.client.ListBlogPostsWithResponse(ctx, &apiclient.ListBlogPostsParams{Limit: &limit})
		if err != nil || r.JSON200 == nil || len(r.JSON200.Posts) != 2 || r.JSON200.Count != 3 || r.JSON200.TotalPages != 2 {
			t.Fatalf("blog: %v %s", err, r.Body)
		}
		page := 2
		r2, _ := e.client.ListBlogPostsWithResponse(ctx, &apiclient.ListBlogPostsParams{Limit: &limit, Page: &page})
		if len(r2.JSON200.Posts) != 1 || r2.JSON200.Posts[0].Slug == r.JSON200.Posts[0].Slug {
			t.Fatalf("page 2: %s", r2.Body)
		}
		a, err := e.client.GetBlogPostWithResponse(ctx, r.JSON200.Posts[0].Slug)
		if err != nil || a.JSON200 == nil || a.JSON200.Body.En == "" || a.JSON200.Body.Mr == "" {
			t.Fatalf("article: %v %s", err, a.Body)
		}
	})
	t.Run("blog-404-unknown-slug", func(t *testing.T) {
		a, _ := e.client.GetBlogPostWithResponse(ctx, "no-such-post")
		if a.StatusCode() != 404 || a.ApplicationproblemJSON404 == nil || a.ApplicationproblemJSON404.Code != "post_not_found" {
			t.Fatalf("got %d %s", a.StatusCode(), a.Body)
		}
	})
	t.Run("blog-400-bad-page-and-slug", func(t *testing.T) {
		zero := 0
		r, _ := e.client.ListBlogPostsWithResponse(ctx, &apiclient.ListBlogPostsParams{Page: &zero})
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["page"] == "" {
			t.Fatalf("page 0: %d %s", r.StatusCode(), r.Body)
		}
		a, _ := e.client.GetBlogPostWithResponse(ctx, "Bad_Slug")
		if a.StatusCode() != 400 {
			t.Fatalf("bad slug: %d", a.StatusCode())
		}
	})
}

func TestContactForm(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	valid := apiclient.ContactSubmission{Name: "Asha Patil", Email: "asha.contact@example.in",
		Phone: "9822012345", Gender: apiclient.ContactGenderFemale, Message: "Please call me about assisted matchmaking."}

	t.Run("contact-201-stored", func(t *testing.T) {
		r, err := e.client.SubmitContactWithResponse(ctx, valid)
		if err != nil || r.StatusCode() != 201 || r.JSON201 == nil {
			t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
		}
		var email, phone string
		err = e.pool.QueryRow(ctx, "SELECT email, phone FROM contact_messages WHERE id = $1", r.JSON201.Id).Scan(&email, &phone)
		if err != nil || email != valid.Email || phone != valid.Phone {
			t.Fatalf("row: %v %s %s", err, email, phone)
		}
	})
	t.Run("contact-400-field-errors-nothing-stored", func(t *testing.T) {
		// Raw JSON: the generated client refuses to marshal a malformed e-mail itself.
		bad := `{"name":"A","email":"not-an-email","phone":"98220","gender":"robot","message":"hi"}`
		r, err := e.client.SubmitContactWithBodyWithResponse(ctx, "application/json", strings.NewReader(bad))
		if err != nil {
			t.Fatal(err)
		}
		if r.StatusCode() != 400 || r.ApplicationproblemJSON400 == nil {
			t.Fatalf("%v %d %s", err, r.StatusCode(), r.Body)
		}
		p := r.ApplicationproblemJSON400
		got := fieldMessages(p.Errors)
		want := map[string]string{"phone": "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9", "email": "Invalid email format",
			"name": "Name must be 2 to 100 characters", "gender": "Gender is required",
			"message": "Message must be 5 to 2000 characters"}
		for f, m := range want {
			if got[f] != m {
				t.Errorf("field %s: got %q want %q", f, got[f], m)
			}
		}
		if p.Code != "validation_failed" {
			t.Errorf("code %q", p.Code)
		}
		var n int
		_ = e.pool.QueryRow(ctx, "SELECT count(*) FROM contact_messages WHERE email = 'not-an-email'").Scan(&n)
		if n != 0 {
			t.Fatal("invalid submission was stored")
		}
	})
	t.Run("contact-201-spec-spellings-normalised", func(t *testing.T) {
		// The spec's form sends "Male", "Female", "Other" (docs/decisions.md §1).
		for _, spelling := range []string{"Female", "MALE", " Other "} {
			body := `{"name":"Asha Patil","email":"spelling@example.in","phone":"9822012345","gender":"` + spelling + `","message":"Please call me back."}`
			r, err := e.client.SubmitContactWithBodyWithResponse(ctx, "application/json", strings.NewReader(body))
			if err != nil || r.StatusCode() != 201 || r.JSON201 == nil {
				t.Fatalf("%q: %v %d %s", spelling, err, r.StatusCode(), r.Body)
			}
			var gender string
			if err := e.pool.QueryRow(ctx, "SELECT gender FROM contact_messages WHERE id = $1", r.JSON201.Id).Scan(&gender); err != nil ||
				gender != strings.ToLower(strings.TrimSpace(spelling)) {
				t.Fatalf("%q stored as %q (%v)", spelling, gender, err)
			}
		}
	})
	t.Run("contact-400-unknown-field", func(t *testing.T) {
		res := e.do(t, "POST", "/api/contact", "application/json",
			[]byte(`{"name":"Asha","email":"a@b.in","phone":"9822012345","gender":"female","message":"hello there","role":"admin"}`))
		if res.StatusCode != 400 {
			t.Fatalf("unknown field accepted: %d", res.StatusCode)
		}
	})
	t.Run("contact-400-missing-field", func(t *testing.T) {
		res := e.do(t, "POST", "/api/contact", "application/json", []byte(`{"name":"Asha"}`))
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 400 || !strings.Contains(string(body), `"field":"phone"`) {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("contact-415-wrong-content-type", func(t *testing.T) {
		res := e.do(t, "POST", "/api/contact", "text/plain", []byte("hello"))
		if res.StatusCode != http.StatusUnsupportedMediaType || res.Header.Get("Content-Type") != "application/problem+json" {
			t.Fatalf("%d %s", res.StatusCode, res.Header.Get("Content-Type"))
		}
	})
	t.Run("contact-413-oversized", func(t *testing.T) {
		huge := `{"name":"Asha","email":"a@b.in","phone":"9822012345","gender":"female","message":"` +
			strings.Repeat("x", 100<<10) + `"}`
		res := e.do(t, "POST", "/api/contact", "application/json", []byte(huge))
		if res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Fatalf("%d", res.StatusCode)
		}
	})
	t.Run("contact-400-malformed-json", func(t *testing.T) {
		res := e.do(t, "POST", "/api/contact", "application/json", []byte(`{"name":`))
		if res.StatusCode != 400 {
			t.Fatalf("%d", res.StatusCode)
		}
	})
	t.Run("contact-429-after-ten", func(t *testing.T) {
		var last int
		for i := 0; i < 12; i++ {
			r, _ := e.client.SubmitContactWithResponse(ctx, valid)
			last = r.StatusCode()
			if last == 429 && r.HTTPResponse.Header.Get("Retry-After") == "" {
				t.Fatal("429 without Retry-After")
			}
		}
		if last != 429 {
			t.Fatalf("no rate limit: last status %d", last)
		}
	})
}

func TestFeedbackForm(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	r, err := e.client.SubmitFeedbackWithResponse(ctx, apiclient.FeedbackSubmission{
		Name: "Ravi Kulkarni", Email: "ravi@example.in", Rating: 5, Feedback: "Found my match in three months."})
	if err != nil || r.StatusCode() != 201 {
		t.Fatalf("feedback-201: %v %d %s", err, r.StatusCode(), r.Body)
	}
	var rating int
	if err := e.pool.QueryRow(ctx, "SELECT rating FROM feedback WHERE id = $1", r.JSON201.Id).Scan(&rating); err != nil || rating != 5 {
		t.Fatalf("row: %v %d", err, rating)
	}
	for _, bad := range []int{0, 6} {
		r, _ := e.client.SubmitFeedbackWithResponse(ctx, apiclient.FeedbackSubmission{
			Name: "Ravi", Email: "ravi@example.in", Rating: bad, Feedback: "ok"})
		if r.StatusCode() != 400 || fieldMessages(r.ApplicationproblemJSON400.Errors)["rating"] != "Rating must be between 1 and 5" {
			t.Fatalf("feedback-400-rating-%d: %d %s", bad, r.StatusCode(), r.Body)
		}
	}
}

func TestProblemsSPAAndHeaders(t *testing.T) {
	e := newEnv(t)
	t.Run("unknown-api-path-404-problem", func(t *testing.T) {
		res := e.do(t, "GET", "/api/does-not-exist", "", nil)
		var p apiclient.Problem
		_ = json.NewDecoder(res.Body).Decode(&p)
		if res.StatusCode != 404 || res.Header.Get("Content-Type") != "application/problem+json" || p.Code != "not_found" {
			t.Fatalf("%d %s %+v", res.StatusCode, res.Header.Get("Content-Type"), p)
		}
	})
	t.Run("client-route-serves-index-no-cache", func(t *testing.T) {
		res := e.do(t, "GET", "/user-profile/MH4K7Q2PXA", "", nil)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || !strings.Contains(string(body), "<title>Reshimgathi") || res.Header.Get("Cache-Control") != "no-cache" {
			t.Fatalf("%d %q %s", res.StatusCode, res.Header.Get("Cache-Control"), body)
		}
	})
	t.Run("head-health-200-no-body", func(t *testing.T) {
		for _, p := range []string{"/api/health", "/api/plans"} {
			res := e.do(t, "HEAD", p, "", nil)
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != 200 || len(body) != 0 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
				t.Errorf("HEAD %s: %d %q %q", p, res.StatusCode, res.Header.Get("Content-Type"), body)
			}
		}
		// HEAD is the GET it mirrors: checked and authorised the same way.
		if res := e.do(t, "HEAD", "/api/user/summary", "", nil); res.StatusCode != 401 {
			t.Errorf("HEAD without a token: %d", res.StatusCode)
		}
		if res := e.do(t, "HEAD", "/api/nope", "", nil); res.StatusCode != 404 {
			t.Errorf("HEAD of an unknown path: %d", res.StatusCode)
		}
	})
	t.Run("unknown-blog-article-404-with-the-app", func(t *testing.T) {
		for path, want := range map[string]int{"/blog/no-such-post": 404, "/blog/Bad_Slug": 404,
			"/blog/writing-a-profile-that-gets-replies": 200} {
			res := e.do(t, "GET", path, "", nil)
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != want || !strings.Contains(string(body), "<title>Reshimgathi") {
				t.Errorf("%s: %d, want %d with the app shell (%q)", path, res.StatusCode, want, body)
			}
		}
	})
	t.Run("hashed-asset-long-cache", func(t *testing.T) {
		res := e.do(t, "GET", "/assets/index-abc123.js", "", nil)
		if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
			t.Fatalf("%d %q", res.StatusCode, res.Header.Get("Cache-Control"))
		}
	})
	t.Run("security-headers-everywhere", func(t *testing.T) {
		for _, p := range []string{"/", "/api/health", "/api/nope", "/api/docs"} {
			res := e.do(t, "GET", p, "", nil)
			h := res.Header
			csp := h.Get("Content-Security-Policy")
			for _, want := range []string{"default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
				"worker-src 'self'", "manifest-src 'self'"} {
				if !strings.Contains(csp, want) {
					t.Errorf("%s: CSP %q lacks %q", p, csp, want)
				}
			}
			if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "no-referrer" ||
				!strings.HasPrefix(h.Get("Strict-Transport-Security"), "max-age=") || h.Get("X-Request-Id") == "" {
				t.Errorf("%s: headers %v", p, h)
			}
		}
		if cc := e.do(t, "GET", "/api/health", "", nil).Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("API Cache-Control %q", cc)
		}
	})
	t.Run("contract-published", func(t *testing.T) {
		res := e.do(t, "GET", "/api/openapi.yaml", "", nil)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || !strings.HasPrefix(string(body), "openapi: 3.0.3") {
			t.Fatalf("%d", res.StatusCode)
		}
		res = e.do(t, "GET", "/api/docs", "", nil)
		body, _ = io.ReadAll(res.Body)
		if res.StatusCode != 200 || !strings.Contains(string(body), "/api/contact") || strings.Contains(string(body), "<script") {
			t.Fatalf("docs %d", res.StatusCode)
		}
	})
	t.Run("method-not-allowed", func(t *testing.T) {
		res := e.do(t, "DELETE", "/api/plans", "", nil)
		if res.StatusCode != 405 && res.StatusCode != 404 {
			t.Fatalf("%d", res.StatusCode)
		}
	})
}
