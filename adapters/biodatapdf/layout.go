package biodatapdf

import (
	"github.com/reshimgathi/reshimgathi/app"
)

// Renderer draws biodatas; it is safe for concurrent use (each Render shapes with its own state).
type Renderer struct{ faces faces }

var _ app.BiodataRenderer = (*Renderer)(nil)

// NewRenderer parses the embedded fonts once.
func NewRenderer() (*Renderer, error) {
	fs, err := loadFaces()
	if err != nil {
		return nil, err
	}
	return &Renderer{faces: fs}, nil
}

// style is a design's look: colours and frame.
type style struct {
	accent, ink, rule, band rgb
	doubleBorder, banded    bool
}

var styles = map[string]style{
	app.BiodataDesignTraditional: {accent: rgb{0.55, 0.07, 0.07}, ink: rgb{0.1, 0.1, 0.1},
		rule: rgb{0.8, 0.55, 0.1}, band: rgb{0.99, 0.95, 0.86}, doubleBorder: true},
	app.BiodataDesignElegant: {accent: rgb{0.1, 0.2, 0.45}, ink: rgb{0.1, 0.1, 0.15},
		rule: rgb{0.55, 0.6, 0.75}, band: rgb{0.9, 0.92, 0.97}, banded: true},
	app.BiodataDesignSimple: {accent: rgb{0.2, 0.2, 0.2}, ink: rgb{0.1, 0.1, 0.1},
		rule: rgb{0.7, 0.7, 0.7}, band: rgb{1, 1, 1}},
}

// Sizes, in points.
const (
	margin       = 36.0
	bodySize     = 9.5
	lineHeight   = 11.8
	headingSize  = 11.5
	labelWidth   = 150.0
	photoWidth   = 105.0
	photoHeight  = 130.0
	chartSide    = 96.0
	sectionSpace = 5.0
)

// layout is the pen while a document is drawn.
type layout struct {
	s     *shaper
	st    style
	pages []*page
	p     *page
	y     float64
}

func (l *layout) newPage() {
	l.p = &page{}
	l.pages = append(l.pages, l.p)
	l.y = margin + 6
	l.frame()
}

func (l *layout) frame() {
	l.p.stroke(l.st.accent)
	switch {
	case l.st.doubleBorder:
		l.p.rect(18, 18, pageWidth-36, pageHeight-36, 2.2, false)
		l.p.stroke(l.st.rule)
		l.p.rect(24, 24, pageWidth-48, pageHeight-48, 0.8, false)
	case l.st.banded:
		l.p.fill(l.st.accent)
		l.p.rect(0, 0, pageWidth, 10, 0, true)
		l.p.rect(0, pageHeight-10, pageWidth, 10, 0, true)
		l.p.rect(22, 22, pageWidth-44, pageHeight-44, 0.6, false)
	default:
		l.p.rect(22, 22, pageWidth-44, pageHeight-44, 0.5, false)
	}
}

// room makes sure h more points fit on the page, starting a new one if not.
func (l *layout) room(h float64) {
	if l.y+h > pageHeight-margin {
		l.newPage()
	}
}

func (l *layout) centred(text string, size float64, bold bool, c rgb) {
	line := l.s.shape(text, bold)
	l.p.fill(c)
	l.p.text(line, (pageWidth-line.width*size/1000)/2, l.y+size, size)
	l.y += size * 1.5
}

// Render lays doc out on as many A4 pages as it needs (one for a usual profile).
func (r *Renderer) Render(doc app.BiodataDocument) ([]byte, error) {
	st, ok := styles[doc.Design]
	if !ok {
		st = styles[app.BiodataDesignTraditional]
	}
	l := &layout{s: newShaper(r.faces), st: st}
	l.newPage()
	if doc.Invocation != "" {
		l.centred(doc.Invocation, 12, true, st.accent)
	}
	l.centred(doc.Title, 17, true, st.accent)
	l.p.stroke(st.rule)
	l.p.line(margin+120, l.y-4, pageWidth-margin-120, l.y-4, 1)
	l.y += 4
	l.centred(doc.Name, 14, true, st.ink)
	photoTop := l.y
	photoX := pageWidth - margin - photoWidth
	l.p.stroke(st.rule)
	l.p.rect(photoX-3, photoTop-3, photoWidth+6, photoHeight+6, 1, false)
	if doc.PhotoJPEG != nil {
		if err := l.photo(doc.PhotoJPEG, photoX, photoTop); err != nil {
			return nil, err
		}
	} else if doc.PhotoNote != "" {
		note := l.s.shape(doc.PhotoNote, false)
		l.p.fill(st.rule)
		l.p.text(note, photoX+(photoWidth-note.width*8/1000)/2, photoTop+photoHeight/2, 8)
	}
	photoBottom := photoTop + photoHeight + 8
	for _, sec := range doc.Sections {
		right := pageWidth - margin
		if l.y < photoBottom && len(l.pages) == 1 {
			right = photoX - 10
		}
		l.section(sec, right, photoBottom)
	}
	if doc.Footer != "" { // in the bottom margin, inside the frame, on the last page
		l.y = pageHeight - margin + 2
		l.centred(doc.Footer, 7.5, false, st.rule)
	}
	return finish(l.pages, l.s.all, doc.PhotoJPEG)
}

func (l *layout) photo(jpegData []byte, x, y float64) error {
	w, h, err := jpegSize(jpegData)
	if err != nil {
		return err
	}
	l.p.image("Photo", w, h, x, y, photoWidth, photoHeight)
	return nil
}

// section draws a heading and its rows; rows above photoBottom on the first page keep clear of
// the photo, and a chart section keeps a square on its right for the kundali, drawn there when
// the section has one (kundali.go).
func (l *layout) section(sec app.BiodataSection, right, photoBottom float64) {
	l.room(headingSize*2 + lineHeight*2)
	l.y += sectionSpace
	heading := l.s.shape(sec.Heading, true)
	if l.st.banded {
		l.p.fill(l.st.band)
		l.p.rect(margin-4, l.y, right-margin+8, headingSize+6, 0, true)
	}
	l.p.fill(l.st.accent)
	l.p.text(heading, margin, l.y+headingSize+1, headingSize)
	l.y += headingSize + 6
	l.p.stroke(l.st.rule)
	l.p.line(margin, l.y, right, l.y, 0.7)
	l.y += 3
	top := l.y
	side, captionBelow := chartSide, 0.0
	if sec.Chart != nil {
		side, captionBelow = kundaliSide, 10
	}
	if sec.ChartNote != "" {
		l.room(side + captionBelow + 10)
		top = l.y
		if len(l.pages) == 1 && top < photoBottom {
			top = photoBottom // below the photo frame, which shares the right-hand column
		}
		right = pageWidth - margin - side - 14
		cx := pageWidth - margin - side
		note := l.s.shape(sec.ChartNote, false)
		l.p.fill(l.st.rule)
		if sec.Chart != nil {
			// The chart fills its square; its caption goes beneath it.
			l.kundali(sec.Chart, cx, top+4, side)
			l.p.fill(l.st.rule)
			l.p.text(note, cx+(side-note.width*7.5/1000)/2, top+4+side+9, 7.5)
		} else {
			l.p.stroke(l.st.rule)
			l.p.rect(cx, top+4, side, side, 0.8, false)
			l.p.text(note, cx+(side-note.width*7.5/1000)/2, top+4+side/2, 7.5)
		}
	}
	for _, row := range sec.Rows {
		width := right - margin - labelWidth
		if l.y >= photoBottom && sec.ChartNote == "" {
			width = pageWidth - 2*margin - labelWidth
		}
		values := l.s.wrap(row.Value, false, width*1000/bodySize)
		l.room(lineHeight * float64(len(values)))
		l.p.fill(l.st.ink)
		l.p.text(l.s.shape(row.Label, true), margin, l.y+bodySize+1, bodySize)
		for _, v := range values {
			l.p.text(v, margin+labelWidth, l.y+bodySize+1, bodySize)
			l.y += lineHeight
		}
	}
	if sec.ChartNote != "" {
		l.y = max(l.y, top+side+captionBelow+8)
	}
}
