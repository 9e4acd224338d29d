package images

import (
	"bytes"
	"encoding/binary"
)

const (
	tagOrientation = 0x0112
	typeShort      = 3
)

// jpegMeta is what Process needs from a JPEG's header segments.
type jpegMeta struct {
	orientation int     // EXIF orientation 1–8
	progressive bool    // SOF2: the decoder buffers every DCT coefficient
	samples     float64 // component samples per pixel: 1 gray, 1.5 for 4:2:0, 3 for 4:4:4
	converted   bool    // CMYK or RGB: the decoder allocates a second, 4-byte-per-pixel image
}

// scanJPEG walks the marker segments before the first scan. It never fails:
// a broken EXIF tag must not reject an otherwise fine photo (orientation
// falls back to 1), while an unparsable frame header assumes the costliest
// decode so the memory budget errs on the safe side.
func scanJPEG(b []byte) jpegMeta {
	m := jpegMeta{orientation: 0, progressive: true, samples: 4, converted: true}
	sawSOF, adobeRGB := false, false
	if len(b) < 2 || b[0] != 0xFF || b[1] != 0xD8 {
		b = nil
	}
	for i := 2; i+4 <= len(b); {
		if b[i] != 0xFF {
			break
		}
		marker := b[i+1]
		if marker == 0xFF { // fill byte before a marker
			i++
			continue
		}
		if marker == 0x01 || marker == 0xD8 || (marker >= 0xD0 && marker <= 0xD7) { // no length field
			i += 2
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan / end of image
			break
		}
		n := int(binary.BigEndian.Uint16(b[i+2:]))
		if n < 2 || n > len(b)-i-2 {
			break
		}
		seg := b[i+4 : i+2+n]
		switch {
		case marker == 0xE1 && m.orientation == 0 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")):
			m.orientation = tiffOrientation(seg[6:])
		case marker == 0xEE && len(seg) >= 12 && bytes.HasPrefix(seg, []byte("Adobe")):
			adobeRGB = seg[11] == 0 // transform 0: components are not YCbCr
		case !sawSOF && marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
			sawSOF = parseSOF(&m, marker, seg)
		}
		i += 2 + n
	}
	if m.orientation == 0 {
		m.orientation = 1
	}
	if sawSOF && adobeRGB {
		m.converted = true
	}
	return m
}

// parseSOF fills the frame fields of m from a start-of-frame payload.
func parseSOF(m *jpegMeta, marker byte, seg []byte) bool {
	if len(seg) < 6 {
		return false
	}
	nc := int(seg[5])
	if nc < 1 || nc > 4 || len(seg) < 6+3*nc {
		return false
	}
	var sum, hmax, vmax int
	var ids []byte
	for c := range nc {
		hv := seg[6+3*c+1]
		h, v := int(hv>>4), int(hv&0x0F)
		if h < 1 || v < 1 {
			return false
		}
		sum += h * v
		hmax, vmax = max(hmax, h), max(vmax, v)
		ids = append(ids, seg[6+3*c])
	}
	m.progressive = marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE
	m.samples = float64(sum) / float64(hmax*vmax)
	if nc == 1 {
		m.samples = 1
	}
	m.converted = nc == 4 || string(ids) == "RGB"
	return true
}

// tiffOrientation reads tag 0x0112 from IFD0 of a TIFF structure, or 0.
// Offsets come from the attacker, so all arithmetic is done in uint64 and
// bounds-checked before indexing.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	if bo.Uint16(t[2:]) != 42 {
		return 0
	}
	size := uint64(len(t))
	ifd := uint64(bo.Uint32(t[4:]))
	if ifd+2 > size {
		return 0
	}
	count := uint64(bo.Uint16(t[ifd:]))
	for j := range count {
		e := ifd + 2 + j*12
		if e+12 > size {
			return 0
		}
		if bo.Uint16(t[e:]) != tagOrientation {
			continue
		}
		if bo.Uint16(t[e+2:]) != typeShort || bo.Uint32(t[e+4:]) != 1 {
			return 0
		}
		// A single SHORT sits left-justified in the 4-byte value field.
		if v := int(bo.Uint16(t[e+8:])); v >= 1 && v <= 8 {
			return v
		}
		return 0
	}
	return 0
}
