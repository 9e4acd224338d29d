package httpapi

import (
	"net/http"
	"strings"

	"github.com/klauspost/compress/gzhttp"
	"github.com/klauspost/compress/gzip"
)

// compressMinSize is where compressing starts to pay: below about a kilobyte a gzip frame and
// the CPU cost outweigh the bytes saved, and login answers (which carry a token) stay below it,
// so no secret is ever compressed beside reflected input (BREACH).
const compressMinSize = 1024

// compressedTypes are the API answers worth compressing; pictures are compressed already and
// the live stream must reach the client event by event.
var compressedTypes = []string{"application/json", "application/problem+json", "application/yaml", "text/html", "text/css"}

// compressResponses gzips API answers larger than compressMinSize for clients that accept it
// (docs/performance-web.txt: a search page of six cards is about 3 KB of JSON, 0.8 KB
// gzipped). The fastest level: the answers are small, and the server's CPU is the budget.
func compressResponses() func(http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(gzhttp.MinSize(compressMinSize), gzhttp.ContentTypes(compressedTypes),
		gzhttp.CompressionLevel(gzip.BestSpeed), gzhttp.EnableZstd(false))
	if err != nil {
		panic(err) // the options above are constants: an error is a programming mistake
	}
	return func(next http.Handler) http.Handler {
		compressed := wrap(next)
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// The SPA's files come precompressed (spa.go); the live stream and pictures never.
			if !strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == eventsPath || strings.HasPrefix(r.URL.Path, "/api/media/") {
				next.ServeHTTP(w, r)
				return
			}
			compressed.ServeHTTP(w, r)
		})
	}
}
