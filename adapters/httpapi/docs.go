package httpapi

import (
	"net/http"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/adapters/httpapi/reference"
	"github.com/reshimgathi/reshimgathi/api"
)

func serveContract(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/yaml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(api.Spec)
}

// serveReference renders the contract as a readable page on the server, so third parties
// need no CDN, no script and no tool to read it; the page links the YAML for code generators.
// It is rendered once: the contract is embedded in the binary.
func serveReference(spec *openapi3.T) http.HandlerFunc {
	page, err := reference.Render(spec)
	return func(w http.ResponseWriter, _ *http.Request) {
		if err != nil {
			http.Error(w, "The API reference could not be rendered; the contract is at /api/openapi.yaml.", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=300")
		_, _ = w.Write(page)
	}
}

func serveReferenceCSS(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(reference.CSS)
}
