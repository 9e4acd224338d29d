package images

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"os"
	"strings"
	"testing"
)

func FuzzProcess(f *testing.F) {
	f.Add(encodePNGTest(f, solid(64, 64, red)))
	f.Add(encodePNGTest(f, image.NewGray16(image.Rect(0, 0, 70, 65))))
	f.Add(encodePNGTest(f, image.NewPaletted(image.Rect(0, 0, 64, 80), color.Palette{red, blue})))
	jpg := encodeJPEGTest(f, solid(96, 64, blue))
	f.Add(jpg)
	f.Add(insertSegments(jpg, exifAPP1(6)))
	f.Add(jpg[:len(jpg)/2])
	f.Add(craftPNG(20000, 20000, 8, 0))
	f.Add(craftPNG(64, 64, 8, 2))
	f.Add(craftProgressiveJPEG(64, 64))
	f.Add(craftLosslessWebP(64, 64))
	f.Add([]byte("<!DOCTYPE html><p>not a photo"))
	for _, name := range []string{"gopher-doc.1bpp.lossless.webp", "blue-purple-pink.lossy.webp"} {
		b, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		p, err := Process(bytes.NewReader(in))
		if err != nil {
			for _, s := range []error{ErrUnsupportedType, ErrTooLarge, ErrDimensions, ErrCorrupt} {
				if errors.Is(err, s) {
					return
				}
			}
			t.Fatalf("error %v is not one of the package sentinels", err)
		}
		full := decodeOutput(t, p.Full)
		if s := full.Bounds().Size(); s.X > FullSize || s.Y > FullSize || s.X != p.Width || s.Y != p.Height {
			t.Fatalf("full %v, reported %dx%d", s, p.Width, p.Height)
		}
		if s := decodeOutput(t, p.Thumb).Bounds().Size(); s.X > ThumbSize || s.Y > ThumbSize {
			t.Fatalf("thumb %v exceeds %d", s, ThumbSize)
		}
		if strings.Contains(string(p.Full), "Exif") || strings.Contains(string(p.Thumb), "Exif") {
			t.Fatal("output carries Exif")
		}
	})
}
