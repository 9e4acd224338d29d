package biodatapdf

import (
	"encoding/binary"
	"errors"
	"sort"
)

// subsetTrueType keeps glyph ids as they are (the PDF uses them straight from the shaper, CID =
// GID) and empties every glyph outline the document does not use, with the components of
// composite glyphs kept. The tables a PDF reader needs to draw a CIDFontType2 font stay (head,
// hhea, hmtx, maxp, loca, glyf and the hinting tables); the shaping tables (GSUB, GPOS, GDEF),
// cmap and the names go, since the shaping is done before the PDF is written. A Noto face of
// 230–510 KB becomes a few tens of KB.
func subsetTrueType(ttf []byte, used map[uint16]bool) ([]byte, error) {
	tables, err := tableDirectory(ttf)
	if err != nil {
		return nil, err
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if head == nil || maxp == nil || loca == nil || glyf == nil || len(head) < 54 || len(maxp) < 6 {
		return nil, errors.New("biodatapdf: not a TrueType-outline font")
	}
	numGlyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	longLoca := binary.BigEndian.Uint16(head[50:]) == 1
	offset := func(gid int) int {
		if longLoca {
			return int(binary.BigEndian.Uint32(loca[gid*4:]))
		}
		return int(binary.BigEndian.Uint16(loca[gid*2:])) * 2
	}
	if (longLoca && len(loca) < (numGlyphs+1)*4) || (!longLoca && len(loca) < (numGlyphs+1)*2) {
		return nil, errors.New("biodatapdf: short loca table")
	}
	outline := func(gid int) []byte {
		start, end := offset(gid), offset(gid+1)
		if start >= end || end > len(glyf) {
			return nil
		}
		return glyf[start:end]
	}
	keep := map[int]bool{0: true} // .notdef is always kept
	var pending []int
	for gid := range used {
		pending = append(pending, int(gid))
	}
	for len(pending) > 0 {
		gid := pending[len(pending)-1]
		pending = pending[:len(pending)-1]
		if gid >= numGlyphs || keep[gid] && gid != 0 {
			continue
		}
		keep[gid] = true
		pending = append(pending, compositeParts(outline(gid))...)
	}
	newGlyf := make([]byte, 0, len(glyf)/8)
	newLoca := make([]byte, (numGlyphs+1)*4)
	for gid := 0; gid < numGlyphs; gid++ {
		binary.BigEndian.PutUint32(newLoca[gid*4:], uint32(len(newGlyf)))
		if keep[gid] {
			newGlyf = append(newGlyf, outline(gid)...)
			for len(newGlyf)%4 != 0 {
				newGlyf = append(newGlyf, 0)
			}
		}
	}
	binary.BigEndian.PutUint32(newLoca[numGlyphs*4:], uint32(len(newGlyf)))
	newHead := append([]byte(nil), head...)
	binary.BigEndian.PutUint16(newHead[50:], 1) // long loca offsets
	binary.BigEndian.PutUint32(newHead[8:], 0)  // checkSumAdjustment: readers do not check it
	out := map[string][]byte{"head": newHead, "hhea": tables["hhea"], "hmtx": tables["hmtx"],
		"maxp": maxp, "loca": newLoca, "glyf": newGlyf}
	for _, hinting := range []string{"cvt ", "fpgm", "prep"} {
		if t := tables[hinting]; t != nil {
			out[hinting] = t
		}
	}
	return writeFont(out), nil
}

// compositeParts are the glyph ids a composite outline is built from (none for a simple one).
func compositeParts(g []byte) []int {
	if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil
	}
	var parts []int
	for p := 10; p+4 <= len(g); {
		flags := binary.BigEndian.Uint16(g[p:])
		parts = append(parts, int(binary.BigEndian.Uint16(g[p+2:])))
		p += 4
		if flags&0x1 != 0 { // ARG_1_AND_2_ARE_WORDS
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&0x8 != 0: // WE_HAVE_A_SCALE
			p += 2
		case flags&0x40 != 0: // WE_HAVE_AN_X_AND_Y_SCALE
			p += 4
		case flags&0x80 != 0: // WE_HAVE_A_TWO_BY_TWO
			p += 8
		}
		if flags&0x20 == 0 { // MORE_COMPONENTS
			break
		}
	}
	return parts
}

func tableDirectory(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("biodatapdf: short font")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("biodatapdf: short table directory")
	}
	tables := make(map[string][]byte, n)
	for i := 0; i < n; i++ {
		rec := ttf[12+16*i:]
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(ttf)) {
			return nil, errors.New("biodatapdf: table out of bounds")
		}
		tables[string(rec[:4])] = ttf[off : off+length]
	}
	return tables, nil
}

func writeFont(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	n := len(tags)
	out := make([]byte, 12+16*n)
	binary.BigEndian.PutUint32(out, 0x00010000)
	binary.BigEndian.PutUint16(out[4:], uint16(n))
	pow := 1
	for pow*2 <= n {
		pow *= 2
	}
	binary.BigEndian.PutUint16(out[6:], uint16(pow*16))
	entry := 0
	for (1 << entry) < pow {
		entry++
	}
	binary.BigEndian.PutUint16(out[8:], uint16(entry))
	binary.BigEndian.PutUint16(out[10:], uint16(n*16-pow*16))
	for i, tag := range tags {
		data := tables[tag]
		start := uint32(len(out))
		rec := out[12+16*i:] // out grows below: the record is written before it moves
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(data))
		binary.BigEndian.PutUint32(rec[8:], start)
		binary.BigEndian.PutUint32(rec[12:], uint32(len(data)))
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	return out
}

func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var word [4]byte
		copy(word[:], data[i:])
		sum += binary.BigEndian.Uint32(word[:])
	}
	return sum
}
