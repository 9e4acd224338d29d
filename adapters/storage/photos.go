package storage

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/reshimgathi/reshimgathi/app"
)

// Photos keeps each profile picture as three objects, photos/<id>/full.jpg, medium.jpg and
// thumb.jpg. Pictures saved before the medium rendition existed have only full and thumb.
type Photos struct{ Store Store }

var _ app.PhotoStore = Photos{}

// Variants of a stored picture.
const (
	Full   = "full"
	Medium = "medium"
	Thumb  = "thumb"
)

// variants are written in this order; a failed write removes the ones before it.
var variants = [...]string{Full, Medium, Thumb}

var lowerBase32 = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// NewPhotoID is 130 random bits as 26 lower-case letters and digits (the contract's pattern).
func NewPhotoID() string {
	b := make([]byte, 17)
	_, _ = rand.Read(b)
	return lowerBase32.EncodeToString(b)[:26]
}

// ValidPhotoID reports whether id could have come from NewPhotoID.
func ValidPhotoID(id string) bool {
	if len(id) != 26 {
		return false
	}
	return strings.Trim(id, "abcdefghijklmnopqrstuvwxyz234567") == ""
}

func photoKey(id, variant string) string { return "photos/" + id + "/" + variant + ".jpg" }

func (p Photos) SavePhoto(ctx context.Context, ph app.Photo) (string, error) {
	id := NewPhotoID()
	data := map[string][]byte{Full: ph.Full, Medium: ph.Medium, Thumb: ph.Thumb}
	for i, v := range variants {
		if err := p.Store.Put(ctx, photoKey(id, v), data[v], "image/jpeg"); err != nil {
			for _, done := range variants[:i] {
				_ = p.Store.Delete(ctx, photoKey(id, done))
			}
			return "", fmt.Errorf("save photo: %w", err)
		}
	}
	return id, nil
}

// DeletePhoto removes every variant; a missing one (a picture older than medium) is no error.
func (p Photos) DeletePhoto(ctx context.Context, id string) error {
	errList := make([]error, 0, len(variants))
	for _, v := range variants {
		errList = append(errList, p.Store.Delete(ctx, photoKey(id, v)))
	}
	return errors.Join(errList...)
}

// OpenPhoto streams one variant; ErrNotFound when it is not there. A picture stored before the
// medium rendition existed answers medium with its full rendition: the browser only asks for
// medium through a srcset, where a bigger picture is still right, just heavier.
func (p Photos) OpenPhoto(ctx context.Context, id, variant string) (io.ReadCloser, error) {
	if !ValidPhotoID(id) || (variant != Full && variant != Medium && variant != Thumb) {
		return nil, ErrNotFound
	}
	rc, err := p.Store.Open(ctx, photoKey(id, variant))
	if variant == Medium && errors.Is(err, ErrNotFound) {
		return p.Store.Open(ctx, photoKey(id, Full))
	}
	return rc, err
}
