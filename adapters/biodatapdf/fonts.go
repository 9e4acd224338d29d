// Package biodatapdf draws a biodata (app.BiodataDocument) as an A4 PDF: text shaped by
// go-text/typesetting's HarfBuzz port with Noto Sans Devanagari and Noto Sans, the fonts
// embedded as subset CIDFontType2 (Identity-H, glyph ids from the shaper), each line marked with
// its original Unicode (ActualText) so copying and pdftotext give back the words as typed.
// docs/biodata.md says where the fonts come from.
package biodatapdf

import (
	"bytes"
	"embed"
	"fmt"

	"github.com/go-text/typesetting/font"
)

// The faces are Debian's fonts-noto-core (2020-12-25 build, SIL Open Font License 1.1, see
// fonts/README.md), embedded in the binary: the server needs no font on the host and no network.
//
//go:embed fonts/*.ttf
var fontFiles embed.FS

// typeface is one parsed font file, shared read-only by every rendering.
type typeface struct {
	name string // the PDF BaseFont name
	data []byte
	font *font.Font
	upem float64
	// runeOf is the character each glyph the cmap reaches stands for, for the ToUnicode map.
	runeOf map[font.GID]rune
}

type faces struct{ devanagari, devanagariBold, latin, latinBold *typeface }

func loadFaces() (faces, error) {
	load := func(file, name string) (*typeface, error) {
		data, err := fontFiles.ReadFile("fonts/" + file)
		if err != nil {
			return nil, err
		}
		f, err := font.ParseTTF(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("biodatapdf: %s: %w", file, err)
		}
		runeOf := map[font.GID]rune{}
		for it := f.Cmap.Iter(); it.Next(); {
			r, gid := it.Char()
			if old, ok := runeOf[gid]; !ok || r < old {
				runeOf[gid] = r
			}
		}
		return &typeface{name: name, data: data, font: f.Font, upem: float64(f.Upem()), runeOf: runeOf}, nil
	}
	var fs faces
	var err error
	for _, f := range []struct {
		into       **typeface
		file, name string
	}{
		{&fs.devanagari, "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari"},
		{&fs.devanagariBold, "NotoSansDevanagari-Bold.ttf", "NotoSansDevanagari-Bold"},
		{&fs.latin, "NotoSans-Regular.ttf", "NotoSans"},
		{&fs.latinBold, "NotoSans-Bold.ttf", "NotoSans-Bold"},
	} {
		if *f.into, err = load(f.file, f.name); err != nil {
			return faces{}, err
		}
	}
	return fs, nil
}

// isDevanagari is whether r belongs to the Devanagari face: the script's blocks, the joiners that
// steer its conjuncts and the dandas.
func isDevanagari(r rune) bool {
	return (r >= 0x0900 && r <= 0x097F) || (r >= 0xA8E0 && r <= 0xA8FF) ||
		(r >= 0x1CD0 && r <= 0x1CFF) || r == 0x200C || r == 0x200D
}
