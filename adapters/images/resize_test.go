package images

import (
	"image"
	"image/color"
	"testing"
)

// hidden hides the concrete type so boxShrink takes its generic At() path.
type hidden struct{ image.Image }

func TestBoxShrinkYCbCrMatchesGenericPath(t *testing.T) {
	for _, ratio := range []image.YCbCrSubsampleRatio{
		image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422, image.YCbCrSubsampleRatio420,
		image.YCbCrSubsampleRatio440, image.YCbCrSubsampleRatio411, image.YCbCrSubsampleRatio410,
	} {
		img := image.NewYCbCr(image.Rect(0, 0, 37, 23), ratio)
		for y := range 23 {
			for x := range 37 {
				cy, cb, cr := color.RGBToYCbCr(uint8(60+x*4), uint8(40+y*6), uint8(200-x*2-y))
				img.Y[img.YOffset(x, y)] = cy
				img.Cb[img.COffset(x, y)], img.Cr[img.COffset(x, y)] = cb, cr
			}
		}
		fast, slow := boxShrink(img, 3), boxShrink(hidden{img}, 3)
		if fast.Rect != slow.Rect || fast.Rect.Size() != image.Pt(13, 8) {
			t.Fatalf("%v: rects %v vs %v", ratio, fast.Rect, slow.Rect)
		}
		for i := range fast.Pix {
			if abs(int(fast.Pix[i])-int(slow.Pix[i])) > 3 {
				t.Fatalf("%v: byte %d differs: %d vs %d", ratio, i, fast.Pix[i], slow.Pix[i])
			}
		}
	}
}
