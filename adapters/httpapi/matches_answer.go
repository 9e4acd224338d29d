package httpapi

import (
	"bytes"
	"context"
	"net/http"
	"slices"
	"sync"

	"github.com/klauspost/compress/gzip"
)

// matchesAnswer is a kept matches answer (app.Rendition): the JSON as the generated
// GetMatches200JSONResponse encodes it, and the same gzipped once for the clients that accept
// gzip, which browsers and the generated client all do. compressResponses would otherwise gzip
// the same tens of kilobytes again on every repeated load, at the same level.
type matchesAnswer struct {
	plain, gzipped []byte // gzipped is nil below compressMinSize, as compressResponses leaves those
}

// gzipWriters are reused: a gzip writer's state is a few hundred kilobytes.
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed) // a constant level: never an error
	return zw
}}

func newMatchesAnswer(plain []byte) *matchesAnswer {
	a := &matchesAnswer{plain: plain}
	if len(plain) < compressMinSize {
		return a
	}
	var b bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	defer gzipWriters.Put(zw)
	zw.Reset(&b)
	// Writing to memory cannot fail; an answer that could not be compressed is sent plain.
	if _, err := zw.Write(plain); err != nil {
		return a
	}
	if err := zw.Close(); err != nil {
		return a
	}
	a.gzipped = b.Bytes()
	return a
}

// answer is the form the request accepts. compressResponses passes an answer that names its
// Content-Encoding through unchanged.
func (a *matchesAnswer) answer(ctx context.Context) encodedMatches {
	if a.gzipped != nil && acceptsEncoding(requestFrom(ctx).acceptEncoding, "gzip") {
		return encodedMatches{body: a.gzipped, encoding: "gzip", varies: true}
	}
	return encodedMatches{body: a.plain, varies: a.gzipped != nil}
}

// encodedMatches is a matches answer already encoded, written as it is.
type encodedMatches struct {
	body     []byte
	encoding string // Content-Encoding, "" for none
	varies   bool   // the answer has a form for each Accept-Encoding: caches must key on it
}

func (e encodedMatches) VisitGetMatchesResponse(w http.ResponseWriter) error {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	if e.encoding != "" {
		h.Set("Content-Encoding", e.encoding)
	}
	if e.varies && !slices.Contains(h.Values("Vary"), "Accept-Encoding") { // compressResponses says it already
		h.Add("Vary", "Accept-Encoding")
	}
	w.WriteHeader(http.StatusOK)
	_, err := w.Write(e.body)
	return err
}
