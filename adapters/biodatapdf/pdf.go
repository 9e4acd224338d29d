package biodatapdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"image/color"
	"image/jpeg"
	"sort"
	"strings"
	"unicode/utf16"
)

// A4 in points.
const pageWidth, pageHeight = 595.28, 841.89

// page is one page's content stream; y grows downwards in the drawing calls and is turned to
// PDF's upward y when written.
type page struct{ content strings.Builder }

func (p *page) f(format string, args ...any) { fmt.Fprintf(&p.content, format, args...) }

type rgb struct{ r, g, b float64 }

func (p *page) fill(c rgb)   { p.f("%.3f %.3f %.3f rg\n", c.r, c.g, c.b) }
func (p *page) stroke(c rgb) { p.f("%.3f %.3f %.3f RG\n", c.r, c.g, c.b) }

// rect outlines (or fills) a rectangle whose top-left corner is x, y.
func (p *page) rect(x, y, w, h, lineWidth float64, filled bool) {
	op := "S"
	if filled {
		op = "f"
	}
	p.f("%.2f w %.2f %.2f %.2f %.2f re %s\n", lineWidth, x, pageHeight-y-h, w, h, op)
}

func (p *page) line(x1, y1, x2, y2, lineWidth float64) {
	p.f("%.2f w %.2f %.2f m %.2f %.2f l S\n", lineWidth, x1, pageHeight-y1, x2, pageHeight-y2)
}

// polygon outlines the closed path through the points x1, y1, x2, y2, ….
func (p *page) polygon(lineWidth float64, points ...float64) {
	p.f("%.2f w %.2f %.2f m", lineWidth, points[0], pageHeight-points[1])
	for i := 2; i+1 < len(points); i += 2 {
		p.f(" %.2f %.2f l", points[i], pageHeight-points[i+1])
	}
	p.f(" h S\n")
}

// text draws a shaped line with its baseline at y, each glyph placed where the shaper put it,
// wrapped in a span whose ActualText is the line as typed.
func (p *page) text(l shapedLine, x, y, size float64) {
	if len(l.glyphs) == 0 {
		return
	}
	p.f("/Span <</ActualText <%s>>> BDC BT\n", utf16Hex(l.text))
	var face *usedFace
	for _, g := range l.glyphs {
		if g.face != face {
			face = g.face
			p.f("/%s 1 Tf\n", face.tag)
		}
		p.f("%.3f 0 0 %.3f %.3f %.3f Tm <%04X> Tj\n", size, size,
			x+g.x*size/1000, pageHeight-y+g.y*size/1000, g.gid)
	}
	p.f("ET EMC\n")
}

// image draws the document's photo, scaled to fit the box and centred in it.
func (p *page) image(name string, imgW, imgH int, x, y, w, h float64) {
	scale := min(w/float64(imgW), h/float64(imgH))
	dw, dh := float64(imgW)*scale, float64(imgH)*scale
	p.f("q %.2f 0 0 %.2f %.2f %.2f cm /%s Do Q\n", dw, dh, x+(w-dw)/2, pageHeight-y-(h-dh)/2-dh, name)
}

func utf16Hex(s string) string {
	var b strings.Builder
	b.WriteString("FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	return b.String()
}

// pdfWriter numbers objects as they are written and keeps their offsets for the xref table.
type pdfWriter struct {
	buf     bytes.Buffer
	offsets []int
}

func (w *pdfWriter) reserve() int { w.offsets = append(w.offsets, 0); return len(w.offsets) }

func (w *pdfWriter) object(n int, body string) {
	w.offsets[n-1] = w.buf.Len()
	fmt.Fprintf(&w.buf, "%d 0 obj\n%s\nendobj\n", n, body)
}

func (w *pdfWriter) stream(n int, dict string, data []byte, compress bool) {
	if compress {
		var z bytes.Buffer
		zw, _ := zlib.NewWriterLevel(&z, zlib.BestSpeed)
		zw.Write(data)
		zw.Close()
		data, dict = z.Bytes(), dict+" /Filter /FlateDecode"
	}
	w.offsets[n-1] = w.buf.Len()
	fmt.Fprintf(&w.buf, "%d 0 obj\n<<%s /Length %d>>\nstream\n", n, dict, len(data))
	w.buf.Write(data)
	w.buf.WriteString("\nendstream\nendobj\n")
}

// writeFont writes a used face as a Type0 font over a subset CIDFontType2 with Identity-H: the
// content's two-byte codes are the shaper's glyph ids.
func (w *pdfWriter) writeFont(u *usedFace) error {
	sub, err := subsetTrueType(u.data, u.used)
	if err != nil {
		return err
	}
	u.ref = w.reserve()
	cid, desc, file, toUnicode := w.reserve(), w.reserve(), w.reserve(), w.reserve()
	w.stream(toUnicode, "", toUnicodeCMap(u), true)
	w.stream(file, fmt.Sprintf("/Length1 %d", len(sub)), sub, true)
	scale := 1000 / u.upem
	ext, _ := u.face.FontHExtents()
	name := "RSHMGT+" + u.name // the prefix marks a subset (PDF 32000-1 §9.6.4)
	w.object(desc, fmt.Sprintf("<</Type /FontDescriptor /FontName /%s /Flags 4 /FontBBox [-1000 -600 2500 1300]"+
		" /ItalicAngle 0 /Ascent %.0f /Descent %.0f /CapHeight 714 /StemV 80 /FontFile2 %d 0 R>>",
		name, float64(ext.Ascender)*scale, float64(ext.Descender)*scale, file))
	gids := make([]int, 0, len(u.used))
	for g := range u.used {
		gids = append(gids, int(g))
	}
	sort.Ints(gids)
	var widths strings.Builder
	for _, g := range gids {
		fmt.Fprintf(&widths, "%d [%.0f] ", g, float64(u.face.HorizontalAdvance(glyphID(g)))*scale)
	}
	w.object(cid, fmt.Sprintf("<</Type /Font /Subtype /CIDFontType2 /BaseFont /%s"+
		" /CIDSystemInfo <</Registry (Adobe) /Ordering (Identity) /Supplement 0>>"+
		" /FontDescriptor %d 0 R /CIDToGIDMap /Identity /DW 0 /W [%s]>>", name, desc, widths.String()))
	w.object(u.ref, fmt.Sprintf("<</Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H"+
		" /DescendantFonts [%d 0 R] /ToUnicode %d 0 R>>", name, cid, toUnicode))
	return nil
}

// finish writes the pages, the fonts, the photo and the trailer.
func finish(pages []*page, fonts []*usedFace, photo []byte) ([]byte, error) {
	w := &pdfWriter{}
	w.buf.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	catalog, pagesRef := w.reserve(), w.reserve()
	var fontRes strings.Builder
	for _, f := range fonts {
		if err := w.writeFont(f); err != nil {
			return nil, err
		}
		fmt.Fprintf(&fontRes, "/%s %d 0 R ", f.tag, f.ref)
	}
	xobjects := ""
	if photo != nil {
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(photo))
		if err != nil {
			return nil, fmt.Errorf("biodatapdf: photo: %w", err)
		}
		img := w.reserve()
		colour := "/DeviceRGB"
		switch cfg.ColorModel {
		case color.GrayModel:
			colour = "/DeviceGray"
		case color.CMYKModel:
			colour = "/DeviceCMYK"
		}
		w.stream(img, fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace %s"+
			" /BitsPerComponent 8 /Filter /DCTDecode", cfg.Width, cfg.Height, colour), photo, false)
		xobjects = fmt.Sprintf(" /XObject <</Photo %d 0 R>>", img)
	}
	var kids strings.Builder
	for _, p := range pages {
		content, pg := w.reserve(), w.reserve()
		w.stream(content, "", []byte(p.content.String()), true)
		w.object(pg, fmt.Sprintf("<</Type /Page /Parent %d 0 R /MediaBox [0 0 %.2f %.2f]"+
			" /Resources <</Font <<%s>>%s>> /Contents %d 0 R>>", pagesRef, pageWidth, pageHeight,
			fontRes.String(), xobjects, content))
		fmt.Fprintf(&kids, "%d 0 R ", pg)
	}
	w.object(pagesRef, fmt.Sprintf("<</Type /Pages /Kids [%s] /Count %d>>", kids.String(), len(pages)))
	w.object(catalog, fmt.Sprintf("<</Type /Catalog /Pages %d 0 R /MarkInfo <</Marked true>>>>", pagesRef))
	xref := w.buf.Len()
	fmt.Fprintf(&w.buf, "xref\n0 %d\n0000000000 65535 f \n", len(w.offsets)+1)
	for _, off := range w.offsets {
		fmt.Fprintf(&w.buf, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&w.buf, "trailer\n<</Size %d /Root %d 0 R>>\nstartxref\n%d\n%%%%EOF\n", len(w.offsets)+1, catalog, xref)
	return w.buf.Bytes(), nil
}

func jpegSize(data []byte) (int, int, error) {
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, 0, fmt.Errorf("biodatapdf: photo: %w", err)
	}
	return cfg.Width, cfg.Height, nil
}

// toUnicodeCMap maps each used glyph the font's cmap reaches back to its character, for readers
// that ignore ActualText; glyphs made by shaping (conjuncts, reordered matras) have no single
// character and are left out: the lines' ActualText carries them.
func toUnicodeCMap(u *usedFace) []byte {
	var pairs []string
	for gid := range u.used {
		if r, ok := u.runeOf[glyphID(int(gid))]; ok {
			pairs = append(pairs, fmt.Sprintf("<%04X> <%s>", gid, utf16Hex(string(r))[4:]))
		}
	}
	sort.Strings(pairs)
	var b strings.Builder
	b.WriteString("/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n" +
		"/CIDSystemInfo <</Registry (Adobe) /Ordering (UCS) /Supplement 0>> def\n" +
		"/CMapName /Adobe-Identity-UCS def /CMapType 2 def\n1 begincodespacerange <0000> <FFFF> endcodespacerange\n")
	for len(pairs) > 0 {
		n := min(len(pairs), 100) // at most 100 entries a block (PDF 32000-1 §9.10.3)
		fmt.Fprintf(&b, "%d beginbfchar\n%s\nendbfchar\n", n, strings.Join(pairs[:n], "\n"))
		pairs = pairs[n:]
	}
	b.WriteString("endcmap CMapName currentdict /CMap defineresource pop end end\n")
	return []byte(b.String())
}
