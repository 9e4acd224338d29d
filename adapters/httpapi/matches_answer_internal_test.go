package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http/httptest"
	"testing"
)

// A kept matches answer carries its gzipped form from the moment it is kept, and each request
// gets the form its Accept-Encoding admits: the end-to-end view of the same is
// TestKeptMatchesAnswerIsSentCompressedAsKept, where compressResponses would hide a kept answer
// that lost its gzipped form (it compresses the plain one again).
func TestKeptMatchesAnswerChoosesItsFormByAcceptEncoding(t *testing.T) {
	plain := bytes.Repeat([]byte(`{"userId":"MH12345678","fullName":"Sneha Patil"},`), 64)
	a := newMatchesAnswer(plain)
	sent := func(acceptEncoding string) (string, []byte) {
		rec := httptest.NewRecorder()
		ctx := context.WithValue(context.Background(), requestKey, requestInfo{acceptEncoding: acceptEncoding})
		if err := a.answer(ctx).VisitGetMatchesResponse(rec); err != nil {
			t.Fatal(err)
		}
		if got := rec.Header().Values("Vary"); len(got) != 1 || got[0] != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary is %q, want Accept-Encoding once", acceptEncoding, got)
		}
		return rec.Header().Get("Content-Encoding"), rec.Body.Bytes()
	}

	encoding, body := sent("br, gzip")
	if encoding != "gzip" {
		t.Fatalf("a client accepting gzip got Content-Encoding %q", encoding)
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if unzipped, err := io.ReadAll(zr); err != nil || !bytes.Equal(unzipped, plain) {
		t.Fatalf("the gzipped form holds %d bytes (%v), want the %d of the plain form", len(unzipped), err, len(plain))
	}
	for _, refuses := range []string{"", "identity", "gzip;q=0", "br"} {
		if encoding, body := sent(refuses); encoding != "" || !bytes.Equal(body, plain) {
			t.Errorf("Accept-Encoding %q got Content-Encoding %q and %d bytes, want the plain form", refuses, encoding, len(body))
		}
	}

	small := newMatchesAnswer([]byte(`{"matchedData":{}}`))
	if small.gzipped != nil {
		t.Error("an answer under compressMinSize was compressed; compressResponses leaves those plain")
	}
}
