package app

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
}

// HoroscopePorts are the ports the horoscope use cases use: none today; the type is kept so
// that wiring reads like every other area's and a port (a cache) can be added without changing
// callers.
type HoroscopePorts struct{}

// NewHoroscopeApplication builds the horoscope use cases.
func NewHoroscopeApplication(HoroscopePorts) *HoroscopeApplication {
	return &HoroscopeApplication{Queries: HoroscopeQueries{
		Places:    &SearchBirthPlaces{},
		Calculate: &CalculateHoroscope{},
	}}
}
