package searchindex

import "math/bits"

// bitWalk reads the positions before end set in every bitmap of and, in at least one of each
// group of or, and not in dead, a word at a time. It needs one bitmap at least: positions past the
// part's end are set in none of them.
type bitWalk struct {
	and        [][]uint64
	or         [][][]uint64
	wholeYears [][]uint64 // members born in these years are in the search's age range
	dead       []uint64
	end        int32
	w          int    // the next word to read
	word       uint64 // the current word's positions not answered yet
	whole      uint64 // the current word's positions born in wholeYears
	base       int32  // the current word's first position
	inRange    bool   // the last position answered was born in wholeYears
}

// ageKnown reports whether the position last answered is known to be in the search's age range,
// so its birth date need not be read (a cache miss per candidate otherwise).
func (b *bitWalk) ageKnown() bool { return b.inRange }

func (b *bitWalk) next() (int32, bool) {
	if !b.load() {
		return 0, false
	}
	bit := bits.TrailingZeros64(b.word)
	b.word &= b.word - 1
	b.inRange = b.whole&(1<<bit) != 0
	return b.base + int32(bit), true
}

// load reads words until one has a position not answered yet, and reports whether one has.
func (b *bitWalk) load() bool {
	for b.word == 0 {
		if b.w >= len(b.dead) || int32(b.w*64) >= b.end {
			return false
		}
		w := b.w
		b.w++
		m := ^b.dead[w]
		if last := b.end - int32(w*64); last < 64 {
			m &= 1<<last - 1
		}
		for _, a := range b.and {
			if m &= a[w]; m == 0 {
				break
			}
		}
		for _, g := range b.or {
			if m == 0 {
				break
			}
			var any uint64
			for _, o := range g {
				any |= o[w]
			}
			m &= any
		}
		b.word, b.base = m, int32(w*64)
		if m != 0 && len(b.wholeYears) > 0 {
			b.whole = 0
			for _, y := range b.wholeYears {
				b.whole |= y[w]
			}
		}
	}
	return true
}

// countWords counts, a word at a time, the positions not answered yet that are born on or before
// through and after after, for as long as a whole word can neither bring the count to want nor
// the positions read past budget: it answers the count and the positions read, and leaves the
// word where either might happen to be walked one position at a time. A count needs no entry and
// no position of its own, only the bits of the word and the birth dates of the edge years.
func (b *bitWalk) countWords(want, budget int, dobs []int32, after, through int32) (matches, read int) {
	for b.load() {
		m := b.word
		n := bits.OnesCount64(m)
		if matches+n >= want || read+n > budget {
			break
		}
		known := m & b.whole
		matches += bits.OnesCount64(known)
		for rest := m &^ known; rest != 0; rest &= rest - 1 {
			if d := dobs[b.base+int32(bits.TrailingZeros64(rest))]; d <= through && d > after {
				matches++
			}
		}
		read += n
		b.word = 0
	}
	return matches, read
}
