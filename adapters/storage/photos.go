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

// Photos keeps each profile picture as two objects, photos/<id>/full.jpg and thumb.jpg.
type Photos struct{ Store Store }

// Variants of a stored picture.
const (
	Full  = "full"
	Thumb = "thumb"
)

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
	if err := p.Store.Put(ctx, photoKey(id, Full), ph.Full, "image/jpeg"); err != nil {
		return "", fmt.Errorf("save photo: %w", err)
	}
	if err := p.Store.Put(ctx, photoKey(id, Thumb), ph.Thumb, "image/jpeg"); err != nil {
		_ = p.Store.Delete(ctx, photoKey(id, Full))
		return "", fmt.Errorf("save photo: %w", err)
	}
	return id, nil
}

func (p Photos) DeletePhoto(ctx context.Context, id string) error {
	return errors.Join(p.Store.Delete(ctx, photoKey(id, Full)), p.Store.Delete(ctx, photoKey(id, Thumb)))
}

// OpenPhoto streams one variant; ErrNotFound when it is not there.
func (p Photos) OpenPhoto(ctx context.Context, id, variant string) (io.ReadCloser, error) {
	if !ValidPhotoID(id) || (variant != Full && variant != Thumb) {
		return nil, ErrNotFound
	}
	return p.Store.Open(ctx, photoKey(id, variant))
}
