package biodatapdf

import (
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
)

// placedGlyph is a glyph of a shaped line, its origin in thousandths of the font size from the
// line's start.
type placedGlyph struct {
	face *usedFace
	gid  uint16
	x, y float64
}

// shapedLine is a line of text ready to draw: its glyphs, its width (thousandths of the font
// size) and the text it came from, written back as ActualText.
type shapedLine struct {
	glyphs []placedGlyph
	width  float64
	text   string
}

// usedFace is a typeface within one document: the glyphs used are what the subset keeps.
type usedFace struct {
	*typeface
	face *font.Face
	used map[uint16]bool
	ref  int // the PDF object number of its Type0 font, once written
	tag  string
}

// shaper shapes text for one document: HarfBuzz's shaper keeps state, so each rendering has its own.
type shaper struct {
	hb    shaping.HarfbuzzShaper
	faces map[*typeface]*usedFace
	all   []*usedFace
	fs    faces
	mr    language.Language
}

func newShaper(fs faces) *shaper {
	return &shaper{faces: map[*typeface]*usedFace{}, fs: fs, mr: language.NewLanguage("mr")}
}

func (s *shaper) use(t *typeface) *usedFace {
	if u, ok := s.faces[t]; ok {
		return u
	}
	u := &usedFace{typeface: t, face: font.NewFace(t.font), used: map[uint16]bool{}}
	u.tag = "F" + string(rune('1'+len(s.all)))
	s.faces[t] = u
	s.all = append(s.all, u)
	return u
}

// shape lays out one line: runs of Devanagari go to the Devanagari face, the rest to the Latin
// one; spaces, digits and punctuation stay with the run they sit in when its face has them.
func (s *shaper) shape(text string, bold bool) shapedLine {
	dev, lat := s.fs.devanagari, s.fs.latin
	if bold {
		dev, lat = s.fs.devanagariBold, s.fs.latinBold
	}
	runes := []rune(text)
	line := shapedLine{text: text}
	for start := 0; start < len(runes); {
		face := s.use(lat)
		if isDevanagari(runes[start]) {
			face = s.use(dev)
		}
		end := start + 1
		for end < len(runes) && s.belongs(runes[end], face, dev) {
			end++
		}
		script := language.Latin
		if face.typeface == dev {
			script = language.Devanagari
		}
		out := s.hb.Shape(shaping.Input{
			Text: runes, RunStart: start, RunEnd: end, Direction: di.DirectionLTR,
			Face: face.face, Size: fixed.I(1000), Script: script, Language: s.mr,
		})
		for _, g := range out.Glyphs {
			gid := uint16(g.GlyphID)
			face.used[gid] = true
			line.glyphs = append(line.glyphs, placedGlyph{face: face, gid: gid,
				x: line.width + fromFixed(g.XOffset), y: fromFixed(g.YOffset)})
			line.width += fromFixed(g.Advance)
		}
		start = end
	}
	return line
}

// belongs is whether r continues a run in face: a Devanagari letter only a Devanagari run, a
// Latin letter only a Latin run, anything else whichever run has a glyph for it.
func (s *shaper) belongs(r rune, face *usedFace, dev *typeface) bool {
	if isDevanagari(r) {
		return face.typeface == dev
	}
	if face.typeface != dev {
		return true
	}
	if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' {
		return false
	}
	_, ok := face.face.NominalGlyph(r)
	return ok
}

func fromFixed(v fixed.Int26_6) float64 { return float64(v) / 64 }

// wrap breaks text into lines no wider than width (thousandths of the font size), at spaces; a
// word wider than the line is left whole on its own line.
func (s *shaper) wrap(text string, bold bool, width float64) []shapedLine {
	whole := s.shape(text, bold)
	if whole.width <= width {
		return []shapedLine{whole}
	}
	var lines []shapedLine
	words := splitWords(text)
	current := ""
	for _, w := range words {
		candidate := w
		if current != "" {
			candidate = current + " " + w
		}
		if current != "" && s.shape(candidate, bold).width > width {
			lines = append(lines, s.shape(current, bold))
			current = w
			continue
		}
		current = candidate
	}
	if current != "" {
		lines = append(lines, s.shape(current, bold))
	}
	return lines
}

func splitWords(text string) []string {
	var words []string
	start := -1
	for i, r := range text {
		if r == ' ' || r == '\n' || r == '\t' {
			if start >= 0 {
				words = append(words, text[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		words = append(words, text[start:])
	}
	return words
}

func glyphID(g int) font.GID { return font.GID(g) }
