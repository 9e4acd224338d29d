package app

import (
	"sync"

	"github.com/reshimgathi/reshimgathi/domain/horoscope"
)

// A kundali is a pure function of the birth date, time and place, and costs about 130 µs to
// compute (docs/horoscope.md, "The kundali chart"), several times a profile view's whole server
// time. Profiles shown to connections and to their owners are few and seen again and again, so
// each instance remembers the last kundaliMemoSize readings; past that it starts over, which
// bounds the memory (about 1 KB a reading) without bookkeeping on the read path.
const kundaliMemoSize = 4096

type kundaliKey struct{ date, time, place string }

var kundaliMemo = struct {
	sync.Mutex
	readings map[kundaliKey]*horoscope.Kundali // nil: the calculation refused the details
}{readings: map[kundaliKey]*horoscope.Kundali{}}

// rememberedKundali is compute(key)'s answer, computed once per key while remembered. The
// answer is shared between callers and never changed by them.
func rememberedKundali(key kundaliKey, compute func() *horoscope.Kundali) *horoscope.Kundali {
	kundaliMemo.Lock()
	k, ok := kundaliMemo.readings[key]
	kundaliMemo.Unlock()
	if ok {
		return k
	}
	k = compute()
	kundaliMemo.Lock()
	if len(kundaliMemo.readings) >= kundaliMemoSize {
		clear(kundaliMemo.readings)
	}
	kundaliMemo.readings[key] = k
	kundaliMemo.Unlock()
	return k
}
