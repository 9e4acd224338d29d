package searchindex

import (
	"math/rand/v2"
	"testing"

	"github.com/google/uuid"
)

// What ordering everyone again costs at a million members (CompactAt changes past it).
func BenchmarkCompactAMillion(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	var x Index
	rows := randomRows(r, 1_000_000)
	x.Load(rows)
	b.ResetTimer()
	for range b.N {
		changed := make([]Row, CompactAt+1)
		for i := range changed {
			changed[i] = randomRow(r, rows[r.IntN(len(rows))].AccountID)
		}
		x.Apply(changed, []uuid.UUID{})
	}
}
