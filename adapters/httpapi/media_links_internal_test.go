package httpapi

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/url"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
)

var (
	linkKey    = []byte("media-key-0123456789abcdefghijklmnopqrstu")
	linkViewer = uuid.MustParse("6f1c2a4e-1111-4222-8333-944445555666")
)

// oldLink is how links were built before signing was pooled (fmt and url.Values): links a
// running instance handed out must stay valid on an instance of the new binary during a rolling
// restart, so the two must agree byte for byte.
func oldLink(key []byte, photoID, variant string, viewer uuid.UUID, exp int64) string {
	mac := hmac.New(sha256.New, key)
	fmt.Fprintf(mac, "link/v2|%s|%s|%s|%d", photoID, variant, viewer, exp)
	sig := base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
	q := url.Values{"exp": {strconv.FormatInt(exp, 10)}, "sig": {sig}}
	return "/api/media/" + photoID + "/" + variant + "?" + q.Encode()
}

func TestPictureLinksKeepTheirFormat(t *testing.T) {
	m := newMediaLinks(linkKey)
	now := time.Date(2026, 11, 26, 23, 59, 59, 0, time.UTC)
	exp := linkExpiry(now)
	if want := time.Date(2026, 11, 27, 1, 0, 0, 0, time.UTC).Unix(); exp != want {
		t.Fatalf("links signed at %v end at %d, want %d", now, exp, want)
	}
	for _, photo := range []string{"0123456789abcdef0123456789abcdef", "p", ""} {
		for _, variant := range []string{"thumb", "medium", "full"} {
			got := m.link(photo, variant, linkViewer, now)
			want := oldLink(linkKey, photo, variant, linkViewer, exp)
			if photo == "" {
				want = ""
			}
			if got != want {
				t.Fatalf("link(%q, %q) = %q, want %q", photo, variant, got, want)
			}
		}
	}
	pic := m.picture("abc", linkViewer, now)
	thumb, medium, full := oldLink(linkKey, "abc", "thumb", linkViewer, exp),
		oldLink(linkKey, "abc", "medium", linkViewer, exp), oldLink(linkKey, "abc", "full", linkViewer, exp)
	if pic.thumb != thumb || pic.full != full || pic.srcset == nil ||
		*pic.srcset != thumb+" 160w, "+medium+" 320w, "+full+" 640w" {
		t.Fatalf("picture = %+v (srcset %v)", pic, pic.srcset)
	}
	if empty := m.picture("", linkViewer, now); empty.srcset != nil || empty.thumbnail() != nil || empty.full != "" {
		t.Fatalf("no picture gave links: %+v", empty)
	}
}

// A pooled MAC used by many requests at once never mixes their inputs.
func TestPictureLinksSignConcurrently(t *testing.T) {
	m := newMediaLinks(linkKey)
	exp := linkExpiry(time.Now())
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 200 {
				photo := strconv.Itoa(g*1000 + i)
				if got, want := m.signedLink(photo, "thumb", linkViewer, exp), oldLink(linkKey, photo, "thumb", linkViewer, exp); got != want {
					t.Errorf("concurrent link %q, want %q", got, want)
					return
				}
			}
		})
	}
	wg.Wait()
}

// BenchmarkCardPicture is the signing one search or match card costs (its picture and srcset).
func BenchmarkCardPicture(b *testing.B) {
	m := newMediaLinks(linkKey)
	now := time.Now()
	b.ReportAllocs()
	for b.Loop() {
		_ = m.picture("0123456789abcdef0123456789abcdef", linkViewer, now)
	}
}

// BenchmarkCardPictureBefore is the same card signed the way it was before pooling (one
// thumbnail link, then a srcset of three), for docs/performance.md.
func BenchmarkCardPictureBefore(b *testing.B) {
	now := time.Now()
	exp := linkExpiry(now)
	b.ReportAllocs()
	for b.Loop() {
		_ = oldLink(linkKey, "0123456789abcdef0123456789abcdef", "thumb", linkViewer, exp)
		for _, v := range []string{"thumb", "medium", "full"} {
			_ = oldLink(linkKey, "0123456789abcdef0123456789abcdef", v, linkViewer, exp) + " 160w"
		}
	}
}
