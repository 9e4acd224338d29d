package images

import (
	"context"
	"fmt"
	"image"
	"io"
)

// DocumentSize is the bounding box of an identity document or a selfie sent for verification
// (docs/adr/0016-trust-and-safety.md): large enough for an admin to read a card's print, and
// like every picture re-encoded from pixels, so no metadata (EXIF, GPS) survives.
const DocumentSize = 1280

// ProcessDocumentContext vets an upload exactly as ProcessContext does and answers one JPEG of
// at most DocumentSize on its longer side, orientation applied.
func ProcessDocumentContext(ctx context.Context, r io.Reader) ([]byte, error) {
	var out []byte
	err := admit(ctx, r, func(f format, data []byte, cfg image.Config) (err error) {
		out, err = transformDocument(f, data, cfg)
		return err
	})
	return out, err
}

func transformDocument(f format, data []byte, cfg image.Config) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("%w: decoder panic: %v", ErrCorrupt, r)
		}
	}()
	img, err := decode(f, data)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		return nil, fmt.Errorf("%w: header and pixel data disagree", ErrCorrupt)
	}
	orientation := 1
	if f == formatJPEG {
		orientation = scanJPEG(data).orientation
	}
	doc := fit(img, DocumentSize)
	flattenOnWhite(doc)
	return encodeJPEG(orient(doc, orientation))
}
