package httpapi

import (
	"context"
	"encoding/json"
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
//
// A path the app's router does not know still gets index.html (the app shows its 404 page) but
// with status 404, read from the route table the build writes (web/scripts/client-routes.mjs).
// So does a known route whose page names something that does not exist (pages: an unknown blog
// article), so a crawler or a link checker is told the truth while the app shows its not-found.
func spaHandler(dir string, pages ...spaPage) http.Handler {
	index := filepath.Join(dir, "index.html")
	routes := loadClientRoutes(filepath.Join(dir, "client-routes.json"))
	for i := range pages {
		pages[i].segments = splitPath(pages[i].Pattern)
	}
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
				switch {
				case strings.HasPrefix(clean, "/assets/"):
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				case clean == serviceWorkerPath || clean == serviceWorkerPushPath:
					// The browser checks the worker for a new version on each visit; an hour's cache
					// would keep members on the old app an hour after a release (docs/pwa.md).
					w.Header().Set("Cache-Control", "no-cache")
				default:
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
		if !routes.knows(clean) || !pageExists(r.Context(), pages, clean) {
			serveMissing(w, r, index)
			return
		}
		serveStatic(w, r, index, info.ModTime())
	})
}

// serveMissing sends the app shell with status 404: the app renders its own "page not found".
// No conditional answers: a 304 would hide the status.
func serveMissing(w http.ResponseWriter, r *http.Request, index string) {
	body, err := os.ReadFile(index)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// serviceWorkerPath is where the build writes the installable app's service worker
// (web/vite.config.ts); at the root, so its scope is the whole site.
const serviceWorkerPath = "/sw.js"

// serviceWorkerPushPath is the worker's push handlers (web/public/sw-push.js), which sw.js
// imports: browsers check an imported script for a new version through the HTTP cache, so it is
// as uncached as the worker, or a release's handlers would wait an hour behind its worker.
const serviceWorkerPushPath = "/sw-push.js"

// The web app manifests' type (W3C Web App Manifest): Go's own table does not know the
// extension, and the machine's /etc/mime.types may not either.
func init() {
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// spaPage is a client route whose page shows one thing the server knows: Exists answers whether
// the thing the path names is there (segments are the path's). An error (a database away) is not
// "missing": the shell is served as usual and the app says what it can.
type spaPage struct {
	Pattern  string
	Exists   func(ctx context.Context, segments []string) (bool, error)
	segments []string
}

func pageExists(ctx context.Context, pages []spaPage, path string) bool {
	segments := splitPath(path)
	for _, p := range pages {
		if matchRoute(p.segments, segments) {
			found, err := p.Exists(ctx, segments)
			return found || err != nil
		}
	}
	return true
}

// clientRoutes are the SPA router's path patterns: literal segments, ":name" for one segment,
// ":name?" for an optional last one, and a final "*" for any rest. Nil (no route table in the
// build) knows every path, as before the table existed.
type clientRoutes [][]string

func loadClientRoutes(name string) clientRoutes {
	raw, err := os.ReadFile(name)
	if err != nil {
		return nil
	}
	var paths []string
	if json.Unmarshal(raw, &paths) != nil || len(paths) == 0 {
		return nil
	}
	routes := make(clientRoutes, 0, len(paths))
	for _, p := range paths {
		routes = append(routes, splitPath(p))
	}
	return routes
}

func splitPath(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

func (routes clientRoutes) knows(path string) bool {
	if routes == nil {
		return true
	}
	segments := splitPath(path)
	for _, pattern := range routes {
		if matchRoute(pattern, segments) {
			return true
		}
	}
	return false
}

func matchRoute(pattern, segments []string) bool {
	for i, part := range pattern {
		switch {
		case part == "*":
			return true
		case strings.HasPrefix(part, ":") && strings.HasSuffix(part, "?"):
			return len(segments) <= i+1 && i == len(pattern)-1
		case i >= len(segments):
			return false
		case strings.HasPrefix(part, ":"):
			// any one segment
		case part != segments[i]:
			return false
		}
	}
	return len(segments) == len(pattern)
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
