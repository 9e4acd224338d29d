package biodatapdf_test

import (
	"bytes"
	"flag"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/reshimgathi/reshimgathi/app"
)

var update = flag.Bool("update", false, "rewrite the reference PNGs in testdata (review them before committing)")

func englishDocument() app.BiodataDocument {
	return app.BiodataDocument{Lang: "en", Design: app.BiodataDesignElegant, Invocation: "॥ श्री गणेशाय नमः ॥",
		Title: "BIODATA", Name: "Kshitij Shridhar Buddhivant", PhotoNote: "Photo", PhotoJPEG: portrait(),
		Sections: []app.BiodataSection{
			{Heading: "Personal details", Rows: []app.BiodataRow{
				{Label: "Date of birth", Value: "14-02-1996 (Age 30 years)"}, {Label: "Height", Value: "172 cm (5′8″)"},
				{Label: "Caste", Value: "Maratha"}, {Label: "City", Value: "Pune"},
			}},
			{Heading: "Education and work", Rows: []app.BiodataRow{
				{Label: "Education", Value: "B.E. / B.Tech"}, {Label: "Annual income", Value: "₹10–15 lakh"},
			}},
			{Heading: "Horoscope", ChartNote: "Kundali chart", Chart: testChart("en"), Rows: []app.BiodataRow{
				{Label: "Rashi", Value: "Vrishchika (Scorpio)"}, {Label: "Nakshatra", Value: "Jyeshtha"},
			}},
			{Heading: "Expectations", Rows: []app.BiodataRow{{Label: "Age", Value: "24 – 29 years"}}},
		}, Footer: "Member code: MH4K7Q2PXA"}
}

// TestPagesLookAsReviewed renders a Marathi and an English biodata at 50 dpi and compares them
// with the PNGs in testdata, which were looked at by a person: a broken font, a shaping
// regression or a layout shift moves many pixels; antialiasing differences move few.
func TestPagesLookAsReviewed(t *testing.T) {
	needTool(t, "pdftoppm")
	for name, doc := range map[string]app.BiodataDocument{
		"marathi-traditional": marathiDocument(app.BiodataDesignTraditional),
		"english-elegant":     englishDocument(),
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			pdf := filepath.Join(dir, "b.pdf")
			if err := os.WriteFile(pdf, render(t, doc), 0o600); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("pdftoppm", "-r", "50", "-gray", "-png", "-singlefile", pdf, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
				t.Fatalf("pdftoppm: %v: %s", err, out)
			}
			got := readPNG(t, filepath.Join(dir, "page.png"))
			reference := filepath.Join("testdata", name+".png")
			if *update {
				data, _ := os.ReadFile(filepath.Join(dir, "page.png"))
				if err := os.WriteFile(reference, data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want := readPNG(t, reference)
			if got.Bounds() != want.Bounds() {
				t.Fatalf("page is %v, the reference %v", got.Bounds(), want.Bounds())
			}
			differing := 0
			b := got.Bounds()
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					g1, _, _, _ := got.At(x, y).RGBA()
					g2, _, _, _ := want.At(x, y).RGBA()
					if d := int(g1>>8) - int(g2>>8); d > 48 || d < -48 {
						differing++
					}
				}
			}
			if limit := b.Dx() * b.Dy() / 200; differing > limit { // 0.5% of the page
				t.Errorf("%d pixels differ from %s (at most %d allowed)", differing, reference, limit)
			}
		})
	}
}

// portrait is a 240×320 JPEG: a dark disc on a light ground, easy to see in the reference page.
func portrait() []byte {
	img := image.NewGray(image.Rect(0, 0, 240, 320))
	for y := 0; y < 320; y++ {
		for x := 0; x < 240; x++ {
			shade := uint8(220)
			if dx, dy := x-120, y-140; dx*dx+dy*dy < 80*80 {
				shade = 60
			}
			img.Pix[y*img.Stride+x] = shade
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
