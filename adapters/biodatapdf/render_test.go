package biodatapdf_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reshimgathi/reshimgathi/adapters/biodatapdf"
	"github.com/reshimgathi/reshimgathi/app"
)

// marathiDocument holds the hard cases of Devanagari: conjuncts (क्ष, ज्ञ, श्र, द्ध), a reph
// (कार्य), the i-matra drawn before its consonant (ि) and a nukta (ज़).
func marathiDocument(design string) app.BiodataDocument {
	return app.BiodataDocument{Lang: "mr", Design: design, Invocation: "॥ श्री गणेशाय नमः ॥",
		Title: "बायोडाटा", Name: "क्षितिज श्रीधर बुद्धिवंत", PhotoNote: "छायाचित्र",
		Sections: []app.BiodataSection{
			{Heading: "वैयक्तिक माहिती", Rows: []app.BiodataRow{
				{Label: "जन्मतारीख", Value: "14-02-1996 (वय 30 वर्षे)"},
				{Label: "शिक्षण", Value: "ज्ञानेश्वर विद्यालय, अभियांत्रिकी पदवी"},
				{Label: "कार्यक्षेत्र", Value: "खासगी कंपनी, सॉफ्टवेअर कार्य"},
				{Label: "माझ्याविषयी", Value: "ग़ज़ल ऐकायला आवडते; शुद्ध शाकाहारी; श्रद्धाळू आणि मनमिळाऊ स्वभाव, कुटुंबाशी घट्ट नाते"},
			}},
			{Heading: "पत्रिका", ChartNote: "कुंडली", Chart: testChart("mr"), Rows: []app.BiodataRow{
				{Label: "राशी", Value: "वृश्चिक"}, {Label: "नक्षत्र", Value: "ज्येष्ठा"}, {Label: "चरण", Value: "3"},
			}},
		}, Footer: "सदस्य क्रमांक: MH4K7Q2PXA"}
}

// testChart is a kundali with a Kanya lagna (house 1 holds rashi 6) and houses with none, one,
// two and four grahas, in the document's language (app/biodata_chart.go writes real ones).
func testChart(lang string) *app.BiodataChart {
	digits := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}
	names := map[string]string{"Su": "र", "Mo": "चं", "Ma": "मं", "Me": "बु", "Ju": "गु", "Ve": "शु", "Sa": "श", "Ra": "रा", "Ke": "के"}
	if lang == "mr" {
		digits = []string{"१", "२", "३", "४", "५", "६", "७", "८", "९", "१०", "११", "१२"}
	}
	grahas := map[int][]string{1: {"Ma"}, 3: {"Mo", "Ke"}, 9: {"Ra"}, 11: {"Su", "Me", "Ve", "Sa"}, 12: {"Ju"}}
	var c app.BiodataChart
	for house := range c.Houses {
		c.Houses[house].Rashi = digits[(5+house)%12]
		for _, g := range grahas[house+1] {
			if lang == "mr" {
				g = names[g]
			}
			c.Houses[house].Grahas = append(c.Houses[house].Grahas, g)
		}
	}
	return &c
}

func render(t testing.TB, doc app.BiodataDocument) []byte {
	t.Helper()
	r, err := biodatapdf.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := r.Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}

func needTool(t *testing.T, name string) {
	if _, err := exec.LookPath(name); err != nil {
		t.Fatalf("%s is missing: install poppler-utils (make deps does)", name)
	}
}

// TestMarathiTextExtractsAsTyped: what pdftotext reads back is the text as typed, so the shaping
// (reordered i-matra, reph, conjunct ligatures) did not garble the words.
func TestMarathiTextExtractsAsTyped(t *testing.T) {
	needTool(t, "pdftotext")
	doc := marathiDocument(app.BiodataDesignTraditional)
	path := filepath.Join(t.TempDir(), "b.pdf")
	if err := os.WriteFile(path, render(t, doc), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v: %s", err, out)
	}
	text := string(out)
	want := []string{doc.Invocation, doc.Name, "ज्ञानेश्वर विद्यालय, अभियांत्रिकी पदवी", "कार्यक्षेत्र",
		"ग़ज़ल ऐकायला आवडते; शुद्ध शाकाहारी;", "श्रद्धाळू", "वृश्चिक", "ज्येष्ठा", "सदस्य क्रमांक: MH4K7Q2PXA",
		// The kundali: house 11's four grahas on two lines, house 7's rashi number, the caption.
		"र बु", "शु श", "चं के", "१२", "कुंडली"}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("pdftotext lost %q; got:\n%s", w, text)
		}
	}
}

func TestFontsAreSubset(t *testing.T) {
	pdf := render(t, marathiDocument(app.BiodataDesignSimple))
	if len(pdf) > 120_000 {
		t.Errorf("a one-page biodata is %d bytes: the fonts are not subset", len(pdf))
	}
	if !bytes.Contains(pdf, []byte("/Identity-H")) || !bytes.Contains(pdf, []byte("/CIDFontType2")) {
		t.Error("fonts are not embedded as Type0 / CIDFontType2 with Identity-H")
	}
}

func BenchmarkRender(b *testing.B) {
	r, err := biodatapdf.NewRenderer()
	if err != nil {
		b.Fatal(err)
	}
	doc := marathiDocument(app.BiodataDesignTraditional)
	for b.Loop() {
		if _, err := r.Render(doc); err != nil {
			b.Fatal(err)
		}
	}
}

// TestAFullProfileFitsOnePage: every field a member can fill (17 personal rows with a two-line
// "about me", work, family, horoscope with its kundali, 7 expectations and the contact) still
// prints on one A4.
func TestAFullProfileFitsOnePage(t *testing.T) {
	needTool(t, "pdfinfo")
	rows := func(n int) []app.BiodataRow {
		out := make([]app.BiodataRow, n)
		for i := range out {
			out[i] = app.BiodataRow{Label: "वैवाहिक स्थिती", Value: "अविवाहित"}
		}
		return out
	}
	personal := append(rows(16), app.BiodataRow{Label: "माझ्याविषयी", Value: strings.Repeat("मी पुण्यात सॉफ्टवेअर अभियंता म्हणून कार्यरत आहे. ", 3)})
	doc := marathiDocument(app.BiodataDesignTraditional)
	doc.Sections = []app.BiodataSection{
		{Heading: "वैयक्तिक माहिती", Rows: personal}, {Heading: "शिक्षण व व्यवसाय", Rows: rows(4)},
		{Heading: "कौटुंबिक माहिती", Rows: rows(3)}, {Heading: "पत्रिका", ChartNote: "कुंडली", Chart: testChart("mr"), Rows: rows(4)},
		{Heading: "अपेक्षा", Rows: rows(7)}, {Heading: "संपर्क", Rows: rows(2)},
	}
	path := filepath.Join(t.TempDir(), "b.pdf")
	if err := os.WriteFile(path, render(t, doc), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdfinfo", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v: %s", err, out)
	}
	if !strings.Contains(string(out), "Pages:           1\n") {
		t.Errorf("a full profile takes more than a page:\n%s", out)
	}
}
