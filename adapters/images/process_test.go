package images

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"io"
	"os"
	"runtime"
	"testing"
	"time"
)

var (
	red  = color.RGBA{255, 0, 0, 255}
	blue = color.RGBA{0, 0, 255, 255}
)

func TestRejectsNonImagesWhateverTheirName(t *testing.T) {
	cases := map[string][]byte{
		"x.jpg (html)":    []byte("<!DOCTYPE html><html><script>alert(1)</script></html>"),
		"svg":             []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
		"gif":             append([]byte("GIF89a"), make([]byte, 64)...),
		"pdf":             []byte("%PDF-1.7\n"),
		"riff wave":       []byte("RIFF\x24\x00\x00\x00WAVEfmt "),
		"empty":           nil,
		"two magic bytes": {0xFF, 0xD8},
	}
	for name, b := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := Process(bytes.NewReader(b)); !errors.Is(err, ErrUnsupportedType) {
				t.Fatalf("err = %v, want ErrUnsupportedType", err)
			}
		})
	}
}

func TestPolyglotWithJPEGMagicIsCorrupt(t *testing.T) {
	b := append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, "<html><script>alert(1)</script>"...)
	if _, err := Process(bytes.NewReader(b)); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("err = %v, want ErrCorrupt", err)
	}
}

func TestTooLarge(t *testing.T) {
	b := append([]byte{0xFF, 0xD8, 0xFF}, make([]byte, MaxBytes-2)...) // MaxBytes+1
	if _, err := Process(bytes.NewReader(b)); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("MaxBytes+1: err = %v, want ErrTooLarge", err)
	}
	if _, err := Process(bytes.NewReader(b[:MaxBytes])); errors.Is(err, ErrTooLarge) {
		t.Fatalf("exactly MaxBytes must not be ErrTooLarge, got %v", err)
	}
}

type endlessReader struct{ n int64 }

func (r *endlessReader) Read(p []byte) (int, error) {
	clear(p)
	r.n += int64(len(p))
	return len(p), nil
}

func TestReadsAtMostMaxBytesPlusOne(t *testing.T) {
	r := &endlessReader{}
	if _, err := Process(r); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
	if r.n > MaxBytes+1 {
		t.Fatalf("consumed %d bytes from an endless stream, want <= %d", r.n, MaxBytes+1)
	}
}

func TestDimensionLimits(t *testing.T) {
	cases := map[string][]byte{
		"side over MaxSide":        craftPNG(20000, 100, 8, 0),
		"too many pixels":          craftPNG(7000, 7000, 8, 0),
		"16-bit over byte budget":  craftPNG(5000, 5000, 16, 6),
		"too small":                encodePNGTest(t, solid(32, 32, red)),
		"too narrow":               encodePNGTest(t, solid(63, 500, red)),
		"jpeg taller than MaxSide": tallJPEG(t),
		// Within MaxPixels, but the encoding makes the decode too costly:
		"progressive jpeg":    craftProgressiveJPEG(6000, 6000),
		"interlaced rgba png": craftInterlacedPNG(4500, 4500, 8, 6),
		"lossless webp":       craftLosslessWebP(6000, 6000),
	}
	for name, b := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := Process(bytes.NewReader(b)); !errors.Is(err, ErrDimensions) {
				t.Fatalf("err = %v, want ErrDimensions", err)
			}
		})
	}
}

// tallJPEG is a valid 64×64 JPEG whose SOF0 header is patched to claim 12000 rows.
func tallJPEG(t *testing.T) []byte {
	j := encodeJPEGTest(t, solid(64, 64, red))
	for i := 2; i+9 < len(j); i++ {
		if j[i] == 0xFF && j[i+1] == 0xC0 {
			be.PutUint16(j[i+5:], 12000)
			return j
		}
	}
	t.Fatal("no SOF0 marker")
	return nil
}

// TestDecompressionBombIsRejectedBeforeDecoding fails if Process ever
// allocates the pixel buffer (400 MB here) before checking the header.
func TestDecompressionBombIsRejectedBeforeDecoding(t *testing.T) {
	bombs := map[string][]byte{
		"20000x20000 png":            craftPNG(20000, 20000, 8, 0),     // 400 MB as Gray
		"6000x6000 progressive jpeg": craftProgressiveJPEG(6000, 6000), // 36 MB pixels + 144 MB coefficients
	}
	for name, bomb := range bombs {
		t.Run(name, func(t *testing.T) {
			if len(bomb) > 256 {
				t.Fatalf("crafted bomb is %d bytes, want tiny", len(bomb))
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			_, err := Process(bytes.NewReader(bomb))
			runtime.ReadMemStats(&after)
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
				t.Errorf("allocated %d MiB for a rejected image, want < 16 MiB", alloc>>20)
			}
			if !errors.Is(err, ErrDimensions) {
				t.Errorf("err = %v, want ErrDimensions", err)
			}
		})
	}
}

func TestJPEGMetadataIsStrippedAndOrientationApplied(t *testing.T) {
	// 200×100: left half red, right half blue. Orientation 6 means "rotate
	// 90° clockwise to display", so the red half must end up on top.
	src := image.NewRGBA(image.Rect(0, 0, 200, 100))
	for y := range 100 {
		for x := range 200 {
			src.Set(x, y, map[bool]color.RGBA{true: red, false: blue}[x < 100])
		}
	}
	in := insertSegments(encodeJPEGTest(t, src),
		exifAPP1(6),
		segment(0xE1, []byte("http://ns.adobe.com/xap/1.0/\x00<x:xmpmeta>secret-xmp</x:xmpmeta>")),
		segment(0xE2, []byte("ICC_PROFILE\x00\x01\x01secret-icc")),
		segment(0xFE, []byte("secret-comment")),
	)
	for _, s := range []string{"Exif", "GPS", "secret"} {
		if !bytes.Contains(in, []byte(s)) {
			t.Fatalf("test input lacks %q; the stripping assertions would be vacuous", s)
		}
	}
	if o := scanJPEG(in).orientation; o != 6 {
		t.Fatalf("scanJPEG(input).orientation = %d, want 6", o)
	}

	p, err := Process(bytes.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if p.ContentType != "image/jpeg" {
		t.Errorf("ContentType = %q", p.ContentType)
	}
	if p.Width != 100 || p.Height != 200 {
		t.Fatalf("size = %dx%d, want 100x200 (swapped by orientation 6)", p.Width, p.Height)
	}
	for name, out := range map[string][]byte{"full": p.Full, "medium": p.Medium, "thumb": p.Thumb} {
		for _, s := range []string{"Exif", "GPS", "secret", "xmpmeta", "ICC_PROFILE", "http://ns.adobe.com"} {
			if bytes.Contains(out, []byte(s)) {
				t.Errorf("%s output still contains %q", name, s)
			}
		}
		for _, m := range markersBeforeScan(out) {
			if m >= 0xE0 && m <= 0xEF || m == 0xFE {
				t.Errorf("%s output has metadata marker FF%02X", name, m)
			}
		}
	}
	full := decodeOutput(t, p.Full)
	if b := full.Bounds(); b.Dx() != 100 || b.Dy() != 200 {
		t.Fatalf("decoded full is %v", b)
	}
	if c := full.At(50, 20); !near(c, red, 40) {
		t.Errorf("top should be red after rotating clockwise, got %v", c)
	}
	if c := full.At(50, 180); !near(c, blue, 40) {
		t.Errorf("bottom should be blue after rotating clockwise, got %v", c)
	}
	if b := decodeOutput(t, p.Medium).Bounds(); b.Dx() != 100 || b.Dy() != 200 {
		t.Errorf("medium is %v, want 100x200 (within its box, so the full size)", b)
	}
	if c := decodeOutput(t, p.Medium).At(40, 20); !near(c, red, 40) {
		t.Errorf("medium's top should be red like full's, got %v", c)
	}
	if b := decodeOutput(t, p.Thumb).Bounds(); b.Dx() != 80 || b.Dy() != 160 {
		t.Errorf("thumb is %v, want 80x160", b)
	}
}

func TestResizeKeepsAspectRatioAndNeverUpscales(t *testing.T) {
	cases := []struct {
		name                string
		in                  []byte
		full, medium, thumb image.Point
		centre              color.RGBA
		centreTolSrc        int
	}{
		{"small png", encodePNGTest(t, solid(300, 200, color.RGBA{0, 200, 0, 255})), image.Pt(300, 200), image.Pt(300, 200), image.Pt(160, 107), color.RGBA{0, 200, 0, 255}, 20},
		{"landscape png", encodePNGTest(t, solid(1280, 960, blue)), image.Pt(640, 480), image.Pt(320, 240), image.Pt(160, 120), blue, 20},
		{"portrait png", encodePNGTest(t, solid(900, 1800, red)), image.Pt(320, 640), image.Pt(160, 320), image.Pt(80, 160), red, 20},
		{"big jpeg (box pre-shrink)", encodeJPEGTest(t, solid(3000, 2000, color.RGBA{200, 100, 50, 255})), image.Pt(640, 427), image.Pt(320, 214), image.Pt(160, 107), color.RGBA{200, 100, 50, 255}, 20},
		{"transparent png becomes white", encodePNGTest(t, solid(100, 100, color.NRGBA{0, 0, 0, 0})), image.Pt(100, 100), image.Pt(100, 100), image.Pt(100, 100), color.RGBA{255, 255, 255, 255}, 10},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Process(bytes.NewReader(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			full, medium, thumb := decodeOutput(t, p.Full), decodeOutput(t, p.Medium), decodeOutput(t, p.Thumb)
			if got := full.Bounds().Size(); got != tc.full || p.Width != got.X || p.Height != got.Y {
				t.Errorf("full = %v (reported %dx%d), want %v", got, p.Width, p.Height, tc.full)
			}
			if got := medium.Bounds().Size(); got != tc.medium {
				t.Errorf("medium = %v, want %v", got, tc.medium)
			}
			if c := medium.At(tc.medium.X/2, tc.medium.Y/2); !near(c, tc.centre, tc.centreTolSrc) {
				t.Errorf("medium centre colour %v, want ~%v", c, tc.centre)
			}
			if got := thumb.Bounds().Size(); got != tc.thumb {
				t.Errorf("thumb = %v, want %v", got, tc.thumb)
			}
			if c := full.At(tc.full.X/2, tc.full.Y/2); !near(c, tc.centre, tc.centreTolSrc) {
				t.Errorf("centre colour %v, want ~%v", c, tc.centre)
			}
		})
	}
}

func TestWebP(t *testing.T) {
	for file, size := range map[string]image.Point{
		"gopher-doc.1bpp.lossless.webp": image.Pt(75, 100),
		"blue-purple-pink.lossy.webp":   image.Pt(150, 100),
	} {
		t.Run(file, func(t *testing.T) {
			b, err := os.ReadFile("testdata/" + file)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Process(bytes.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			if got := decodeOutput(t, p.Full).Bounds().Size(); got != size {
				t.Errorf("full = %v, want %v", got, size)
			}
			if bytes.Contains(p.Full, []byte("RIFF")) {
				t.Error("output still looks like WebP")
			}
		})
	}
}

func TestDecodeConcurrencyIsBounded(t *testing.T) {
	in := encodePNGTest(t, solid(64, 64, red))
	for range cap(decodeSlots) {
		decodeSlots <- struct{}{}
	}
	release := func() {
		for len(decodeSlots) > 0 {
			<-decodeSlots
		}
	}
	defer release()

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := ProcessContext(ctx, bytes.NewReader(in)); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("with all slots busy: err = %v, want DeadlineExceeded", err)
	}

	done := make(chan error, 1)
	go func() { _, err := Process(bytes.NewReader(in)); done <- err }()
	select {
	case err := <-done:
		t.Fatalf("Process finished (%v) while every decode slot was taken", err)
	case <-time.After(100 * time.Millisecond):
	}
	<-decodeSlots
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Process did not resume after a slot was freed")
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

func TestReadErrorIsPassedThrough(t *testing.T) {
	_, err := Process(failingReader{})
	if !errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, ErrCorrupt) {
		t.Fatalf("err = %v, want the reader's error unwrapped as-is", err)
	}
}

// Every variant a link can name has a placeholder of that variant's size, so a hidden picture's
// srcset is blurred at every width.
func TestPlaceholderForEveryVariant(t *testing.T) {
	for variant, side := range map[string]int{"full": FullSize, "medium": MediumSize, "thumb": ThumbSize} {
		if b := decodeOutput(t, Processor{}.Placeholder(variant)).Bounds(); b.Dx() != side || b.Dy() != side {
			t.Errorf("%s placeholder is %v, want %d×%d", variant, b, side, side)
		}
	}
}
