package images

import (
	"image"
	"image/color"
	"testing"
)

func TestOrientAllEight(t *testing.T) {
	// 3×2 source; track where its top-left (TL) and top-right (TR) pixels land.
	src := image.NewRGBA(image.Rect(0, 0, 3, 2))
	tl, tr := color.RGBA{1, 0, 0, 255}, color.RGBA{2, 0, 0, 255}
	src.SetRGBA(0, 0, tl)
	src.SetRGBA(2, 0, tr)
	want := map[int][2]image.Point{ // orientation → {TL pos, TR pos}; size follows
		1: {{0, 0}, {2, 0}}, 2: {{2, 0}, {0, 0}}, 3: {{2, 1}, {0, 1}}, 4: {{0, 1}, {2, 1}},
		5: {{0, 0}, {0, 2}}, 6: {{1, 0}, {1, 2}}, 7: {{1, 2}, {1, 0}}, 8: {{0, 2}, {0, 0}},
	}
	for o, pos := range want {
		got := orient(src, o)
		wantSize := image.Pt(3, 2)
		if o >= 5 {
			wantSize = image.Pt(2, 3)
		}
		if got.Rect.Size() != wantSize {
			t.Errorf("orientation %d: size %v, want %v", o, got.Rect.Size(), wantSize)
			continue
		}
		if got.RGBAAt(pos[0].X, pos[0].Y) != tl || got.RGBAAt(pos[1].X, pos[1].Y) != tr {
			t.Errorf("orientation %d: TL/TR not at %v", o, pos)
		}
	}
}

func TestJPEGOrientationParsing(t *testing.T) {
	base := encodeJPEGTest(t, solid(64, 64, red))
	le := append([]byte("Exif\x00\x00II\x2a\x00\x08\x00\x00\x00\x01\x00"),
		0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0, 0, 0, 0)
	cases := map[string]struct {
		in   []byte
		want int
	}{
		"none":              {base, 1},
		"big endian 3":      {insertSegments(base, exifAPP1(3)), 3},
		"little endian 8":   {insertSegments(base, segment(0xE1, le)), 8},
		"out of range 9":    {insertSegments(base, exifAPP1(9)), 1},
		"after XMP APP1":    {insertSegments(base, segment(0xE1, []byte("http://ns.adobe.com/xap/1.0/\x00")), exifAPP1(5)), 5},
		"truncated segment": {append([]byte{0xFF, 0xD8}, exifAPP1(6)[:20]...), 1},
		"bad ifd offset":    {insertSegments(base, segment(0xE1, []byte("Exif\x00\x00MM\x00\x2a\xff\xff\xff\xf0"))), 1},
		"not a jpeg":        {[]byte("hello"), 1},
	}
	for name, tc := range cases {
		if got := scanJPEG(tc.in).orientation; got != tc.want {
			t.Errorf("%s: got %d, want %d", name, got, tc.want)
		}
	}
}

func TestScanJPEGFrame(t *testing.T) {
	colour := scanJPEG(encodeJPEGTest(t, solid(64, 64, red)))
	if colour.progressive || colour.converted || colour.samples != 1.5 {
		t.Errorf("stdlib 4:2:0 baseline: %+v", colour)
	}
	gray := scanJPEG(encodeJPEGTest(t, image.NewGray(image.Rect(0, 0, 64, 64))))
	if gray.progressive || gray.converted || gray.samples != 1 {
		t.Errorf("gray baseline: %+v", gray)
	}
	if p := scanJPEG(craftProgressiveJPEG(64, 64)); !p.progressive || p.samples != 1 {
		t.Errorf("progressive: %+v", p)
	}
	// Without a frame header, assume the costliest decode.
	if m := scanJPEG([]byte{0xFF, 0xD8, 0xFF, 0xD9}); !m.progressive || !m.converted || m.samples < 3 {
		t.Errorf("no SOF: %+v", m)
	}
}
