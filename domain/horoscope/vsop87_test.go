package horoscope

import (
	"math"
	"testing"
)

// Meeus's example 25.b: the Earth by VSOP87 at 1992 October 13.0 TD (JDE 2448908.5),
// L = 19.907372°, B = −0.644″ (−0.000179°), R = 0.99760775 AU. The truncated series here must
// give them to within what truncation costs (well under an arcsecond, 10⁻⁶ AU).
func TestEarthMeeusExample25b(t *testing.T) {
	e := earthAt((2448908.5 - j2000) / 365250)
	l, b := normalize(deg(e.longitude)), deg(e.latitude)
	if math.Abs(l-19.907372) > 0.5*arcsecond || math.Abs(b-(-0.000179)) > 0.1*arcsecond || math.Abs(e.radius-0.99760775) > 1e-6 {
		t.Errorf("Earth at JDE 2448908.5: L %.6f°, B %.6f°, R %.8f AU; want 19.907372°, −0.000179°, 0.99760775 AU", l, b, e.radius)
	}
}
