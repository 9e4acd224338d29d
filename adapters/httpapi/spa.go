package httpapi

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// spaHandler serves the built SPA: hashed assets for a year, and index.html (never cached)
// for every other path so client-side routes survive a reload. Text files are sent in the
// brotli or gzip copy the build wrote beside them (web/scripts/precompress.mjs) when the
// browser accepts it: the budget of the first load is measured compressed, so it must be
// served compressed, and compressing once at build time costs the server nothing per request.
func spaHandler(dir string) http.Handler {
	index := filepath.Join(dir, "index.html")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		clean := path.Clean("/" + r.URL.Path)
		if clean != "/" && !strings.HasSuffix(clean, "/") {
			name := filepath.Join(dir, filepath.FromSlash(clean))
			if info, err := os.Stat(name); err == nil && !info.IsDir() {
				if strings.HasPrefix(clean, "/assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				} else {
					w.Header().Set("Cache-Control", "public, max-age=3600")
				}
				serveStatic(w, r, name, info.ModTime())
				return
			}
		}
		info, err := os.Stat(index)
		if err != nil {
			http.Error(w, "The web app is not built yet: run `make run` (or `make web`).", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		serveStatic(w, r, index, info.ModTime())
	})
}

// precompressed are the encodings the build writes, in the order the server prefers them.
var precompressed = []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serveStatic sends name, or its precompressed copy when the client accepts that encoding and
// the build made one. Content-Type always follows the original file's extension.
func serveStatic(w http.ResponseWriter, r *http.Request, name string, modTime time.Time) {
	h := w.Header()
	if ctype := mime.TypeByExtension(filepath.Ext(name)); ctype != "" {
		h.Set("Content-Type", ctype)
	}
	send := name
	for _, enc := range precompressed {
		if _, err := os.Stat(name + enc.suffix); err != nil {
			continue
		}
		// A file with a compressed copy has two representations: caches must key on the header.
		h.Set("Vary", "Accept-Encoding")
		if send == name && acceptsEncoding(r.Header.Get("Accept-Encoding"), enc.token) {
			send = name + enc.suffix
			h.Set("Content-Encoding", enc.token)
		}
	}
	f, err := os.Open(send)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	http.ServeContent(w, r, "", modTime, f)
}

// acceptsEncoding reports whether an Accept-Encoding header admits token with a non-zero
// quality ("br;q=0" refuses brotli; "*" admits anything not named).
func acceptsEncoding(header, token string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		accepted := true
		for _, param := range strings.Split(params, ";") {
			key, value, _ := strings.Cut(strings.TrimSpace(param), "=")
			if strings.EqualFold(strings.TrimSpace(key), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				accepted = err == nil && q > 0
			}
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case token:
			return accepted
		case "*":
			star = accepted
		}
	}
	return star
}
