package searchindex

import "testing"

// yearOf's arithmetic gives the calendar's year for every day from 1750 to 2134.
func TestYearOfAgreesWithTheCalendar(t *testing.T) {
	for d := int32(-80000); d < 60000; d++ {
		if got, want := yearOf(d), int32(dayTime(d).Year()); got != want {
			t.Fatalf("day %d: %d, want %d", d, got, want)
		}
	}
}
