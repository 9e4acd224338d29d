package images

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/draw"
)

// fit scales src down (never up) to fit a box×box square, keeping the aspect
// ratio, and always returns a fresh *image.RGBA with origin (0,0).
func fit(src image.Image, box int) *image.RGBA {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if w > box || h > box {
		if w >= h {
			dw, dh = box, max(1, int(math.Round(float64(h)*float64(box)/float64(w))))
		} else {
			dw, dh = max(1, int(math.Round(float64(w)*float64(box)/float64(h)))), box
		}
	}
	// x/image's kernel scalers allocate a float64 buffer of dstW×srcH×32 bytes
	// (~130 MB for a 40 MP source). A box pre-shrink to about twice the target
	// bounds that cheaply and, being an area average, adds no aliasing.
	if k := min(w/dw, h/dh) / 2; k >= 2 {
		src = boxShrink(src, k)
		b = src.Bounds()
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	if b.Dx() == dw && b.Dy() == dh {
		draw.Draw(dst, dst.Rect, src, b.Min, draw.Src)
	} else {
		draw.CatmullRom.Scale(dst, dst.Rect, src, b, draw.Src, nil)
	}
	return dst
}

// boxShrink averages k×k blocks into one premultiplied RGBA pixel.
func boxShrink(src image.Image, k int) *image.RGBA {
	if s, ok := src.(*image.YCbCr); ok && s.Rect.Min == (image.Point{}) {
		return boxShrinkYCbCr(s, k)
	}
	b := src.Bounds()
	dw, dh := (b.Dx()+k-1)/k, (b.Dy()+k-1)/k
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	px := pixelReader(src)
	acc := make([]uint32, dw*4)
	cnt := make([]uint32, dw)
	for dy := range dh {
		clear(acc)
		clear(cnt)
		for sy := b.Min.Y + dy*k; sy < min(b.Min.Y+(dy+1)*k, b.Max.Y); sy++ {
			for sx := b.Min.X; sx < b.Max.X; sx++ {
				c := px(sx, sy)
				i := (sx - b.Min.X) / k
				acc[i*4] += uint32(c.R)
				acc[i*4+1] += uint32(c.G)
				acc[i*4+2] += uint32(c.B)
				acc[i*4+3] += uint32(c.A)
				cnt[i]++
			}
		}
		row := dst.Pix[dy*dst.Stride:]
		for i, n := range cnt {
			for j := range 4 {
				row[i*4+j] = uint8((acc[i*4+j] + n/2) / n)
			}
		}
	}
	return dst
}

// boxShrinkYCbCr is boxShrink for JPEG/WebP output, reading the planes
// directly: per-pixel method calls made a 40 MP photo take seconds. Averaging
// before the (affine) colour conversion is equivalent up to clamping.
func boxShrinkYCbCr(s *image.YCbCr, k int) *image.RGBA {
	var hs, vs uint // chroma subsampling shifts
	switch s.SubsampleRatio {
	case image.YCbCrSubsampleRatio422:
		hs = 1
	case image.YCbCrSubsampleRatio420:
		hs, vs = 1, 1
	case image.YCbCrSubsampleRatio440:
		vs = 1
	case image.YCbCrSubsampleRatio411:
		hs = 2
	case image.YCbCrSubsampleRatio410:
		hs, vs = 2, 1
	}
	w, h := s.Rect.Dx(), s.Rect.Dy()
	dw, dh := (w+k-1)/k, (h+k-1)/k
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	acc := make([]uint32, dw*3)
	cnt := make([]uint32, dw)
	for dy := range dh {
		clear(acc)
		clear(cnt)
		for sy := dy * k; sy < min((dy+1)*k, h); sy++ {
			ys := s.Y[sy*s.YStride:][:w]
			cbs := s.Cb[(sy>>vs)*s.CStride:]
			crs := s.Cr[(sy>>vs)*s.CStride:]
			for i := range dw {
				var sumY, scb, scr uint32
				x0, x1 := i*k, min((i+1)*k, w)
				for x := x0; x < x1; x++ {
					sumY += uint32(ys[x])
					scb += uint32(cbs[x>>hs])
					scr += uint32(crs[x>>hs])
				}
				acc[i*3] += sumY
				acc[i*3+1] += scb
				acc[i*3+2] += scr
				cnt[i] += uint32(x1 - x0)
			}
		}
		row := dst.Pix[dy*dst.Stride:]
		for i, n := range cnt {
			r, g, b := color.YCbCrToRGB(uint8((acc[i*3]+n/2)/n), uint8((acc[i*3+1]+n/2)/n), uint8((acc[i*3+2]+n/2)/n))
			row[i*4], row[i*4+1], row[i*4+2], row[i*4+3] = r, g, b, 0xff
		}
	}
	return dst
}

// pixelReader avoids the interface-boxing At() call on common PNG/WebP
// decoder output types; a 40 MP image makes that difference noticeable.
func pixelReader(src image.Image) func(x, y int) color.RGBA {
	switch s := src.(type) {
	case *image.RGBA:
		return func(x, y int) color.RGBA {
			p := s.Pix[s.PixOffset(x, y):]
			return color.RGBA{p[0], p[1], p[2], p[3]}
		}
	case *image.NRGBA:
		return func(x, y int) color.RGBA {
			p := s.Pix[s.PixOffset(x, y):]
			a := uint16(p[3])
			return color.RGBA{uint8(uint16(p[0]) * a / 255), uint8(uint16(p[1]) * a / 255), uint8(uint16(p[2]) * a / 255), p[3]}
		}
	case *image.Gray:
		return func(x, y int) color.RGBA {
			v := s.Pix[s.PixOffset(x, y)]
			return color.RGBA{v, v, v, 0xff}
		}
	}
	return func(x, y int) color.RGBA {
		return color.RGBAModel.Convert(src.At(x, y)).(color.RGBA)
	}
}

// flattenOnWhite composites premultiplied pixels over white, because JPEG has
// no alpha and transparent areas would otherwise turn black.
func flattenOnWhite(img *image.RGBA) {
	for i := 0; i+3 < len(img.Pix); i += 4 {
		inv := 0xff - img.Pix[i+3]
		img.Pix[i] += inv
		img.Pix[i+1] += inv
		img.Pix[i+2] += inv
		img.Pix[i+3] = 0xff
	}
}

// orient applies an EXIF orientation (1–8); 5–8 swap width and height.
func orient(src *image.RGBA, o int) *image.RGBA {
	if o < 2 || o > 8 {
		return src
	}
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			var sx, sy int
			switch o {
			case 2: // mirror horizontally
				sx, sy = w-1-x, y
			case 3: // rotate 180°
				sx, sy = w-1-x, h-1-y
			case 4: // mirror vertically
				sx, sy = x, h-1-y
			case 5: // transpose
				sx, sy = y, x
			case 6: // rotate 90° clockwise
				sx, sy = y, h-1-x
			case 7: // transverse
				sx, sy = w-1-y, h-1-x
			case 8: // rotate 90° counter-clockwise
				sx, sy = w-1-y, x
			}
			si := src.PixOffset(src.Rect.Min.X+sx, src.Rect.Min.Y+sy)
			copy(dst.Pix[y*dst.Stride+x*4:][:4], src.Pix[si:si+4])
		}
	}
	return dst
}
