package storage

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/reshimgathi/reshimgathi/app"
)

// Documents keeps the images of identity documents and selfies members send for verification
// (docs/adr/0016-trust-and-safety.md) as documents/<128 random bits>.jpg, beside the pictures
// but apart from them: the media route serves photos/<id>/… only (a photo id is 26 base-32
// characters, which never names this folder), so no member route reads a document. Only the
// admins' queue opens them, and they are deleted once decided.
type Documents struct{ Store Store }

var _ app.DocumentStore = Documents{}

const documentsPrefix = "documents/"

func (d Documents) SaveDocument(ctx context.Context, jpeg []byte) (string, error) {
	key := NewKey("documents") + ".jpg"
	if err := d.Store.Put(ctx, key, jpeg, "image/jpeg"); err != nil {
		return "", fmt.Errorf("save document: %w", err)
	}
	return key, nil
}

// OpenDocument reads a document; a key outside the documents folder is ErrNotFound.
func (d Documents) OpenDocument(ctx context.Context, key string) (io.ReadCloser, error) {
	if !strings.HasPrefix(key, documentsPrefix) {
		return nil, ErrNotFound
	}
	return d.Store.Open(ctx, key)
}

func (d Documents) DeleteDocument(ctx context.Context, key string) error {
	if !strings.HasPrefix(key, documentsPrefix) {
		return ErrInvalidKey
	}
	return d.Store.Delete(ctx, key)
}
