package horoscope

import (
	"encoding/csv"
	"os"
	"strconv"
	"testing"
	"time"
)

// TestAgainstTheReferenceEphemeris compares every row of testdata/reference/reference.csv
// (astronomy-engine; testdata/reference/README.md says how it was made) with Calculate: the
// tropical Moon within 0.02° and the ascendant within 0.1°, the accuracy issue 25 asks for. The
// largest errors are logged for docs/horoscope.md.
func TestAgainstTheReferenceEphemeris(t *testing.T) {
	f, err := os.Open("testdata/reference/reference.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < 501 {
		t.Fatalf("only %d reference rows; the accuracy claim needs at least 500", len(rows)-1)
	}
	var marsNear, marsHouseDiffers, manglikDiffers int
	statuses := map[string]int{}
	var maxMoon, maxLagna, maxMars float64
	var worstMoon, worstLagna, worstMars string
	for _, row := range rows[1:] {
		birth, err := time.Parse(time.RFC3339, row[0])
		if err != nil {
			t.Fatal(err)
		}
		number := func(s string) float64 {
			x, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("row %v: %v", row, err)
			}
			return x
		}
		place := Place{Latitude: number(row[2]), Longitude: number(row[3])}
		c, err := Calculate(birth, place)
		if err != nil {
			t.Fatalf("row %v: %v", row, err)
		}
		moonErr := angularDistance(c.MoonTropical, number(row[4]))
		lagnaErr := angularDistance(c.LagnaTropical, number(row[5]))
		if moonErr > maxMoon {
			maxMoon, worstMoon = moonErr, row[0]+" "+row[1]
		}
		if lagnaErr > maxLagna {
			maxLagna, worstLagna = lagnaErr, row[0]+" "+row[1]
		}
		marsErr := angularDistance(c.MarsTropical, number(row[6]))
		if marsErr > maxMars {
			maxMars, worstMars = marsErr, row[0]+" "+row[1]
		}
		if marsErr > MarsMargin {
			t.Errorf("%s %s: Mars %.6f°, reference %s (off by %.4f°)", row[0], row[1], c.MarsTropical, row[6], marsErr)
		}
		// The houses and manglik status read from the reference's longitudes (with this code's
		// ayanamsa, a definition) must be this chart's, or one the chart flagged as possible.
		refMars := RashiAt(number(row[6]) - c.Ayanamsa)
		ref := ManglikOf(RashiAt(number(row[5])-c.Ayanamsa), RashiAt(number(row[4])-c.Ayanamsa), refMars)
		statuses[c.Manglik.Status]++
		if refMars != c.Mars {
			marsHouseDiffers++
		}
		for _, near := range c.NearBoundaries {
			if near.Body == "mars" {
				marsNear++
			}
		}
		if ref.Status != c.Manglik.Status {
			manglikDiffers++
			if !contains(c.Manglik.Alternatives, ref.Status) {
				t.Errorf("%s %s: manglik %q, the reference's %q, and the chart did not say it was near a boundary (%+v)",
					row[0], row[1], c.Manglik.Status, ref.Status, c.NearBoundaries)
			}
		}
		if moonErr > 0.02 {
			t.Errorf("%s %s: Moon %.6f°, reference %s (off by %.4f°)", row[0], row[1], c.MoonTropical, row[4], moonErr)
		}
		if lagnaErr > 0.1 {
			t.Errorf("%s %s: ascendant %.6f°, reference %s (off by %.4f°)", row[0], row[1], c.LagnaTropical, row[5], lagnaErr)
		}
	}
	t.Logf("%d births: largest Moon error %.5f° (%.1f″, %s), largest ascendant error %.5f° (%.1f″, %s), largest Mars error %.5f° (%.1f″, %s)",
		len(rows)-1, maxMoon, maxMoon*3600, worstMoon, maxLagna, maxLagna*3600, worstLagna, maxMars, maxMars*3600, worstMars)
	t.Logf("Mars within %.2f° of a rashi boundary (so of a house's) in %d births; Mars's house differs from the reference's in %d; manglik differs in %d; statuses %v",
		MarsMargin, marsNear, marsHouseDiffers, manglikDiffers, statuses)
	if marsHouseDiffers > marsNear {
		t.Errorf("Mars changed house against the reference in %d births but was flagged near a boundary in only %d", marsHouseDiffers, marsNear)
	}
}
