package httpapi

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The installable app's files (docs/pwa.md): the worker must be re-checked on every visit or a
// release reaches members an hour late, and a manifest served as anything but its own type is
// refused by a browser that checks.
func TestServiceWorkerAndManifestsAreServedForTheInstallableApp(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html":              "<!doctype html>app",
		"sw.js":                   "self.addEventListener('fetch', () => {})",
		"sw-push.js":              "self.addEventListener('push', () => {})",
		"workbox-75c9e37e.js":     "define([], () => {})",
		"manifest.webmanifest":    `{"name":"Reshimgathi Matrimony"}`,
		"manifest.mr.webmanifest": `{"name":"रेशीमगाठी मॅट्रिमनी"}`,
		"offline.html":            "<!doctype html>offline",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := spaHandler(dir)
	cases := []struct{ path, contentType, cacheControl string }{
		{"/sw.js", "text/javascript", "no-cache"},
		{"/sw-push.js", "text/javascript", "no-cache"},
		{"/workbox-75c9e37e.js", "text/javascript", "public, max-age=3600"},
		{"/manifest.webmanifest", "application/manifest+json", "public, max-age=3600"},
		{"/manifest.mr.webmanifest", "application/manifest+json", "public, max-age=3600"},
		{"/offline.html", "text/html", "public, max-age=3600"},
	}
	for _, c := range cases {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", c.path, nil))
		if w.Code != 200 {
			t.Errorf("%s: %d", c.path, w.Code)
		}
		if got := w.Header().Get("Content-Type"); !strings.HasPrefix(got, c.contentType) {
			t.Errorf("%s: Content-Type %q, want %s", c.path, got, c.contentType)
		}
		if got := w.Header().Get("Cache-Control"); got != c.cacheControl {
			t.Errorf("%s: Cache-Control %q, want %q", c.path, got, c.cacheControl)
		}
	}
}
