package httpapi

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestStaticFilesServedInThePrecompressedCopyTheBrowserAccepts(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("index.html", "<!doctype html>plain")
	write("index.html.gz", "gzip-index")
	write("assets/app-1.js", "plain-js")
	write("assets/app-1.js.br", "brotli-js")
	write("assets/app-1.js.gz", "gzip-js")
	write("assets/logo-1.png", "png")
	h := spaHandler(dir)

	cases := []struct {
		name, path, accept, wantBody, wantEncoding, wantType string
	}{
		{"brotli preferred", "/assets/app-1.js", "gzip, deflate, br", "brotli-js", "br", "text/javascript; charset=utf-8"},
		{"gzip when brotli is not accepted", "/assets/app-1.js", "gzip", "gzip-js", "gzip", "text/javascript; charset=utf-8"},
		{"brotli refused by q=0", "/assets/app-1.js", "br;q=0, gzip;q=0.8", "gzip-js", "gzip", "text/javascript; charset=utf-8"},
		{"identity when nothing is accepted", "/assets/app-1.js", "", "plain-js", "", "text/javascript; charset=utf-8"},
		{"wildcard admits brotli", "/assets/app-1.js", "*", "brotli-js", "br", "text/javascript; charset=utf-8"},
		{"client routes get the compressed index", "/search", "gzip, br", "gzip-index", "gzip", "text/html; charset=utf-8"},
		{"files without copies as they are", "/assets/logo-1.png", "gzip, br", "png", "", "image/png"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", c.path, nil)
			if c.accept != "" {
				r.Header.Set("Accept-Encoding", c.accept)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != http.StatusOK || w.Body.String() != c.wantBody {
				t.Fatalf("status %d body %q, want 200 %q", w.Code, w.Body.String(), c.wantBody)
			}
			if got := w.Header().Get("Content-Encoding"); got != c.wantEncoding {
				t.Errorf("Content-Encoding %q, want %q", got, c.wantEncoding)
			}
			if got := w.Header().Get("Content-Type"); got != c.wantType {
				t.Errorf("Content-Type %q, want %q", got, c.wantType)
			}
			if c.wantEncoding != "" && w.Header().Get("Vary") != "Accept-Encoding" {
				t.Errorf("Vary %q: caches would mix the encodings", w.Header().Get("Vary"))
			}
		})
	}
}

func TestLargeAPIAnswersAreGzippedButStreamsAndPicturesNever(t *testing.T) {
	big := strings.Repeat(`{"name":"Sai"},`, 200)
	h := compressResponses()(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == eventsPath:
			w.Header().Set("Content-Type", "text/event-stream")
		case strings.HasPrefix(r.URL.Path, "/api/media/"):
			w.Header().Set("Content-Type", "application/json") // even a compressible type
		default:
			w.Header().Set("Content-Type", "application/json")
		}
		if r.URL.Path == "/api/small" {
			_, _ = io.WriteString(w, `{"ok":true}`)
			return
		}
		_, _ = io.WriteString(w, big)
	}))
	get := func(path string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", path, nil)
		r.Header.Set("Accept-Encoding", "gzip")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}

	w := get("/api/user/all-users")
	if w.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("a %d-byte JSON answer went uncompressed", len(big))
	}
	zr, err := gzip.NewReader(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	if plain, _ := io.ReadAll(zr); string(plain) != big {
		t.Fatal("the gzipped answer does not decode to the original")
	}
	for _, path := range []string{"/api/small", eventsPath, "/api/media/abc/thumb"} {
		if enc := get(path).Header().Get("Content-Encoding"); enc != "" {
			t.Errorf("%s compressed (%s)", path, enc)
		}
	}
}
