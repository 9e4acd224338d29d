package birthplace

import "testing"

// BenchmarkSearch is a picker's keystrokes: one letter (the most matches), a town's prefix, a
// Marathi prefix and a word nothing matches (every place compared).
func BenchmarkSearch(b *testing.B) {
	for _, q := range []string{"b", "kol", "पुण", "zzz"} {
		b.Run(q, func(b *testing.B) {
			for b.Loop() {
				Search(q, 20)
			}
		})
	}
}
