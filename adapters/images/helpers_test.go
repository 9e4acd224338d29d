package images

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"
)

var be = binary.BigEndian

func encodeJPEGTest(t testing.TB, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func encodePNGTest(t testing.TB, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func solid(w, h int, c color.Color) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, c)
		}
	}
	return img
}

// insertSegments splices marker segments right after SOI, where cameras put
// their metadata.
func insertSegments(jpg []byte, segs ...[]byte) []byte {
	out := append([]byte{}, jpg[:2]...)
	for _, s := range segs {
		out = append(out, s...)
	}
	return append(out, jpg[2:]...)
}

func segment(marker byte, payload []byte) []byte {
	b := []byte{0xFF, marker}
	b = be.AppendUint16(b, uint16(len(payload)+2))
	return append(b, payload...)
}

type ifdEntry struct {
	tag, typ uint16
	count    uint32
	value    [4]byte
}

func appendIFD(b []byte, entries []ifdEntry) []byte {
	b = be.AppendUint16(b, uint16(len(entries)))
	for _, e := range entries {
		b = be.AppendUint16(b, e.tag)
		b = be.AppendUint16(b, e.typ)
		b = be.AppendUint32(b, e.count)
		b = append(b, e.value[:]...)
	}
	return be.AppendUint32(b, 0) // no next IFD
}

func u32(v uint32) (a [4]byte) { be.PutUint32(a[:], v); return }
func u16(v uint16) (a [4]byte) { be.PutUint16(a[:], v); return }

// exifAPP1 builds a big-endian Exif APP1 segment with an orientation tag and a
// GPS IFD (latitude 18°31'12" N plus a processing method spelling "GPS"), the
// kind of location leak a phone photo carries.
func exifAPP1(orientation uint16) []byte {
	const ifd0 = 8
	const gpsIFD = ifd0 + 2 + 2*12 + 4 // 38
	const gpsData = gpsIFD + 2 + 3*12 + 4
	method := []byte("ASCII\x00\x00\x00GPS")
	tiff := []byte("MM\x00\x2a")
	tiff = be.AppendUint32(tiff, ifd0)
	tiff = appendIFD(tiff, []ifdEntry{
		{tagOrientation, typeShort, 1, u16(orientation)},
		{0x8825, 4, 1, u32(gpsIFD)},
	})
	tiff = appendIFD(tiff, []ifdEntry{
		{0x0001, 2, 2, [4]byte{'N'}},
		{0x0002, 5, 3, u32(gpsData)},
		{0x001B, 7, uint32(len(method)), u32(gpsData + 24)},
	})
	for _, v := range []uint32{18, 1, 31, 1, 12, 1} {
		tiff = be.AppendUint32(tiff, v)
	}
	tiff = append(tiff, method...)
	return segment(0xE1, append([]byte("Exif\x00\x00"), tiff...))
}

func pngChunk(typ string, data []byte) []byte {
	b := be.AppendUint32(nil, uint32(len(data)))
	b = append(b, typ...)
	b = append(b, data...)
	return be.AppendUint32(b, crc32.ChecksumIEEE(append([]byte(typ), data...)))
}

// craftPNG returns a tiny PNG whose IHDR claims w×h but whose IDAT is an empty
// zlib stream: a decompression-bomb stand-in that costs nothing on disk.
func craftPNG(w, h uint32, bitDepth, colorType byte) []byte {
	ihdr := be.AppendUint32(nil, w)
	ihdr = be.AppendUint32(ihdr, h)
	ihdr = append(ihdr, bitDepth, colorType, 0, 0, 0)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Close()
	b := []byte("\x89PNG\r\n\x1a\n")
	b = append(b, pngChunk("IHDR", ihdr)...)
	b = append(b, pngChunk("IDAT", z.Bytes())...)
	return append(b, pngChunk("IEND", nil)...)
}

// craftInterlacedPNG is craftPNG with the Adam7 interlace flag set.
func craftInterlacedPNG(w, h uint32, bitDepth, colorType byte) []byte {
	b := craftPNG(w, h, bitDepth, colorType)
	b[28] = 1
	be.PutUint32(b[29:], crc32.ChecksumIEEE(b[12:29]))
	return b
}

// craftProgressiveJPEG is a structurally valid progressive grayscale JPEG
// header (DQT, SOF2, DHT, a DC-only SOS) with a few bytes of scan data: the
// decoder allocates its whole coefficient buffer before noticing data is short.
func craftProgressiveJPEG(w, h uint16) []byte {
	b := []byte{0xFF, 0xD8}
	b = append(b, segment(0xDB, append([]byte{0x00}, bytes.Repeat([]byte{1}, 64)...))...)
	sof := []byte{8}
	sof = be.AppendUint16(sof, h)
	sof = be.AppendUint16(sof, w)
	sof = append(sof, 1, 1, 0x11, 0)
	b = append(b, segment(0xC2, sof)...)
	dht := []byte{0x00, 1} // DC table 0: one code of length 1 ...
	dht = append(dht, make([]byte, 15)...)
	dht = append(dht, 0) // ... for category 0 (difference 0)
	b = append(b, segment(0xC4, dht)...)
	b = append(b, segment(0xDA, []byte{1, 1, 0x00, 0, 0, 0x00})...)
	b = append(b, make([]byte, 16)...)
	return append(b, 0xFF, 0xD9)
}

// craftLosslessWebP is a RIFF/VP8L header claiming w×h with no pixel data.
func craftLosslessWebP(w, h uint32) []byte {
	chunk := []byte{0x2F}
	chunk = binary.LittleEndian.AppendUint32(chunk, (w-1)|(h-1)<<14)
	b := []byte("RIFF")
	b = binary.LittleEndian.AppendUint32(b, uint32(4+8+len(chunk)+1))
	b = append(b, "WEBPVP8L"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(chunk)))
	return append(append(b, chunk...), 0) // pad to even length
}

// markersBeforeScan lists the marker bytes of a JPEG up to start-of-scan.
func markersBeforeScan(b []byte) []byte {
	var ms []byte
	for i := 2; i+4 <= len(b) && b[i] == 0xFF; {
		m := b[i+1]
		ms = append(ms, m)
		if m == 0xDA {
			break
		}
		i += 2 + int(be.Uint16(b[i+2:]))
	}
	return ms
}

func decodeOutput(t testing.TB, b []byte) image.Image {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("output is not a valid JPEG: %v", err)
	}
	return img
}

// near reports whether c is within tol of want on every RGB channel.
func near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(a uint32, w uint8) bool { return abs(int(a>>8)-int(w)) <= tol }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
