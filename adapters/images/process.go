// Package images turns untrusted profile-photo uploads into small, clean JPEGs.
//
// Every upload is treated as hostile: the type is sniffed from the bytes, the
// header dimensions are vetted before any pixel buffer is allocated, and the
// output is re-encoded from pixels so no metadata (EXIF/GPS/XMP/ICC/comments)
// can survive.
package images

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"sync"

	"golang.org/x/image/webp"

	"github.com/reshimgathi/reshimgathi/app"
	"github.com/reshimgathi/reshimgathi/domain/errs"
)

// Sentinel errors; the HTTP layer maps them to status codes.
var (
	// The picture errors carry their kind, code and member-readable message, so the HTTP adapter
	// maps them by kind (adapters/httpapi/problem.go) without knowing this package.
	ErrUnsupportedType = errs.New(errs.ErrUnsupportedMedia, "unsupported_media_type", "The picture must be a JPEG, PNG or WebP image.")
	ErrTooLarge        = errs.New(errs.ErrTooLarge, "payload_too_large", "The picture must be at most 5 MB.")
	ErrDimensions      = errs.New(errs.ErrUnprocessable, "image_dimensions", "The picture is too small or too large. Please choose another photo.")
	ErrCorrupt         = errs.New(errs.ErrUnprocessable, "image_unreadable", "The picture could not be read. Please choose another photo.")
)

const (
	// MaxBytes is the largest accepted upload.
	MaxBytes = 5 << 20
	// MaxPixels caps width*height whatever the encoding.
	MaxPixels = 40_000_000
	// MaxSide caps either side, so absurd strips (1×40M) are refused too.
	MaxSide = 10000
	// MinSide rejects images too small to be a meaningful profile photo.
	MinSide = 64

	// FullSize, MediumSize and ThumbSize are the bounding boxes of the three renditions. Medium
	// exists for the 2×/3× screens that show a card's 88–120 CSS px picture: the thumb is blurry
	// there and the full picture four times the bytes it needs.
	FullSize   = 640
	MediumSize = 320
	ThumbSize  = 160

	jpegQuality = 82
	// maxDecodedBytes is the memory budget of one decode. A 40 MP baseline
	// JPEG or 8-bit PNG fits; costlier encodings get a lower pixel limit.
	maxDecodedBytes = MaxPixels * 4
)

// Processed is the result of a successful Process.
type Processed struct {
	Full, Medium, Thumb []byte
	ContentType         string // always "image/jpeg"
	Width, Height       int    // of Full, after EXIF orientation
}

// decodeSlots bounds concurrent decodes: each can hold ~160 MB of pixels, so a
// flood of uploads must queue rather than exhaust memory. The upload is read
// before a slot is taken so slow clients cannot starve everyone else.
var decodeSlots = make(chan struct{}, 2)

type format int

const (
	formatUnknown format = iota
	formatJPEG
	formatPNG
	formatWebP
)

// Processor is the picture pipeline as the HTTP adapter's PhotoProcessor port sees it.
type Processor struct{}

// ProcessPhoto reads one upload into the renditions the product stores.
func (Processor) ProcessPhoto(ctx context.Context, r io.Reader) (app.Photo, error) {
	p, err := ProcessContext(ctx, r)
	if err != nil {
		return app.Photo{}, err
	}
	return app.Photo{Full: p.Full, Medium: p.Medium, Thumb: p.Thumb}, nil
}

// ProcessDocument reads an identity document or a selfie into the JPEG kept for review.
func (Processor) ProcessDocument(ctx context.Context, r io.Reader) ([]byte, error) {
	return ProcessDocumentContext(ctx, r)
}

// placeholders are drawn once per variant: the same bytes for every hidden picture.
var placeholders = sync.OnceValue(func() map[string][]byte {
	return map[string][]byte{"full": Placeholder(FullSize), "medium": Placeholder(MediumSize), "thumb": Placeholder(ThumbSize)}
})

// Placeholder is the blurred stand-in for a hidden picture's variant ("full", "medium" or "thumb").
func (Processor) Placeholder(variant string) []byte { return placeholders()[variant] }

// Process is ProcessContext without cancellation.
func Process(r io.Reader) (Processed, error) {
	return ProcessContext(context.Background(), r)
}

// ProcessContext validates and normalises one upload. Errors are one of the
// package sentinels (possibly wrapped), ctx.Err() if ctx ends while waiting
// for a decode slot, or a wrapped read error from r.
func ProcessContext(ctx context.Context, r io.Reader) (Processed, error) {
	var p Processed
	err := admit(ctx, r, func(f format, data []byte, cfg image.Config) (err error) {
		p, err = transform(f, data, cfg)
		return err
	})
	return p, err
}

// admit reads and vets one upload the same way for every kind of image (type from the bytes,
// dimensions before any pixel, a decode slot), then runs convert on it.
func admit(ctx context.Context, r io.Reader, convert func(format, []byte, image.Config) error) error {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return fmt.Errorf("images: reading upload: %w", err)
	}
	if len(data) > MaxBytes {
		return ErrTooLarge
	}
	f := sniff(data)
	if f == formatUnknown {
		return ErrUnsupportedType
	}
	cfg, err := decodeConfig(f, data)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if err := checkDimensions(f, cfg, data); err != nil {
		return err
	}

	select {
	case decodeSlots <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-decodeSlots }()
	return convert(f, data, cfg)
}

// sniff trusts only magic bytes: names and declared MIME types are attacker
// controlled, and image.Decode would also accept any other registered format.
func sniff(b []byte) format {
	switch {
	case len(b) >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF:
		return formatJPEG
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return formatPNG
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return formatWebP
	}
	return formatUnknown
}

func decodeConfig(f format, b []byte) (image.Config, error) {
	r := bytes.NewReader(b)
	switch f {
	case formatJPEG:
		return jpeg.DecodeConfig(r)
	case formatPNG:
		return png.DecodeConfig(r)
	case formatWebP:
		return webp.DecodeConfig(r)
	}
	return image.Config{}, ErrUnsupportedType
}

func decode(f format, b []byte) (image.Image, error) {
	r := bytes.NewReader(b)
	switch f {
	case formatJPEG:
		return jpeg.Decode(r)
	case formatPNG:
		return png.Decode(r)
	case formatWebP:
		return webp.Decode(r)
	}
	return nil, ErrUnsupportedType
}

func checkDimensions(f format, cfg image.Config, data []byte) error {
	w, h := int64(cfg.Width), int64(cfg.Height)
	switch {
	case w < MinSide || h < MinSide, w > MaxSide || h > MaxSide, w*h > MaxPixels:
		return fmt.Errorf("%w: %dx%d", ErrDimensions, w, h)
	case float64(w*h)*decodeBytesPerPixel(f, cfg.ColorModel, data) > maxDecodedBytes:
		return fmt.Errorf("%w: %dx%d is too costly to decode in this encoding", ErrDimensions, w, h)
	}
	return nil
}

// decodeBytesPerPixel estimates the decoder's peak allocation per pixel. It
// depends on the encoding as much as on the size: flipping a JPEG to
// progressive or a PNG to 16-bit multiplies the memory a decode needs.
func decodeBytesPerPixel(f format, m color.Model, data []byte) float64 {
	switch f {
	case formatJPEG:
		jm := scanJPEG(data)
		bpp := jm.samples
		if jm.progressive { // plus one [64]int32 block per 8×8 samples
			bpp += 4 * jm.samples
		}
		if jm.converted {
			bpp += 4
		}
		return bpp
	case formatWebP:
		// Lossless (also behind VP8X, which reports YCbCr) needs the NRGBA
		// output plus a same-size transform buffer; alpha adds a lossless plane.
		if m == color.NYCbCrAModel {
			return 11
		}
		return 8
	}
	bpp := 4.0
	switch m {
	case color.GrayModel, color.AlphaModel:
		bpp = 1
	case color.Gray16Model, color.Alpha16Model:
		bpp = 2
	case color.RGBA64Model, color.NRGBA64Model:
		bpp = 8
	}
	if _, ok := m.(color.Palette); ok {
		bpp = 1
	}
	// Adam7-interlaced PNGs decode each pass separately, then merge.
	if len(data) > 28 && data[28] == 1 {
		bpp *= 2
	}
	return bpp
}

func transform(f format, data []byte, cfg image.Config) (p Processed, err error) {
	// A decoder bug on crafted input must cost one request, not the process;
	// the deferred slot release in the caller still runs.
	defer func() {
		if r := recover(); r != nil {
			p, err = Processed{}, fmt.Errorf("%w: decoder panic: %v", ErrCorrupt, r)
		}
	}()
	img, err := decode(f, data)
	if err != nil {
		return Processed{}, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		return Processed{}, fmt.Errorf("%w: header and pixel data disagree", ErrCorrupt)
	}
	orientation := 1
	if f == formatJPEG {
		orientation = scanJPEG(data).orientation
	}
	// The bounding box is square, so fitting before rotating gives the same
	// size and lets us rotate the small image instead of the big one.
	full := fit(img, FullSize)
	flattenOnWhite(full)
	full = orient(full, orientation)
	// Both smaller renditions come from the full one, which is already oriented and flattened.
	medium, thumb := fit(full, MediumSize), fit(full, ThumbSize)

	if p.Full, err = encodeJPEG(full); err != nil {
		return Processed{}, err
	}
	if p.Medium, err = encodeJPEG(medium); err != nil {
		return Processed{}, err
	}
	if p.Thumb, err = encodeJPEG(thumb); err != nil {
		return Processed{}, err
	}
	p.ContentType = "image/jpeg"
	p.Width, p.Height = full.Rect.Dx(), full.Rect.Dy()
	return p, nil
}

func encodeJPEG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return nil, fmt.Errorf("images: encoding jpeg: %w", err)
	}
	return buf.Bytes(), nil
}
