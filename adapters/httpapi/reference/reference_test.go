package reference_test

import (
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/reference"
	"github.com/reshimgathi/reshimgathi/api"
)

func TestReferenceRendersMarkdownAndEverySchemasFields(t *testing.T) {
	spec, err := api.GetSpec()
	if err != nil {
		t.Fatal(err)
	}
	page, err := reference.Render(spec)
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	for _, want := range []string{
		"<li>Every error is an <code>application/problem+json</code>", // Markdown list and code spans
		`id="schema-Problem"`,
		`<td><code>code</code> <em>required</em></td>`, // a schema's fields, with what is required
		`href="#schema-FieldError"`,                    // a field's type links to its schema
		`<td><code>fullName</code>`,
		// What a write changes and a read shows, for clients that cache reads.
		"operationId <code>SendRequest</code> · changes <code>requests</code>",
		"operationId <code>ListShortlist</code> · shows <code>shortlist</code>, <code>requests</code>, <code>blocks</code>",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	for _, raw := range []string{"* Every error", "`code`", "<script", " style="} {
		if strings.Contains(html, raw) {
			t.Errorf("the page shows %q: Markdown unrendered, or markup the CSP would refuse", raw)
		}
	}
}

func TestReferenceNeverPassesRawHTMLFromTheContract(t *testing.T) {
	spec := &openapi3.T{OpenAPI: "3.0.3", Info: &openapi3.Info{Title: "t", Version: "1",
		Description: "Hello <script>alert(1)</script> <img src=x onerror=alert(1)> **bold**"},
		Paths: openapi3.NewPaths()}
	page, err := reference.Render(spec)
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	if strings.Contains(html, "<script>alert") || strings.Contains(html, "onerror") {
		t.Fatalf("raw HTML reached the page: %s", html)
	}
	if !strings.Contains(html, "<strong>bold</strong>") {
		t.Fatal("Markdown emphasis not rendered")
	}
}
