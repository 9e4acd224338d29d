package seed

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"

	"github.com/reshimgathi/reshimgathi/app"
)

// Demo members share a dozen illustrated avatars rather than photographs of anyone real.
// Each is drawn from signed distance functions, which gives smooth anti-aliased edges at
// any size, so the thumbnail is rendered at its own size instead of being scaled down.

// Photo sizes, as the upload pipeline stores them.
const (
	FullSize   = 640
	MediumSize = 320
	ThumbSize  = 160
)

// DemoPhotos draws six women's and six men's avatars, stores each through save (full, medium
// and thumbnail JPEG) and returns their ids, to pass as Options.PhotosFemale and PhotosMale.
func DemoPhotos(ctx context.Context, save SavePhoto) (female, male []string, err error) {
	for i, a := range avatars() {
		var p app.Photo
		for size, out := range map[int]*[]byte{FullSize: &p.Full, MediumSize: &p.Medium, ThumbSize: &p.Thumb} {
			if *out, err = encodeJPEG(a.render(size)); err != nil {
				return nil, nil, err
			}
		}
		id, err := save(ctx, p)
		if err != nil {
			return nil, nil, fmt.Errorf("seed: saving demo photo %d: %w", i, err)
		}
		if a.female {
			female = append(female, id)
		} else {
			male = append(male, id)
		}
	}
	return female, male, nil
}

func encodeJPEG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 82}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

type rgb struct{ r, g, b float64 }

func hex(v uint32) rgb { return rgb{float64(v >> 16 & 255), float64(v >> 8 & 255), float64(v & 255)} }

func (c rgb) mix(d rgb, t float64) rgb {
	return rgb{c.r + (d.r-c.r)*t, c.g + (d.g-c.g)*t, c.b + (d.b-c.b)*t}
}

func (c rgb) scale(f float64) rgb { return rgb{c.r * f, c.g * f, c.b * f} }

type avatar struct {
	female                      bool
	style                       int // hair: women 0 open, 1 bun, 2 plait; men 0 short, 1 side-swept
	top, bottom                 rgb // background gradient
	skin, hair, cloth, trimming rgb
}

func avatars() []avatar {
	warm := [][2]uint32{{0xFFE3C2, 0xF4A261}, {0xFFD6D1, 0xE07A5F}, {0xFFF1C1, 0xF2B134},
		{0xF9D5E5, 0xC9748F}, {0xFFE0B5, 0xD98E48}, {0xF6E2C8, 0xB5835A}}
	skins := []uint32{0xE0AC84, 0xC68C64, 0xAA7350, 0x8D5E3E, 0xD29B73, 0xB98058}
	womenCloth := [][2]uint32{{0x801830, 0xDAA520}, {0x006E64, 0xE3B23C}, {0x283C96, 0xDAA520},
		{0xAA1E6E, 0xF0C05A}, {0xDC641E, 0x7A1F2B}, {0x5B2C83, 0xE8B84A}}
	menCloth := [][2]uint32{{0xF0ECE1, 0xC8A24A}, {0x1E2D5A, 0x9FB3D9}, {0x5A5F69, 0xD8D8D8},
		{0x78A0C8, 0xFFFFFF}, {0x6B4F2A, 0xE6D2A8}, {0x7A1F2B, 0xE3B23C}}
	var out []avatar
	for i := range 12 {
		k := i / 2
		a := avatar{female: i%2 == 0, style: k % 3, skin: hex(skins[(k*5+i)%6]), hair: hex(0x1E1614)}
		bg := warm[(k+i%2*3)%6]
		a.top, a.bottom = hex(bg[0]), hex(bg[1])
		cloth := menCloth[k]
		if a.female {
			cloth = womenCloth[k]
		} else {
			a.style = k % 2
		}
		if k%2 == 1 {
			a.hair = hex(0x3A2720)
		}
		a.cloth, a.trimming = hex(cloth[0]), hex(cloth[1])
		out = append(out, a)
	}
	return out
}

// Signed distances in unit coordinates (the image is 1×1); negative inside.

func circle(x, y, cx, cy, r float64) float64 { return math.Hypot(x-cx, y-cy) - r }

func ellipse(x, y, cx, cy, rx, ry float64) float64 {
	return (math.Hypot((x-cx)/rx, (y-cy)/ry) - 1) * min(rx, ry)
}

func box(x, y, cx, cy, hw, hh, round float64) float64 {
	dx, dy := math.Abs(x-cx)-hw+round, math.Abs(y-cy)-hh+round
	return math.Hypot(max(dx, 0), max(dy, 0)) + min(max(dx, dy), 0) - round
}

func (a avatar) render(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	aa := 1.2 / float64(size) // one pixel of soft edge
	for py := range size {
		for px := range size {
			x, y := (float64(px)+0.5)/float64(size), (float64(py)+0.5)/float64(size)
			c := a.pixel(x, y, aa)
			img.SetRGBA(px, py, color.RGBA{clamp8(c.r), clamp8(c.g), clamp8(c.b), 255})
		}
	}
	return img
}

func (a avatar) pixel(x, y, aa float64) rgb {
	c := a.top.mix(a.bottom, y)
	// A soft light behind the head, like a studio portrait.
	c = c.mix(rgb{255, 250, 240}, 0.35*math.Max(0, 1-math.Hypot(x-0.5, y-0.38)/0.45))
	paint := func(d float64, col rgb) {
		if cov := min(max(0.5-d/aa, 0), 1); cov > 0 {
			c = c.mix(col, cov)
		}
	}
	headX, headY := 0.5, 0.40
	if a.female {
		switch a.style {
		case 0: // open hair falling to the shoulders
			paint(min(ellipse(x, y, 0.5, 0.47, 0.20, 0.27), box(x, y, 0.5, 0.58, 0.19, 0.12, 0.06)), a.hair)
		case 1:
			paint(circle(x, y, 0.5, 0.225, 0.075), a.hair)
		case 2: // a plait over one shoulder
			for k := range 5 {
				paint(ellipse(x, y, 0.63+0.012*float64(k), 0.50+0.055*float64(k), 0.035, 0.04), a.hair)
			}
		}
	}
	shade := 1 - 0.18*y
	body := ellipse(x, y, 0.5, 0.99, 0.40, 0.31)
	paint(box(x, y, 0.5, 0.60, 0.052, 0.09, 0.02), a.skin.scale(0.88))
	paint(body, a.cloth.scale(shade))
	if a.female { // the pallu across the chest
		band := math.Abs((x-0.5)*0.8+(y-0.85)*0.6) - 0.05
		paint(max(body, band), a.trimming.scale(shade))
		paint(max(body, math.Abs((x-0.5)*0.8+(y-0.85)*0.6)-0.012), a.cloth.scale(shade*0.8))
	} else { // an open collar: a V of skin, its edges picked out
		v := math.Abs(x-0.5) - (0.82-y)*0.55
		paint(max(body, v), a.skin.scale(0.88))
		paint(max(max(body, math.Abs(v)-0.008), y-0.82), a.trimming.scale(shade))
	}
	paint(ellipse(x, y, headX-0.128, headY+0.02, 0.022, 0.035), a.skin.scale(0.93)) // ears
	paint(ellipse(x, y, headX+0.128, headY+0.02, 0.022, 0.035), a.skin.scale(0.93))
	paint(ellipse(x, y, headX, headY, 0.125, 0.158), a.skin)
	// Hair over the forehead: the head's top, cut by a gentle curve.
	cap := ellipse(x, y, headX, headY-0.025, 0.138, 0.155)
	switch {
	case a.female:
		part := y - (0.315 + 0.9*(x-0.5)*(x-0.5))
		paint(max(cap, part), a.hair)
	case a.style == 0:
		paint(max(cap, y-(0.295+0.6*(x-0.5)*(x-0.5))), a.hair)
	default:
		paint(max(cap, y-(0.315-0.22*(x-0.45))), a.hair)
		paint(ellipse(x, y, headX, headY+0.075, 0.035, 0.008), a.hair.mix(a.skin, 0.25)) // moustache
	}
	if a.female {
		paint(circle(x, y, headX, headY-0.035, 0.011), hex(0xB0102A)) // bindi
		paint(circle(x, y, headX-0.13, headY+0.065, 0.01), hex(0xE3B23C))
		paint(circle(x, y, headX+0.13, headY+0.065, 0.01), hex(0xE3B23C))
	}
	return c
}

func clamp8(v float64) uint8 { return uint8(min(max(v+0.5, 0), 255)) }
