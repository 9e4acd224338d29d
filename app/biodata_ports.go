package app

import (
	"context"
	"io"
)

// A biodata is what Maharashtrian families exchange before a meeting: one printed page with the
// member's photo, details, family, horoscope and expectations (docs/biodata.md). What goes on it
// and what each reader may see are decided here (app/biodata_document.go); the drawing (fonts,
// shaping, PDF) is an adapter's, behind BiodataRenderer.

// BiodataDocument is a biodata laid out in words, in one language, ready to be drawn.
type BiodataDocument struct {
	Lang   string // en or mr: the labels' language, and the name of the file
	Design string // one of BiodataDesigns
	// Invocation heads the page ("॥ श्री गणेशाय नमः ॥") when the design has one; "" otherwise.
	Invocation string
	Title      string
	Name       string
	// PhotoJPEG is the member's approved picture when the reader may see it; nil draws a frame
	// with PhotoNote in it.
	PhotoJPEG []byte
	PhotoNote string
	Sections  []BiodataSection
	Footer    string
}

// BiodataSection is a titled table of label and value rows.
type BiodataSection struct {
	Heading string
	Rows    []BiodataRow
	// ChartNote, when set, asks for a framed square beside the rows with this caption: the
	// kundali Chart drawn in it when there is one, empty (for a hand-drawn chart) when not.
	ChartNote string
	Chart     *BiodataChart
}

// BiodataChart is a kundali as the North Indian chart shows it (docs/horoscope.md, "The kundali
// chart"): twelve fixed houses, house 1 (the lagna) at the top, and in each the number of the
// rashi it holds (1 mesha … 12 meena, rotating with the lagna) and the grahas in it.
type BiodataChart struct {
	Houses [12]BiodataHouse // house 1 first
}

// BiodataHouse is one house's contents in the document's language: the rashi's number in its
// digits and the grahas' short names ("Su", "र").
type BiodataHouse struct {
	Rashi  string
	Grahas []string
}

// BiodataRow is one line of a section; a row with an empty value is never made.
type BiodataRow struct{ Label, Value string }

// BiodataRenderer draws a document as an A4 PDF.
type BiodataRenderer interface {
	Render(doc BiodataDocument) ([]byte, error)
}

// BiodataPhotos reads a member's stored picture (adapters/storage, the same reader the media
// links are served from); an error means "no photo on the page", never a failed download.
type BiodataPhotos interface {
	OpenPhoto(ctx context.Context, id, variant string) (io.ReadCloser, error)
}

// The designs a member can choose from; the first is the default.
const (
	BiodataDesignTraditional = "traditional"
	BiodataDesignElegant     = "elegant"
	BiodataDesignSimple      = "simple"
)

// BiodataDesigns are the accepted design names, in the order the web offers them.
var BiodataDesigns = []string{BiodataDesignTraditional, BiodataDesignElegant, BiodataDesignSimple}
