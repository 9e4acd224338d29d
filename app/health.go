package app

import (
	"context"
	"time"
)

// Pinger checks that the database answers.
type Pinger interface {
	Ping(ctx context.Context) error
}

// Health answers the readiness probe.
type Health struct{ DB Pinger }

// readinessBudget keeps a probe fast when the database hangs rather than refuses.
const readinessBudget = 2 * time.Second

// Ready reports nil when the service can serve requests that need the database.
func (h *Health) Ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, readinessBudget)
	defer cancel()
	return h.DB.Ping(ctx)
}
