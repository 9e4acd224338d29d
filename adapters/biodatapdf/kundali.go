package biodatapdf

import "github.com/reshimgathi/reshimgathi/app"

// The North Indian kundali (docs/horoscope.md, "The kundali chart"): a square, its two
// diagonals and the diamond joining its sides' midpoints cut it into twelve houses. The houses
// are fixed: house 1 (the lagna) is the top diamond and the count runs anticlockwise (2 and 3
// top-left, 4 the left diamond, 7 the bottom one, 10 the right one); what rotates with the lagna
// is the rashi number written in each.

const (
	kundaliSide      = 116.0 // points: the chart's square when there is a chart to draw
	kundaliNumberPt  = 6.5
	kundaliGrahaPt   = 7.0
	kundaliLineSpace = 8.0
)

// houseGeometry is where a house's contents go, in units of the square's side from its top-left
// corner: the rashi number at number, the grahas centred on middle (the centroid; for the
// triangles along the left and right edges, which are narrow across and tall, nearer the edge),
// in lines at most width wide (names that do not fit go on the next line).
type houseGeometry struct {
	numberX, numberY, middleX, middleY, width float64
}

// kundaliHouses are houses 1–12 in order, anticlockwise from the top diamond. The four diamonds
// meet at the centre, where their numbers sit; the triangles' numbers sit in their inner corner.
var kundaliHouses = [12]houseGeometry{
	{0.5, 0.41, 0.5, 0.25, 0.36},       // 1: top diamond
	{0.25, 0.19, 0.25, 1.0 / 12, 0.3},  // 2: top-left, along the top edge
	{0.19, 0.25, 0.09, 0.25, 0.13},     // 3: top-left, along the left edge
	{0.41, 0.5, 0.25, 0.5, 0.36},       // 4: left diamond
	{0.19, 0.75, 0.09, 0.75, 0.13},     // 5: bottom-left, along the left edge
	{0.25, 0.81, 0.25, 11.0 / 12, 0.3}, // 6: bottom-left, along the bottom edge
	{0.5, 0.59, 0.5, 0.75, 0.36},       // 7: bottom diamond
	{0.75, 0.81, 0.75, 11.0 / 12, 0.3}, // 8: bottom-right, along the bottom edge
	{0.81, 0.75, 0.91, 0.75, 0.13},     // 9: bottom-right, along the right edge
	{0.59, 0.5, 0.75, 0.5, 0.36},       // 10: right diamond
	{0.81, 0.25, 0.91, 0.25, 0.13},     // 11: top-right, along the right edge
	{0.75, 0.19, 0.75, 1.0 / 12, 0.3},  // 12: top-right, along the top edge
}

// kundali draws c in the square of the given side whose top-left corner is x, y.
func (l *layout) kundali(c *app.BiodataChart, x, y, side float64) {
	l.p.stroke(l.st.accent)
	l.p.rect(x, y, side, side, 0.9, false)
	l.p.line(x, y, x+side, y+side, 0.6)
	l.p.line(x+side, y, x, y+side, 0.6)
	l.p.polygon(0.6, x+side/2, y, x+side, y+side/2, x+side/2, y+side, x, y+side/2)
	for i, h := range kundaliHouses {
		house := c.Houses[i]
		l.p.fill(l.st.rule)
		l.centredAt(house.Rashi, x+h.numberX*side, y+h.numberY*side, kundaliNumberPt, false)
		var lines []string
		for _, g := range house.Grahas {
			if n := len(lines); n > 0 && l.width(lines[n-1]+" "+g, kundaliGrahaPt, true) <= h.width*side {
				lines[n-1] += " " + g
			} else {
				lines = append(lines, g)
			}
		}
		l.p.fill(l.st.ink)
		top := y + h.middleY*side - kundaliLineSpace*float64(len(lines)-1)/2
		for j, line := range lines {
			l.centredAt(line, x+h.middleX*side, top+kundaliLineSpace*float64(j), kundaliGrahaPt, true)
		}
	}
}

// width is text's advance in points at size.
func (l *layout) width(text string, size float64, bold bool) float64 {
	return l.s.shape(text, bold).width * size / 1000
}

// centredAt draws text centred on the point x, y (horizontally on its advance, vertically on
// about half the height of a digit).
func (l *layout) centredAt(text string, x, y, size float64, bold bool) {
	if text == "" {
		return
	}
	line := l.s.shape(text, bold)
	l.p.text(line, x-line.width*size/1000/2, y+size*0.36, size)
}
