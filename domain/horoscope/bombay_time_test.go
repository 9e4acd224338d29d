package horoscope

import (
	"testing"
	"time"
)

// A Bombay birth in 1950 at 06:00 by Bombay's clock is the instant 06:39 IST, and its chart is
// that instant's.
func TestBombayTimeIsThirtyNineMinutesBehindIST(t *testing.T) {
	kolkata, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		t.Fatal(err)
	}
	bombay := time.Date(1950, 3, 14, 6, 0, 0, 0, BombayTime)
	ist := time.Date(1950, 3, 14, 6, 39, 0, 0, kolkata)
	if !bombay.Equal(ist) {
		t.Fatalf("06:00 Bombay Time is %s, want %s", bombay.UTC(), ist.UTC())
	}
	if _, offset := bombay.Zone(); offset != 4*3600+51*60 {
		t.Errorf("offset %d s, want +4:51", offset)
	}
	mumbai := Place{Latitude: 18.975, Longitude: 72.8258}
	a, err := Calculate(bombay, mumbai)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Calculate(ist, mumbai)
	if err != nil {
		t.Fatal(err)
	}
	if a.MoonLongitude != b.MoonLongitude || a.LagnaLongitude != b.LagnaLongitude {
		t.Errorf("Bombay Time chart Moon %.4f lagna %.4f, IST chart Moon %.4f lagna %.4f", a.MoonLongitude, a.LagnaLongitude, b.MoonLongitude, b.LagnaLongitude)
	}
	// The same clock reading taken as IST is 39 minutes earlier: the lagna moves by about ten degrees.
	c, err := Calculate(time.Date(1950, 3, 14, 6, 0, 0, 0, kolkata), mumbai)
	if err != nil {
		t.Fatal(err)
	}
	if d := a.LagnaLongitude - c.LagnaLongitude; d < 5 || d > 15 {
		t.Errorf("lagna moved %.2f° over 39 minutes, want about 10°", d)
	}
}
