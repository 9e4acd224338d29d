package images

import (
	"image"
	"image/color"
	"math"
)

// Placeholder is what a member who may not see a picture gets instead, whatever link they try
// (docs/adr/0016-trust-and-safety.md, photo privacy): a square JPEG of side pixels, a blurred
// silhouette on the brand's colours. It is drawn from nothing but this code, so no pixel of any
// member's picture is in it.
func Placeholder(side int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, side, side))
	s := float64(side)
	// Soft edges everywhere: a smoothstep over a tenth of the picture stands in for a blur.
	soft := func(d, edge float64) float64 {
		t := math.Max(0, math.Min(1, (edge-d)/(0.1*s)+0.5))
		return t * t * (3 - 2*t)
	}
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			fx, fy := float64(x)+0.5, float64(y)+0.5
			// Background: a vertical blend of warm cream into rose.
			g := fy / s
			r, gr, b := 247-30*g, 238-70*g, 230-50*g
			// Head (a disc) and shoulders (a wide ellipse), both blurred into the background.
			head := soft(math.Hypot(fx-0.5*s, fy-0.4*s), 0.17*s)
			dx, dy := (fx-0.5*s)/(0.34*s), (fy-1.02*s)/(0.34*s)
			body := soft(math.Sqrt(dx*dx+dy*dy)*0.34*s, 0.34*s)
			a := 0.55 * math.Max(head, body)
			img.SetRGBA(x, y, color.RGBA{
				R: uint8(r*(1-a) + 138*a), G: uint8(gr*(1-a) + 90*a), B: uint8(b*(1-a) + 110*a), A: 255})
		}
	}
	out, err := encodeJPEG(img)
	if err != nil {
		panic("images: encoding the placeholder: " + err.Error()) // an in-memory RGBA always encodes
	}
	return out
}
