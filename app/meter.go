package app

// Meter counts business events for the operators' metrics (docs/operations.md, "Metrics"):
// mails sent or failed today; payments and messages count theirs the same way. event and
// outcome are short constant words written in code (never ids or member data), so the
// number of series stays small.
type Meter interface {
	Count(event, outcome string)
}

// NoMeter counts nothing: the default when metrics are off.
type NoMeter struct{}

func (NoMeter) Count(string, string) {}
