package app

import (
	"context"
	"errors"
	"net/netip"
)

// The horoscope from birth details (issue 25, docs/horoscope.md): the birth place list and the
// calculation, which saves nothing. They read only domain/birthplace and domain/horoscope, so
// they take no port. HoroscopeApplication is their index: the HTTP adapter calls
// Queries.X.Handle.
type HoroscopeApplication struct {
	Queries HoroscopeQueries
}

// HoroscopeQueries read (the calculation is a query: nothing is stored).
type HoroscopeQueries struct {
	Places    *SearchBirthPlaces
	Calculate *CalculateHoroscope
	// CalculateForVisitor is Calculate for a visitor (the registration wizard), limited per client.
	CalculateForVisitor *CalculateHoroscopeForVisitor
}

// HoroscopePorts are the ports the horoscope use cases use: the rate limiter for visitors'
// calculations.
type HoroscopePorts struct {
	Limits *RateLimiter
}

// NewHoroscopeApplication builds the horoscope use cases.
func NewHoroscopeApplication(p HoroscopePorts) (*HoroscopeApplication, error) {
	if p.Limits == nil {
		return nil, errors.New("horoscope: the rate limiter is required")
	}
	return &HoroscopeApplication{Queries: HoroscopeQueries{
		Places:              &SearchBirthPlaces{},
		Calculate:           &CalculateHoroscope{},
		CalculateForVisitor: &CalculateHoroscopeForVisitor{limits: p.Limits},
	}}, nil
}

// CalculateHoroscopeForVisitor is the calculation for someone not signed in: the work is a few
// milliseconds of arithmetic, so it is open, but counted per client (PolicyHoroscopeVisitors).
type CalculateHoroscopeForVisitor struct{ limits *RateLimiter }

// Handle calculates for the client at ip.
func (c *CalculateHoroscopeForVisitor) Handle(ctx context.Context, ip netip.Addr, in HoroscopeBirth) (HoroscopeReading, error) {
	if err := c.limits.Take(ctx, PolicyHoroscopeVisitors, ClientKey(ip)); err != nil {
		return HoroscopeReading{}, err
	}
	return CalculateHoroscope{}.Handle(in)
}
